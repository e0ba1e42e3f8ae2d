import { commitSeedSync, generateClientSeed, generateServerSeed } from '@perya/games';
import { nodeCrypto } from '@perya/games/node';
import type { FairnessState } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { OriginalsRepository, SeedPairRow } from './originals.repository';

// Each member's provably fair seed pairs (packages/games "Rules for the server"): a pair is made
// on first use; the nonce is taken under the pair's row lock with the bet it plays; rotating (or
// changing the client seed, which rotates too) reveals the old server seed for good and starts a
// new pair at nonce 0. Never while a mines game is on: its mines come from the active seed.

/** Revealed pairs the fairness page lists (older ones stay in the database, and in each bet's record). */
const REVEALED_SHOWN = 20;

export const createOriginalsFairness = ({
  db,
  repository,
  clock,
}: {
  db: Database;
  repository: OriginalsRepository;
  clock: Clock;
}) => {
  const newPair = (memberId: number, clientSeed: string | undefined) => {
    const serverSeed = generateServerSeed();
    return {
      memberId,
      serverSeed,
      commitment: commitSeedSync(nodeCrypto, serverSeed),
      clientSeed: clientSeed ?? generateClientSeed(),
      createdAt: clock.now(),
    };
  };

  /** The member's active pair, made when it has none (two requests racing make one). */
  const activePair = async (memberId: number, executor: Executor = db): Promise<SeedPairRow> => {
    const found = await repository.activePair(memberId, executor);
    if (found) return found;
    await repository.insertPair(newPair(memberId, undefined), executor);
    const made = await repository.activePair(memberId, executor);
    if (!made) throw new Error(`no active seed pair for member ${memberId}`);
    return made;
  };

  const state = async (memberId: number): Promise<FairnessState> => {
    const active = await activePair(memberId);
    const revealed = await repository.revealedPairs(memberId, REVEALED_SHOWN);
    return {
      commitment: active.commitment,
      clientSeed: active.clientSeed,
      nonce: active.nonce,
      revealed: revealed.map((pair) => ({
        serverSeed: pair.serverSeed,
        commitment: pair.commitment,
        clientSeed: pair.clientSeed,
        betCount: pair.nonce,
        revealedAt: (pair.revealedAt ?? pair.createdAt).toISOString(),
      })),
    };
  };

  return {
    activePair,
    state,

    /** Reveals the active server seed and starts a new pair (with the client seed given, or a random one). */
    async rotate(memberId: number, clientSeed: string | undefined): Promise<FairnessState> {
      await activePair(memberId);
      await db.transaction(async (tx) => {
        const active = await repository.lockActivePair(memberId, tx);
        if (!active) throw new Error(`no active seed pair for member ${memberId}`);
        // Under the pair's lock, which a mines start takes too: no game can begin meanwhile.
        if (await repository.playingBet(memberId, tx))
          throw new AppError('GAME_IN_PROGRESS', `member ${memberId} has a mines game on`);
        await repository.revealPair(active.id, clock.now(), tx);
        await repository.insertPair(newPair(memberId, clientSeed), tx);
      });
      return state(memberId);
    },
  };
};

export type OriginalsFairness = ReturnType<typeof createOriginalsFairness>;
