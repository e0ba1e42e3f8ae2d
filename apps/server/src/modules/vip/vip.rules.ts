import type { VipCondition, VipProgress } from '@perya/contracts';

// The ladder's rules as pure functions (decision 047): which level a month's figures reach, what
// a level still needs, the monthly review's outcome, the reporting calendar's months.

export type LevelThresholds = {
  level: number;
  name: string;
  minValidBetMinor: bigint;
  minDepositMinor: bigint;
  condition: VipCondition;
};

/**
 * Whether figures meet a level. ALL: both thresholds (a zero one is met by anyone). ANY: either
 * of the thresholds that are set (a zero threshold is "not used", not "met by anyone").
 */
export const meets = (level: LevelThresholds, validBet: bigint, deposit: bigint): boolean => {
  const bet = validBet >= level.minValidBetMinor;
  const money = deposit >= level.minDepositMinor;
  if (level.condition === 'ALL') return bet && money;
  if (level.minValidBetMinor === 0n && level.minDepositMinor === 0n) return true;
  return (level.minValidBetMinor > 0n && bet) || (level.minDepositMinor > 0n && money);
};

/** The highest level the figures meet (levels sorted 0…N; VIP0 is met by anyone). */
export const qualifiedLevel = (levels: LevelThresholds[], validBet: bigint, deposit: bigint): number => {
  let reached = 0;
  for (const level of levels) if (meets(level, validBet, deposit)) reached = Math.max(reached, level.level);
  return reached;
};

/**
 * The monthly review: the level the month's figures reach, but never more than one below the
 * level held (a miss costs one level; a better month keeps what it reached).
 */
export const reviewedLevel = (current: number, qualified: number): number =>
  qualified >= current ? qualified : Math.max(0, current - 1);

const ratio = (have: bigint, need: bigint): number =>
  need <= 0n ? 10_000 : Number(((have > need ? need : have) * 10_000n) / need);

/** What figures still lack for a level, and how far along they are (basis points). */
export const progressToward = (level: LevelThresholds, validBet: bigint, deposit: bigint): VipProgress => {
  const needBet = level.minValidBetMinor > validBet ? level.minValidBetMinor - validBet : 0n;
  const needDeposit = level.minDepositMinor > deposit ? level.minDepositMinor - deposit : 0n;
  const bet = ratio(validBet, level.minValidBetMinor);
  const money = ratio(deposit, level.minDepositMinor);
  let progress: number;
  if (level.condition === 'ALL') progress = Math.min(bet, money);
  else {
    const used = [level.minValidBetMinor > 0n ? bet : null, level.minDepositMinor > 0n ? money : null].filter(
      (value): value is number => value !== null,
    );
    progress = used.length === 0 ? 10_000 : Math.max(...used);
  }
  return {
    level: level.level,
    name: level.name,
    condition: level.condition,
    needValidBetMinor: needBet.toString(),
    needDepositMinor: needDeposit.toString(),
    progressBasisPoints: meets(level, validBet, deposit) ? 10_000 : Math.min(progress, 9_999),
  };
};

const pad = (value: number) => String(value).padStart(2, '0');

/** First and last reporting day (YYYY-MM-DD) of a month YYYY-MM. */
export const monthRange = (month: string): { from: string; to: string } => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad(last)}` };
};

/** The month before YYYY-MM. */
export const previousMonth = (month: string): string => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 1 ? `${year - 1}-12` : `${year}-${pad(mon - 1)}`;
};

/** A reporting day moved by `days` (YYYY-MM-DD calendar arithmetic). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Birthdays celebrated on a day: its MM-DD, and 29 February on 28 February of a common year. */
export const birthdayOf = (day: string): { monthDay: string; leapFallback: boolean } => {
  const monthDay = day.slice(5);
  return { monthDay, leapFallback: monthDay === '02-28' && !isLeapYear(Number(day.slice(0, 4))) };
};
