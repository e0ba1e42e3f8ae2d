import { randomUUID } from 'node:crypto';

import type {
  MyRebate,
  MyVip,
  RebateClaim,
  RebateRate,
  UpdateRebateRatesRequest,
  UpdateVipLadderRequest,
  VipLadder,
  VipLevel,
} from '@perya/contracts';
import { reportingDayOf } from '@perya/contracts';

import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type { MembersService } from '../members';
import type { WalletService } from '../wallet';
import type { RebateAccrualRow, RebateClaimRow, VipLevelRow, VipRepository } from './vip.repository';
import { monthRange, progressToward } from './vip.rules';

export type VipServiceDeps = {
  db: Database;
  repository: VipRepository;
  clock: Clock;
  audit: AuditService;
  members: Pick<MembersService, 'getMember'>;
  wallet: Pick<WalletService, 'grantBonus'>;
};

const SYSTEM: AuditActor = { kind: 'SYSTEM', name: 'rebate' };
const CLAIMS_SHOWN = 10;
/** A claim left PAYING this long (its payer stopped) is paid again by the job. */
const STALE_CLAIM_MS = 60_000;

const toLevel = (row: VipLevelRow): VipLevel => ({
  level: row.level,
  name: row.name,
  minValidBetMinor: row.minValidBetMinor.toString(),
  minDepositMinor: row.minDepositMinor.toString(),
  condition: row.condition,
  upgradeBonusMinor: row.upgradeBonusMinor.toString(),
  monthlyBonusMinor: row.monthlyBonusMinor.toString(),
  birthdayBonusMinor: row.birthdayBonusMinor.toString(),
  birthdayMinDeposits: row.birthdayMinDeposits,
  turnoverMultiplier: row.turnoverMultiplier,
  rebateTurnoverMultiplier: row.rebateTurnoverMultiplier,
  dailyWithdrawalCount: row.dailyWithdrawalCount,
  dailyWithdrawalLimitMinor: row.dailyWithdrawalLimitMinor?.toString() ?? null,
});

const toThresholds = (row: VipLevelRow) => ({
  level: row.level,
  name: row.name,
  minValidBetMinor: row.minValidBetMinor,
  minDepositMinor: row.minDepositMinor,
  condition: row.condition,
});

/** Accruals summed per category: the statement a claim stores and the page shows. */
const byCategory = (rows: RebateAccrualRow[]) => {
  const map = new Map<
    string,
    { category: string; days: Set<string>; validBet: bigint; basis: bigint; rebate: bigint; rates: Set<string> }
  >();
  for (const row of rows) {
    const entry = map.get(row.category) ?? {
      category: row.category,
      days: new Set<string>(),
      validBet: 0n,
      basis: 0n,
      rebate: 0n,
      rates: new Set<string>(),
    };
    entry.days.add(row.day);
    entry.validBet += row.validBetMinor;
    entry.basis += row.basisMinor;
    entry.rebate += row.amountMinor;
    entry.rates.add(`VIP${row.level} ${row.basis} ${row.rateBasisPoints}bp`);
    map.set(row.category, entry);
  }
  return [...map.values()]
    .sort((a, b) => a.category.localeCompare(b.category))
    .map((entry) => ({
      category: entry.category,
      days: entry.days.size,
      validBetMinor: entry.validBet.toString(),
      basisMinor: entry.basis.toString(),
      rebateMinor: entry.rebate.toString(),
      rates: [...entry.rates],
    }));
};

const toClaim = (row: RebateClaimRow): RebateClaim => {
  const categories = (row.inputs.categories as ReturnType<typeof byCategory> | undefined) ?? [];
  return {
    id: row.id,
    amountMinor: row.amountMinor.toString(),
    turnoverMultiplier: row.turnoverMultiplier,
    status: row.status,
    categories: categories.map(({ rates: _rates, ...rest }) => rest),
    at: row.createdAt.toISOString(),
  };
};

/** The VIP ladder and the rebate for members and staff (decision 047). */
export const createVipService = ({ db, repository, clock, audit, members, wallet }: VipServiceDeps) => {
  const ladder = async (): Promise<VipLevelRow[]> => repository.listLevels();

  const payClaim = async (claim: RebateClaimRow): Promise<RebateClaimRow> => {
    const { bonus } = await wallet.grantBonus({
      memberId: claim.memberId,
      requestId: `rebate:${claim.id}`,
      amountMinor: claim.amountMinor,
      turnoverMultiplier: claim.turnoverMultiplier,
      title: `Rebate ${String(claim.inputs.firstDay)} – ${String(claim.inputs.lastDay)}`,
      actor: SYSTEM,
      source: { kind: 'rebate', id: claim.id },
    });
    const paidAt = clock.now();
    await repository.markClaimPaid(claim.id, bonus.id, paidAt);
    return { ...claim, status: 'PAID', transferId: bonus.id, paidAt };
  };

  return {
    // Members

    async ladder(): Promise<VipLadder> {
      return { levels: (await ladder()).map(toLevel), currency: 'PHP' };
    },

    async myVip(memberId: number): Promise<MyVip> {
      const member = await members.getMember(memberId);
      const levels = await ladder();
      const timeZone = await repository.reportingTimeZone();
      const month = reportingDayOf(clock.now(), timeZone).slice(0, 7);
      const { from, to } = monthRange(month);
      const figures = await repository.memberFigures(member.id, from, to);
      const validBet = figures?.validBet ?? 0n;
      const deposit = figures?.deposit ?? 0n;
      const current = levels[Math.min(member.vipLevel, levels.length - 1)];
      const next = levels[member.vipLevel + 1];
      return {
        level: member.vipLevel,
        name: current?.name ?? `VIP${member.vipLevel}`,
        month,
        validBetMinor: validBet.toString(),
        depositMinor: deposit.toString(),
        next: next ? progressToward(toThresholds(next), validBet, deposit) : null,
        keep: current && member.vipLevel > 0 ? progressToward(toThresholds(current), validBet, deposit) : null,
        levels: levels.map(toLevel),
        currency: member.currency,
      };
    },

    async myRebate(memberId: number): Promise<MyRebate> {
      const member = await members.getMember(memberId);
      const [levels, rates, unclaimed, claims, accruedThrough] = await Promise.all([
        ladder(),
        repository.listRates(),
        repository.unclaimed(member.id),
        repository.listClaims(member.id, CLAIMS_SHOWN),
        repository.lastAccruedDay(member.id),
      ]);
      const level = levels[Math.min(member.vipLevel, levels.length - 1)];
      return {
        level: member.vipLevel,
        unclaimedMinor: unclaimed.reduce((sum, row) => sum + row.amountMinor, 0n).toString(),
        categories: byCategory(unclaimed).map(({ rates: _rates, ...rest }) => rest),
        rates: rates
          .filter((rate) => rate.level === member.vipLevel && rate.rateBasisPoints > 0)
          .map((rate) => ({ ...rate, category: rate.category as RebateRate['category'] })),
        turnoverMultiplier: level?.rebateTurnoverMultiplier ?? 0,
        accruedThrough,
        claims: claims.map(toClaim),
        currency: member.currency,
      };
    },

    /**
     * Claims everything unclaimed now: one bonus (request id derived from the claim) whose claim
     * row states its inputs per category. A repeat of the request returns the same claim.
     */
    async claimRebate(memberId: number, requestId: string): Promise<RebateClaim> {
      const member = await members.getMember(memberId);
      const existing = await repository.findClaimByRequest(member.id, requestId);
      if (existing) return toClaim(existing.status === 'PAYING' ? await payClaim(existing) : existing);
      const levels = await ladder();
      const level = levels[Math.min(member.vipLevel, levels.length - 1)];
      let claim: RebateClaimRow;
      try {
        claim = await db.transaction(async (tx) => {
          const rows = await repository.lockUnclaimed(member.id, tx);
          if (rows.length === 0) throw new AppError('REBATE_NOTHING_TO_CLAIM', `member ${member.id} has no rebate`);
          const amount = rows.reduce((sum, row) => sum + row.amountMinor, 0n);
          const now = clock.now();
          const row: RebateClaimRow = {
            id: randomUUID(),
            memberId: member.id,
            requestId,
            amountMinor: amount,
            turnoverMultiplier: level?.rebateTurnoverMultiplier ?? 0,
            status: 'PAYING',
            transferId: null,
            inputs: {
              firstDay: rows[0]?.day,
              lastDay: rows.at(-1)?.day,
              accruals: rows.length,
              levelAtClaim: member.vipLevel,
              categories: byCategory(rows),
            },
            createdAt: now,
            paidAt: null,
          };
          await repository.insertClaim(row, rows, tx);
          await audit.record(
            {
              actor: { kind: 'MEMBER', id: member.id, name: member.account },
              action: 'vip.rebate.claim',
              targetKind: 'member',
              targetId: member.id,
              detail: { claimId: row.id, amountMinor: amount.toString(), ...row.inputs },
            },
            tx,
          );
          return row;
        });
      } catch (error) {
        // The same request sent twice at once: the second finds the first's claim.
        if (uniqueViolation(error) === 'rebate_claims_request') {
          const first = await repository.findClaimByRequest(member.id, requestId);
          if (first) return toClaim(first);
        }
        throw error;
      }
      return toClaim(await payClaim(claim));
    },

    /** Pays claims whose payer stopped between the claim and the bonus (the job). */
    async repairClaims(): Promise<string[]> {
      const stale = await repository.listStaleClaims(new Date(clock.now().getTime() - STALE_CLAIM_MS), 100);
      const paid: string[] = [];
      for (const claim of stale) paid.push((await payClaim(claim)).id);
      return paid;
    },

    // Staff

    async updateLadder(input: UpdateVipLadderRequest, actor: AuditActor): Promise<VipLadder> {
      const rows = input.levels.map((level) => ({
        level: level.level,
        name: level.name,
        minValidBetMinor: level.minValidBetMinor,
        minDepositMinor: level.minDepositMinor,
        condition: level.condition,
        upgradeBonusMinor: level.upgradeBonusMinor,
        monthlyBonusMinor: level.monthlyBonusMinor,
        birthdayBonusMinor: level.birthdayBonusMinor,
        birthdayMinDeposits: level.birthdayMinDeposits,
        turnoverMultiplier: level.turnoverMultiplier,
        rebateTurnoverMultiplier: level.rebateTurnoverMultiplier,
        dailyWithdrawalCount: level.dailyWithdrawalCount,
        dailyWithdrawalLimitMinor: level.dailyWithdrawalLimitMinor,
      }));
      await db.transaction(async (tx) => {
        const before = (await repository.listLevels(tx)).map(toLevel);
        const movedDown = await repository.replaceLevels(rows, clock.now(), tx);
        await audit.record(
          {
            actor,
            action: 'vip.ladder.update',
            targetKind: 'setting',
            targetId: 'vip_levels',
            detail: { before, after: rows.map((row) => toLevel({ ...row, updatedAt: clock.now() })), movedDown },
          },
          tx,
        );
      });
      return { levels: (await ladder()).map(toLevel), currency: 'PHP' };
    },

    async rates(): Promise<{ rates: RebateRate[] }> {
      return {
        rates: (await repository.listRates()).map((rate) => ({
          ...rate,
          category: rate.category as RebateRate['category'],
        })),
      };
    },

    async updateRates(input: UpdateRebateRatesRequest, actor: AuditActor): Promise<{ rates: RebateRate[] }> {
      const top = (await ladder()).length - 1;
      const beyond = input.rates.findIndex((rate) => rate.level > top);
      if (beyond >= 0)
        throw new AppError('VALIDATION', `rate for VIP${input.rates[beyond]?.level} above the ladder's top`, {
          fields: { [`rates.${beyond}.level`]: 'No such level on the ladder' },
        });
      await db.transaction(async (tx) => {
        const before = await repository.listRates(tx);
        await repository.replaceRates(input.rates, tx);
        await audit.record(
          {
            actor,
            action: 'vip.rebate-rates.update',
            targetKind: 'setting',
            targetId: 'rebate_rates',
            detail: { before, after: input.rates },
          },
          tx,
        );
      });
      return this.rates();
    },
  };
};

export type VipService = ReturnType<typeof createVipService>;
