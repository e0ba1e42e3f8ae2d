import { Badge, Button, Collapse, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Bonus } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';
import { useMoneyMutation } from '@/lib/money-mutation';

import { WALLET_KEY } from '../api/balance';
import { forfeitBonus } from '../api/records';
import { ConfirmDialog } from './confirm-dialog';
import { TurnoverMeter } from './turnover-meter';
import classes from './wallet.module.css';

const STATUS_COLORS: Record<Bonus['status'], string> = { ACTIVE: 'gold', COMPLETED: 'teal', FORFEITED: 'gray' };

/** A weight in basis points as a percentage: 2500 is "25%". */
const percentOf = (basisPoints: number) => `${basisPoints / 100}%`;

const Dated = ({ label, value }: { label: string; value: string | null }) => (
  <Text fz="xs" c="dimmed">
    {label}{' '}
    <Text span fz="xs" c="gray.2" ff="monospace">
      {value ?? '—'}
    </Text>
  </Text>
);

/** The rounds that counted toward a bonus, newest first (a reversed round shows as a negative line). */
const WhatCounted = ({ bonus, currency }: { bonus: Bonus; currency: string }) => {
  const { t } = useTranslation('wallet');
  if (bonus.recent.length === 0)
    return (
      <Text fz="xs" c="dimmed">
        {t('bonus.nothingCounted')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table fz="xs" verticalSpacing={4} aria-label={t('bonus.whatCounted')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bonus.countedAt')}</Table.Th>
            <Table.Th>{t('bonus.category')}</Table.Th>
            <Table.Th ta="right">{t('bonus.validBet')}</Table.Th>
            <Table.Th ta="right">{t('bonus.counted')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bonus.recent.map((line) => (
            <Table.Tr key={`${line.roundId}-${line.at}-${line.countedMinor}`}>
              <Table.Td ff="monospace">{line.at}</Table.Td>
              <Table.Td>
                {t(`bonus.categories.${line.category}`, { defaultValue: line.category })}
                {line.weightBasisPoints !== 10_000 && ` · ${percentOf(line.weightBasisPoints)}`}
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText minor={line.validBetMinor} currency={currency} fz="xs" />
              </Table.Td>
              <Table.Td ta="right">
                {line.countedMinor.startsWith('-') ? (
                  <Text span fz="xs" c="ruby.4">
                    {t('bonus.takenBack')}{' '}
                    <MoneyText minor={line.countedMinor.slice(1)} currency={currency} fz="xs" c="ruby.4" />
                  </Text>
                ) : (
                  <MoneyText minor={line.countedMinor} currency={currency} fz="xs" c="teal.4" fw={600} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/** Gives a bonus up after a dialog that says what will be taken back and what turnover goes with it. */
const ForfeitButton = ({ bonus, currency }: { bonus: Bonus; currency: string }) => {
  const { t } = useTranslation('wallet');
  const [opened, setOpened] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const request = useMoneyMutation({
    mutationFn: (id: string) => forfeitBonus(id),
    intentOf: (id) => id,
    invalidates: [WALLET_KEY],
  });
  const close = () => {
    setOpened(false);
    setRefusal(null);
    request.clearError();
  };
  return (
    <>
      <Button size="compact-sm" variant="subtle" color="ruby" onClick={() => setOpened(true)}>
        {t('bonus.forfeit')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('bonus.forfeitTitle', { title: bonus.title })}
        summary={t('bonus.forfeitSummary')}
        rows={[
          {
            label: t('bonus.forfeitTakesBack'),
            value: <MoneyText minor={bonus.forfeitAmountMinor} currency={currency} fw={700} c="ruby.4" />,
          },
          { label: t('bonus.amount'), value: <MoneyText minor={bonus.amountMinor} currency={currency} /> },
          { label: t('bonus.forfeitTurnover'), value: <MoneyText minor={bonus.remainingMinor} currency={currency} /> },
        ]}
        confirmLabel={t('bonus.forfeitConfirm')}
        isBusy={request.isBusy}
        error={request.retryError ?? refusal}
        onConfirm={() =>
          void request.submit(bonus.id).then((outcome) => {
            if (outcome.ok) close();
            else if (!outcome.isAmbiguous) setRefusal(outcome.message);
          })
        }
        onClose={close}
      />
    </>
  );
};

/** One bonus: amount, its turnover meter, what counted by category and round, expiry, and the forfeit. */
export const BonusCard = ({ bonus, currency }: { bonus: Bonus; currency: string }) => {
  const { t } = useTranslation('wallet');
  const [showCounted, { toggle }] = useDisclosure(false);
  return (
    <div className={classes.recordCard} data-testid="bonus-card">
      <Stack gap="sm" py={4}>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {bonus.title}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('bonus.turnover', { multiplier: bonus.turnoverMultiplier })}
            </Text>
          </div>
          <Stack gap={4} align="flex-end">
            <MoneyText minor={bonus.amountMinor} currency={currency} fz="lg" fw={800} c="gold.4" />
            <Badge color={STATUS_COLORS[bonus.status]} variant="light" size="sm">
              {t(`bonus.status.${bonus.status}`)}
            </Badge>
          </Stack>
        </Group>
        <TurnoverMeter bonus={bonus} currency={currency} />
        {bonus.byCategory.length > 0 && (
          <Group gap={6} aria-label={t('bonus.byCategory')}>
            {bonus.byCategory.map((line) => (
              <Badge key={line.category} variant="outline" color="gray" size="sm" tt="none">
                {t(`bonus.categories.${line.category}`, { defaultValue: line.category })}{' '}
                <MoneyText minor={line.countedMinor} currency={currency} fz={11} />
              </Badge>
            ))}
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={4}>
          <Dated label={t('bonus.grantedAt')} value={bonus.grantedAt} />
          {bonus.status === 'FORFEITED' ? (
            <Dated label={t('bonus.forfeitedAt')} value={bonus.forfeitedAt} />
          ) : (
            <Dated label={t('bonus.completedAt')} value={bonus.completedAt} />
          )}
          <Dated label={t('bonus.expiresAt')} value={bonus.expiresAt ?? t('bonus.noExpiry')} />
        </SimpleGrid>
        {bonus.status === 'FORFEITED' && bonus.forfeitedAmountMinor !== null && (
          <Text fz="xs" c="dimmed">
            {t(bonus.forfeitReason === 'EXPIRED' ? 'bonus.forfeitedExpired' : 'bonus.forfeitedByYou')}{' '}
            <MoneyText minor={bonus.forfeitedAmountMinor} currency={currency} fz="xs" c="gray.2" fw={600} />
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            onClick={toggle}
            rightSection={showCounted ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            aria-expanded={showCounted}
          >
            {t('bonus.whatCounted')}
          </Button>
          {bonus.status === 'ACTIVE' && <ForfeitButton bonus={bonus} currency={currency} />}
        </Group>
        <Collapse expanded={showCounted}>
          <WhatCounted bonus={bonus} currency={currency} />
        </Collapse>
      </Stack>
    </div>
  );
};
