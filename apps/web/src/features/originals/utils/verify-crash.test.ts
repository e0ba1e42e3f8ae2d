import { describe, expect, it } from 'vitest';

import type { CrashRound } from '@perya/contracts';

import crash from '../../../../../../packages/games/test-vectors/crash.json';
import { verifyCrashRound } from './verify-crash';

// The crash verifier on WebCrypto reproduces packages/games' published crash vectors (decision
// 054): the crash point, the link to the game before, and the walk to the terminating hash.

const roundOf = (index: number, overrides: Partial<CrashRound> = {}): CrashRound => {
  const game = crash.games[index]!;
  const previous = crash.games.find((entry) => entry.gameNumber === game.gameNumber - 1);
  return {
    roundId: index + 1,
    chainId: 1,
    gameNumber: game.gameNumber,
    phase: 'CRASHED',
    bettingEndsAt: '2026-11-27T00:00:00.000Z',
    startedAt: '2026-11-27T00:00:05.000Z',
    crashedAt: '2026-11-27T00:00:09.000Z',
    crashPoint: game.crashPoint,
    hash: game.gameHash,
    salt: crash.salt,
    terminatingHash: crash.terminatingHash,
    previousHash: previous?.gameHash ?? null,
    ...overrides,
  };
};

describe('verifyCrashRound', () => {
  it.each(crash.games.map((_, index) => index))('should reproduce published game %i', async (index) => {
    const verified = await verifyCrashRound(roundOf(index));
    expect(verified).toMatchObject({
      crashPoint: crash.games[index]!.crashPoint,
      matchesCrashPoint: true,
      reachesTerminatingHash: true,
    });
    if (index > 0 && crash.games[index - 1]!.gameNumber === crash.games[index]!.gameNumber - 1)
      expect(verified?.matchesPrevious).toBe(true);
  });

  it('should catch a crash point that does not follow from the hash', async () => {
    const round = roundOf(0);
    const verified = await verifyCrashRound({ ...round, crashPoint: (round.crashPoint ?? 100) + 1 });
    expect(verified?.matchesCrashPoint).toBe(false);
  });

  it('should catch a hash that is not in the published chain', async () => {
    const verified = await verifyCrashRound(roundOf(0, { terminatingHash: 'f'.repeat(64) }));
    expect(verified?.reachesTerminatingHash).toBe(false);
  });

  it('should not verify a round before it crashed', async () => {
    expect(await verifyCrashRound(roundOf(0, { hash: null, crashPoint: null }))).toBeNull();
  });
});
