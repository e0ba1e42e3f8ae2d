import type { MinesGame, StreamTranscript } from '@perya/games';
import {
  cashOutMines,
  createWebCrypto,
  originalsStreamRequest,
  playDice,
  playKeno,
  playLimbo,
  playPlinko,
  playSlot,
  revealMinesTile,
  runStream,
  SLOT_CONFIGS,
  startMines,
  verifySeedCommitment,
} from '@perya/games';
import type { OriginalsBet } from '@perya/contracts';

// Verifying a bet in the browser (packages/games "How a player verifies"): the revealed server
// seed against its commitment, then the bet replayed on WebCrypto from its seeds and nonce, with
// every HMAC block and float it read. Nothing here takes the server's figures on trust.

/** What the replay found, per game (multipliers and results in hundredths). */
export type Recomputed =
  | { game: 'dice'; roll: number }
  | { game: 'limbo'; result: number }
  | { game: 'plinko'; path: number[]; bucket: number }
  | { game: 'keno'; drawn: number[]; hits: number[] }
  | { game: 'mines'; mines: number[] }
  | { game: 'slot'; spins: { reelSet: 'base' | 'free'; stops: number[]; multiplier: number }[] };

export type Verification = {
  commitmentMatches: boolean;
  transcript: StreamTranscript;
  recomputed: Recomputed;
  payoutMinor: bigint;
  /** The recomputed outcome and payout equal the bet's record. */
  matchesRecord: boolean;
};

export type Seeds = { serverSeed: string; clientSeed: string; nonce: number; commitment: string };

const sameList = (left: readonly number[] | null, right: readonly number[]) =>
  left !== null && left.length === right.length && left.every((value, index) => value === right[index]);

type Replay = { recomputed: Recomputed; payoutMinor: bigint; matchesOutcome: boolean };

/**
 * A mines game replayed: the mines placed from the seeds, the recorded picks opened in order on
 * them, and the recorded ending (a cash-out is the only one the player chooses; a mine, the last
 * safe tile and the maximum win end it by themselves).
 */
const replayMines = (start: MinesGame, outcome: Extract<OriginalsBet['outcome'], { game: 'mines' }>) => {
  let game = start;
  for (const tile of outcome.revealed) if (game.status === 'playing') game = revealMinesTile(game, tile);
  if (outcome.hitTile !== null && game.status === 'playing') game = revealMinesTile(game, outcome.hitTile);
  if (outcome.endedBy === 'cash_out' && game.status === 'playing' && game.revealed.length > 0)
    game = cashOutMines(game);
  return game;
};

export const verifyBet = async (bet: OriginalsBet, seeds: Seeds, maxWinMinor: bigint): Promise<Verification> => {
  const crypto = createWebCrypto();
  const commitmentMatches = await verifySeedCommitment(crypto, seeds.serverSeed, seeds.commitment);
  const request = originalsStreamRequest(seeds);
  const wager = { stakeMinor: BigInt(bet.amountMinor), maxWinMinor };
  const outcome = bet.outcome;
  const run = await runStream(crypto, request, (source): Replay => {
    switch (outcome.game) {
      case 'dice': {
        const result = playDice(source, { ...wager, direction: outcome.direction, target: outcome.target });
        return {
          recomputed: { game: 'dice', roll: result.roll },
          payoutMinor: result.payoutMinor,
          matchesOutcome: result.roll === outcome.roll,
        };
      }
      case 'limbo': {
        const result = playLimbo(source, { ...wager, target: outcome.target });
        return {
          recomputed: { game: 'limbo', result: result.result },
          payoutMinor: result.payoutMinor,
          matchesOutcome: result.result === outcome.result,
        };
      }
      case 'plinko': {
        const result = playPlinko(source, {
          ...wager,
          rows: outcome.rows,
          risk: outcome.risk as 'low' | 'medium' | 'high',
        });
        return {
          recomputed: { game: 'plinko', path: [...result.path], bucket: result.bucket },
          payoutMinor: result.payoutMinor,
          matchesOutcome: result.bucket === outcome.bucket && sameList(outcome.path, result.path),
        };
      }
      case 'keno': {
        const result = playKeno(source, {
          ...wager,
          picks: outcome.picks,
          risk: outcome.risk as 'classic' | 'low' | 'medium' | 'high',
        });
        return {
          recomputed: { game: 'keno', drawn: [...result.drawn], hits: [...result.hits] },
          payoutMinor: result.payoutMinor,
          matchesOutcome: sameList(outcome.drawn, result.drawn) && sameList(outcome.hits, result.hits),
        };
      }
      case 'slot': {
        const config = Object.hasOwn(SLOT_CONFIGS, outcome.configId) ? SLOT_CONFIGS[outcome.configId] : undefined;
        if (!config) throw new Error(`unknown slot ${outcome.configId}`);
        const result = playSlot(source, { ...wager, config });
        const spins = result.spins.map((spin) => ({
          reelSet: spin.reelSet,
          stops: [...spin.stops],
          multiplier: Number((spin.multiplier.numerator * 100n) / spin.multiplier.denominator),
        }));
        return {
          recomputed: { game: 'slot', spins },
          payoutMinor: result.payoutMinor,
          matchesOutcome:
            spins.length === outcome.spins.length &&
            spins.every(
              (spin, index) =>
                spin.reelSet === outcome.spins[index]!.reelSet &&
                sameList(outcome.spins[index]!.stops, spin.stops) &&
                spin.multiplier === outcome.spins[index]!.multiplier,
            ),
        };
      }
      case 'mines': {
        const start = startMines(source, { ...wager, mineCount: outcome.mineCount });
        const game = replayMines(start, outcome);
        return {
          recomputed: { game: 'mines', mines: [...start.mines] },
          payoutMinor: game.payoutMinor,
          matchesOutcome:
            sameList(outcome.mines, start.mines) &&
            sameList(outcome.revealed, game.revealed) &&
            game.endedBy === outcome.endedBy,
        };
      }
    }
  });
  return {
    commitmentMatches,
    transcript: run.transcript,
    recomputed: run.result.recomputed,
    payoutMinor: run.result.payoutMinor,
    matchesRecord: run.result.matchesOutcome && run.result.payoutMinor === BigInt(bet.payoutMinor),
  };
};
