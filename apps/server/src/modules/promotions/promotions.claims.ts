import type { ClaimResult } from '@perya/contracts';

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type { PointsService } from '../points';
import type { WalletService } from '../wallet';
import type { PromotionsRepository, RewardRow } from './promotions.repository';
import type { ToReward } from './promotions.dto';

/** Where a claim comes from: the guards compare these across accounts. */
export type ClaimOrigin = { ip: string | null; deviceId: string | null };

/**
 * Paying a reward, in one idempotent step: reserve (reward WAITING → PAYING, the budget and the
 * claim guards, one transaction: a concurrent claimant or a budget that cannot pay rolls it all
 * back), then the wallet's bonus grant keyed by the reward (a retry after a crash pays nothing
 * twice), then PAYING → CLAIMED. A reward left in PAYING is finished by the next claim or the job.
 * A POINTS reward is credited to the points ledger instead, under the entry id
 * `promotion-reward:<id>` (idempotent the same way), and draws on no money budget.
 */
export const createClaims = ({
  db,
  repository,
  clock,
  audit,
  wallet,
  points,
  isMarketable,
  toReward,
  notify,
}: {
  db: Database;
  repository: PromotionsRepository;
  clock: Clock;
  audit: AuditService;
  wallet: Pick<WalletService, 'grantBonus'>;
  points: Pick<PointsService, 'creditPoints'>;
  isMarketable: (memberId: number) => Promise<boolean>;
  toReward: ToReward;
  notify: (memberId: number) => void;
}) => {
  const reserve = async (reward: RewardRow, origin: ClaimOrigin, actor: AuditActor) =>
    db.transaction(async (tx) => {
      const moved = await repository.moveReward(reward.id, 'WAITING', { status: 'PAYING' }, tx);
      if (!moved) throw new AppError('PROMOTION_ALREADY_CLAIMED', `reward ${reward.id} no longer waiting`);
      const promotion = await repository.findPromotion(reward.promotionId, tx);
      if (!promotion) throw new Error(`promotion ${reward.promotionId} missing`);
      // A points reward has no money to reserve (amount 0): its promotion has no money budget.
      if (reward.amount > 0n && !(await repository.reserveBudget(promotion.id, reward.amount, tx)))
        throw new AppError('PROMOTION_BUDGET_EXHAUSTED', `promotion ${promotion.id} cannot pay ${reward.amount}`);
      // Read again now that the budget update holds the row: a pause committed meanwhile wins.
      if ((await repository.findPromotion(promotion.id, tx))?.pausedAt)
        throw new AppError('PROMOTION_PAUSED', `promotion ${promotion.id} paused`);
      const facts = await repository.memberFacts(reward.memberId, tx);
      const values = {
        DEVICE: origin.deviceId,
        IP: origin.ip,
        HOLDER_NAME: facts?.payeeName?.trim().toLowerCase().replace(/\s+/g, ' ') || null,
      };
      for (const kind of promotion.claimGuards) {
        const value = values[kind];
        if (!value) continue;
        const taken = await repository.takeGuard(
          { promotionId: promotion.id, periodKey: reward.periodKey, kind, value, rewardId: reward.id },
          tx,
        );
        if (!taken) throw new AppError('PROMOTION_GUARD_HIT', `${kind} already claimed promotion ${promotion.id}`);
      }
      await audit.record(
        {
          actor,
          action: 'promotion.reward.claim',
          targetKind: 'member',
          targetId: reward.memberId,
          detail: {
            rewardId: reward.id,
            promotionId: promotion.id,
            periodKey: reward.periodKey,
            // The statement of the reward's inputs: the figure, the rule applied, the result.
            basisMinor: reward.basis.toString(),
            rule:
              promotion.rewardKind === 'FIXED'
                ? { kind: 'FIXED', amountMinor: promotion.amount?.toString() }
                : promotion.rewardKind === 'POINTS'
                  ? { kind: 'POINTS', points: promotion.points?.toString() }
                  : { kind: 'PERCENT', percentBp: promotion.percentBp, capMinor: promotion.cap?.toString() },
            amountMinor: reward.amount.toString(),
            points: reward.points.toString(),
            turnoverMultiplier: reward.turnoverMultiplier,
            budgetMinor: promotion.budget?.toString() ?? null,
          },
        },
        tx,
      );
      return { reward: moved, promotionName: promotion.name };
    });

  /** Pays the reserved reward and marks it paid (idempotent: the grant or the entry is keyed by the reward). */
  const pay = async (reward: RewardRow, promotionName: string, actor: AuditActor, paidStatus: 'CLAIMED' | 'ISSUED') => {
    const key = `promotion-reward:${reward.id}`;
    let transferId: string | null = null;
    if (reward.points > 0n) {
      // The points ledger's entry id is the key: a retry after a crash credits nothing twice.
      await points.creditPoints(reward.memberId, reward.points, key, promotionName);
    } else {
      const grant = await wallet.grantBonus({
        memberId: reward.memberId,
        requestId: key,
        amountMinor: reward.amount,
        turnoverMultiplier: reward.turnoverMultiplier,
        title: promotionName,
        actor,
      });
      transferId = grant.bonus.id;
    }
    const done = await repository.moveReward(reward.id, 'PAYING', {
      status: paidStatus,
      claimedAt: clock.now(),
      transferId,
    });
    notify(reward.memberId);
    return done ?? (await repository.findReward(reward.id)) ?? reward;
  };

  /** Claims one of the member's rewards; refusals as AppErrors, nothing moved. */
  const claim = async (memberId: number, rewardId: number, origin: ClaimOrigin, actor: AuditActor) => {
    const reward = await repository.findReward(rewardId);
    if (!reward || reward.memberId !== memberId) throw new AppError('NOT_FOUND', `reward ${rewardId} of ${memberId}`);
    if (reward.status === 'CLAIMED' || reward.status === 'ISSUED')
      throw new AppError('PROMOTION_ALREADY_CLAIMED', `reward ${rewardId} paid`);
    if (reward.status === 'EXPIRED') throw new AppError('PROMOTION_CLOSED', `reward ${rewardId} expired`);
    if (reward.expiresAt && reward.expiresAt <= clock.now())
      throw new AppError('PROMOTION_CLOSED', `reward ${rewardId} expired`);
    if (!(await isMarketable(memberId)))
      throw new AppError('PROMOTION_NOT_ELIGIBLE', `member ${memberId} on a break`, { reasons: ['PLAY_BREAK'] });
    const promotion = await repository.findPromotion(reward.promotionId);
    if (!promotion) throw new AppError('NOT_FOUND', `promotion ${reward.promotionId}`);
    // A paused promotion holds its waiting rewards (decision 052); one already reserved is finished.
    if (reward.status === 'WAITING' && promotion.pausedAt)
      throw new AppError('PROMOTION_PAUSED', `promotion ${promotion.id} paused`);
    // PAYING: an earlier claim reserved it and did not finish; finish it (the grant is idempotent).
    const reserved =
      reward.status === 'PAYING' ? { reward, promotionName: promotion.name } : await reserve(reward, origin, actor);
    return toReward(await pay(reserved.reward, reserved.promotionName, actor, 'CLAIMED'), promotion);
  };

  /** Claims every waiting reward; those that cannot be paid now are listed with their code. */
  const claimAll = async (memberId: number, origin: ClaimOrigin, actor: AuditActor): Promise<ClaimResult> => {
    const result: ClaimResult = { claimed: [], refused: [] };
    for (const reward of await repository.rewardsOfMember(memberId)) {
      if (reward.status !== 'WAITING') continue;
      try {
        result.claimed.push(await claim(memberId, reward.id, origin, actor));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        result.refused.push({ rewardId: reward.id, code: error.code });
      }
    }
    return result;
  };

  /** The job: pays auto-pay promotions' waiting rewards and finishes rewards left in PAYING. */
  const payPending = async (): Promise<number> => {
    const system: AuditActor = { kind: 'SYSTEM', name: 'promotions' };
    let paid = 0;
    for (const reward of await repository.rewardsInStatus('PAYING', 200)) {
      const promotion = await repository.findPromotion(reward.promotionId);
      if (!promotion) continue;
      await pay(reward, promotion.name, system, promotion.autoPay ? 'ISSUED' : 'CLAIMED');
      paid += 1;
    }
    for (const reward of await repository.rewardsInStatus('WAITING', 500)) {
      const promotion = await repository.findPromotion(reward.promotionId);
      if (!promotion?.autoPay || promotion.pausedAt || !(await isMarketable(reward.memberId))) continue;
      try {
        const reserved = await reserve(reward, { ip: null, deviceId: null }, system);
        await pay(reserved.reward, reserved.promotionName, system, 'ISSUED');
        paid += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    return paid;
  };

  return { claim, claimAll, payPending };
};
