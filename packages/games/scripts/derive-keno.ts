// Derives Perya's Keno tables (src/originals/keno-tables.ts): 40 numbers, 10 drawn, 1–10 picks,
// four risks. Run: npx tsx packages/games/scripts/derive-keno.ts [--write], then prettier on the table file.
//
// Method (no complete published table exists, domain-rules §4.2 and §7):
//  1. P(k hits | n picks) = C(10,k)·C(30,n−k)/C(40,n) (hypergeometric).
//  2. Each risk pays from the fewest hits kmin whose P(hits ≥ kmin) is nearest its hit rate
//     (low 55 %, classic 40 %, medium 28 %, high 12 %; low alone may pay 0 hits).
//  3. Paying tiers rise from the risk's lowest prize (low 0.5×, classic 1×, medium 1.5×, high 3×)
//     to its designed top prize for that many picks (at 10 picks 100× classic, 1,000× the others,
//     domain-rules §4.2), log m rising as ((k − kmin)/(n − kmin))^p with p solved so the smooth
//     table returns 99 %.
//  4. Each prize is rounded to a nice value (0.1 steps below 10, whole numbers above; 0.01 steps
//     for the two-pick tables, whose two tiers leave no other way) among its neighbours: of the monotone combinations returning 98.95–99 % (exact, in hundredths over
//     C(40,n)), the one closest to the smooth table is kept.
import { writeFileSync } from 'node:fs';

import { binomial } from '../src/math/combinatorics';
import { fraction, toDecimal } from '../src/math/fraction';

type Risk = 'classic' | 'low' | 'medium' | 'high';
// tops[n − 1]: the designed prize for n hits of n picks; where the hit rate leaves a single value
// (few picks) the solver moves it there.
const RISKS: Record<Risk, { hitRate: number; lowest: number; tops: number[] }> = {
  classic: { hitRate: 0.4, lowest: 1, tops: [3.96, 10.5, 26, 60, 80, 90, 95, 100, 100, 100] },
  low: { hitRate: 0.7, lowest: 0.5, tops: [2.5, 14, 30, 60, 120, 250, 400, 600, 800, 1000] },
  medium: { hitRate: 0.28, lowest: 1.5, tops: [3.96, 7.2, 65, 100, 200, 350, 500, 700, 900, 1000] },
  high: { hitRate: 0.12, lowest: 3, tops: [3.96, 17, 48, 380, 500, 700, 800, 900, 1000, 1000] },
};

// Grids in hundredths: 0.1 steps below 10 and whole numbers above; the fine grid (0.01 below 100,
// 0.1 above) only where the coarse one cannot come within 0.05 % of 99 % (one or two paying tiers).
const stepOf = (hundredths: number, isFine: boolean): number =>
  isFine ? (hundredths < 10_000 ? 1 : 10) : hundredths < 1_000 ? 10 : 100;
const neighbours = (hundredths: number, reach: number, isFine: boolean): number[] => {
  const values = new Set<number>();
  const step = stepOf(hundredths, isFine);
  const base = Math.floor(hundredths / step) * step;
  for (let offset = -reach; offset <= reach; offset += 1) {
    const value = base + offset * stepOf(base + offset * step, isFine);
    if (value > 0) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
};

const deriveKeno = (picks: number, risk: Risk) => {
  const { hitRate, lowest, tops } = RISKS[risk];
  const weights = Array.from({ length: picks + 1 }, (_, k) => binomial(10, k) * binomial(30, picks - k));
  const total = binomial(40, picks);
  const probability = weights.map((weight) => Number(weight) / Number(total));
  const atLeast = (k: number) => probability.slice(k).reduce((a, b) => a + b, 0);
  let kmin = 1;
  for (let k = risk === 'low' ? 0 : 1; k <= picks; k += 1) {
    if (Math.abs(atLeast(k) - hitRate) < Math.abs(atLeast(kmin) - hitRate)) kmin = k;
  }
  // The designed top prize, moved into the range where a rising table can return 99 %.
  let topPrize = tops[picks - 1]!;
  const pBelowTop = atLeast(kmin) - probability[picks]!;
  if (kmin === picks) topPrize = 0.99 / probability[picks]!;
  else {
    const highest = (0.99 - lowest * pBelowTop) / probability[picks]!;
    const lowestTop = (0.99 - lowest * probability[kmin]!) / atLeast(kmin + 1);
    topPrize = Math.min(Math.max(topPrize, lowestTop), highest);
  }
  const smoothAt = (p: number) =>
    probability.map((_, k) =>
      k < kmin
        ? 0
        : kmin === picks
          ? topPrize
          : Math.exp(Math.log(lowest) + (Math.log(topPrize) - Math.log(lowest)) * ((k - kmin) / (picks - kmin)) ** p),
    );
  const rtpOf = (values: number[]) => values.reduce((acc, value, k) => acc + value * probability[k]!, 0);
  let low = 0.01;
  let high = 50;
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (rtpOf(smoothAt(middle)) > 0.99) low = middle;
    else high = middle;
  }
  const smooth = smoothAt(low);
  const target = 99n * total; // Σ weight·hundredths ≤ 99·C(40,n) ⇔ RTP ≤ 99 %
  const isCloseEnough = (sumOf: bigint) => sumOf * 10_000n >= target * 9_995n;
  let best: { sum: bigint; deviation: number; values: number[] } | undefined;
  const isBetter = (sumOf: bigint, deviation: number) =>
    !best ||
    (isCloseEnough(sumOf)
      ? !isCloseEnough(best.sum) || deviation < best.deviation
      : !isCloseEnough(best.sum) && sumOf > best.sum);
  for (const isFine of [false, true]) {
    for (let reach = 2; reach <= 4 && !(best && isCloseEnough(best.sum)); reach += 1) {
      const candidates = smooth.map((value) =>
        value === 0 ? [0] : neighbours(Math.round(value * 100), reach, isFine),
      );
      const chosen: number[] = [];
      const search = (k: number, sumSoFar: bigint, deviation: number) => {
        if (sumSoFar > target) return;
        if (k === picks + 1) {
          if (isBetter(sumSoFar, deviation)) best = { sum: sumSoFar, deviation, values: [...chosen] };
          return;
        }
        for (const value of candidates[k]!) {
          // Strictly rising prizes: more hits always pay more.
          if (k > 0 && chosen[k - 1]! > 0 && value <= chosen[k - 1]!) continue;
          chosen.push(value);
          const smoothValue = smooth[k]!;
          search(
            k + 1,
            sumSoFar + weights[k]! * BigInt(value),
            deviation + (smoothValue === 0 ? 0 : Math.abs(Math.log(value / (smoothValue * 100)))),
          );
          chosen.pop();
        }
      };
      search(0, 0n, 0);
    }
  }
  if (!best) throw new Error(`no keno table for ${risk} ${picks}`);
  return { payouts: best.values.map((value) => value / 100), sum: best.sum, total };
};

const body = (['classic', 'low', 'medium', 'high'] as const)
  .map((risk) => {
    const tables = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((picks) => {
      const { payouts, sum, total } = deriveKeno(picks, risk);
      return `    ${picks}: { payouts: [${payouts.join(', ')}], rtpPercent: '${toDecimal(fraction(sum, total), 4)}' },`;
    });
    return `  ${risk}: {\n${tables.join('\n')}\n  },`;
  })
  .join('\n');
const file = `// Generated by scripts/derive-keno.ts (the method is described there). Change the script and
// run it with --write rather than editing a table here; keno.test.ts checks every table.

export const KENO_RISKS = ['classic', 'low', 'medium', 'high'] as const;
export type KenoRisk = (typeof KENO_RISKS)[number];
export const KENO_PICK_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type KenoPickCount = (typeof KENO_PICK_COUNTS)[number];

/** payouts[k]: the multiplier for k hits; and the declared RTP. */
export type KenoTable = { readonly payouts: readonly number[]; readonly rtpPercent: string };

export const KENO_TABLES: Record<KenoRisk, Record<KenoPickCount, KenoTable>> = {
${body}
};
`;
if (process.argv.includes('--write')) {
  writeFileSync(new URL('../src/originals/keno-tables.ts', import.meta.url), file);
} else {
  process.stdout.write(file);
}
