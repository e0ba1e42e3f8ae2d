import type { FastifyBaseLogger } from 'fastify';

import { reportingDayOf } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditActor, AuditService } from '../audit';
import type { ProtectionService } from '../protection';
import type { WalletService } from '../wallet';
import type { MemberFigures, VipLevelRow, VipRepository } from './vip.repository';
import { addDays, birthdayOf, monthRange, previousMonth, qualifiedLevel, reviewedLevel } from './vip.rules';

export type VipJobsDeps = {
  db: Database;
  repository: VipRepository;
  clock: Clock;
  audit: AuditService;
  wallet: Pick<WalletService, 'grantBonus'>;
  protection: Pick<ProtectionService, 'isMarketable'>;
  log: Pick<FastifyBaseLogger, 'error'>;
};

const SYSTEM: AuditActor = { kind: 'SYSTEM', name: 'vip ladder' };
const BATCH = 200;
const PAY_BATCH = 500;
/** How many finished reporting days the rebate job looks back over (a missed run catches up). */
export const REBATE_LOOKBACK_DAYS = 7;
/** A day is accrued once it has been over this long: late settlements and the statistics' lag. */
export const REBATE_SETTLE_MS = 60 * 60 * 1000;

const toThresholds = (row: VipLevelRow) => ({
  level: row.level,
  name: row.name,
  minValidBetMinor: row.minValidBetMinor,
  minDepositMinor: row.minDepositMinor,
  condition: row.condition,
});

/**
 * The ladder's and the rebate's jobs (decision 047). Every step is keyed in the database (a
 * change's key, a review's (member, month), a reward's id, an accrual's (member, day, category)),
 * so a re-run or a second process does nothing twice; the module also runs them under one
 * advisory lock so processes do not queue on each other's rows.
 */
export const createVipJobs = ({ db, repository, clock, audit, wallet, protection, log }: VipJobsDeps) => {
  const calendar = async (executor?: Executor) => {
    const timeZone = await repository.reportingTimeZone(executor);
    const today = reportingDayOf(clock.now(), timeZone);
    return { timeZone, today, month: today.slice(0, 7) };
  };

  /** Levels current+1 … to, each level's upgrade bonus owed once ever. */
  const oweUpgrades = async (
    memberId: number,
    from: number,
    to: number,
    levels: VipLevelRow[],
    now: Date,
    tx: Executor,
  ) => {
    for (let level = from + 1; level <= to; level += 1) {
      const row = levels[level];
      if (row && row.upgradeBonusMinor > 0n)
        await repository.oweReward(
          {
            id: `upgrade:${memberId}:${level}`,
            memberId,
            kind: 'UPGRADE',
            level,
            amountMinor: row.upgradeBonusMinor,
            turnoverMultiplier: row.turnoverMultiplier,
            createdAt: now,
          },
          tx,
        );
    }
  };

  /**
   * A staff member set the member's level (member admin, in its transaction, the member's row
   * locked there): the change is recorded (reason STAFF, keyed by the member's record version, so
   * a replayed transaction records it once) and, upward, each level passed owes its upgrade
   * bonus under the ladder's own key (`upgrade:<member>:<level>`, once ever): a level already
   * reached by play or by an earlier staff change pays nothing again, and going down then up
   * again pays nothing twice. The ladder's run pays what is owed, as it pays its own upgrades.
   */
  const staffLevelChange = async (
    change: { memberId: number; fromLevel: number; toLevel: number; memberVersion: number; staff: string },
    tx: Executor,
  ): Promise<void> => {
    const now = clock.now();
    const { month } = await calendar(tx); // in the caller's transaction: it holds the connection
    const recorded = await repository.recordChange(
      {
        key: `staff:${change.memberId}:${change.memberVersion}`,
        memberId: change.memberId,
        fromLevel: change.fromLevel,
        toLevel: change.toLevel,
        reason: 'STAFF',
        // The month makes the review leave earlier months alone (as for an upgrade): a level
        // staff set now was not earned by last month's figures and is not taken back by them.
        inputs: { staff: change.staff, month },
        at: now,
      },
      tx,
    );
    if (!recorded || change.toLevel <= change.fromLevel) return;
    await oweUpgrades(change.memberId, change.fromLevel, change.toLevel, await repository.listLevels(tx), now, tx);
  };

  const change = async (
    figures: MemberFigures,
    levels: VipLevelRow[],
    kind: 'UPGRADE' | 'MONTHLY_REVIEW',
    month: string,
  ): Promise<boolean> =>
    db.transaction(async (tx) => {
      const current = await repository.lockLevel(figures.memberId, tx);
      if (current === null) return false;
      const qualified = qualifiedLevel(levels.map(toThresholds), figures.validBet, figures.deposit);
      const now = clock.now();
      let to: number;
      if (kind === 'UPGRADE') {
        if (qualified <= current) return false;
        to = qualified;
      } else {
        to = Math.min(reviewedLevel(current, qualified), levels.length - 1);
        const first = await repository.recordReview(
          {
            memberId: figures.memberId,
            month,
            fromLevel: current,
            toLevel: to,
            validBetMinor: figures.validBet,
            depositMinor: figures.deposit,
            at: now,
          },
          tx,
        );
        if (!first) return false;
      }
      const inputs = {
        month,
        validBetMinor: figures.validBet.toString(),
        depositMinor: figures.deposit.toString(),
        qualifiedLevel: qualified,
      };
      if (to !== current) {
        const key =
          kind === 'UPGRADE' ? `upgrade:${figures.memberId}:${month}:${to}` : `review:${figures.memberId}:${month}`;
        if (
          !(await repository.recordChange(
            { key, memberId: figures.memberId, fromLevel: current, toLevel: to, reason: kind, inputs, at: now },
            tx,
          ))
        )
          return false;
        await repository.setLevel(figures.memberId, to, tx);
        if (to > current) await oweUpgrades(figures.memberId, current, to, levels, now, tx);
        await audit.record(
          {
            actor: SYSTEM,
            action: 'vip.level',
            targetKind: 'member',
            targetId: figures.memberId,
            detail: { reason: kind, fromLevel: current, toLevel: to, ...inputs },
          },
          tx,
        );
      }
      const held = levels[to];
      if (kind === 'MONTHLY_REVIEW' && held && to > 0 && held.monthlyBonusMinor > 0n)
        await repository.oweReward(
          {
            id: `monthly:${figures.memberId}:${month}`,
            memberId: figures.memberId,
            kind: 'MONTHLY',
            level: to,
            amountMinor: held.monthlyBonusMinor,
            turnoverMultiplier: held.turnoverMultiplier,
            createdAt: now,
          },
          tx,
        );
      return true;
    });

  /** The previous reporting month's review of every member at VIP1+: kept, or down one level. */
  const review = async (): Promise<number[]> => {
    const { month } = await calendar();
    const reviewed = previousMonth(month);
    const { from, to } = monthRange(reviewed);
    const levels = await repository.listLevels();
    const done: number[] = [];
    for (;;) {
      const due = await repository.unreviewed(reviewed, from, to, BATCH);
      for (const figures of due)
        if (await change(figures, levels, 'MONTHLY_REVIEW', reviewed)) done.push(figures.memberId);
      if (due.length < BATCH) return done;
    }
  };

  /** Promotes every member whose month-to-date figures reach a higher level: as soon as they do. */
  const upgrade = async (): Promise<number[]> => {
    const { month } = await calendar();
    const { from, to } = monthRange(month);
    const levels = await repository.listLevels();
    if (levels.length < 2) return [];
    const thresholds = levels.map(toThresholds);
    const done: number[] = [];
    for (const figures of await repository.activeFigures(from, to)) {
      if (qualifiedLevel(thresholds, figures.validBet, figures.deposit) <= figures.level) continue;
      if (await change(figures, levels, 'UPGRADE', month)) done.push(figures.memberId);
    }
    return done;
  };

  /** Owes today's birthday bonuses (once a year per member). */
  const birthdays = async (): Promise<number> => {
    const { today } = await calendar();
    const levels = await repository.listLevels();
    const { monthDay, leapFallback } = birthdayOf(today);
    let owed = 0;
    const now = clock.now();
    for (const member of await repository.birthdays(monthDay, leapFallback)) {
      const level = levels[member.level];
      if (!level || level.birthdayBonusMinor <= 0n) continue;
      // Domain rules §3 (S188): the birthday bonus asks a number of deposits to date. Not owed
      // now, it is owed later today if a deposit brings the count up (the key stays the year's).
      if (member.deposits < level.birthdayMinDeposits) continue;
      await db.transaction((tx) =>
        repository.oweReward(
          {
            id: `birthday:${member.memberId}:${today.slice(0, 4)}`,
            memberId: member.memberId,
            kind: 'BIRTHDAY',
            level: member.level,
            amountMinor: level.birthdayBonusMinor,
            turnoverMultiplier: level.turnoverMultiplier,
            createdAt: now,
          },
          tx,
        ),
      );
      owed += 1;
    }
    return owed;
  };

  const TITLES = {
    UPGRADE: 'VIP upgrade bonus',
    MONTHLY: 'VIP monthly bonus',
    BIRTHDAY: 'VIP birthday bonus',
  } as const;

  /**
   * Pays owed rewards through the wallet (request id = the reward's key: once, even if re-run),
   * one batch per run; a reward that fails stays owed for the next run.
   */
  const payRewards = async (): Promise<string[]> => {
    const paid: string[] = [];
    for (const reward of await repository.listPendingRewards(PAY_BATCH)) {
      try {
        // Players on a break or excluded are not paid promotional money (decision 037): the
        // reward stays owed and is paid when the break ends.
        if (!(await protection.isMarketable(reward.memberId))) continue;
        const { bonus } = await wallet.grantBonus({
          memberId: reward.memberId,
          requestId: `vip:${reward.id}`,
          amountMinor: reward.amountMinor,
          turnoverMultiplier: reward.turnoverMultiplier,
          title: `${TITLES[reward.kind]} (VIP ${reward.level})`,
          actor: SYSTEM,
          source: { kind: 'vip', id: reward.id },
        });
        if (await db.transaction((tx) => repository.markRewardPaid(reward.id, bonus.id, clock.now(), tx)))
          paid.push(reward.id);
      } catch (error) {
        log.error({ err: error, rewardId: reward.id }, 'VIP reward not paid; it will be tried again');
      }
    }
    return paid;
  };

  /** Accrues the rebate of the finished reporting days of the look-back window (keyed: once). */
  const accrueRebate = async (): Promise<number> => {
    const timeZone = await repository.reportingTimeZone();
    const last = addDays(reportingDayOf(new Date(clock.now().getTime() - REBATE_SETTLE_MS), timeZone), -1);
    return repository.accrue(addDays(last, -(REBATE_LOOKBACK_DAYS - 1)), last, clock.now());
  };

  return {
    staffLevelChange,
    review,
    upgrade,
    birthdays,
    payRewards,
    accrueRebate,
    /** The ladder's run: review the past month, promote, owe birthdays, pay what is owed. */
    async runLadder(): Promise<string[]> {
      const reviewed = await review();
      const upgraded = await upgrade();
      await birthdays();
      const paid = await payRewards();
      return [...reviewed.map((id) => `review:${id}`), ...upgraded.map((id) => `upgrade:${id}`), ...paid];
    },
  };
};

export type VipJobs = ReturnType<typeof createVipJobs>;
