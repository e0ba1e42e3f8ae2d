import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { OriginalsGameInfo } from '@perya/contracts';
import { parseAmount, toDecimalString } from '@perya/contracts';

import classes from './originals.module.css';

type BetPanelProps = {
  info: OriginalsGameInfo | undefined;
  amount: string;
  onAmount: (text: string) => void;
  balanceMinor: bigint | null;
  busy: boolean;
  onBet: () => void;
  /** The game's own choices (target, direction). */
  children: ReactNode;
  /** The RTP of the table chosen (plinko, keno), from packages/games; the game's figure otherwise. */
  rtpPercent?: string;
  /** Replaces the bet button while a game is on (mines: cash out). */
  action?: ReactNode;
  /** The amount cannot change (mines: while a game is on). */
  locked?: boolean;
};

const clamp = (value: bigint, low: bigint, high: bigint) => (value < low ? low : value > high ? high : value);

/** The stake (½, 2×, min, max within the game's limits and the balance), the game's choices, the bet button. */
export const BetPanel = ({
  info,
  amount,
  onAmount,
  balanceMinor,
  busy,
  onBet,
  children,
  rtpPercent,
  action,
  locked = false,
}: BetPanelProps) => {
  const { t } = useTranslation('originals');
  const min = BigInt(info?.minBetMinor ?? '100');
  const limit = BigInt(info?.maxBetMinor ?? '100');
  const max = balanceMinor !== null && balanceMinor < limit ? (balanceMinor < min ? min : balanceMinor) : limit;
  const minor = parseAmount(amount);
  const set = (value: bigint) => onAmount(toDecimalString(clamp(value, min, max)));
  const error =
    minor === null
      ? t('amount.invalid')
      : minor < min
        ? t('amount.belowMin', { min: toDecimalString(min) })
        : minor > limit
          ? t('amount.aboveMax', { max: toDecimalString(limit) })
          : null;

  return (
    <Stack className={classes.controls} gap="sm">
      <TextInput
        label={t('amount.label')}
        value={amount}
        inputMode="decimal"
        disabled={locked}
        onChange={(event) => onAmount(event.currentTarget.value)}
        error={amount !== '' ? error : null}
        data-testid="bet-amount"
        rightSectionWidth={150}
        rightSection={
          <Group gap={4} wrap="nowrap" pr={4}>
            <Button
              size="compact-xs"
              variant="default"
              disabled={locked}
              onClick={() => minor !== null && set(minor / 2n)}
            >
              ½
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              disabled={locked}
              onClick={() => minor !== null && set(minor * 2n)}
            >
              2×
            </Button>
            <Button size="compact-xs" variant="default" disabled={locked} onClick={() => set(min)}>
              {t('amount.min')}
            </Button>
            <Button size="compact-xs" variant="default" disabled={locked} onClick={() => set(max)}>
              {t('amount.max')}
            </Button>
          </Group>
        }
      />
      {children}
      {action ?? (
        <Button size="lg" fullWidth loading={busy} disabled={error !== null} onClick={onBet} data-testid="bet-button">
          {t('bet')}
        </Button>
      )}
      <Text size="xs" c="dimmed" ta="center" visibleFrom="sm">
        {t('hotkey')}
      </Text>
      {info ? (
        <Text size="xs" c="dimmed" ta="center">
          {t('rtp', { rtp: rtpPercent ?? info.rtpPercent, edge: (info.houseEdgeBps / 100).toFixed(2) })}
        </Text>
      ) : null}
    </Stack>
  );
};
