import { Badge, Button, Group, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { LotteryBetTypeInfo, LotteryGame } from '@perya/contracts';
import { parseAmount } from '@perya/contracts';

import { AmountInput } from '@/components/ui/amount-input';

import classes from './lottery.module.css';

// Building slip lines: the bet-type picker (odds and RTP on every type), the number grid or field
// the type needs, the stake per point; "Add" turns the picks into lines (one per number for
// single-number types, one line for a xiên or a lotto ticket).

export type SlipLine = { betType: LotteryBetTypeInfo['betType']; selection: string[]; stakeMinor: string };

const WORD_CHOICES: Partial<Record<string, string[]>> = { big_small: ['big', 'small'], odd_even: ['odd', 'even'] };

const gridOf = (game: LotteryGame, type: LotteryBetTypeInfo): string[] | null => {
  if (WORD_CHOICES[type.betType]) return WORD_CHOICES[type.betType]!;
  if (game.family === 'lotto') {
    // PL_LOTTO_642 … PL_LOTTO_658: the pool is the code's last two digits.
    const pool = Number(game.gameCode.slice(-2)) || 42;
    return Array.from({ length: pool }, (_, index) => String(index + 1));
  }
  if (type.pattern === '^\\d$') return Array.from({ length: 10 }, (_, index) => String(index));
  if (type.pattern === '^\\d{2}$') return Array.from({ length: 100 }, (_, index) => String(index).padStart(2, '0'));
  return null;
};

export const BetBuilder = ({ game, onAdd }: { game: LotteryGame; onAdd: (lines: SlipLine[]) => void }) => {
  const { t } = useTranslation('lottery');
  const [typeName, setTypeName] = useState(game.betTypes[0]?.betType ?? 'de');
  const type = game.betTypes.find((entry) => entry.betType === typeName) ?? game.betTypes[0]!;
  const [picked, setPicked] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [stake, setStake] = useState('1.00');
  const grid = gridOf(game, type);
  const stakeMinor = parseAmount(stake);
  const isCombination = type.picks > 1;

  const choose = (betType: string) => {
    setTypeName(betType as SlipLine['betType']);
    setPicked([]);
    setTyped('');
  };
  const toggle = (value: string) =>
    setPicked((current) =>
      current.includes(value)
        ? current.filter((entry) => entry !== value)
        : isCombination && current.length >= type.picks
          ? current
          : [...current, value],
    );

  const selections: string[][] = grid
    ? isCombination
      ? picked.length === type.picks
        ? [picked]
        : []
      : picked.map((value) => [value])
    : new RegExp(type.pattern).test(typed)
      ? [[typed]]
      : [];
  const canAdd = selections.length > 0 && stakeMinor !== null && stakeMinor > 0n;

  const handleAdd = () => {
    if (!canAdd) return;
    onAdd(selections.map((selection) => ({ betType: type.betType, selection, stakeMinor: stakeMinor!.toString() })));
    setPicked([]);
    setTyped('');
  };

  return (
    <Stack gap="sm">
      <div className={classes.types} role="radiogroup" aria-label={t('betType')}>
        {game.betTypes.map((entry) => (
          <UnstyledButton
            key={entry.betType}
            role="radio"
            aria-checked={entry.betType === type.betType}
            className={classes.type}
            data-active={entry.betType === type.betType || undefined}
            onClick={() => choose(entry.betType)}
          >
            <Text fw={700} fz="sm">
              {t(`types.${entry.betType}.name`)}
            </Text>
            <Text fz="xs" c="dimmed">
              ×{entry.odds} · {t('rtp', { value: entry.rtpPercent })}
            </Text>
          </UnstyledButton>
        ))}
      </div>
      <Text fz="sm" c="dimmed">
        {t(`types.${type.betType}.help`, { points: type.costFactor })}
      </Text>
      {grid ? (
        <>
          {isCombination && (
            <Badge variant="light" color={picked.length === type.picks ? 'teal' : 'gray'}>
              {t('pickCount', { picked: picked.length, total: type.picks })}
            </Badge>
          )}
          <SimpleGrid cols={grid.length <= 10 ? 5 : 10} spacing={4} verticalSpacing={4} className={classes.grid}>
            {grid.map((value) => (
              <UnstyledButton
                key={value}
                className={classes.ball}
                aria-pressed={picked.includes(value)}
                data-picked={picked.includes(value) || undefined}
                onClick={() => toggle(value)}
              >
                {WORD_CHOICES[type.betType] ? t(`words.${value}`) : value}
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </>
      ) : (
        <TextInput
          label={t('numberLabel', { digits: type.pattern.includes('4') ? 4 : 3 })}
          inputMode="numeric"
          maxLength={type.pattern.includes('4') ? 4 : 3}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value.replace(/\D/g, ''))}
        />
      )}
      <Group align="end" wrap="nowrap">
        <AmountInput label={t('stake')} value={stake} onChange={setStake} style={{ flex: 1 }} />
        <Button onClick={handleAdd} disabled={!canAdd} data-testid="lottery-add">
          {t('addToSlip')}
        </Button>
      </Group>
    </Stack>
  );
};
