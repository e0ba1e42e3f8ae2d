import type {
  MyReferral,
  ReferralFriend,
  ReferralProgramme,
  ReferralProgrammeAdmin,
  ReferralReward,
  ReferralRewardStatus,
  UpdateReferralProgrammeRequest,
} from '@perya/contracts';
import { REFERRAL_FLAG, isAgentType, isTrialType, referralRegisterPath } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AgentsService } from '../agents';
import type { AuditService } from '../audit';
import type { AuditActor } from '../audit';
import type { MembersService } from '../members';
import { maskAccount } from '../providers';
import type { SystemService } from '../system';
import type { ProgrammeRow, ReferralRepository, RewardRow } from './referral.repository';
import type { CodePlacement } from './referral.rules';
import { placementOfCode } from './referral.rules';

export type ReferralServiceDeps = {
  db: Database;
  repository: ReferralRepository;
  clock: Clock;
  audit: AuditService;
  members: Pick<MembersService, 'findByReferralCode' | 'getMember'>;
  agents: Pick<AgentsService, 'findAffiliateAgent'>;
  system: Pick<SystemService, 'isFeatureOn' | 'setFeatureFlag' | 'listFeatureFlags'>;
};

const DAY_MS = 86_400_000;

const programmeView = (row: ProgrammeRow, enabled: boolean, currency = 'PHP'): ReferralProgramme => ({
  enabled,
  firstDeposit: {
    enabled: row.firstDepositEnabled,
    minDepositMinor: row.firstDepositMinMinor.toString(),
    rewardMinor: row.firstDepositRewardMinor.toString(),
  },
  turnover: {
    enabled: row.turnoverEnabled,
    validBetMinor: row.turnoverTargetMinor.toString(),
    days: row.turnoverDays,
    rewardMinor: row.turnoverRewardMinor.toString(),
  },
  turnoverMultiplier: row.turnoverMultiplier,
  monthlyCapMinor: row.monthlyCapMinor?.toString() ?? null,
  currency,
});

/** The programme's figures as the audit log keeps them (before and after a change). */
const programmeAudit = (row: ProgrammeRow, enabled: boolean) => ({
  ...programmeView(row, enabled),
  checkSameIp: row.checkSameIp,
  checkSameDevice: row.checkSameDevice,
  version: row.version,
});

export const rewardView = (row: RewardRow, friendAccount: string): ReferralReward => ({
  id: row.id,
  friendAccount,
  milestone: row.milestone,
  status: row.status,
  reason: row.reason ?? null,
  amountMinor: (row.status === 'PENDING' ? row.rewardMinor : row.amountMinor).toString(),
  turnoverMultiplier: row.turnoverMultiplier,
  reachedAt: row.reachedAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

const paged = <T>(list: T[], total: number, pageNo: number, pageSize: number) => ({
  list,
  pageNo,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

export const createReferralService = ({
  db,
  repository,
  clock,
  audit,
  members,
  agents,
  system,
}: ReferralServiceDeps) => {
  /** Referral is member to member: agents invite from the register centre (spec §2.3). */
  const requireReferrer = async (memberId: number) => {
    const member = await members.getMember(memberId);
    if (isAgentType(member.type) || isTrialType(member.type))
      throw new AppError('FEATURE_DISABLED', 'referral is for members; agents invite from the register centre');
    return member;
  };

  const isOn = () => system.isFeatureOn(REFERRAL_FLAG);

  return {
    async programme(): Promise<ReferralProgramme> {
      return programmeView(await repository.getProgramme(), await isOn());
    },

    async adminProgramme(): Promise<ReferralProgrammeAdmin> {
      const row = await repository.getProgramme();
      return {
        ...programmeView(row, await isOn()),
        checkSameIp: row.checkSameIp,
        checkSameDevice: row.checkSameDevice,
        version: row.version,
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    /**
     * Staff change the rules (versioned: STALE_RECORD when someone saved first) and the switch
     * (the white-label flag, audited by the system module as any flag change). Audited before and after.
     */
    async updateProgramme(input: UpdateReferralProgrammeRequest, actor: AuditActor): Promise<ReferralProgrammeAdmin> {
      const wasOn = await isOn();
      await db.transaction(async (tx) => {
        const before = await repository.lockProgramme(tx);
        if (before.version !== input.version)
          throw new AppError(
            'STALE_RECORD',
            `referral programme at version ${before.version}, edited ${input.version}`,
          );
        const after = await repository.updateProgramme(
          tx,
          {
            firstDepositEnabled: input.firstDeposit.enabled,
            firstDepositMinMinor: input.firstDeposit.minDepositMinor,
            firstDepositRewardMinor: input.firstDeposit.rewardMinor,
            turnoverEnabled: input.turnover.enabled,
            turnoverTargetMinor: input.turnover.validBetMinor,
            turnoverDays: input.turnover.days,
            turnoverRewardMinor: input.turnover.rewardMinor,
            turnoverMultiplier: input.turnoverMultiplier,
            monthlyCapMinor: input.monthlyCapMinor,
            checkSameIp: input.checkSameIp,
            checkSameDevice: input.checkSameDevice,
          },
          clock.now(),
        );
        await audit.record(
          {
            actor,
            action: 'referral.programme',
            targetKind: 'referral_programme',
            targetId: 1,
            detail: { before: programmeAudit(before, wasOn), after: programmeAudit(after, input.enabled) },
          },
          tx,
        );
      });
      if (input.enabled !== wasOn) await system.setFeatureFlag(REFERRAL_FLAG, input.enabled, { actor });
      return this.adminProgramme();
    },

    /** What a referral code does at registration (referral.rules.ts). */
    async placementOf(code: string): Promise<CodePlacement> {
      const owner = await members.findByReferralCode(code);
      if (owner) return placementOfCode(owner, { agent: isAgentType, trial: isTrialType });
      // An agent's invitation code typed in the referral field keeps its meaning.
      const agent = await agents.findAffiliateAgent(code);
      return agent ? { kind: 'AGENT', agentId: agent.id } : { kind: 'INVALID' };
    },

    /**
     * Records who referred a new member, in the registration's transaction. The turnover window
     * is fixed now, from the programme's days: the terms the friend joined under.
     */
    async recordReferral(
      input: { friendId: number; referrerId: number; ip: string | null; deviceId: string | null },
      tx: Executor,
    ): Promise<void> {
      if (input.friendId === input.referrerId)
        throw new AppError('INVITATION_CODE_INVALID', 'a member cannot refer itself');
      const programme = await repository.getProgramme(tx);
      const now = clock.now();
      await repository.insertReferral(
        {
          friendId: input.friendId,
          referrerId: input.referrerId,
          createdAt: now,
          registeredIp: input.ip,
          registeredDevice: input.deviceId,
          windowEndsAt: new Date(now.getTime() + programme.turnoverDays * DAY_MS),
        },
        tx,
      );
    },

    async myReferral(memberId: number): Promise<MyReferral> {
      const member = await requireReferrer(memberId);
      const [programme, summary] = await Promise.all([
        this.programme(),
        repository.monthOf(clock.now()).then((month) => repository.summary(member.id, month)),
      ]);
      const code = member.referralCode ?? '';
      return {
        code,
        registerPath: referralRegisterPath(code),
        programme: { ...programme, currency: member.currency },
        friends: summary.friends,
        depositedFriends: summary.deposited,
        earnedMinor: summary.earned.toString(),
        pendingMinor: summary.pending.toString(),
        earnedThisMonthMinor: summary.monthPaid.toString(),
      };
    },

    async friends(memberId: number, page: { pageNo: number; pageSize: number }) {
      const member = await requireReferrer(memberId);
      const { rows, total } = await repository.listReferrals({
        referrerId: member.id,
        limit: page.pageSize,
        offset: (page.pageNo - 1) * page.pageSize,
      });
      const rewards = await repository.rewardsOfFriends(
        member.id,
        rows.map((row) => row.referral.friendId),
      );
      const list: ReferralFriend[] = rows.map(({ referral, friendAccount }) => ({
        account: maskAccount(friendAccount),
        registeredAt: referral.createdAt.toISOString(),
        deposited: referral.firstDepositAt !== null,
        firstDepositAt: referral.firstDepositAt?.toISOString() ?? null,
        validBetMinor: referral.validBetMinor.toString(),
        windowEndsAt: referral.windowEndsAt.toISOString(),
        rewards: rewards
          .filter((reward) => reward.friendId === referral.friendId)
          .map((reward) => ({
            milestone: reward.milestone,
            status: reward.status,
            amountMinor: (reward.status === 'PENDING' ? reward.rewardMinor : reward.amountMinor).toString(),
          })),
      }));
      return paged(list, total, page.pageNo, page.pageSize);
    },

    async rewards(memberId: number, page: { pageNo: number; pageSize: number }) {
      const member = await requireReferrer(memberId);
      const { rows, total } = await repository.listRewards({
        referrerId: member.id,
        limit: page.pageSize,
        offset: (page.pageNo - 1) * page.pageSize,
      });
      return paged(
        rows.map(({ reward, friendAccount }) => rewardView(reward, maskAccount(friendAccount))),
        total,
        page.pageNo,
        page.pageSize,
      );
    },

    async adminReferrals(query: { pageNo: number; pageSize: number; referrerId?: number }) {
      const { rows, total } = await repository.listReferrals({
        ...(query.referrerId === undefined ? {} : { referrerId: query.referrerId }),
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return paged(
        rows.map(({ referral, friendAccount, referrerAccount }) => ({
          referrerId: referral.referrerId,
          referrerAccount,
          friendId: referral.friendId,
          friendAccount,
          registeredAt: referral.createdAt.toISOString(),
          registeredIp: referral.registeredIp,
          firstDepositMinor: referral.firstDepositMinor?.toString() ?? null,
          firstDepositAt: referral.firstDepositAt?.toISOString() ?? null,
          validBetMinor: referral.validBetMinor.toString(),
          windowEndsAt: referral.windowEndsAt.toISOString(),
        })),
        total,
        query.pageNo,
        query.pageSize,
      );
    },

    async adminRewards(query: {
      pageNo: number;
      pageSize: number;
      status?: ReferralRewardStatus;
      referrerId?: number;
    }) {
      const { rows, total } = await repository.listRewards({
        ...(query.referrerId === undefined ? {} : { referrerId: query.referrerId }),
        ...(query.status === undefined ? {} : { status: query.status }),
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return paged(
        rows.map(({ reward, friendAccount, referrerAccount }) => ({
          ...rewardView(reward, friendAccount),
          referrerId: reward.referrerId,
          referrerAccount,
          friendId: reward.friendId,
          transferId: reward.transferId,
          terms: reward.terms,
        })),
        total,
        query.pageNo,
        query.pageSize,
      );
    },
  };
};

export type ReferralService = ReturnType<typeof createReferralService>;
