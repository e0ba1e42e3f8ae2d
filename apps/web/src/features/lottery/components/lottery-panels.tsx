import { Alert, Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { LotteryDraw, LotterySlip } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

import type { DrawVerification } from '../utils/verify-draw';
import { verifyDraw } from '../utils/verify-draw';
import classes from './lottery.module.css';

// The game screen's panels: the countdown to sales close, the last results, my slips, and a
// draw's fairness (commitment, revealed seed, numbers recomputed in the browser).

const useNow = (intervalMs = 1000) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
};

const clockText = (milliseconds: number) => {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
};

export const Countdown = ({ draw }: { draw: LotteryDraw | null }) => {
  const { t } = useTranslation('lottery');
  const now = useNow();
  if (!draw) return <Text c="dimmed">{t('noDraw')}</Text>;
  const left = new Date(draw.closesAt).getTime() - now;
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <div>
        <Text fz="xs" c="dimmed">
          {t('drawLabel')}
        </Text>
        <Text fw={700} fz="sm" data-testid="lottery-draw-id">
          {draw.drawId}
        </Text>
      </div>
      <div style={{ textAlign: 'right' }}>
        <Text fz="xs" c="dimmed">
          {left > 0 ? t('closesIn') : t('closed')}
        </Text>
        <Text fw={800} fz="xl" className={classes.clock} aria-live="off" data-testid="lottery-countdown">
          {clockText(left)}
        </Text>
      </div>
    </Group>
  );
};

const Numbers = ({ draw }: { draw: LotteryDraw }) => {
  const { t } = useTranslation('lottery');
  return (
    <Stack gap={4}>
      {(draw.result ?? []).map((prize) => (
        <Group key={prize.tier} gap={6} wrap="wrap">
          <Text fz="xs" c="dimmed" w={80}>
            {t(`tiers.${prize.tier}`, { defaultValue: prize.tier })}
          </Text>
          {prize.numbers.map((number, index) => (
            <span
              key={`${number}-${index}`}
              className={classes.result}
              data-special={prize.tier === 'special' || prize.tier === 'first' || undefined}
            >
              {number}
            </span>
          ))}
        </Group>
      ))}
    </Stack>
  );
};

export const Fairness = ({ draw }: { draw: LotteryDraw }) => {
  const { t } = useTranslation('lottery');
  const [verification, setVerification] = useState<DrawVerification | null>(null);
  const [failed, setFailed] = useState(false);
  const handleVerify = async () => {
    try {
      setVerification(await verifyDraw(draw));
    } catch {
      setFailed(true);
    }
  };
  return (
    <Stack gap={6} className={classes.fairness}>
      <Text fz="xs" c="dimmed">
        {t('commitment')}
      </Text>
      <Code block className={classes.hash}>
        {draw.commitment}
      </Code>
      <Text fz="xs" c="dimmed">
        {t('seed')}
      </Text>
      <Code block className={classes.hash}>
        {draw.drawSeed ?? t('seedHidden')}
      </Code>
      {draw.drawSeed && (
        <Button size="xs" variant="light" onClick={() => void handleVerify()} data-testid="lottery-verify">
          {t('verify')}
        </Button>
      )}
      {failed && <Alert color="ruby">{t('verifyFailed')}</Alert>}
      {verification && (
        <Alert color={verification.commitmentMatches && verification.matchesResult ? 'teal' : 'ruby'} role="status">
          <Text fz="sm">{verification.commitmentMatches ? t('commitmentOk') : t('commitmentBad')}</Text>
          <Text fz="sm">
            {verification.matchesResult ? t('numbersOk', { blocks: verification.blocks }) : t('numbersBad')}
          </Text>
        </Alert>
      )}
    </Stack>
  );
};

export const LastResults = ({ draws }: { draws: LotteryDraw[] }) => {
  const { t } = useTranslation('lottery');
  const [open, setOpen] = useState<string | null>(null);
  if (draws.length === 0) return <Text c="dimmed">{t('noResults')}</Text>;
  return (
    <Stack gap="sm">
      {draws.map((draw) => (
        <Paper key={draw.drawId} p="sm" radius="md" className={classes.card} data-testid="lottery-result">
          <Group justify="space-between" mb={6} wrap="nowrap">
            <Text fw={700} fz="sm">
              {draw.drawId}
            </Text>
            <Group gap={6} wrap="nowrap">
              {draw.status === 'SETTLED' && draw.winnersFound !== null && (
                <Badge variant="light" color="teal">
                  {t('paidCheck', { paid: draw.winnersPaid, found: draw.winnersFound })}
                </Badge>
              )}
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => setOpen(open === draw.drawId ? null : draw.drawId)}
              >
                {t('fairness')}
              </Button>
            </Group>
          </Group>
          <Numbers draw={draw} />
          {open === draw.drawId && <Fairness draw={draw} />}
        </Paper>
      ))}
    </Stack>
  );
};

const STATUS_COLOR = { OPEN: 'gray', WON: 'teal', LOST: 'ruby' } as const;

export const MySlips = ({ slips }: { slips: LotterySlip[] }) => {
  const { t } = useTranslation('lottery');
  if (slips.length === 0) return <Text c="dimmed">{t('noSlips')}</Text>;
  return (
    <Stack gap="sm">
      {slips.map((slip) => (
        <Paper key={slip.slipId} p="sm" radius="md" className={classes.card} data-testid="lottery-slip">
          <Group justify="space-between" wrap="nowrap">
            <Text fz="sm" fw={700}>
              {slip.drawId}
            </Text>
            <Badge
              variant="light"
              color={slip.status === 'SETTLED' ? 'teal' : 'yellow'}
              data-testid="lottery-slip-status"
            >
              {t(`slipStatus.${slip.status}`)}
            </Badge>
          </Group>
          {slip.lines.map((line) => (
            <Group key={line.line} justify="space-between" gap="xs" wrap="nowrap">
              <Text fz="sm">
                {t(`types.${line.betType}.name`)} ·{' '}
                {line.selection.map((value) => t(`words.${value}`, { defaultValue: value })).join(' ')}
              </Text>
              <Group gap={6} wrap="nowrap">
                <MoneyText minor={line.costMinor} fz="sm" c="dimmed" />
                <Badge size="sm" variant="light" color={STATUS_COLOR[line.status]}>
                  {t(`lineStatus.${line.status}`)}
                </Badge>
                {line.status === 'WON' && <MoneyText minor={line.payoutMinor} fz="sm" fw={700} c="teal" />}
              </Group>
            </Group>
          ))}
          <Group justify="space-between" mt={4}>
            <Group gap={4}>
              <Text fz="xs" c="dimmed">
                {t('cost')}
              </Text>
              <MoneyText minor={slip.costMinor} fz="xs" />
            </Group>
            <Group gap={4} data-testid="lottery-slip-payout">
              <Text fz="xs" c="dimmed">
                {t('payout')}
              </Text>
              <MoneyText minor={slip.payoutMinor} fz="xs" fw={700} />
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
};
