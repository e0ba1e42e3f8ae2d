import type { LotteryGameDefinition } from '@perya/contracts';
import { parseAmount, toDecimalString } from '@perya/contracts';

// The in-house games' staff routes (decisions 043, 053, 054, 061) and the conversions their
// screens share: staff type pesos with centavos, the API takes centavos as digit strings.

export const ORIGINALS_SETTINGS_PATH = '/wps/admin/originals/settings';
export const CRASH_SETTINGS_PATH = '/wps/admin/originals/crash/settings';
export const LOTTERY_SETTINGS_PATH = '/wps/admin/lottery/settings';
export const LOTTERY_DRAWS_PATH = '/wps/admin/lottery/draws';

export const exposurePathOf = (drawId: string) => `${LOTTERY_DRAWS_PATH}/${encodeURIComponent(drawId)}/exposure`;

/** Centavos as the pesos staff type ("150050" → "1500.50"). */
export const pesosOf = (minor: string): string => toDecimalString(minor);

/** Pesos as typed ("1,500.5", "₱20") → centavos as digits; null when unreadable or empty. */
export const minorOf = (text: string): string | null => {
  const minor = text.trim() === '' ? null : parseAmount(text.trim());
  return minor === null ? null : minor.toString();
};

/** Basis points as a percentage with two decimals (100 → "1.00"). */
export const percentOfBps = (basisPoints: number): string => (basisPoints / 100).toFixed(2);

/** "every:1" or "daily:19:15" → the parts a label needs. */
export const scheduleOf = (game: LotteryGameDefinition | undefined) =>
  game?.schedule.kind === 'every'
    ? ({ kind: 'every', minutes: game.schedule.minutes } as const)
    : ({ kind: 'daily' } as const);

/** Seconds as the shortest whole unit: 10 → { s: 10 }, 900 → { min: 15 }, 3600 → { h: 1 }. */
export const durationOf = (seconds: number): { unit: 's' | 'min' | 'h'; count: number } =>
  seconds % 3600 === 0
    ? { unit: 'h', count: seconds / 3600 }
    : seconds % 60 === 0
      ? { unit: 'min', count: seconds / 60 }
      : { unit: 's', count: seconds };

/** A line's share of the cap in percent, one decimal, for the exposure bars (never above 100). */
export const shareOfCap = (liabilityMinor: string, capMinor: string): number => {
  const cap = BigInt(capMinor);
  if (cap <= 0n) return 0;
  const permille = (BigInt(liabilityMinor) * 1000n) / cap;
  return Math.min(Number(permille) / 10, 100);
};
