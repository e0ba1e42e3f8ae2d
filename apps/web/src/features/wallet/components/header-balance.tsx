import {
  ActionIcon,
  Divider,
  Group,
  Popover,
  Skeleton,
  Stack,
  Switch,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff, IconLock, IconRefresh, IconWallet } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { balanceQueryOptions } from '@/lib/balance-query';
import { errorText } from '@/lib/error-text';
import { MoneyText } from '@/components/ui/money-text';
import { useSessionStore } from '@/stores/session-store';

import { WALLET_KEY } from '../api/balance';
import { formatAmount } from '../utils/money';
import { useHideBalance } from '../hooks/use-hide-balance';
import classes from './header-balance.module.css';

/**
 * The signed-in header's balance (spec §2.3): currency symbol and amount, a toggle that hides it
 * as stars (remembered on this device), and a refresh button. On phones the toggle moves into
 * the popover the amount opens.
 */
export const HeaderBalance = () => {
  const { t, i18n } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const balance = useQuery(balanceQueryOptions(Boolean(token)));
  const [isHidden, setHidden] = useHideBalance();

  // Money belongs to one session: forget it when the member signs out or another signs in.
  // (reset, not remove: mounted queries keep their observers and simply load again.)
  useEffect(() => () => void queryClient.resetQueries({ queryKey: WALLET_KEY }), [token, queryClient]);

  // A refresh that fails says why (spec §8), instead of leaving the old amount in silence.
  const handleRefresh = async () => {
    const result = await balance.refetch();
    if (result.isError) {
      notifications.show({ id: 'balance-refresh', color: 'ruby', message: errorText(result.error, t) });
    }
  };

  const toggleLabel = isHidden ? t('header.show') : t('header.hide');
  const refreshButton = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="md"
      aria-label={t('header.refresh')}
      aria-busy={balance.isFetching}
      onClick={() => void handleRefresh()}
      data-testid="balance-refresh"
    >
      <IconRefresh size={16} className={balance.isFetching ? classes.spinning : undefined} />
    </ActionIcon>
  );

  if (balance.isPending && balance.isFetching) {
    return <Skeleton height={34} width={130} radius="xl" aria-label={t('common:a11y.loading')} />;
  }

  const data = balance.data;
  // The amount includes money held by pending withdrawals: the header says so (issue 22 item 26).
  const hasHeld = data !== undefined && BigInt(data.heldMinor) > 0n;
  const heldText =
    data && hasHeld
      ? t('header.includesHeld', {
          amount: isHidden ? '******' : formatAmount(data.heldMinor, data.currency, i18n.language),
        })
      : null;
  return (
    <div className={classes.pill} data-testid="header-balance">
      <Popover position="bottom" width={260} shadow="lg" withArrow withinPortal disabled={!data}>
        <Popover.Target>
          {/* Named by what it shows, after a hidden "Balance details": a name that left out the
              visible amount failed the accessibility check (label-content-name-mismatch). */}
          <UnstyledButton className={classes.amountButton}>
            <VisuallyHidden>{t('header.details')}</VisuallyHidden>
            {data ? (
              <>
                <span className={classes.symbol}>{data.currencySymbol.trim()}</span>
                <MoneyText
                  minor={data.balanceMinor}
                  currency={data.currency}
                  withSymbol={false}
                  hidden={isHidden}
                  className={classes.amount}
                  data-testid="header-balance-amount"
                />
                {heldText && (
                  <span className={classes.heldMark} role="img" aria-label={heldText} title={heldText}>
                    <IconLock size={12} stroke={2} />
                  </span>
                )}
              </>
            ) : (
              <Group gap={6} wrap="nowrap">
                <IconWallet size={16} />
                <Text fz="sm" c="dimmed">
                  —
                </Text>
              </Group>
            )}
          </UnstyledButton>
        </Popover.Target>
        {data && (
          <Popover.Dropdown>
            <Stack gap={6}>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
                {t('header.title')}
              </Text>
              {(
                [
                  ['balance', data.balanceMinor],
                  ['held', data.heldMinor],
                  ['available', data.availableMinor],
                  ['withdrawable', data.withdrawableMinor],
                ] as const
              ).map(([key, minor]) => (
                <Group key={key} justify="space-between" wrap="nowrap" gap="md">
                  <Text fz="sm" c="dimmed">
                    {key === 'balance' && hasHeld ? t('balance.balanceWithHeld') : t(`balance.${key}`)}
                  </Text>
                  <MoneyText minor={minor} currency={data.currency} hidden={isHidden} fz="sm" fw={600} />
                </Group>
              ))}
              <Divider my={4} />
              <Switch
                checked={isHidden}
                onChange={(event) => setHidden(event.currentTarget.checked)}
                label={t('header.hideSwitch')}
                size="sm"
              />
            </Stack>
          </Popover.Dropdown>
        )}
      </Popover>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="md"
        visibleFrom="xs"
        aria-label={toggleLabel}
        aria-pressed={isHidden}
        onClick={() => setHidden((value) => !value)}
      >
        {isHidden ? <IconEyeOff size={16} /> : <IconEye size={16} />}
      </ActionIcon>
      {refreshButton}
    </div>
  );
};
