import type {
  CreatePointItemRequestSchema,
  PointBalance,
  PointConfig,
  PointDetailsPage,
  PointEntryKind,
  PointRewards,
  RedeemHistoryPage,
  RedeemStatus,
  UpdatePointConfigRequestSchema,
  UpdatePointItemRequestSchema,
} from '@perya/contracts';
import { POINTS_REQUIREMENT_DAYS } from '@perya/contracts';
import type { z } from 'zod';

import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import type { PointsContext } from './points.context';
import { pointsValueMinor, toConfig, toEntry, toItem, toRedemption, toStaffItem } from './points.dto';
import { convertPoints, redeemReward, repairUnpaid } from './points.spend';

const HOUR = 3_600_000;
/** The accrual looks back this far for hours whose statistics grew (late wins) or were missed. */
const ACCRUAL_WINDOW_HOURS = 72;

const page = <T>(list: T[], total: number, pageNo: number, pageSize: number) => ({
  list,
  pageNo,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

export const createPointsService = (ctx: PointsContext) => {
  const { repository, clock } = ctx;

  /**
   * Credits points for the hours of the last few days up to the one current `lag` minutes ago
   * (an hour whose valid bet grew since — more play, a late win — adds the difference). Idempotent.
   */
  const accrue = async (): Promise<number> => {
    const settings = await repository.getSettings();
    if (!settings.enabled) return 0;
    const now = clock.now();
    // The newest hour counted is the one that was current `lag` minutes ago (lag 0: this hour,
    // topped up as it fills). Rounds settled within the lag wait, so a quick rollback earns nothing.
    const lastHour = Math.floor((now.getTime() - settings.accrualLagMinutes * 60_000) / HOUR) * HOUR;
    return repository.accrue(new Date(lastHour - (ACCRUAL_WINDOW_HOURS - 1) * HOUR), new Date(lastHour), now, '');
  };

  return {
    async config(): Promise<PointConfig> {
      const [settings, rules] = await Promise.all([repository.getSettings(), repository.listEarnRules()]);
      return toConfig(settings, rules);
    },

    async balance(memberId: number): Promise<PointBalance> {
      const [account, settings] = await Promise.all([repository.findAccount(memberId), repository.getSettings()]);
      const points = account?.balance ?? 0n;
      return {
        points: points.toString(),
        earnedTotal: (account?.earned ?? 0n).toString(),
        spentTotal: (account?.spent ?? 0n).toString(),
        valueMinor: pointsValueMinor(points, settings.pointValueMinorPer100).toString(),
      };
    },

    async rewards(memberId: number): Promise<PointRewards> {
      const [items, { days }] = await Promise.all([
        repository.listItems(true),
        ctx.stats.memberDays(memberId, POINTS_REQUIREMENT_DAYS),
      ]);
      return {
        items: items.map(toItem),
        validBetMinor: days.reduce((sum, day) => sum + day.validBet, 0n).toString(),
        requirementDays: POINTS_REQUIREMENT_DAYS,
      };
    },

    async history(memberId: number, status: RedeemStatus | undefined, pageNo: number, pageSize: number) {
      const { rows, total } = await repository.listRedemptions({ memberId, status }, pageNo, pageSize);
      return page(
        rows.map((row) => toRedemption(row.redemption)),
        total,
        pageNo,
        pageSize,
      ) satisfies RedeemHistoryPage;
    },

    async details(memberId: number, kind: PointEntryKind | undefined, pageNo: number, pageSize: number) {
      const { rows, total } = await repository.listEntries(memberId, kind, pageNo, pageSize);
      return page(rows.map(toEntry), total, pageNo, pageSize) satisfies PointDetailsPage;
    },

    redeem: (input: Parameters<typeof redeemReward>[1]) => redeemReward(ctx, input),
    convert: (input: Parameters<typeof convertPoints>[1]) => convertPoints(ctx, input),
    repairUnpaid: () => repairUnpaid(ctx),

    accrue,

    /**
     * Credits `points` to the member under the entry id `id` (the idempotency key): once, however
     * often it is called. Other modules' rewards come in here (promotions: `promotion-reward:<id>`,
     * kind PROMOTION, remark the promotion's name). True when this call credited, false on a replay.
     */
    async creditPoints(
      memberId: number,
      points: bigint,
      id: string,
      remark: string,
      executor?: Executor,
    ): Promise<boolean> {
      if (points <= 0n) throw new Error(`points credit ${id} of ${points} points`);
      const outcome = await repository.post(
        { id, memberId, kind: 'PROMOTION', delta: points, remark, at: clock.now() },
        executor,
      );
      return outcome.posted;
    },

    // ---- Staff ---------------------------------------------------------------------------------

    /**
     * The accrual job's run, now (after a change of the earn rules, or to credit today's play
     * without waiting for the five-minute schedule): the same idempotent, single-runner statement.
     */
    async accrueNow(actor: AuditActor): Promise<{ memberHours: number }> {
      const memberHours = await accrue();
      await ctx.audit.record({
        actor,
        action: 'points.accrue',
        targetKind: 'pointsSettings',
        targetId: 1,
        detail: { memberHours },
      });
      return { memberHours };
    },

    async updateConfig(
      input: z.output<typeof UpdatePointConfigRequestSchema>,
      actor: AuditActor,
    ): Promise<PointConfig> {
      const categories = input.earnRules.map((rule) => rule.category);
      if (new Set(categories).size !== categories.length)
        throw new AppError('VALIDATION', 'a category appears twice', {
          fields: { earnRules: 'One rule per category' },
        });
      await ctx.db.transaction(async (tx) => {
        await repository.saveSettings(
          {
            enabled: input.enabled,
            pointValueMinorPer100: input.pointValueMinorPer100,
            convertMinPoints: BigInt(input.convertMinPoints),
            convertTurnoverMultiplier: input.convertTurnoverMultiplier,
            accrualLagMinutes: input.accrualLagMinutes,
            updatedAt: clock.now(),
          },
          input.earnRules.map((rule) => ({
            category: rule.category,
            validBetMinorPerPoint: rule.validBetMinorPerPoint,
            enabled: rule.enabled,
          })),
          tx,
        );
        await ctx.audit.record(
          {
            actor,
            action: 'points.config',
            targetKind: 'pointsSettings',
            targetId: 1,
            detail: {
              ...input,
              earnRules: input.earnRules.map((rule) => ({
                ...rule,
                validBetMinorPerPoint: rule.validBetMinorPerPoint.toString(),
              })),
            },
          },
          tx,
        );
      });
      return this.config();
    },

    async listItems() {
      const [items, counts] = await Promise.all([repository.listItems(false), repository.redeemedCounts()]);
      return { items: items.map((item) => toStaffItem(item, counts.get(item.id) ?? 0)) };
    },

    async createItem(input: z.output<typeof CreatePointItemRequestSchema>, actor: AuditActor) {
      const fields = itemFields(input);
      const row = await ctx.db.transaction(async (tx) => {
        const now = clock.now();
        const inserted = await repository.insertItem({ ...fields, createdAt: now, updatedAt: now }, tx);
        await ctx.audit.record(
          {
            actor,
            action: 'points.item.create',
            targetKind: 'pointsItem',
            targetId: inserted.id,
            detail: auditable(input),
          },
          tx,
        );
        return inserted;
      });
      return toStaffItem(row, 0);
    },

    async updateItem(id: number, input: z.output<typeof UpdatePointItemRequestSchema>, actor: AuditActor) {
      const fields = itemFields(input);
      const row = await ctx.db.transaction(async (tx) => {
        const current = await repository.lockItem(id, tx);
        if (!current) throw new AppError('NOT_FOUND', `points item ${id}`);
        const updated = await repository.updateItem(id, input.version, { ...fields, updatedAt: clock.now() }, tx);
        if (!updated) throw new AppError('STALE_RECORD', `points item ${id} is at version ${current.version}`);
        await ctx.audit.record(
          { actor, action: 'points.item.update', targetKind: 'pointsItem', targetId: id, detail: auditable(input) },
          tx,
        );
        return updated;
      });
      return toStaffItem(row, (await repository.redeemedCounts()).get(row.id) ?? 0);
    },

    async listRedemptions(query: { status?: RedeemStatus; pageNo: number; pageSize: number }) {
      const { rows, total } = await repository.listRedemptions({ status: query.status }, query.pageNo, query.pageSize);
      return page(
        rows.map((row) => ({
          ...toRedemption(row.redemption),
          memberId: row.redemption.memberId,
          account: row.account,
          reviewedBy: row.redemption.reviewedBy,
        })),
        total,
        query.pageNo,
        query.pageSize,
      );
    },

    /** Goods only: staff approve (shipped) or reject (points and stock come back). Audited. */
    async review(id: string, decision: 'APPROVED' | 'REJECTED', reason: string | null, actor: AuditActor) {
      await ctx.db.transaction(async (tx) => {
        const row = await repository.lockRedemption(id, tx);
        if (!row) throw new AppError('NOT_FOUND', `redemption ${id}`);
        if (row.kind !== 'GOODS' || row.status !== 'PROCESSING')
          throw new AppError('POINTS_REDEMPTION_REVIEWED', `redemption ${id} is ${row.kind} ${row.status}`);
        const now = clock.now();
        if (decision === 'REJECTED') {
          const refunded = await repository.post(
            {
              id: `refund:${row.id}`,
              memberId: row.memberId,
              kind: 'REFUND',
              delta: row.pointsSpent,
              remark: reason ?? '',
              at: now,
            },
            tx,
          );
          if (!refunded.posted)
            throw new AppError('POINTS_REDEMPTION_REVIEWED', `redemption ${id} was refunded already`);
          await repository.returnStock(row.itemId, row.quantity, tx);
        }
        await repository.updateRedemption(
          row.id,
          {
            status: decision,
            reviewedAt: now,
            reviewedBy: actor.kind === 'SYSTEM' ? actor.name : actor.name,
            remark: reason,
          },
          tx,
        );
        await ctx.audit.record(
          {
            actor,
            action: decision === 'APPROVED' ? 'points.redemption.approve' : 'points.redemption.reject',
            targetKind: 'member',
            targetId: row.memberId,
            detail: { redemptionId: row.id, ...(reason ? { reason } : {}) },
          },
          tx,
        );
      });
      const row = await repository.findRedemption(id);
      return toRedemption(row!);
    },
  };
};

export type PointsService = ReturnType<typeof createPointsService>;

type ItemInput = z.output<typeof CreatePointItemRequestSchema>;

const itemFields = (input: ItemInput) => {
  const reward = BigInt(input.rewardAmountMinor);
  if ((input.kind === 'GOODS') !== (reward === 0n))
    throw new AppError('VALIDATION', 'cash and bonus items pay an amount; goods none', {
      fields: { rewardAmountMinor: input.kind === 'GOODS' ? 'Must be 0 for goods' : 'Must be more than zero' },
    });
  return {
    kind: input.kind,
    title: input.title,
    description: input.description,
    imageUrl: input.imageUrl,
    pointsRequired: input.pointsRequired,
    amountRequirementMinor: BigInt(input.amountRequirementMinor),
    rewardAmountMinor: reward,
    turnoverMultiplier: input.kind === 'CASH' ? 0 : input.turnoverMultiplier,
    stock: input.stock,
    enabled: input.enabled,
  };
};

const auditable = (input: ItemInput) => ({ ...input, pointsRequired: input.pointsRequired.toString() });
