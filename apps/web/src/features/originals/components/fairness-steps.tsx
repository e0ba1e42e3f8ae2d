import { Alert, Code, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { OriginalsBet } from '@perya/contracts';
import { toDecimalString } from '@perya/contracts';
import { SLOT_CONFIGS } from '@perya/games';

import type { Seeds, Verification } from '../utils/verify';
import classes from './originals.module.css';

// A bet verified step by step (issue 21's fairness page): 1. the revealed server seed against its
// commitment; 2. the bytes, HMAC-SHA256 blocks of the seeds and nonce; 3. each float from its four
// bytes, and what the game made of it; 4. the outcome and the payout, against the bet's record.

/** What the game did with float `index` of the bet, as a formula with its value. */
const floatUseOf = (bet: OriginalsBet, index: number, float: number, t: TFunction<'originals'>): string => {
  const outcome = bet.outcome;
  switch (outcome.game) {
    case 'dice':
      return index === 0 ? `roll = floor(${float.toFixed(8)} × 10001) / 100 = ${Math.floor(float * 10_001) / 100}` : '';
    case 'limbo':
      return index === 0
        ? `result = max(1, floor(0.99 / ${float.toFixed(8)} × 100) / 100) = ${Math.max(1, Math.floor((0.99 / float) * 100) / 100)}×`
        : '';
    case 'plinko':
      return index < outcome.rows
        ? t('fair.stepPlinko', { row: index + 1, side: Math.floor(float * 2) ? 'R' : 'L' })
        : '';
    case 'keno':
      return index < 10 ? t('fair.stepPick', { left: 40 - index, index: Math.floor(float * (40 - index)) }) : '';
    case 'mines':
      return index < outcome.mineCount
        ? t('fair.stepPick', { left: 25 - index, index: Math.floor(float * (25 - index)) })
        : '';
    case 'slot': {
      const config = SLOT_CONFIGS[outcome.configId];
      if (!config) return '';
      const spin = Math.floor(index / config.reels);
      const reel = index % config.reels;
      const reelSet = outcome.spins[spin]?.reelSet ?? 'base';
      const length = config.strips[reelSet][reel]!.length;
      return t('fair.stepReel', {
        spin: spin === 0 ? t('slot.base') : t('slot.freeSpin', { spin, total: outcome.spins.length - 1 }),
        reel: reel + 1,
        length,
        stop: Math.floor(float * length),
      });
    }
  }
};

/** The four bytes of float `index` (8 floats a 32-byte block), as decimals. */
const bytesOf = (verification: Verification, index: number): number[] => {
  const hex = verification.transcript.blocks[Math.floor(index / 8)]?.hex ?? '';
  const offset = (index % 8) * 8;
  return [0, 1, 2, 3].map((byte) => parseInt(hex.slice(offset + byte * 2, offset + byte * 2 + 2), 16));
};

export const FairnessSteps = ({
  bet,
  seeds,
  verification,
  outcomeText,
}: {
  bet: OriginalsBet;
  seeds: Seeds;
  verification: Verification;
  /** The recomputed outcome in the game's words. */
  outcomeText: string;
}) => {
  const { t } = useTranslation('originals');
  const isVerified = verification.commitmentMatches && verification.matchesRecord;
  return (
    <Stack gap="sm" data-testid="verification">
      <Alert color={isVerified ? 'green' : 'red'}>{isVerified ? t('fair.verified') : t('fair.mismatch')}</Alert>

      <Title order={5}>{t('fair.step1')}</Title>
      <Text size="xs" c="dimmed">
        {t('fair.serverSeed')}
      </Text>
      <Code className={classes.mono}>{seeds.serverSeed}</Code>
      <Text size="xs" data-testid="step-commitment">
        SHA-256(server seed) {verification.commitmentMatches ? '= ✓' : '≠ ✗'}
      </Text>
      <Code className={classes.mono}>{seeds.commitment}</Code>

      <Title order={5}>{t('fair.step2')}</Title>
      {verification.transcript.blocks.map((block) => (
        <Stack gap={2} key={block.cursor}>
          <Text size="xs">HMAC-SHA256(server seed, “{block.message}”)</Text>
          <Code className={classes.mono}>{block.hex}</Code>
        </Stack>
      ))}

      <Title order={5}>{t('fair.step3')}</Title>
      <Text size="xs" c="dimmed">
        float = b0/256 + b1/256² + b2/256³ + b3/256⁴
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table fz="xs" verticalSpacing={2} data-testid="step-floats">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('fair.bytesOf')}</Table.Th>
              <Table.Th>{t('fair.float')}</Table.Th>
              <Table.Th>{t('fair.used')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {verification.transcript.floats.map((float, index) => (
              <Table.Tr key={index}>
                <Table.Td>{index}</Table.Td>
                <Table.Td className={classes.mono}>{bytesOf(verification, index).join(', ')}</Table.Td>
                <Table.Td className={classes.mono}>{float.toFixed(12)}</Table.Td>
                <Table.Td>{floatUseOf(bet, index, float, t)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Title order={5}>{t('fair.step4')}</Title>
      <Text size="sm" data-testid="verified-outcome">
        {outcomeText}
      </Text>
      <Text size="xs" c="dimmed">
        {t('fair.record', {
          payout: toDecimalString(BigInt(bet.payoutMinor)),
          recomputed: toDecimalString(verification.payoutMinor),
        })}
      </Text>
    </Stack>
  );
};
