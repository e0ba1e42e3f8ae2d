import type { Clock } from '../../lib/clock';
import type { ActivitySubscriber } from '../activity';
import type { ProgrammeRow, ReachedMilestone, ReferralRepository, ReferralRow } from './referral.repository';
import { rewardIdOf } from './referral.rules';

export const REFERRAL_SUBSCRIBER = 'referral';

/**
 * The referral programme's subscriber (decision 042): referred friends' first deposits and valid
 * bets come from the activity stream, never from the bet or payment path. A batch updates the
 * friends' figures and writes each milestone reached as a PENDING reward (unique per referrer ×
 * friend × milestone), all in the transaction that moves the checkpoint: a replayed batch adds
 * nothing. Paying is the payer's job (referral.payouts.ts): the wallet's grant opens its own
 * transaction, which cannot run inside this one.
 */
export const referralSubscriber = (
  repository: ReferralRepository,
  clock: Clock,
  batchSize = 1_000,
): ActivitySubscriber => ({
  name: REFERRAL_SUBSCRIBER,
  batchSize,
  handle: async (tx, events) => {
    const rounds = events.filter((event) => event.kind.startsWith('ROUND_')).map((event) => event.id);
    const deposits = events.filter((event) => event.kind === 'DEPOSIT_CREDITED').map((event) => event.id);
    if (rounds.length === 0 && deposits.length === 0) return;
    const moved = rounds.length > 0 ? await repository.addValidBets(tx, rounds) : [];
    const firstDeposits = deposits.length > 0 ? await repository.recordFirstDeposits(tx, deposits) : [];
    if (moved.length === 0 && firstDeposits.length === 0) return;

    // Progress is kept whatever the switch; milestones reached while the programme is off pay nothing.
    if (!(await repository.isSwitchedOn(tx))) return;
    const programme = await repository.getProgramme(tx);
    const reached: ReachedMilestone[] = [
      ...firstDepositMilestones(programme, firstDeposits),
      ...turnoverMilestones(
        programme,
        programme.turnoverEnabled ? await repository.reachedTurnover(tx, moved, programme.turnoverTargetMinor) : [],
        clock.now(),
      ),
    ];
    await repository.insertReached(tx, reached);
  },
});

const firstDepositMilestones = (programme: ProgrammeRow, friends: ReferralRow[]): ReachedMilestone[] =>
  programme.firstDepositEnabled
    ? friends
        .filter((friend) => (friend.firstDepositMinor ?? 0n) >= programme.firstDepositMinMinor && friend.firstDepositAt)
        .map((friend) => ({
          id: rewardIdOf(friend.referrerId, friend.friendId, 'FIRST_DEPOSIT'),
          referrerId: friend.referrerId,
          friendId: friend.friendId,
          milestone: 'FIRST_DEPOSIT' as const,
          rewardMinor: programme.firstDepositRewardMinor,
          turnoverMultiplier: programme.turnoverMultiplier,
          reachedAt: friend.firstDepositAt ?? new Date(0),
          terms: {
            programmeVersion: programme.version,
            minDepositMinor: programme.firstDepositMinMinor.toString(),
            firstDepositMinor: (friend.firstDepositMinor ?? 0n).toString(),
            firstDepositAt: friend.firstDepositAt?.toISOString() ?? null,
            rewardMinor: programme.firstDepositRewardMinor.toString(),
            turnoverMultiplier: programme.turnoverMultiplier,
            monthlyCapMinor: programme.monthlyCapMinor?.toString() ?? null,
          },
        }))
    : [];

const turnoverMilestones = (programme: ProgrammeRow, friends: ReferralRow[], now: Date): ReachedMilestone[] =>
  friends.map((friend) => ({
    id: rewardIdOf(friend.referrerId, friend.friendId, 'TURNOVER'),
    referrerId: friend.referrerId,
    friendId: friend.friendId,
    milestone: 'TURNOVER' as const,
    rewardMinor: programme.turnoverRewardMinor,
    turnoverMultiplier: programme.turnoverMultiplier,
    reachedAt: now,
    terms: {
      programmeVersion: programme.version,
      validBetTargetMinor: programme.turnoverTargetMinor.toString(),
      validBetMinor: friend.validBetMinor.toString(),
      registeredAt: friend.createdAt.toISOString(),
      windowEndsAt: friend.windowEndsAt.toISOString(),
      rewardMinor: programme.turnoverRewardMinor.toString(),
      turnoverMultiplier: programme.turnoverMultiplier,
      monthlyCapMinor: programme.monthlyCapMinor?.toString() ?? null,
    },
  }));
