import { Button, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { parseAmount, toDecimalString } from '@perya/contracts';

import slotClasses from './slot.module.css';
import { SLOT_CONFIG } from './slot-stage';
import { SlotSymbol } from './slot-symbols';

const wild = SLOT_CONFIG.symbols.find((symbol) => symbol.kind === 'wild')!;
const scatter = SLOT_CONFIG.symbols.find((symbol) => symbol.kind === 'scatter')!;
/** The reels (1-based) the wild is on in the base game, read from the strips. */
const wildReels = SLOT_CONFIG.strips.base
  .map((strip, reel) => (strip.includes(wild.id) ? reel + 1 : 0))
  .filter((reel) => reel > 0);
const RUNS = [3, 4, 5] as const;

/** The 20 paylines, each a small 5 × 3 grid with its cells lit. */
const PaylineMap = ({ line, index }: { line: readonly number[]; index: number }) => (
  <svg viewBox="0 0 50 30" className={slotClasses.slotLineMap} role="img" aria-label={`${index + 1}`}>
    {Array.from({ length: SLOT_CONFIG.reels * SLOT_CONFIG.rows }, (_, cell) => {
      const reel = cell % SLOT_CONFIG.reels;
      const row = Math.floor(cell / SLOT_CONFIG.reels);
      return (
        <rect
          key={cell}
          x={reel * 10 + 1}
          y={row * 10 + 1}
          width="8"
          height="8"
          rx="1.5"
          fill={line[reel] === row ? '#ffd43b' : '#343a40'}
        />
      );
    })}
  </svg>
);

/**
 * The slot's choices: the line bet the stake gives (stake / 20 lines) and the paytable — every
 * symbol's pays for 3, 4 and 5 in a row (in line bets and in pesos at the current stake), the wild,
 * the scatter and its free spins, the 20 lines, and the RTP; all read from the config.
 */
export const SlotChoices = ({ amount, rtpPercent }: { amount: string; rtpPercent: string }) => {
  const { t } = useTranslation('originals');
  const [open, setOpen] = useState(false);
  const stakeMinor = parseAmount(amount) ?? 0n;
  const lineBetMinor = stakeMinor / BigInt(SLOT_CONFIG.paylines.length);
  const name = (id: string) => t(`slot.symbols.${id}`, { defaultValue: id });
  const pesos = (units: number, perMinor: bigint) => toDecimalString(perMinor * BigInt(units));

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" data-testid="slot-line-bet">
        {t('slot.lineBet', { lines: SLOT_CONFIG.paylines.length, lineBet: toDecimalString(lineBetMinor) })}
      </Text>
      <Button variant="default" onClick={() => setOpen(true)} data-testid="slot-paytable-open">
        {t('slot.paytable')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('slot.paytable')} size="lg">
        <Stack gap="md" data-testid="slot-paytable">
          <Text size="sm">{t('slot.rules', { lines: SLOT_CONFIG.paylines.length })}</Text>
          <Table fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('slot.symbol')}</Table.Th>
                {RUNS.map((run) => (
                  <Table.Th key={run} ta="right">
                    {t('slot.inARow', { run })}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {SLOT_CONFIG.symbols
                .filter((symbol) => symbol.kind !== 'scatter')
                .map((symbol) => (
                  <Table.Tr key={symbol.id}>
                    <Table.Td>
                      <span className={slotClasses.slotPayName}>
                        <span className={slotClasses.slotPayIcon}>
                          <SlotSymbol id={symbol.id} label="" />
                        </span>
                        {name(symbol.id)}
                      </span>
                    </Table.Td>
                    {RUNS.map((run) => {
                      const pay = SLOT_CONFIG.linePays[symbol.id]?.[run] ?? 0;
                      return (
                        <Table.Td key={run} ta="right">
                          <Text size="sm" fw={600}>
                            ₱{pesos(pay, lineBetMinor)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {pay}×
                          </Text>
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
          <Text size="sm">{t('slot.wildRule', { wild: name(wild.id), reels: wildReels.join(', ') })}</Text>
          <Stack gap={4}>
            <span className={slotClasses.slotPayName}>
              <span className={slotClasses.slotPayIcon}>
                <SlotSymbol id={scatter.id} label="" />
              </span>
              <Text size="sm" fw={700}>
                {name(scatter.id)}
              </Text>
            </span>
            {RUNS.map((run) => (
              <Text key={run} size="sm">
                {t('slot.scatterRule', {
                  run,
                  pays: SLOT_CONFIG.scatterPays[run] ?? 0,
                  payout: pesos(SLOT_CONFIG.scatterPays[run] ?? 0, stakeMinor),
                  spins: SLOT_CONFIG.freeSpinsAwarded[run] ?? 0,
                })}
              </Text>
            ))}
            <Text size="sm" c="dimmed">
              {t('slot.freeRule', { multiplier: SLOT_CONFIG.freeSpinMultiplier, max: SLOT_CONFIG.maxFreeSpins })}
            </Text>
          </Stack>
          <Text size="sm" fw={700}>
            {t('slot.linesTitle', { lines: SLOT_CONFIG.paylines.length })}
          </Text>
          <SimpleGrid cols={{ base: 4, sm: 5 }} spacing="xs">
            {SLOT_CONFIG.paylines.map((line, index) => (
              <Stack key={index} gap={0} align="center">
                <PaylineMap line={line} index={index} />
                <Text size="xs" c="dimmed">
                  {index + 1}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('slot.rtp', { rtp: rtpPercent })}
          </Text>
        </Stack>
      </Modal>
    </Stack>
  );
};
