import type { ActivitySubscriber } from '../activity';
import {
  addMoney,
  addPlay,
  addRegistrations,
  eventsWithIds,
  moneyOfEvents,
  playOfEvents,
  registrationsOfEvents,
} from './stats.aggregates.repository';

export const STATS_SUBSCRIBER = 'stats';

/**
 * The aggregates' subscriber: a batch of events becomes two statements (play, money), each
 * adding the batch's signed contributions to the member hour, member day and team day rows. It
 * runs in the transaction that moves its checkpoint, so a batch counts once or not at all.
 */
export const statsSubscriber = (batchSize = 1_000): ActivitySubscriber => ({
  name: STATS_SUBSCRIBER,
  batchSize,
  handle: async (tx, events) => {
    const rounds = events.filter((event) => event.kind.startsWith('ROUND_')).map((event) => event.id);
    const money = events.filter((event) => event.amount !== 0n).map((event) => event.id);
    if (rounds.length > 0) await addPlay(tx, playOfEvents(eventsWithIds(rounds)));
    if (money.length > 0) await addMoney(tx, moneyOfEvents(eventsWithIds(money)));
    const registered = events.filter((event) => event.kind === 'MEMBER_REGISTERED').map((event) => event.id);
    if (registered.length > 0) await addRegistrations(tx, registrationsOfEvents(eventsWithIds(registered)));
  },
});
