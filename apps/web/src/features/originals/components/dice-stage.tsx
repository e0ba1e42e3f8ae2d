import { SegmentedControl, Slider, Stack, Text, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { OriginalsBet } from '@perya/contracts';

import classes from './originals.module.css';

export type DiceChoice = { direction: 'over' | 'under'; target: number };

/** 0.01 % to 98.00 % chance, as packages/games allows: over 2.00–99.99, under 0.01–98.00. */
export const diceRange = (direction: 'over' | 'under') =>
  direction === 'over' ? { min: 200, max: 9_998 } : { min: 2, max: 9_800 };
const chanceOf = ({ direction, target }: DiceChoice) => (direction === 'over' ? 10_000 - target : target);
const hundredths = (value: number) => (value / 100).toFixed(2);

/** Dice's choices: over or under a target, with the chance and what a win pays. */
export const DiceChoices = ({ choice, onChange }: { choice: DiceChoice; onChange: (next: DiceChoice) => void }) => {
  const { t } = useTranslation('originals');
  const range = diceRange(choice.direction);
  const chance = chanceOf(choice);
  return (
    <Stack gap="xs">
      <SegmentedControl
        fullWidth
        value={choice.direction}
        data={[
          { value: 'under', label: t('dice.under') },
          { value: 'over', label: t('dice.over') },
        ]}
        onChange={(value) => {
          const direction = value as DiceChoice['direction'];
          // Flipping keeps the same chance: under 49.50 ⇄ over 50.50.
          const target = direction === choice.direction ? choice.target : 10_000 - choice.target;
          const next = diceRange(direction);
          onChange({ direction, target: Math.min(next.max, Math.max(next.min, target)) });
        }}
      />
      <Group grow gap="xs">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('dice.target')}
          </Text>
          <Text fw={700}>{hundredths(choice.target)}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('dice.chance')}
          </Text>
          <Text fw={700}>{hundredths(chance)} %</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('payout')}
          </Text>
          <Text fw={700}>{(9_900 / chance).toFixed(4)}×</Text>
        </Stack>
      </Group>
      <Slider
        min={range.min}
        max={range.max}
        step={1}
        value={choice.target}
        label={(value) => hundredths(value)}
        onChange={(target) => onChange({ ...choice, target })}
        aria-label={t('dice.target')}
      />
    </Stack>
  );
};

/** The roll on a 0–100 track: the winning side lit, the roll's marker sliding to it. */
export const DiceStage = ({ choice, last }: { choice: DiceChoice; last: OriginalsBet | null }) => {
  const { t } = useTranslation('originals');
  const roll = last?.outcome.game === 'dice' ? last.outcome.roll : null;
  const cut = `${choice.target / 100}%`;
  const winColour = 'var(--mantine-color-green-6)';
  const lossColour = 'var(--mantine-color-red-8)';
  const background =
    choice.direction === 'over'
      ? `linear-gradient(90deg, ${lossColour} ${cut}, ${winColour} ${cut})`
      : `linear-gradient(90deg, ${winColour} ${cut}, ${lossColour} ${cut})`;
  return (
    <Stack gap="xl" aria-live="polite">
      <Text
        className={`${classes.bigNumber} ${last ? (last.isWin ? classes.win : classes.loss) : ''}`}
        data-testid="dice-roll"
      >
        {roll === null ? '—' : hundredths(roll)}
      </Text>
      <div className={classes.track} style={{ background }}>
        {roll !== null ? (
          <span className={classes.marker} style={{ left: `${roll / 100}%` }}>
            {hundredths(roll)}
          </span>
        ) : null}
      </div>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          0
        </Text>
        <Text size="xs" c="dimmed">
          {last ? (last.isWin ? t('won', { multiplier: (last.multiplier / 100).toFixed(2) }) : t('lost')) : t('ready')}
        </Text>
        <Text size="xs" c="dimmed">
          100
        </Text>
      </Group>
    </Stack>
  );
};
