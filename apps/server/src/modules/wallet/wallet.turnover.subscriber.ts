import type { ActivitySubscriber } from '../activity';
import type { BonusRepository } from './wallet.bonuses.repository';
import { allocateTurnover } from './wallet.turnover';

export const BONUS_TURNOVER_SUBSCRIBER = 'bonus-turnover';

/**
 * Bonus turnover from the activity stream (decision 039): the round events of a batch advance the
 * members' ACTIVE grants (wallet.turnover.ts), in the transaction that moves the checkpoint — a
 * batch replayed after a crash counts once, and nothing of it runs in the bet path.
 */
export const bonusTurnoverSubscriber = (bonuses: BonusRepository, batchSize = 500): ActivitySubscriber => ({
  name: BONUS_TURNOVER_SUBSCRIBER,
  batchSize,
  handle: async (tx, events) => {
    const ids = events.filter((event) => event.kind.startsWith('ROUND_')).map((event) => event.id);
    const rounds = await bonuses.turnoverRounds(tx, ids);
    if (rounds.length === 0) return;
    const grants = await bonuses.lockActiveGrants(tx, [...new Set(rounds.map((round) => round.memberId))]);
    const prior = await bonuses.countedByRound(tx, rounds);
    const { contributions, changed } = allocateTurnover(rounds, grants, prior);
    await bonuses.saveTurnover(tx, changed, contributions);
  },
});
