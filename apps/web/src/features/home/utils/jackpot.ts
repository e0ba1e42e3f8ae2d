import {
  JACKPOT_INTERVALS_MS,
  JACKPOT_START_MAX,
  JACKPOT_START_MIN,
  JACKPOT_STEP_MAX,
  JACKPOT_STEP_MIN,
  ROLLING_COUNTER_INTERVAL_MS,
  ROLLING_COUNTER_STEP,
} from '@perya/contracts';

// The home page's decorative counters (spec §2.7, §9). They are purely client-side: no money
// moves and no server is asked. Values are whole centavos, so 2 decimals never drift.

export type Random = () => number;

const CENTS = 100;

/** A start between 100,000,000.00 and 200,000,000.00. */
export const jackpotStartCents = (random: Random = Math.random): number =>
  Math.round((JACKPOT_START_MIN + random() * (JACKPOT_START_MAX - JACKPOT_START_MIN)) * CENTS);

/** A step between 100.00 and 500.00. */
export const jackpotStepCents = (random: Random = Math.random): number =>
  Math.round((JACKPOT_STEP_MIN + random() * (JACKPOT_STEP_MAX - JACKPOT_STEP_MIN)) * CENTS);

/** The wait before the next step: 3, 4 or 5 seconds. */
export const jackpotDelayMs = (random: Random = Math.random): number =>
  JACKPOT_INTERVALS_MS[Math.min(JACKPOT_INTERVALS_MS.length - 1, Math.floor(random() * JACKPOT_INTERVALS_MS.length))]!;

/**
 * Runs the jackpot: calls `onChange` with the start at once, then with each grown value after a
 * random 3/4/5 s wait. Returns the stop function.
 */
export const runJackpot = (onChange: (cents: number) => void, random: Random = Math.random): (() => void) => {
  let value = jackpotStartCents(random);
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(() => {
      value += jackpotStepCents(random);
      onChange(value);
      schedule();
    }, jackpotDelayMs(random));
  };
  onChange(value);
  schedule();
  return () => clearTimeout(timer);
};

export const ROLLING_STEP_CENTS = Math.round(ROLLING_COUNTER_STEP * CENTS);

/** The rolling card starts where 165.11 every 3 s since local midnight would have brought it. */
export const rollingStartCents = (now: Date = new Date()): number => {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const steps = Math.floor((now.getTime() - midnight.getTime()) / ROLLING_COUNTER_INTERVAL_MS);
  return steps * ROLLING_STEP_CENTS;
};

/** Runs the rolling counter: +165.11 every 3 s. Returns the stop function. */
export const runRollingCounter = (start: number, onChange: (cents: number) => void): (() => void) => {
  let value = start;
  onChange(value);
  const timer = setInterval(() => {
    value += ROLLING_STEP_CENTS;
    onChange(value);
  }, ROLLING_COUNTER_INTERVAL_MS);
  return () => clearInterval(timer);
};

/**
 * 123456789.5 → "123,456,789.50" (thousands separators, 2 decimals, spec §9). Written out rather
 * than with `Intl.NumberFormat`: the first formatter the page builds loads the engine's number data,
 * about 370 ms of a 4x-slower phone CPU inside the home's first commit (bench/README.md, 2026-11-28),
 * for a figure that is always written the same way.
 */
export const formatCents = (cents: number): string => {
  const whole = Math.floor(Math.abs(cents) / CENTS);
  const fraction = String(Math.abs(cents) % CENTS).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}${grouped}.${fraction}`;
};
