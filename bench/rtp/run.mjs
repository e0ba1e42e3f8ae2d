// bench:rtp — measures the RTP of every game and configuration of @perya/games by playing
// BENCH_ROUNDS rounds of each (default 10,000,000) through the real engines on the real byte
// stream (HMAC-SHA256 of seeds, floats, outcome, payout floored to the minor unit), and prints
// each measured RTP with its 99 % confidence interval beside the declared RTP; then a chi-square
// test of the raw floats and bytes. Worker threads share the rounds (BENCH_WORKERS, default one per
// core). It never fails on a figure: it prints them.
//
// Knobs: BENCH_ROUNDS (rounds per configuration), BENCH_WORKERS, BENCH_CHUNK (rounds per job),
// BENCH_GAMES (a comma list: dice,limbo,crash,mines,plinko,keno,slot,floats).
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

import { build } from 'esbuild';

import { configurationsOf, GAMES } from './configs.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10_000_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const CHUNK = Number(process.env.BENCH_CHUNK ?? Math.min(250_000, ROUNDS));
const SELECTED = (process.env.BENCH_GAMES ?? [...GAMES, 'floats'].join(',')).split(',');
const Z_99 = 2.5758293035489;

// The engines are TypeScript: bundle them once for plain Node workers.
const gamesModule = join(here, 'dist', 'games.mjs');
await build({
  entryPoints: [join(here, '..', '..', 'packages', 'games', 'src', 'index.ts')],
  outfile: gamesModule,
  bundle: true,
  platform: 'neutral',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
const games = await import(pathToFileURL(gamesModule).href);
const configurations = configurationsOf(games);

// Inverse of the standard normal distribution (Acklam), for the Bonferroni interval.
const inverseNormal = (p) => {
  const a = [
    -39.6968302866538, 220.946098424521, -275.928510446969, 138.357751867269, -30.6647980661472, 2.50662827745924,
  ];
  const b = [-54.4760987982241, 161.585836858041, -155.698979859887, 66.8013118877197, -13.2806815528857];
  const c = [
    -0.00778489400243029, -0.322396458041136, -2.40075827716184, -2.54973253934373, 4.37466414146497, 2.93816398269878,
  ];
  const d = [0.00778469570904146, 0.32246712907004, 2.445134137143, 3.75440866190742];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
    );
  }
  if (p > 1 - low) return -inverseNormal(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
    (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
  );
};
// Upper tail of the standard normal (Abramowitz–Stegun 26.2.17), and of chi-square by Wilson–Hilferty.
const normalTail = (z) => {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const tail =
    density * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? tail : 1 - tail;
};
const chiSquareTail = (statistic, degrees) => {
  const z = ((statistic / degrees) ** (1 / 3) - (1 - 2 / (9 * degrees))) / Math.sqrt(2 / (9 * degrees));
  return normalTail(z);
};

const jobs = [];
for (const game of SELECTED) {
  for (let chunk = 0, left = ROUNDS; left > 0; chunk += 1, left -= CHUNK) {
    jobs.push({ game, chunk, rounds: Math.min(CHUNK, left), configurations: configurations[game]?.length ?? 0 });
  }
}
const totals = Object.fromEntries(
  SELECTED.filter((game) => game !== 'floats').map((game) => [
    game,
    configurations[game].map(() => ({ count: 0, total: 0, squares: 0 })),
  ]),
);
const histogram = { floatBins: new Float64Array(1_000), byteBins: new Float64Array(256) };
const elapsedByGame = {};
const startedAt = performance.now();
const left = Object.fromEntries(SELECTED.map((game) => [game, jobs.filter((job) => job.game === game).length]));
const firstStart = {};

console.log(
  `bench:rtp — ${ROUNDS.toLocaleString('en-US')} rounds per configuration, ${WORKERS} worker thread(s), ` +
    `chunks of ${CHUNK.toLocaleString('en-US')}; games: ${SELECTED.join(', ')}`,
);

await new Promise((resolve, reject) => {
  let running = 0;
  let next = 0;
  const dispatch = (worker) => {
    if (next >= jobs.length) {
      worker.postMessage(null);
      running -= 1;
      if (running === 0) resolve();
      return;
    }
    const job = jobs[next];
    next += 1;
    firstStart[job.game] ??= performance.now();
    worker.postMessage(job);
  };
  for (let index = 0; index < Math.min(WORKERS, jobs.length); index += 1) {
    running += 1;
    const worker = new Worker(join(here, 'worker.mjs'), {
      workerData: { gamesModule: pathToFileURL(gamesModule).href },
    });
    worker.on('error', reject);
    worker.on('message', (message) => {
      if (message.ready) return dispatch(worker);
      const { job, result } = message;
      if (job.game === 'floats') {
        result.floatBins.forEach((count, bin) => (histogram.floatBins[bin] += count));
        result.byteBins.forEach((count, bin) => (histogram.byteBins[bin] += count));
      } else {
        totals[job.game].forEach((sums, index) => {
          sums.count += result.count[index];
          sums.total += result.total[index];
          sums.squares += result.squares[index];
        });
      }
      left[job.game] -= 1;
      if (left[job.game] === 0) {
        elapsedByGame[job.game] = (performance.now() - firstStart[job.game]) / 1000;
        console.log(`  ${job.game} done (${elapsedByGame[job.game].toFixed(0)} s)`);
      }
      dispatch(worker);
    });
  }
});

const rows = [];
for (const game of Object.keys(totals)) {
  configurations[game].forEach((configuration, index) => {
    const { count, total, squares } = totals[game][index];
    const mean = total / count;
    const variance = Math.max(0, squares / count - mean * mean) * (count / (count - 1));
    const standardError = Math.sqrt(variance / count);
    rows.push({ game, ...configuration, count, mean: mean * 100, standardError: standardError * 100 });
  });
}
const bonferroniZ = -inverseNormal(0.01 / (2 * rows.length));
const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);
console.log(
  `\n${pad('game', 7)}${pad('configuration', 34)}${padLeft('rounds', 12)}  ${padLeft('measured', 9)}  ${pad('99 % interval', 22)}${padLeft('declared', 9)}  inside`,
);
let inside = 0;
let insideFamily = 0;
for (const row of rows) {
  const low = row.mean - Z_99 * row.standardError;
  const high = row.mean + Z_99 * row.standardError;
  const isInside = row.declaredPercent >= low && row.declaredPercent <= high;
  const isInsideFamily = Math.abs(row.declaredPercent - row.mean) <= bonferroniZ * row.standardError;
  inside += isInside ? 1 : 0;
  insideFamily += isInsideFamily ? 1 : 0;
  console.log(
    `${pad(row.game, 7)}${pad(row.label, 34)}${padLeft(row.count.toLocaleString('en-US'), 12)}  ${padLeft(row.mean.toFixed(3), 8)}%  ` +
      `${pad(`[${low.toFixed(3)}, ${high.toFixed(3)}]`, 22)}${padLeft(row.declaredPercent.toFixed(4), 9)}  ${isInside ? 'yes' : 'NO'}${isInside || !isInsideFamily ? '' : ' (inside the family-wise interval)'}`,
  );
}
console.log(
  `\n${inside} of ${rows.length} declared RTPs inside their 99 % interval; with every declaration right, about ` +
    `${(rows.length * 0.01).toFixed(1)} would fall outside by chance. Family-wise (Bonferroni, 99 % for all ${rows.length} ` +
    `together, z = ${bonferroniZ.toFixed(2)}): ${insideFamily} of ${rows.length} inside.`,
);

if (SELECTED.includes('floats')) {
  const chiSquare = (bins) => {
    const n = bins.reduce((sum, count) => sum + count, 0);
    const expected = n / bins.length;
    const statistic = bins.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    return { n, statistic, degrees: bins.length - 1, p: chiSquareTail(statistic, bins.length - 1) };
  };
  const floats = chiSquare(histogram.floatBins);
  const bytes = chiSquare(histogram.byteBins);
  console.log(
    `\nchi-square of raw floats: ${floats.n.toLocaleString('en-US')} floats in 1,000 equal bins, χ² = ${floats.statistic.toFixed(1)} ` +
      `(${floats.degrees} degrees of freedom, p = ${floats.p.toFixed(3)})`,
  );
  console.log(
    `chi-square of raw bytes:  ${bytes.n.toLocaleString('en-US')} bytes in 256 values, χ² = ${bytes.statistic.toFixed(1)} ` +
      `(${bytes.degrees} degrees of freedom, p = ${bytes.p.toFixed(3)})`,
  );
}
const elapsed = (performance.now() - startedAt) / 1000;
console.log(
  `\nelapsed ${elapsed.toFixed(0)} s (${(elapsed / 60).toFixed(1)} min) with ${WORKERS} worker(s); by game, from its first chunk to its last: ` +
    Object.entries(elapsedByGame)
      .map(([game, seconds]) => `${game} ${seconds.toFixed(0)} s`)
      .join(', '),
);
