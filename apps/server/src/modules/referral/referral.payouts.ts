import type { FastifyBaseLogger } from 'fastify';

import type { ReferralSkipReason } from '@perya/contracts';
import { isAgentType, isTrialType } from '@perya/contracts';

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { holderNameKey } from '../../lib/holder-name';
import type { AuditActor, AuditService } from '../audit';
import type { MembersService } from '../members';
import { maskAccount } from '../providers';
import type { ProtectionService } from '../protection';
import type { WalletService } from '../wallet';
import type { ProgrammeRow, ReferralRepository, RewardRow } from './referral.repository';

export type ReferralPayoutsDeps = {
  db: Database;
  repository: ReferralRepository;
  clock: Clock;
  audit: AuditService;
  members: Pick<MembersService, 'findById'>;
  protection: Pick<ProtectionService, 'isMarketable'>;
  wallet: Pick<WalletService, 'grantBonus'>;
  log: Pick<FastifyBaseLogger, 'error'>;
};

const SYSTEM: AuditActor = { kind: 'SYSTEM', name: 'referral programme' };
/** A reward left PAYING this long (its payer stopped) is paid again: the bonus's id makes that safe. */
const STALE_PAYING_MS = 60_000;
const BATCH = 100;

const MILESTONE_TITLE = { FIRST_DEPOSIT: 'first deposit', TURNOVER: 'turnover' } as const;

/**
 * Pays the rewards the subscriber found due (decision 042), each in three steps:
 * 1. decide, in one transaction with the reward's row locked: the guard rails (eligible referrer,
 *    protection's `isMarketable`, shared payout name, and — when the operator turns them on —
 *    shared address or device), then the monthly cap reserved under its row's lock; a skip is
 *    final and audited;
 * 2. grant the bonus through the wallet, request id = the reward's id, so a repeat posts nothing;
 * 3. mark it PAID with the transfer, audited.
 * A payer that stops after 1 leaves it PAYING with its amount fixed; the next run repeats 2 and 3.
 * Several processes may run this at once: each step is conditional on the reward's status.
 */
export const createReferralPayouts = ({
  db,
  repository,
  clock,
  audit,
  members,
  protection,
  wallet,
  log,
}: ReferralPayoutsDeps) => {
  const skipReasonOf = async (reward: RewardRow, programme: ProgrammeRow): Promise<ReferralSkipReason | null> => {
    const [referrer, friend, referral] = await Promise.all([
      members.findById(reward.referrerId),
      members.findById(reward.friendId),
      repository.findReferral(reward.friendId),
    ]);
    if (
      !referrer ||
      !friend ||
      referrer.status !== 'ACTIVE' ||
      isTrialType(referrer.type) ||
      isAgentType(referrer.type) ||
      isTrialType(friend.type)
    )
      return 'REFERRER_INELIGIBLE';
    // Players on a break or excluded are not marketed to (decision 037).
    if (!(await protection.isMarketable(referrer.id))) return 'NOT_MARKETABLE';
    const [mine, theirs] = await Promise.all([repository.holderNames(referrer.id), repository.holderNames(friend.id)]);
    const keys = new Set(mine.map(holderNameKey).filter(Boolean));
    if (theirs.some((name) => keys.has(holderNameKey(name)))) return 'SHARED_PAYOUT_NAME';
    if (
      programme.checkSameIp &&
      referral?.registeredIp &&
      (await repository.sharesAddress(referrer.id, referral.registeredIp))
    )
      return 'SHARED_IP';
    if (
      programme.checkSameDevice &&
      (await repository.sharesDevice(referrer.id, friend.id, referral?.registeredDevice ?? null))
    )
      return 'SHARED_DEVICE';
    return null;
  };

  /** Step 1: PENDING → PAYING with its amount (capped), or SKIPPED with its reason. Null: not ours to pay. */
  const decide = async (pending: RewardRow, programme: ProgrammeRow): Promise<RewardRow | null> => {
    const reason = await skipReasonOf(pending, programme);
    const month = await repository.monthOf(pending.reachedAt);
    return db.transaction(async (tx) => {
      const reward = await repository.lockPending(tx, pending.id);
      if (!reward) return null;
      const amount =
        reason === null
          ? await repository.reserveMonthly(tx, reward.referrerId, month, reward.rewardMinor, programme.monthlyCapMinor)
          : 0n;
      const now = clock.now();
      if (amount === 0n) {
        const skip = reason ?? 'MONTHLY_CAP';
        await repository.decide(tx, reward.id, { status: 'SKIPPED', reason: skip, amount: 0n }, now);
        await audit.record(
          {
            actor: SYSTEM,
            action: 'referral.reward.skip',
            targetKind: 'member',
            targetId: reward.referrerId,
            detail: {
              rewardId: reward.id,
              friendId: reward.friendId,
              milestone: reward.milestone,
              reason: skip,
              month,
            },
          },
          tx,
        );
        return null;
      }
      await repository.decide(tx, reward.id, { status: 'PAYING', reason: null, amount }, now);
      return { ...reward, status: 'PAYING' as const, amountMinor: amount, decidedAt: now, terms: reward.terms };
    });
  };

  /** Steps 2 and 3 for a PAYING reward. */
  const pay = async (reward: RewardRow): Promise<boolean> => {
    const friend = await members.findById(reward.friendId);
    const { bonus } = await wallet.grantBonus({
      memberId: reward.referrerId,
      requestId: reward.id,
      amountMinor: reward.amountMinor,
      turnoverMultiplier: reward.turnoverMultiplier,
      title: `Referral reward: ${maskAccount(friend?.account ?? '')} ${MILESTONE_TITLE[reward.milestone]}`,
      actor: SYSTEM,
    });
    return db.transaction(async (tx) => {
      const paid = await repository.markPaid(tx, reward.id, bonus.id, clock.now());
      if (paid)
        await audit.record(
          {
            actor: SYSTEM,
            action: 'referral.reward.pay',
            targetKind: 'member',
            targetId: reward.referrerId,
            detail: {
              rewardId: reward.id,
              friendId: reward.friendId,
              milestone: reward.milestone,
              rewardMinor: reward.rewardMinor.toString(),
              amountMinor: reward.amountMinor.toString(),
              turnoverMultiplier: reward.turnoverMultiplier,
              transferId: bonus.id,
              terms: reward.terms,
            },
          },
          tx,
        );
      return paid;
    });
  };

  return {
    /** Pays (or skips) every reward due; returns the ids paid. Safe to run twice, or in two processes. */
    async payDue(): Promise<string[]> {
      const paid: string[] = [];
      for (;;) {
        const due = await repository.listDue(BATCH, new Date(clock.now().getTime() - STALE_PAYING_MS));
        const programme = await repository.getProgramme();
        let failed = false;
        for (const reward of due) {
          try {
            const paying = reward.status === 'PAYING' ? reward : await decide(reward, programme);
            if (paying && (await pay(paying))) paid.push(paying.id);
          } catch (error) {
            // Left as it was (PENDING, or PAYING with its amount): the next run tries it again.
            failed = true;
            log.error({ err: error, rewardId: reward.id }, 'referral reward not paid; it will be tried again');
          }
        }
        if (failed || due.length < BATCH) return paid;
      }
    },
  };
};

export type ReferralPayouts = ReturnType<typeof createReferralPayouts>;
