import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ActivityEvent, ActivitySubscriber } from '../activity';
import type { PromotionRow, PromotionsRepository } from './promotions.repository';
import {
  addDays,
  dayIn,
  eligibilityReasons,
  hasStreak,
  isOpen,
  periodDays,
  periodKeyOf,
  rewardOf,
} from './promotions.rules';

export const PROMOTIONS_SUBSCRIBER = 'promotions';

const DAY_MS = 86_400_000;

/**
 * Earning rewards: a met trigger creates one reward per member, promotion and period (a unique
 * row), waiting in the reward centre. Deposits and logins come from the activity stream in the
 * subscriber's transaction (a batch replayed finds its rewards there and adds none); turnover and
 * net loss come from the play statistics by a periodic job. Nothing here pays: claims do.
 */
export const createEarning = ({
  repository,
  clock,
  notify = () => {},
}: {
  repository: PromotionsRepository;
  clock: Clock;
  /** The member's reward count changed (their tabs' red badge), after `executor` commits. */
  notify?: (memberId: number, executor: Executor) => void;
}) => {
  /** Creates the reward if the member may have it; its id, or null (not eligible, nothing to pay, had it). */
  const earn = async (
    executor: Executor,
    promotion: PromotionRow,
    memberId: number,
    input: { periodKey: string; basis: bigint; sourceEventId: bigint | null; at: Date },
  ): Promise<number | null> => {
    const facts = await repository.memberFacts(memberId, executor);
    if (!facts || eligibilityReasons(promotion, facts, input.at).length > 0) return null;
    if (promotion.joinMode !== 'AUTO' && !(await repository.isParticipant(promotion.id, memberId, executor)))
      return null;
    const { amount, points } = rewardOf(promotion, input.basis);
    if (amount <= 0n && points <= 0n) return null;
    const now = clock.now();
    const id = await repository.insertReward(
      {
        promotionId: promotion.id,
        memberId,
        periodKey: input.periodKey,
        basis: input.basis,
        amount,
        points,
        // Points carry no turnover (the input refuses one; a row from before is held to it here too).
        turnoverMultiplier: points > 0n ? 0 : promotion.turnoverMultiplier,
        status: 'WAITING',
        sourceEventId: input.sourceEventId,
        createdAt: now,
        expiresAt: promotion.expiryDays ? new Date(now.getTime() + promotion.expiryDays * DAY_MS) : null,
      },
      executor,
    );
    if (id !== null) notify(memberId, executor);
    return id;
  };

  const onDeposit = async (executor: Executor, event: ActivityEvent, promotion: PromotionRow, timeZone: string) => {
    if (event.memberId === null || event.amount <= 0n) return;
    const minimum = promotion.threshold ?? 0n;
    if (event.amount < minimum) return;
    if (promotion.trigger === 'FIRST_DEPOSIT') {
      const transferId = typeof event.data?.t === 'string' ? event.data.t : null;
      if ((await repository.depositsBefore(event.memberId, event.occurredAt, transferId, executor)) > 0) return;
    }
    await earn(executor, promotion, event.memberId, {
      periodKey: periodKeyOf(promotion.recurrence, dayIn(event.occurredAt, timeZone)),
      basis: event.amount,
      sourceEventId: event.id,
      at: event.occurredAt,
    });
  };

  const onLogin = async (executor: Executor, event: ActivityEvent, promotion: PromotionRow, timeZone: string) => {
    if (event.memberId === null) return;
    const day = dayIn(event.occurredAt, timeZone);
    if (promotion.trigger === 'LOGIN_STREAK') {
      const length = promotion.streakDays ?? 1;
      const days = await repository.loginDays(event.memberId, timeZone, addDays(day, -(length - 1)), day, executor);
      // The streak counts days inside the promotion only.
      if (addDays(day, -(length - 1)) < dayIn(promotion.startsAt, timeZone) || !hasStreak(days, day, length)) return;
    }
    await earn(executor, promotion, event.memberId, {
      periodKey: periodKeyOf(promotion.recurrence, day),
      basis: 0n,
      sourceEventId: event.id,
      at: event.occurredAt,
    });
  };

  const handle = async (executor: Executor, events: ActivityEvent[]) => {
    const relevant = events.filter((event) => event.kind === 'DEPOSIT_CREDITED' || event.kind === 'MEMBER_LOGIN');
    if (relevant.length === 0) return;
    const earliest = relevant.reduce((min, event) => (event.occurredAt < min ? event.occurredAt : min), clock.now());
    // Promotions open at any moment of the batch: read those open now or since its first event.
    const candidates = (await repository.listPromotions(executor)).filter(
      (promotion) => !promotion.endedAt && promotion.endsAt > earliest,
    );
    if (candidates.length === 0) return;
    const timeZone = await repository.reportingTimeZone(executor);
    for (const event of relevant) {
      for (const promotion of candidates) {
        if (!isOpen(promotion, event.occurredAt)) continue;
        if (event.kind === 'DEPOSIT_CREDITED' && ['FIRST_DEPOSIT', 'DEPOSIT_AT_LEAST'].includes(promotion.trigger))
          await onDeposit(executor, event, promotion, timeZone);
        if (event.kind === 'MEMBER_LOGIN' && ['LOGIN_STREAK', 'DAILY_SIGN_IN'].includes(promotion.trigger))
          await onLogin(executor, event, promotion, timeZone);
      }
    }
  };

  /**
   * Turnover and net loss from the play statistics. Turnover rewards as soon as the period's figure
   * reaches the threshold; net loss (rescue) once the period is over, on its final figure.
   */
  const evaluatePeriods = async (executor: Executor, onlyMemberId?: number): Promise<number> => {
    const now = clock.now();
    const timeZone = await repository.reportingTimeZone(executor);
    const today = dayIn(now, timeZone);
    let created = 0;
    for (const promotion of await repository.listPromotions(executor)) {
      if (promotion.trigger !== 'TURNOVER' && promotion.trigger !== 'NET_LOSS') continue;
      if (promotion.startsAt > now || promotion.endedAt) continue;
      const keys: string[] = [];
      if (promotion.trigger === 'TURNOVER') {
        if (isOpen(promotion, now)) keys.push(periodKeyOf(promotion.recurrence, today));
      } else {
        // The last finished period: yesterday's day or week, or the whole promotion once it has ended.
        if (promotion.recurrence === 'ONCE') {
          if (promotion.endsAt <= now) keys.push('ONCE');
        } else {
          keys.push(periodKeyOf(promotion.recurrence, addDays(today, promotion.recurrence === 'DAILY' ? -1 : -7)));
        }
      }
      for (const periodKey of keys) {
        const { from, to } = periodDays(promotion, periodKey, timeZone);
        if (from > to) continue;
        const figures = await repository.periodFigures(
          promotion.trigger,
          from,
          to,
          promotion.threshold ?? 1n,
          executor,
        );
        for (const { memberId, value } of figures) {
          if (onlyMemberId !== undefined && memberId !== onlyMemberId) continue;
          const at = promotion.endsAt <= now ? new Date(promotion.endsAt.getTime() - 1) : now;
          if (
            (await earn(executor, promotion, memberId, { periodKey, basis: value, sourceEventId: null, at })) !== null
          )
            created += 1;
        }
      }
    }
    return created;
  };

  const subscriber = (batchSize = 500): ActivitySubscriber => ({
    name: PROMOTIONS_SUBSCRIBER,
    batchSize,
    handle: (tx, events) => handle(tx, events),
  });

  return { earn, handle, evaluatePeriods, subscriber };
};

export type Earning = ReturnType<typeof createEarning>;
