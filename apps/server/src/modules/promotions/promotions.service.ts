import sharp from 'sharp';

import type {
  ApplicationStatus,
  MemberPromotion,
  PromotionApplication,
  PromotionRulesInputSchema,
  RewardCentre,
  StaffPromotion,
} from '@perya/contracts';
import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGES_MAX,
  isCleanText,
  isTrialType,
} from '@perya/contracts';
import type { z } from 'zod';

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type { UploadsService } from '../uploads';
import { staffUploadUrl, uploadUrl } from '../uploads';
import type { ClaimOrigin } from './promotions.claims';
import { createClaims } from './promotions.claims';
import { promotionBaseOf, toReward, toStaffPromotion } from './promotions.dto';
import type { Earning } from './promotions.earning';
import type { ApplicationRow, PromotionRow, PromotionsRepository } from './promotions.repository';
import { activityStatusOf, dayIn, eligibilityReasons, isOpen, periodKeyOf } from './promotions.rules';
import type { PointsService } from '../points';
import type { WalletService } from '../wallet';

type PromotionInput = z.output<typeof PromotionRulesInputSchema>;
type StaffActor = Extract<AuditActor, { kind: 'STAFF' }>;
type MemberActor = Extract<AuditActor, { kind: 'MEMBER' }>;

const ACCEPTED_APPLICATION_FORMATS = new Set(['png', 'jpeg']);

const rowValuesOf = (input: PromotionInput) => ({
  name: input.name,
  announcementId: input.announcementId,
  category: input.category,
  audience: input.audience,
  vipLevels: input.vipLevels,
  agentIds: input.agentIds,
  memberIds: input.memberIds,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  joinMode: input.joinMode,
  trigger: input.trigger,
  threshold: input.thresholdMinor,
  streakDays: input.streakDays,
  recurrence: input.recurrence,
  rewardKind: input.rewardKind,
  amount: input.rewardKind === 'FIXED' ? input.amountMinor : null,
  percentBp: input.rewardKind === 'PERCENT' ? input.percentBp : null,
  cap: input.rewardKind === 'PERCENT' ? input.capMinor : null,
  points: input.rewardKind === 'POINTS' ? input.points : null,
  turnoverMultiplier: input.turnoverMultiplier,
  expiryDays: input.expiryDays,
  budget: input.budgetMinor,
  claimGuards: [...new Set(input.claimGuards)],
  autoPay: input.autoPay,
});

/** JSON-safe copy of a promotion's row for the audit log (bigints as strings). */
const auditable = (row: PromotionRow) =>
  JSON.parse(
    JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
  ) as Record<string, unknown>;

export const createPromotionsService = ({
  db,
  repository,
  earning,
  clock,
  audit,
  wallet,
  points,
  uploads,
  isMarketable,
  notify,
}: {
  db: Database;
  repository: PromotionsRepository;
  earning: Earning;
  clock: Clock;
  audit: AuditService;
  wallet: Pick<WalletService, 'grantBonus'>;
  points: Pick<PointsService, 'creditPoints'>;
  uploads: UploadsService;
  isMarketable: (memberId: number) => Promise<boolean>;
  /** The member's reward count changed: their tabs get the new red count. */
  notify: (memberId: number) => void;
}) => {
  const claims = createClaims({
    db,
    repository,
    clock,
    audit,
    wallet,
    points,
    isMarketable,
    toReward,
    notify,
  });

  const findOpenPromotion = async (id: number) => {
    const promotion = await repository.findPromotion(id);
    if (!promotion) throw new AppError('NOT_FOUND', `promotion ${id}`);
    if (!isOpen(promotion, clock.now())) throw new AppError('PROMOTION_CLOSED', `promotion ${id} not open`);
    if (promotion.pausedAt) throw new AppError('PROMOTION_PAUSED', `promotion ${id} paused`);
    return promotion;
  };

  /** Refuses when the member may not take part (the reasons travel in the envelope's value). */
  const requireEligible = async (promotion: PromotionRow, memberId: number) => {
    const facts = await repository.memberFacts(memberId);
    const reasons = eligibilityReasons(promotion, facts ?? null, clock.now()).filter(
      (reason) => reason !== 'BUDGET_EXHAUSTED',
    );
    if (reasons.length > 0)
      throw new AppError('PROMOTION_NOT_ELIGIBLE', `member ${memberId}: ${reasons.join(', ')}`, { reasons });
    return facts;
  };

  /** Every promotion a member (or a visitor: null) can see, with their status and reasons. */
  const listForMember = async (memberId: number | null): Promise<MemberPromotion[]> => {
    const now = clock.now();
    const [rows, timeZone] = await Promise.all([repository.listPromotions(), repository.reportingTimeZone()]);
    const facts = memberId === null ? null : ((await repository.memberFacts(memberId)) ?? null);
    const [rewards, applications, joined] =
      memberId === null
        ? [[], new Map<number, ApplicationRow>(), new Set<number>()]
        : await Promise.all([
            repository.rewardsOfMember(memberId),
            repository.latestApplications(memberId),
            repository.participantsOf(memberId),
          ]);
    const today = dayIn(now, timeZone);
    return rows
      .filter((row) => !row.endedAt || rewards.some((reward) => reward.promotionId === row.id))
      .map((row) => {
        const own = rewards.filter((reward) => reward.promotionId === row.id);
        const reasons = eligibilityReasons(row, facts, now);
        const currentPeriodKey = periodKeyOf(row.recurrence, today);
        if (
          row.recurrence === 'ONCE' &&
          own.some((reward) => reward.status === 'CLAIMED' || reward.status === 'ISSUED')
        )
          reasons.push('ALREADY_REWARDED');
        const application = applications.get(row.id);
        return {
          ...promotionBaseOf(row),
          status: activityStatusOf({
            promotion: row,
            at: now,
            currentPeriodKey,
            rewards: own,
            application,
            isParticipant: joined.has(row.id),
            reasons,
          }),
          reasons,
          waitingRewardId: own.find((reward) => reward.status === 'WAITING')?.id ?? null,
          application: application
            ? { status: application.status, reason: application.reason, createdAt: application.createdAt.toISOString() }
            : null,
        };
      });
  };

  const rewardCentre = async (memberId: number): Promise<RewardCentre> => {
    const [rows, promotions] = await Promise.all([repository.rewardsOfMember(memberId), repository.listPromotions()]);
    const byId = new Map(promotions.map((row) => [row.id, row]));
    const rewards = rows.flatMap((row) => {
      const promotion = byId.get(row.promotionId);
      return promotion ? [toReward(row, promotion)] : [];
    });
    const waiting = rewards.filter((reward) => reward.status === 'WAITING');
    return {
      waiting,
      history: rewards.filter((reward) => reward.status !== 'WAITING'),
      waitingCount: waiting.length,
    };
  };

  const toApplication = (
    row: ApplicationRow,
    extra: { account: string; promotionName: string },
    urlOf: (id: string) => string,
  ): PromotionApplication => ({
    id: row.id,
    promotionId: row.promotionId,
    promotionName: extra.promotionName,
    memberId: row.memberId,
    account: extra.account,
    comment: row.comment,
    imageUrls: row.uploadIds.map(urlOf),
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    reviewedBy: row.reviewedByName,
  });

  const staffView = async (rows: PromotionRow[]): Promise<StaffPromotion[]> => {
    const [counts, pending] = await Promise.all([repository.rewardCounts(), repository.pendingApplicationCounts()]);
    return rows.map((row) =>
      toStaffPromotion(row, counts.get(row.id) ?? { waiting: 0, paid: 0 }, pending.get(row.id) ?? 0),
    );
  };

  return {
    earning,
    listForMember,

    async getForMember(id: number, memberId: number | null): Promise<MemberPromotion> {
      const found = (await listForMember(memberId)).find((promotion) => promotion.id === id);
      if (!found) throw new AppError('NOT_FOUND', `promotion ${id}`);
      return found;
    },

    /** MCSFE_signUpPromotionJoin: the join button (JOIN promotions). */
    async join(promotionId: number, actor: MemberActor): Promise<MemberPromotion> {
      const promotion = await findOpenPromotion(promotionId);
      await requireEligible(promotion, actor.id);
      if (promotion.joinMode === 'APPLY')
        throw new AppError('VALIDATION', `promotion ${promotionId} takes an application`);
      if (promotion.joinMode === 'JOIN') {
        await db.transaction(async (tx) => {
          if (!(await repository.insertParticipant(promotion.id, actor.id, clock.now(), tx)))
            throw new AppError('PROMOTION_ALREADY_JOINED', `member ${actor.id} in promotion ${promotionId}`);
          await audit.record({ actor, action: 'promotion.join', targetKind: 'promotion', targetId: promotion.id }, tx);
        });
      }
      return this.getForMember(promotion.id, actor.id);
    },

    /**
     * An application (spec §5): a comment of at most 140 characters and up to 3 PNG or JPG images
     * of at most 5 MB. Every image is checked and encoded before anything is stored; then the
     * images and the application are stored in one transaction.
     */
    async apply(
      promotionId: number,
      input: { comment: string; images: Buffer[] },
      actor: MemberActor,
    ): Promise<MemberPromotion> {
      const comment = input.comment.trim();
      if (Array.from(comment).length > APPLICATION_COMMENT_MAX || !isCleanText(comment))
        throw new AppError('PROMOTION_APPLICATION_INVALID', 'comment too long or unclean');
      if (input.images.length > APPLICATION_IMAGES_MAX)
        throw new AppError('PROMOTION_APPLICATION_INVALID', `${input.images.length} images`);
      const promotion = await findOpenPromotion(promotionId);
      if (promotion.joinMode !== 'APPLY')
        throw new AppError('VALIDATION', `promotion ${promotionId} takes no application`);
      await requireEligible(promotion, actor.id);
      for (const image of input.images) {
        if (image.length === 0 || image.length > APPLICATION_IMAGE_MAX_BYTES)
          throw new AppError('PROMOTION_APPLICATION_INVALID', `image of ${image.length} bytes`);
        const format = await sharp(image)
          .metadata()
          .then((metadata) => metadata.format)
          .catch(() => undefined);
        if (!format || !ACCEPTED_APPLICATION_FORMATS.has(format))
          throw new AppError('PROMOTION_APPLICATION_INVALID', `image format ${format ?? 'unknown'}`);
      }
      const encoded: Array<Awaited<ReturnType<UploadsService['encodeImage']>>> = [];
      for (const image of input.images) {
        try {
          encoded.push(await uploads.encodeImage(image));
        } catch (error) {
          if (error instanceof AppError && error.code === 'UPLOAD_INVALID')
            throw new AppError('PROMOTION_APPLICATION_INVALID', error.message);
          throw error;
        }
      }
      await db.transaction(async (tx) => {
        const stored = await uploads.storePrepared(actor.id, encoded, tx);
        const row = await repository.insertApplication(
          {
            promotionId: promotion.id,
            memberId: actor.id,
            comment,
            uploadIds: stored.map((upload) => upload.uploadId),
            status: 'PENDING',
            createdAt: clock.now(),
          },
          tx,
        );
        if (!row) throw new AppError('PROMOTION_ALREADY_JOINED', `member ${actor.id} applied to ${promotionId}`);
        await audit.record(
          {
            actor,
            action: 'promotion.apply',
            targetKind: 'promotion',
            targetId: promotion.id,
            detail: { applicationId: row.id, images: stored.length },
          },
          tx,
        );
      });
      return this.getForMember(promotion.id, actor.id);
    },

    /**
     * MCSFE_signUpRequestReward: looks at the member's figures now (turnover, loss) and claims the
     * reward waiting for this promotion; PROMOTION_NO_REWARD when nothing is earned.
     */
    async requestReward(promotionId: number, origin: ClaimOrigin, actor: MemberActor) {
      const promotion = await repository.findPromotion(promotionId);
      if (!promotion) throw new AppError('NOT_FOUND', `promotion ${promotionId}`);
      const facts = await repository.memberFacts(actor.id);
      if (facts && isTrialType(facts.type)) throw new AppError('TRIAL_FORBIDDEN', 'trial account');
      if (promotion.pausedAt) throw new AppError('PROMOTION_PAUSED', `promotion ${promotionId} paused`);
      if (promotion.trigger === 'TURNOVER' || promotion.trigger === 'NET_LOSS')
        await db.transaction((tx) => earning.evaluatePeriods(tx, actor.id));
      const waiting = (await repository.rewardsOfMember(actor.id)).find(
        (reward) => reward.promotionId === promotion.id && (reward.status === 'WAITING' || reward.status === 'PAYING'),
      );
      if (!waiting) {
        if (!isOpen(promotion, clock.now())) throw new AppError('PROMOTION_CLOSED', `promotion ${promotionId}`);
        await requireEligible(promotion, actor.id);
        throw new AppError('PROMOTION_NO_REWARD', `member ${actor.id} promotion ${promotionId}`);
      }
      return claims.claim(actor.id, waiting.id, origin, actor);
    },

    rewardCentre,
    waitingCount: (memberId: number) => repository.waitingCount(memberId),
    claim: claims.claim,
    claimAll: claims.claimAll,

    /** The periodic job: period figures, auto-pay and unfinished claims, expiry. */
    async runJobs(): Promise<number> {
      const created = await db.transaction((tx) => earning.evaluatePeriods(tx));
      const paid = await claims.payPending();
      const expired = await repository.expireRewards(clock.now());
      return created + paid + expired;
    },

    // ------------------------------------------------------------ staff

    list: async () => staffView(await repository.listPromotions()),

    async create(input: PromotionInput, actor: StaffActor): Promise<StaffPromotion> {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const inserted = await repository.insertPromotion(
          { ...rowValuesOf(input), createdBy: actor.id, createdAt: now, updatedAt: now },
          tx,
        );
        await audit.record(
          {
            actor,
            action: 'promotion.create',
            targetKind: 'promotion',
            targetId: inserted.id,
            detail: { after: auditable(inserted) },
          },
          tx,
        );
        return inserted;
      });
      const [view] = await staffView([row]);
      if (!view) throw new Error('promotion view missing');
      return view;
    },

    async edit(id: number, version: number, input: PromotionInput, actor: StaffActor): Promise<StaffPromotion> {
      const row = await db.transaction(async (tx) => {
        const before = await repository.findPromotion(id, tx);
        if (!before) throw new AppError('NOT_FOUND', `promotion ${id}`);
        if (before.endedAt) throw new AppError('PROMOTION_CLOSED', `promotion ${id} ended`);
        const values = rowValuesOf(input);
        // A budget below what is already paid would make the promotion owe more than it may.
        if (values.budget !== null && values.budget < before.spent)
          throw new AppError('VALIDATION', `budget ${values.budget} below spent ${before.spent}`);
        const after = await repository.updatePromotion(id, version, { ...values, updatedAt: clock.now() }, tx);
        if (!after) throw new AppError('STALE_RECORD', `promotion ${id} not at version ${version}`);
        await audit.record(
          {
            actor,
            action: 'promotion.edit',
            targetKind: 'promotion',
            targetId: id,
            detail: { before: auditable(before), after: auditable(after) },
          },
          tx,
        );
        return after;
      });
      const [view] = await staffView([row]);
      if (!view) throw new Error('promotion view missing');
      return view;
    },

    async end(id: number, actor: StaffActor): Promise<StaffPromotion> {
      const row = await db.transaction(async (tx) => {
        const before = await repository.findPromotion(id, tx);
        if (!before) throw new AppError('NOT_FOUND', `promotion ${id}`);
        if (before.endedAt) throw new AppError('PROMOTION_CLOSED', `promotion ${id} ended`);
        const after = await repository.updatePromotion(
          id,
          before.version,
          { endedAt: clock.now(), updatedAt: clock.now() },
          tx,
        );
        if (!after) throw new AppError('STALE_RECORD', `promotion ${id}`);
        await audit.record({ actor, action: 'promotion.end', targetKind: 'promotion', targetId: id }, tx);
        return after;
      });
      const [view] = await staffView([row]);
      if (!view) throw new Error('promotion view missing');
      return view;
    },

    /**
     * Pauses a running (or scheduled) promotion at the version opened (decision 052): no joining,
     * applying, earning or claiming until it resumes; rewards waiting are held, their expiry too.
     */
    async pause(id: number, version: number, actor: StaffActor): Promise<StaffPromotion> {
      const row = await db.transaction(async (tx) => {
        const before = await repository.findPromotion(id, tx);
        if (!before) throw new AppError('NOT_FOUND', `promotion ${id}`);
        if (before.endedAt) throw new AppError('PROMOTION_CLOSED', `promotion ${id} ended`);
        if (before.pausedAt) throw new AppError('ALREADY_PROCESSED', `promotion ${id} already paused`);
        const now = clock.now();
        const after = await repository.updatePromotion(id, version, { pausedAt: now, updatedAt: now }, tx);
        if (!after) throw new AppError('STALE_RECORD', `promotion ${id} not at version ${version}`);
        await audit.record(
          {
            actor,
            action: 'promotion.pause',
            targetKind: 'promotion',
            targetId: id,
            detail: { before: { pausedAt: null }, after: { pausedAt: now.toISOString() } },
          },
          tx,
        );
        return after;
      });
      const [view] = await staffView([row]);
      if (!view) throw new Error('promotion view missing');
      return view;
    },

    /**
     * Resumes a paused promotion at the version opened: rewards held during the pause become
     * claimable again with their expiry pushed back by the pause's length (no claim time lost).
     * An ended promotion may be resumed too: that only releases what it held.
     */
    async resume(id: number, version: number, actor: StaffActor): Promise<StaffPromotion> {
      const row = await db.transaction(async (tx) => {
        const before = await repository.findPromotion(id, tx);
        if (!before) throw new AppError('NOT_FOUND', `promotion ${id}`);
        if (!before.pausedAt) throw new AppError('ALREADY_PROCESSED', `promotion ${id} not paused`);
        const now = clock.now();
        const after = await repository.updatePromotion(id, version, { pausedAt: null, updatedAt: now }, tx);
        if (!after) throw new AppError('STALE_RECORD', `promotion ${id} not at version ${version}`);
        const pausedMs = Math.max(0, now.getTime() - before.pausedAt.getTime());
        const extended = await repository.extendWaitingExpiry(id, pausedMs, tx);
        await audit.record(
          {
            actor,
            action: 'promotion.resume',
            targetKind: 'promotion',
            targetId: id,
            detail: {
              before: { pausedAt: before.pausedAt.toISOString() },
              after: { pausedAt: null },
              pausedMs,
              rewardsExtended: extended,
            },
          },
          tx,
        );
        return after;
      });
      const [view] = await staffView([row]);
      if (!view) throw new Error('promotion view missing');
      return view;
    },

    async applications(input: { status?: ApplicationStatus; promotionId?: number; pageNo: number; pageSize: number }) {
      const { rows, total } = await repository.applications({
        ...(input.status ? { status: input.status } : {}),
        ...(input.promotionId ? { promotionId: input.promotionId } : {}),
        limit: input.pageSize,
        offset: (input.pageNo - 1) * input.pageSize,
      });
      return {
        list: rows.map((row) => toApplication(row.application, row, staffUploadUrl)),
        pageNo: input.pageNo,
        pageSize: input.pageSize,
        total,
        totalPages: Math.ceil(total / input.pageSize),
      };
    },

    /** Approves or rejects a waiting application: approval makes the member a participant (and, for APPROVAL, earns). */
    async decide(id: number, decision: 'APPROVED' | 'REJECTED', reason: string | undefined, actor: StaffActor) {
      if (decision === 'REJECTED' && !reason?.trim()) throw new AppError('REASON_REQUIRED', 'rejection without reason');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const row = await repository.decideApplication(
          id,
          {
            status: decision,
            reason: reason?.trim() || null,
            reviewedAt: now,
            reviewedBy: actor.id,
            reviewedByName: actor.name,
          },
          tx,
        );
        if (!row) {
          const existing = await repository.findApplication(id, tx);
          if (!existing) throw new AppError('NOT_FOUND', `application ${id}`);
          throw new AppError('ALREADY_PROCESSED', `application ${id} is ${existing.status}`);
        }
        const promotion = await repository.findPromotion(row.promotionId, tx);
        if (!promotion) throw new Error(`promotion ${row.promotionId} missing`);
        if (decision === 'APPROVED') {
          await repository.insertParticipant(promotion.id, row.memberId, now, tx);
          if (promotion.trigger === 'APPROVAL') {
            const timeZone = await repository.reportingTimeZone(tx);
            await earning.earn(tx, promotion, row.memberId, {
              periodKey: periodKeyOf(promotion.recurrence, dayIn(now, timeZone)),
              basis: 0n,
              sourceEventId: null,
              at: now,
            });
          }
        }
        await audit.record(
          {
            actor,
            action: decision === 'APPROVED' ? 'promotion.application.approve' : 'promotion.application.reject',
            targetKind: 'member',
            targetId: row.memberId,
            detail: { applicationId: id, promotionId: promotion.id, reason: reason ?? null },
          },
          tx,
        );
      });
    },

    async grants(input: { promotionId?: number; pageNo: number; pageSize: number }) {
      const [{ rows, total }, promotions] = await Promise.all([
        repository.grants({
          ...(input.promotionId ? { promotionId: input.promotionId } : {}),
          limit: input.pageSize,
          offset: (input.pageNo - 1) * input.pageSize,
        }),
        repository.listPromotions(),
      ]);
      const byId = new Map(promotions.map((row) => [row.id, row]));
      return {
        list: rows.flatMap(({ reward, account }) => {
          const promotion = byId.get(reward.promotionId);
          return promotion ? [{ ...toReward(reward, promotion), memberId: reward.memberId, account }] : [];
        }),
        pageNo: input.pageNo,
        pageSize: input.pageSize,
        total,
        totalPages: Math.ceil(total / input.pageSize),
      };
    },

    /** The member's own application images' addresses. */
    memberUploadUrl: uploadUrl,
  };
};

export type PromotionsService = ReturnType<typeof createPromotionsService>;
