// Derives Perya's Plinko tables (src/originals/plinko-tables.ts) for every row count and risk.
// Run: npx tsx packages/games/scripts/derive-plinko.ts [--write], then prettier on the table file.
//
// Method. Published tables exist only for some rows (domain-rules §4.4 gives 16 rows and low 8),
// so every table is derived the same way from a few anchors:
//  1. The edge multiplier grows geometrically with the rows between the published 8- and 16-row
//     edges of each risk (low 5.6 → 16, medium 13 → 110, high 29 → 1000).
//  2. Between the centre (the risk's floor: 0.5, 0.3, 0.2) and the edge, log m rises as (d/D)^p
//     with d the bucket's distance from the centre; p is solved so the smooth table returns 99 %.
//  3. Each bucket is rounded to a "nice" value (0.1 steps below 10, whole numbers above) among its
//     neighbours: of the combinations that stay monotone from the
//     centre out and return between 98.95 % and 99 % (exact: Σ C(n,k)·m_k / 2ⁿ), the one closest
//     to the smooth shape is kept.
import { writeFileSync } from 'node:fs';

import { binomial } from '../src/math/combinatorics';
import { fraction, toDecimal } from '../src/math/fraction';

type Risk = 'low' | 'medium' | 'high';
const ANCHORS: Record<Risk, { edge8: number; edge16: number; floor: number }> = {
  low: { edge8: 5.6, edge16: 16, floor: 0.5 },
  medium: { edge8: 13, edge16: 110, floor: 0.3 },
  high: { edge8: 29, edge16: 1000, floor: 0.2 },
};

// Values in hundredths, so the RTP sum is an integer.
const niceStep = (hundredths: number): number => (hundredths < 1_000 ? 10 : 100);
const niceBelow = (hundredths: number): number => {
  const step = niceStep(hundredths);
  return Math.floor(hundredths / step) * step;
};
const niceNeighbours = (hundredths: number, floor: number, reach: number): number[] => {
  const values = new Set<number>();
  let below = niceBelow(hundredths);
  let above = below === hundredths ? hundredths : below + niceStep(below);
  for (let index = 0; index < reach; index += 1) {
    values.add(Math.max(floor, below));
    values.add(Math.max(floor, above));
    below = Math.max(floor, below - niceStep(below - 1));
    above += niceStep(above);
  }
  return [...values].sort((a, b) => a - b);
};

const derive = (rows: number, risk: Risk) => {
  const { edge8, edge16, floor } = ANCHORS[risk];
  const edge = niceBelow(Math.round(edge8 * (edge16 / edge8) ** ((rows - 8) / 8) * 100));
  const floorHundredths = Math.round(floor * 100);
  // Positions from the centre out: bucket k's distance |k − rows/2|; weight = Σ C(rows,k) of its buckets.
  const half = rows / 2;
  const positions: { distance: number; weight: bigint }[] = [];
  for (let k = 0; k <= rows; k += 1) {
    const distance = Math.abs(k - half);
    const existing = positions.find((position) => position.distance === distance);
    if (existing) existing.weight += binomial(rows, k);
    else positions.push({ distance, weight: binomial(rows, k) });
  }
  positions.sort((a, b) => a.distance - b.distance);
  const total = Number(1n << BigInt(rows));
  const target = 99n * (1n << BigInt(rows)); // Σ weight·hundredths ≤ 99·2ⁿ ⇔ RTP ≤ 99 %
  const smoothAt = (p: number) =>
    positions.map(({ distance }) =>
      Math.exp(Math.log(floorHundredths) + (Math.log(edge) - Math.log(floorHundredths)) * (distance / half) ** p),
    );
  const rtpOf = (values: number[]) =>
    positions.reduce((acc, { weight }, index) => acc + Number(weight) * values[index]!, 0) / total / 100;
  let low = 0.1;
  let high = 20;
  for (let step = 0; step < 100; step += 1) {
    const middle = (low + high) / 2;
    if (rtpOf(smoothAt(middle)) > 0.99) low = middle;
    else high = middle;
  }
  const smooth = smoothAt(low);
  // Fewer rows have fewer, heavier buckets, so a table may need values further from the smooth
  // shape to come within 0.05 % of 99 %: widen the search until it does.
  let best: { sum: bigint; deviation: number; values: number[] } | undefined;
  const isCloseEnough = (sumOf: bigint) => sumOf * 10_000n >= target * 9_995n; // RTP ≥ 98.95 %
  const isBetter = (sumOf: bigint, deviation: number) =>
    !best ||
    (isCloseEnough(sumOf)
      ? !isCloseEnough(best.sum) || deviation < best.deviation
      : !isCloseEnough(best.sum) && sumOf > best.sum);
  for (let reach = 2; reach <= 6 && !(best && isCloseEnough(best.sum)); reach += 1) {
    const candidates = smooth.map((value, index) =>
      index === positions.length - 1
        ? niceNeighbours(edge, floorHundredths, 3)
        : niceNeighbours(Math.round(value), floorHundredths, reach),
    );
    const chosen: number[] = [];
    const search = (index: number, sumSoFar: bigint, deviation: number) => {
      if (sumSoFar > target) return;
      if (index === positions.length) {
        if (isBetter(sumSoFar, deviation)) {
          best = { sum: sumSoFar, deviation, values: [...chosen] };
        }
        return;
      }
      for (const value of candidates[index]!) {
        if (index > 0 && value < chosen[index - 1]!) continue;
        chosen.push(value);
        search(
          index + 1,
          sumSoFar + positions[index]!.weight * BigInt(value),
          deviation + Math.abs(Math.log(value / smooth[index]!)),
        );
        chosen.pop();
      }
    };
    search(0, 0n, 0);
  }
  if (!best) throw new Error(`no table for ${risk} ${rows}`);
  const byDistance = new Map(positions.map(({ distance }, index) => [distance, best!.values[index]!]));
  const multipliers = Array.from({ length: rows + 1 }, (_, k) => byDistance.get(Math.abs(k - half))! / 100);
  return { multipliers, sum: best.sum };
};

const rows = [8, 9, 10, 11, 12, 13, 14, 15, 16];
const body = (['low', 'medium', 'high'] as const)
  .map((risk) => {
    const tables = rows.map((row) => {
      const { multipliers, sum } = derive(row, risk);
      const rtpPercent = toDecimal(fraction(sum, 1n << BigInt(row)), 4);
      return `    ${row}: { multipliers: [${multipliers.join(', ')}], rtpPercent: '${rtpPercent}' },`;
    });
    return `  ${risk}: {\n${tables.join('\n')}\n  },`;
  })
  .join('\n');
const file = `// Generated by scripts/derive-plinko.ts (the method is described there). Change the script and
// run it with --write rather than editing a table here; plinko.test.ts checks every table.

export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export const PLINKO_ROWS = [${rows.join(', ')}] as const;
export type PlinkoRows = (typeof PLINKO_ROWS)[number];

/** Bucket multipliers from the left edge to the right (bucket k = k rights), and the declared RTP. */
export type PlinkoTable = { readonly multipliers: readonly number[]; readonly rtpPercent: string };

export const PLINKO_TABLES: Record<PlinkoRisk, Record<PlinkoRows, PlinkoTable>> = {
${body}
};
`;
if (process.argv.includes('--write')) {
  writeFileSync(new URL('../src/originals/plinko-tables.ts', import.meta.url), file);
} else {
  process.stdout.write(file);
}
