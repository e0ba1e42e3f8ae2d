import { Anchor, Badge, Button, Group, List, Modal, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { MemberRedEnvelopeDrop, MemberRedEnvelopes, RedEnvelopeClaimResult } from '@perya/contracts';
import { formatMoney } from '@perya/contracts';

import { paths } from '@/config/paths';

import { useClaimRedEnvelope } from '../api/claim';
import { featuredDrops, formatCountdown } from '../utils/drops';
import classes from './red-envelope.module.css';

/** Milliseconds to add to the device's clock to read the server's (countdowns trust the server). */
const useServerNow = (serverTime: string) => {
  const [skew] = useState(() => Date.parse(serverTime) - Date.now());
  const [now, setNow] = useState(() => Date.now() + skew);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now() + skew), 1000);
    return () => window.clearInterval(timer);
  }, [skew]);
  return now;
};

/** The envelope's art: a red packet with a gold seal; the flap lifts when it opens. */
const EnvelopeArt = ({ size, isOpen, amount }: { size: 'small' | 'large'; isOpen?: boolean; amount?: string }) => (
  <div className={classes.envelope} data-size={size} data-open={isOpen || undefined} aria-hidden>
    {amount !== undefined && (
      <div className={classes.card}>
        <span className={classes.cardAmount}>{amount}</span>
      </div>
    )}
    <div className={classes.body} />
    <div className={classes.flap} />
    <div className={classes.seal}>福</div>
  </div>
);

/** The floating red envelope of the home page and its modal: open a drop, or count down to the next. */
export const RedEnvelopeWidget = ({ data }: { data: MemberRedEnvelopes }) => {
  const { t, i18n } = useTranslation('red-envelopes');
  const now = useServerNow(data.serverTime);
  const [opened, { open, close }] = useDisclosure(false);
  const [won, setWon] = useState<RedEnvelopeClaimResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const claim = useClaimRedEnvelope();
  const { open: openDrop, next } = featuredDrops(data, now);
  const money = (minor: string) => formatMoney(minor, { locale: i18n.language });
  // Keep showing the prize after the drops reload (the claimed drop then leaves `open`).
  const shown: MemberRedEnvelopeDrop | null =
    openDrop ?? (won ? (data.drops.find((d) => d.id === won.dropId) ?? null) : null);
  const countdown = next ? formatCountdown(Date.parse(next.opensAt) - now) : null;
  const amountLine = (drop: MemberRedEnvelopeDrop) =>
    t(drop.amountMode === 'FIXED' ? 'drop.fixed' : 'drop.random', { amount: money(drop.maxAmountMinor) });

  if (!shown && !next && !won) return null;

  const handleOpen = async () => {
    if (!shown) return;
    setError(null);
    const outcome = await claim.submit(shown.id);
    if (outcome.ok) setWon(outcome.result);
    else setError(outcome.message);
  };
  const handleClose = () => {
    close();
    setWon(null);
    setError(null);
  };

  return (
    <>
      <UnstyledButton
        className={classes.floating}
        data-live={shown ? true : undefined}
        onClick={open}
        aria-label={shown ? t('floating.open') : t('floating.next', { time: countdown })}
        data-testid="red-envelope-floating"
      >
        <EnvelopeArt size="small" />
        <span className={classes.floatingLabel}>{shown ? t('floating.badge') : countdown}</span>
      </UnstyledButton>

      <Modal
        opened={opened}
        onClose={handleClose}
        centered
        size="sm"
        radius="lg"
        title={t('modal.title')}
        classNames={{ content: classes.modal, header: classes.modalHeader }}
      >
        <Stack align="center" gap="md" data-testid="red-envelope-modal">
          {won ? (
            <>
              <EnvelopeArt size="large" isOpen amount={money(won.amountMinor)} />
              <Title order={3} className={classes.wonTitle} role="status">
                {t('won.title', { amount: money(won.amountMinor) })}
              </Title>
              <Text ta="center" c="dimmed" size="sm">
                {won.turnoverMultiplier > 0
                  ? t('won.turnover', { count: won.turnoverMultiplier })
                  : t('won.noTurnover')}
              </Text>
              <Anchor component={Link} to={paths.memberPage('bonusDetails')} onClick={handleClose} size="sm">
                {t('won.bonusDetails')}
              </Anchor>
            </>
          ) : shown ? (
            <>
              <EnvelopeArt size="large" />
              <Title order={3} ta="center">
                {shown.title}
              </Title>
              <Text ta="center" size="sm">
                {amountLine(shown)}
              </Text>
              <Group gap="xs" justify="center">
                <Badge color="gold" variant="light">
                  {t('drop.left', { count: shown.envelopesLeft })}
                </Badge>
                <Badge color="ruby" variant="light">
                  {t('drop.closesIn', { time: formatCountdown(Date.parse(shown.closesAt) - now) })}
                </Badge>
              </Group>
              {shown.turnoverMultiplier > 0 && (
                <Text ta="center" size="xs" c="dimmed">
                  {t('drop.turnover', { count: shown.turnoverMultiplier })}
                </Text>
              )}
              {shown.eligible ? (
                <Button
                  size="lg"
                  variant="gradient"
                  fullWidth
                  loading={claim.isBusy}
                  onClick={() => void handleOpen()}
                  data-testid="red-envelope-open"
                >
                  {t('drop.open')}
                </Button>
              ) : (
                <Stack gap={4} w="100%">
                  <Text size="sm" fw={600}>
                    {t('reasons.title')}
                  </Text>
                  <List size="sm" spacing={2}>
                    {shown.reasons.map((reason) => (
                      <List.Item key={reason}>
                        {t(`reasons.${reason}`, {
                          deposit: money(shown.minDepositMinor),
                          bet: money(shown.minValidBetMinor),
                          count: shown.periodDays,
                        })}
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              )}
              {error && (
                <Text c="red.4" size="sm" ta="center" role="alert">
                  {error}
                </Text>
              )}
            </>
          ) : next ? (
            <>
              <EnvelopeArt size="large" />
              <Title order={3} ta="center">
                {next.title}
              </Title>
              <Text ta="center">{t('next.opensIn')}</Text>
              <Text className={classes.countdown} aria-live="off">
                {countdown}
              </Text>
              <Text ta="center" size="sm" c="dimmed">
                {amountLine(next)}
              </Text>
            </>
          ) : null}
        </Stack>
      </Modal>
    </>
  );
};
