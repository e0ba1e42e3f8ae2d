import type { ActivityStatus, EligibilityReason, PromotionRecurrence } from '@perya/contracts';
import { isTrialType } from '@perya/contracts';

import type { ApplicationRow, MemberFacts, PromotionRow, RewardRow } from './promotions.repository';

// The promotion engine's pure rules: periods, reward amounts, eligibility and the member's status
// (spec §4). No I/O: the service reads the facts and these decide.

/** The calendar day of `at` in `timeZone`, as YYYY-MM-DD. */
export const dayIn = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The day `days` after `day` (negative: before). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Monday of `day`'s week. */
export const weekStart = (day: string): string => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
};

/** The reward's period for something that happened on `day`: one reward per member in it. */
export const periodKeyOf = (recurrence: PromotionRecurrence, day: string): string =>
  recurrence === 'ONCE' ? 'ONCE' : recurrence === 'DAILY' ? day : `W${weekStart(day)}`;

/** The days a period key covers, clipped to the promotion's own days. */
export const periodDays = (
  promotion: Pick<PromotionRow, 'startsAt' | 'endsAt'>,
  periodKey: string,
  timeZone: string,
): { from: string; to: string } => {
  const first = dayIn(promotion.startsAt, timeZone);
  const last = dayIn(new Date(promotion.endsAt.getTime() - 1), timeZone);
  const [from, to] =
    periodKey === 'ONCE'
      ? [first, last]
      : periodKey.startsWith('W')
        ? [periodKey.slice(1), addDays(periodKey.slice(1), 6)]
        : [periodKey, periodKey];
  return { from: from < first ? first : from, to: to > last ? last : to };
};

/**
 * What a reward pays for a figure: money (the fixed amount, or the percentage capped) or, for a
 * POINTS promotion, its points and no money. Both 0n: nothing.
 */
export const rewardOf = (
  promotion: Pick<PromotionRow, 'rewardKind' | 'amount' | 'percentBp' | 'cap' | 'points'>,
  basis: bigint,
): { amount: bigint; points: bigint } =>
  promotion.rewardKind === 'POINTS'
    ? { amount: 0n, points: promotion.points ?? 0n }
    : { amount: rewardAmountOf(promotion, basis), points: 0n };

/** The money a reward pays for a figure: the fixed amount, or the percentage capped. 0n: nothing. */
export const rewardAmountOf = (
  promotion: Pick<PromotionRow, 'rewardKind' | 'amount' | 'percentBp' | 'cap'>,
  basis: bigint,
): bigint => {
  if (promotion.rewardKind === 'POINTS') return 0n;
  if (promotion.rewardKind === 'FIXED') return promotion.amount ?? 0n;
  const raw = (basis * BigInt(promotion.percentBp ?? 0)) / 10_000n;
  const cap = promotion.cap ?? 0n;
  return raw > cap ? cap : raw;
};

/** True when the streak of login days ending on `day` is at least `length` long. */
export const hasStreak = (loginDays: Set<string>, day: string, length: number): boolean => {
  for (let back = 0; back < length; back += 1) if (!loginDays.has(addDays(day, -back))) return false;
  return true;
};

/**
 * Was the promotion paused by staff at `at` (decision 052)? A pause counts from its instant on, so
 * an event before it that the stream hands over late still earns.
 */
export const isPausedAt = (promotion: Pick<PromotionRow, 'pausedAt'>, at: Date): boolean =>
  promotion.pausedAt !== null && promotion.pausedAt <= at;

/** Is the promotion open at `at` (started, not past its end, not ended by staff)? */
export const isOpen = (promotion: PromotionRow, at: Date): boolean =>
  !promotion.endedAt && promotion.startsAt <= at && promotion.endsAt > at;

/**
 * Why `member` may not take part in `promotion` now (empty: they may). Guests and trial accounts
 * first; then the window, the audience, a break from play (spec: players on a break are not
 * marketed to) and the budget.
 */
export const eligibilityReasons = (
  promotion: PromotionRow,
  member: MemberFacts | null,
  at: Date,
): EligibilityReason[] => {
  const reasons: EligibilityReason[] = [];
  if (!member) reasons.push('LOGIN_REQUIRED');
  else if (isTrialType(member.type)) reasons.push('TRIAL_ACCOUNT');
  if (promotion.startsAt > at) reasons.push('NOT_STARTED');
  if (promotion.endedAt || promotion.endsAt <= at) reasons.push('ENDED');
  if (isPausedAt(promotion, at)) reasons.push('PAUSED');
  if (member) {
    if (member.blockedUntil && member.blockedUntil > at) reasons.push('PLAY_BREAK');
    switch (promotion.audience) {
      case 'ALL':
        break;
      case 'NEW_MEMBERS':
        if (member.createdAt < promotion.startsAt) reasons.push('NEW_MEMBERS_ONLY');
        break;
      case 'VIP_LEVELS':
        if (!promotion.vipLevels.includes(member.vipLevel)) reasons.push('VIP_LEVEL');
        break;
      case 'AGENT_TEAMS':
        if (!member.lineage.some((id) => promotion.agentIds.includes(id))) reasons.push('NOT_IN_TEAM');
        break;
      case 'MEMBER_LIST':
        if (!promotion.memberIds.includes(member.id)) reasons.push('NOT_INVITED');
        break;
    }
  }
  if (promotion.budget !== null && promotion.spent >= promotion.budget) reasons.push('BUDGET_EXHAUSTED');
  return reasons;
};

/**
 * The member's status on a promotion (spec §4): a reward waiting or being paid first, then the
 * window, the reward already paid in the current period, the application, joining. Spec §4 has
 * no paused status: a paused promotion is CLOSED (not joinable, its reward not claimable; the
 * reasons say PAUSED), except for a reward already being paid (PROCESS) or paid this period.
 */
export const activityStatusOf = (input: {
  promotion: PromotionRow;
  at: Date;
  currentPeriodKey: string;
  rewards: RewardRow[];
  application: ApplicationRow | undefined;
  isParticipant: boolean;
  reasons: EligibilityReason[];
}): ActivityStatus => {
  const { promotion, at, rewards, application } = input;
  const paused = isPausedAt(promotion, at);
  if (!paused && rewards.some((reward) => reward.status === 'WAITING')) return 'CLAIM';
  if (rewards.some((reward) => reward.status === 'PAYING')) return 'PROCESS';
  const paid = rewards.find(
    (reward) =>
      (reward.status === 'CLAIMED' || reward.status === 'ISSUED') &&
      (promotion.recurrence === 'ONCE' || reward.periodKey === input.currentPeriodKey),
  );
  if (paused) return paid ? (paid.status === 'ISSUED' ? 'ISSUED' : 'CLAIMED') : 'CLOSED';
  if (promotion.startsAt > at) return 'COMING_SOON';
  if (paid) return paid.status === 'ISSUED' ? 'ISSUED' : 'CLAIMED';
  if (!isOpen(promotion, at)) return 'CLOSED';
  if (promotion.joinMode === 'APPLY' && application) {
    if (application.status === 'PENDING') return 'APPLYING';
    if (application.status === 'REJECTED') return 'REJECTED';
  }
  if (promotion.joinMode === 'AUTO') return input.reasons.length === 0 ? 'JOINED' : 'JOIN';
  return input.isParticipant ? 'JOINED' : 'JOIN';
};
