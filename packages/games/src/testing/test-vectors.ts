import type { FairCrypto } from '../fair/crypto';
import { commitSeed, originalsStreamRequest, type SeedPair } from '../fair/seeds';
import { runStream, type StreamRun } from '../fair/stream';
import { crashPoint } from '../crash/crash-point';
import { fromHex, toHex, utf8Bytes } from '../fair/encoding';
import type { Fraction } from '../math/fraction';
import { drawStreamRequest } from '../lottery/draw-seed';
import { drawFourD, settleFourDBet } from '../lottery/four-d';
import { drawLotto, type LottoGameId, settleLottoBet } from '../lottery/lotto';
import { settleVnBet, type VnBet } from '../lottery/vn-bets';
import { drawVnResult, type VnRegion } from '../lottery/vn-layouts';
import type { Payout } from '../money/payout';
import { playDice } from '../originals/dice';
import { playKeno } from '../originals/keno';
import { playLimbo } from '../originals/limbo';
import { cashOutMines, revealMinesTile, startMines } from '../originals/mines';
import { playPlinko } from '../originals/plinko';
import { PERYA_LIGHTS } from '../slot/perya-lights';
import { playSlot } from '../slot/slot-engine';

// The known-answer vectors of test-vectors/*.json: fixed seeds and bets, and every intermediate a
// verifier shows (commitment, HMAC messages and bytes, floats) beside the outcome. Computed through
// the asynchronous runner, so the same function runs on node:crypto and on WebCrypto; the script
// scripts/write-test-vectors.ts writes them, test-vectors.test.ts checks both cryptos reproduce
// the committed files, and the browser verifier's tests reuse the files as they are.

const SERVER_SEEDS = [
  '5f2c8a17b3e94d06a1c7e2f83b9d4a6e0c1f7b2a9d3e8c4f6a0b1d2e3f4a5b6c',
  'd41d8cd98f00b204e9800998ecf8427e6a09e667bb67ae853c6ef372a54ff53a',
  '0000000000000000000000000000000000000000000000000000000000000001',
];
const CLIENT_SEEDS = ['perya', 'lucky-7', 'Zm9vYmFy'];

const MAX_WIN_MINOR = 100_000_000n;
const STAKE_MINOR = 10_000n; // ₱100.00

const fractionText = ({ numerator, denominator }: Fraction) => `${numerator}/${denominator}`;
const money = (payout: Payout) => ({ payoutMinor: payout.payoutMinor.toString(), isCapped: payout.isCapped });
const seedsFor = (index: number, nonce: number): SeedPair => ({
  serverSeed: SERVER_SEEDS[index % SERVER_SEEDS.length]!,
  clientSeed: CLIENT_SEEDS[index % CLIENT_SEEDS.length]!,
  nonce,
});
const transcript = (run: StreamRun<unknown>) => ({
  blocks: run.transcript.blocks,
  floats: run.transcript.floats,
});

export const computeTestVectors = async (crypto: FairCrypto) => {
  const wager = { stakeMinor: STAKE_MINOR, maxWinMinor: MAX_WIN_MINOR };
  const originals = async <T>(index: number, nonce: number, play: Parameters<typeof runStream<T>>[2]) => {
    const seeds = seedsFor(index, nonce);
    const run = await runStream(crypto, originalsStreamRequest(seeds), play);
    return { seeds, commitment: await commitSeed(crypto, seeds.serverSeed), run };
  };

  const dice = [];
  for (const [index, bet] of [
    { direction: 'over', target: 5050 },
    { direction: 'under', target: 4950 },
    { direction: 'over', target: 9899 },
    { direction: 'under', target: 1 },
  ].entries() as IterableIterator<[number, { direction: 'over' | 'under'; target: number }]>) {
    for (const nonce of [0, 1, 2]) {
      const { seeds, commitment, run } = await originals(index, nonce, (source) =>
        playDice(source, { ...bet, ...wager }),
      );
      const { roll, isWin, multiplier } = run.result;
      dice.push({
        input: { ...seeds, bet, stakeMinor: STAKE_MINOR.toString(), maxWinMinor: MAX_WIN_MINOR.toString() },
        expected: {
          commitment,
          ...transcript(run),
          roll,
          isWin,
          multiplier: fractionText(multiplier),
          ...money(run.result),
        },
      });
    }
  }

  const limbo = [];
  for (const [index, target] of [101, 200, 1000, 100_000_000].entries()) {
    for (const nonce of [0, 1, 2]) {
      const { seeds, commitment, run } = await originals(index, nonce, (source) =>
        playLimbo(source, { target, ...wager }),
      );
      const { result, isWin, multiplier } = run.result;
      limbo.push({
        input: { ...seeds, bet: { target }, stakeMinor: STAKE_MINOR.toString(), maxWinMinor: MAX_WIN_MINOR.toString() },
        expected: {
          commitment,
          ...transcript(run),
          result,
          isWin,
          multiplier: fractionText(multiplier),
          ...money(run.result),
        },
      });
    }
  }

  const mines = [];
  for (const [index, { mineCount, tiles }] of [
    { mineCount: 1, tiles: [0, 1, 2] },
    { mineCount: 3, tiles: [12, 6, 18, 24] },
    { mineCount: 10, tiles: [4, 9] },
    { mineCount: 24, tiles: [7] },
  ].entries()) {
    for (const nonce of [0, 1]) {
      const { seeds, commitment, run } = await originals(index, nonce, (source) =>
        startMines(source, { mineCount, ...wager }),
      );
      let game = run.result;
      for (const tile of tiles) if (game.status === 'playing') game = revealMinesTile(game, tile);
      if (game.status === 'playing') game = cashOutMines(game);
      mines.push({
        input: {
          ...seeds,
          mineCount,
          tiles,
          stakeMinor: STAKE_MINOR.toString(),
          maxWinMinor: MAX_WIN_MINOR.toString(),
        },
        expected: {
          commitment,
          ...transcript(run),
          mines: game.mines,
          revealed: game.revealed,
          status: game.status,
          endedBy: game.endedBy,
          multiplier: fractionText(game.multiplier),
          ...money(game),
        },
      });
    }
  }

  const plinko = [];
  for (const [index, bet] of [
    { rows: 8, risk: 'low' },
    { rows: 12, risk: 'medium' },
    { rows: 16, risk: 'high' },
  ].entries() as IterableIterator<[number, { rows: number; risk: 'low' | 'medium' | 'high' }]>) {
    for (const nonce of [0, 1, 2]) {
      const { seeds, commitment, run } = await originals(index, nonce, (source) =>
        playPlinko(source, { ...bet, ...wager }),
      );
      plinko.push({
        input: { ...seeds, bet, stakeMinor: STAKE_MINOR.toString(), maxWinMinor: MAX_WIN_MINOR.toString() },
        expected: {
          commitment,
          ...transcript(run),
          path: run.result.path,
          bucket: run.result.bucket,
          multiplier: fractionText(run.result.multiplier),
          ...money(run.result),
        },
      });
    }
  }

  const keno = [];
  for (const [index, bet] of [
    { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], risk: 'classic' },
    { picks: [40], risk: 'low' },
    { picks: [3, 11, 19, 27, 35], risk: 'medium' },
    { picks: [5, 10, 15, 20, 25, 30, 35, 40], risk: 'high' },
  ].entries() as IterableIterator<[number, { picks: number[]; risk: 'classic' | 'low' | 'medium' | 'high' }]>) {
    for (const nonce of [0, 1]) {
      const { seeds, commitment, run } = await originals(index, nonce, (source) =>
        playKeno(source, { ...bet, ...wager }),
      );
      keno.push({
        input: { ...seeds, bet, stakeMinor: STAKE_MINOR.toString(), maxWinMinor: MAX_WIN_MINOR.toString() },
        expected: {
          commitment,
          ...transcript(run),
          drawn: run.result.drawn,
          hits: run.result.hits,
          multiplier: fractionText(run.result.multiplier),
          ...money(run.result),
        },
      });
    }
  }

  const slot = [];
  // Nonces 77 and 194 of the first seed pair trigger free spins.
  for (const [index, nonce] of [
    [0, 0],
    [1, 1],
    [2, 2],
    [0, 3],
    [1, 4],
    [2, 5],
    [0, 77],
    [0, 194],
  ] as const) {
    const { seeds, commitment, run } = await originals(index, nonce, (source) =>
      playSlot(source, { config: PERYA_LIGHTS, ...wager }),
    );
    slot.push({
      input: {
        ...seeds,
        configId: PERYA_LIGHTS.id,
        stakeMinor: STAKE_MINOR.toString(),
        maxWinMinor: MAX_WIN_MINOR.toString(),
      },
      expected: {
        commitment,
        ...transcript(run),
        spins: run.result.spins.map((spin) => ({
          reelSet: spin.reelSet,
          stops: spin.stops,
          lineWins: spin.lineWins,
          scatterCount: spin.scatterCount,
          freeSpinsAwarded: spin.freeSpinsAwarded,
          multiplier: fractionText(spin.multiplier),
        })),
        multiplier: fractionText(run.result.multiplier),
        ...money(run.result),
      },
    });
  }

  // Crash: a 12-game chain from a fixed seed (games are played from the end back to the seed).
  const chainSeed = '6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b';
  const salt = '0000000000000000000301e2801a9a9598bfb114e574a91a887f2132f33047e6';
  const fromSeed = [chainSeed];
  let current: Uint8Array = fromHex(chainSeed);
  for (let index = 0; index < 12; index += 1) {
    current = await crypto.sha256(current);
    fromSeed.push(toHex(current));
  }
  const terminatingHash = fromSeed.pop()!;
  const gameHashes = fromSeed.reverse();
  const crash = {
    chainSeed,
    salt,
    terminatingHash,
    games: await Promise.all(
      gameHashes.map(async (gameHash, index) => ({
        gameNumber: index + 1,
        gameHash,
        hmac: toHex(
          await crypto.hmacSha256(
            utf8Bytes(salt),
            Uint8Array.from(gameHash.match(/../g)!.map((pair) => Number.parseInt(pair, 16))),
          ),
        ),
        crashPoint: await crashPoint(crypto, gameHash, salt),
      })),
    ),
  };

  // Lottery draws from fixed seeds, with a few settlements.
  const drawSeed = 'a3f1c9e27b4d8065f2e19c3a7b5d0e48c6f2a1b9d7e3c5f8a0b2d4e6f8a1c3e5';
  const draw = async <T>(drawId: string, play: Parameters<typeof runStream<T>>[2]) => {
    const run = await runStream(crypto, drawStreamRequest({ drawSeed, drawId }), play);
    return { drawId, blocks: run.transcript.blocks, bytesUsed: run.transcript.bytesUsed, result: run.result };
  };
  const vn = [];
  for (const region of ['north', 'central', 'south'] as VnRegion[]) {
    const drawn = await draw(`vn-${region}-2026-11-26`, (source) => drawVnResult(source, region));
    const special = drawn.result.prizes.find((prize) => prize.tier === 'special')!.numbers[0]!;
    const someLo = drawn.result.prizes[0]!.numbers[0]!.slice(-2);
    const bets: VnBet[] = [
      { region, type: 'lo2', selection: [someLo] },
      { region, type: 'de', selection: [special.slice(-2)] },
      { region, type: 'de_tail', selection: [special.slice(-1)] },
      { region, type: 'xien2', selection: [someLo, '00'] },
      { region, type: 'big_small', selection: ['big'] },
      { region, type: 'odd_even', selection: ['odd'] },
    ];
    vn.push({
      ...drawn,
      commitment: await commitSeed(crypto, drawSeed),
      settlements: bets.map((bet) => {
        const settled = settleVnBet(drawn.result, { ...bet, stakeMinor: 1_000n, maxWinMinor: MAX_WIN_MINOR });
        return { bet, stakeMinor: '1000', hits: settled.hits, ...money(settled) };
      }),
    });
  }
  const fourD = await draw('4d-2026-11-26', (source) => drawFourD(source));
  const firstPrize = fourD.result.prizes[0]!.numbers[0]!;
  const lotto = [];
  for (const gameId of ['lotto-6-42', 'lotto-6-45', 'lotto-6-58'] as LottoGameId[]) {
    const drawn = await draw(`${gameId}-2026-11-26`, (source) => drawLotto(source, gameId));
    const ticket = [
      ...drawn.result.slice(0, 3),
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => !drawn.result.includes(n)).slice(0, 3),
    ];
    const settled = settleLottoBet(drawn.result, {
      gameId,
      numbers: ticket,
      stakeMinor: 2_500n,
      maxWinMinor: MAX_WIN_MINOR,
    });
    lotto.push({ gameId, ...drawn, ticket, matches: settled.matches, ...money(settled) });
  }

  return {
    dice,
    limbo,
    mines,
    plinko,
    keno,
    slot,
    crash,
    lottery: {
      drawSeed,
      vn,
      fourD: {
        ...fourD,
        settlements: (['big', 'small'] as const).map((type) => {
          const settled = settleFourDBet(fourD.result, {
            type,
            number: firstPrize,
            stakeMinor: 100n,
            maxWinMinor: MAX_WIN_MINOR,
          });
          return { bet: { type, number: firstPrize }, stakeMinor: '100', tier: settled.tier, ...money(settled) };
        }),
      },
      lotto,
    },
  };
};

export type TestVectors = Awaited<ReturnType<typeof computeTestVectors>>;

/** The file each part of the vectors is written to, under test-vectors/. */
export const TEST_VECTOR_FILES = ['dice', 'limbo', 'mines', 'plinko', 'keno', 'slot', 'crash', 'lottery'] as const;
