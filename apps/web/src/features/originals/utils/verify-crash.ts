import type { CrashRound } from '@perya/contracts';
import { crashPoint, createWebCrypto, previousGameHash, verifyCrashGame } from '@perya/games';

// A crash round verified in the browser (WebCrypto, decision 054): its bust point recomputed from
// its hash and the chain's salt, its link to the round before (SHA-256 of its hash), and — for
// the first games of a chain — the walk back to the published terminating hash.

/** Hashing further than this in the browser takes too long: the link to the previous round suffices. */
export const CRASH_WALK_LIMIT = 20_000;

export type CrashVerification = {
  crashPoint: number;
  matchesCrashPoint: boolean;
  /** SHA-256 of the round's hash: the previous game's hash. */
  previousHash: string;
  /** Null when the previous round's hash is not known (the first game of a chain). */
  matchesPrevious: boolean | null;
  /** Null when the game number is beyond CRASH_WALK_LIMIT. */
  reachesTerminatingHash: boolean | null;
};

export const verifyCrashRound = async (round: CrashRound): Promise<CrashVerification | null> => {
  if (!round.hash || round.crashPoint === null) return null;
  const crypto = createWebCrypto();
  const computed = await crashPoint(crypto, round.hash, round.salt);
  const previous = await previousGameHash(crypto, round.hash);
  const walk =
    round.gameNumber <= CRASH_WALK_LIMIT
      ? await verifyCrashGame(crypto, {
          gameHash: round.hash,
          terminatingHash: round.terminatingHash,
          maxGames: round.gameNumber,
        })
      : null;
  return {
    crashPoint: computed,
    matchesCrashPoint: computed === round.crashPoint,
    previousHash: previous,
    matchesPrevious: round.previousHash === null ? null : previous === round.previousHash,
    reachesTerminatingHash: walk === null ? null : walk.isValid && walk.gameNumber === round.gameNumber,
  };
};
