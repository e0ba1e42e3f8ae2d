import type { Bonus, TurnoverWeight } from '@perya/contracts';
import { isTrialType } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { formatMemberTime } from '../../lib/member-time';
import type { AuditActor } from '../audit';
import { accountSpecs, transferIdFor, walletCurrencyOf } from './wallet.accounts';
import type { BonusRepository } from './wallet.bonuses.repository';
import { createBonusRepository } from './wallet.bonuses.repository';
import type { WalletContext } from './wallet.context';
import type { BonusGrantRow } from './wallet.repository';

// Bonuses: money credited from the bonus fund that must be wagered a number of times (turnover)
// before it may be withdrawn. Until then, what is still owed is subtracted from what a
// withdrawal may take (spec §2.5 bonusDetails; issue: available minus wagering still owed).
// Turnover is counted from the activity stream (wallet.turnover.subscriber.ts, decision 039); a
// grant may expire, and a member may give one up: either way the bonus money that is left goes
// back to the bonus fund (forfeitBonus).

/** How many of a bonus's latest contributions the member sees. */
const RECENT_CONTRIBUTIONS = 20;
/** Expired grants forfeited per pass of the job (it loops until none is left). */
const EXPIRY_BATCH = 200;

type Meter = {
  byCategory: Bonus['byCategory'];
  recent: Bonus['recent'];
  forfeitAmount: bigint;
};

const toBonus = (row: BonusGrantRow, offsetMinutes: number, meter: Meter): Bonus => ({
  id: row.id,
  title: row.title,
  amountMinor: row.amount.toString(),
  turnoverMultiplier: row.turnoverMultiplier,
  requiredMinor: row.required.toString(),
  wageredMinor: row.wagered.toString(),
  remainingMinor: (row.required - row.wagered).toString(),
  status: row.status,
  grantedAt: formatMemberTime(row.grantedAt, offsetMinutes),
  completedAt: row.completedAt ? formatMemberTime(row.completedAt, offsetMinutes) : null,
  expiresAt: row.expiresAt ? formatMemberTime(row.expiresAt, offsetMinutes) : null,
  expiresAtIso: row.expiresAt ? row.expiresAt.toISOString() : null,
  source: row.sourceKind && row.sourceId ? { kind: row.sourceKind, id: row.sourceId } : null,
  forfeitAmountMinor: (row.status === 'ACTIVE' ? meter.forfeitAmount : 0n).toString(),
  forfeitedAt: row.forfeitedAt ? formatMemberTime(row.forfeitedAt, offsetMinutes) : null,
  forfeitReason: row.forfeitReason ?? null,
  forfeitedAmountMinor: row.forfeitedAmount === null ? null : row.forfeitedAmount.toString(),
  byCategory: meter.byCategory,
  recent: meter.recent,
});

/** What giving up a bonus takes back: the bonus amount, at most what the member has available. */
export const forfeitAmountOf = (bonusAmount: bigint, available: bigint): bigint =>
  available <= 0n ? 0n : available < bonusAmount ? available : bonusAmount;

const SOURCE_PART = /^[A-Za-z0-9_.:-]{1,100}$/;

export const createWalletBonuses = (
  { db, walletRepository, members, ledger, accounts, clock, audit, getBalance, balanceIn }: WalletContext,
  bonuses: BonusRepository = createBonusRepository(db),
) => {
  /** Each bonus's meter: turnover by category, the latest rounds that counted, what a forfeit takes now. */
  const metersOf = async (rows: BonusGrantRow[], offsetMinutes: number, available: bigint, executor?: Executor) => {
    const ids = rows.map((row) => row.id);
    const [categories, recent] = await Promise.all([
      bonuses.countedByCategory(ids, executor),
      bonuses.recentContributions(ids, RECENT_CONTRIBUTIONS, executor),
    ]);
    return (row: BonusGrantRow): Meter => ({
      byCategory: categories
        .filter((line) => line.grantId === row.id && line.counted !== '0')
        .map((line) => ({ category: line.category, countedMinor: line.counted })),
      recent: recent
        .filter((line) => line.grant_id === row.id)
        .map((line) => ({
          at: formatMemberTime(new Date(line.at), offsetMinutes),
          category: line.category,
          gameCode: line.game_code,
          roundId: line.round_id,
          validBetMinor: line.valid_bet,
          weightBasisPoints: Number(line.weight_basis_points),
          countedMinor: line.counted,
        })),
      forfeitAmount: forfeitAmountOf(row.amount, available),
    });
  };

  /**
   * Gives up an ACTIVE grant: the bonus money left (the grant's amount, at most the member's
   * available balance, so the balance never goes below zero) moves back to the bonus fund by one
   * ledger transfer whose id derives from the grant (a second run posts nothing), the grant
   * becomes FORFEITED (its trigger writes BONUS_FORFEITED into the activity stream with the amount
   * taken back) and the forfeit is audited. Returns null when there is nothing to do (the expiry
   * job's re-run); a member asking about a grant that is not ACTIVE gets BONUS_NOT_ACTIVE.
   */
  const forfeit = async (input: {
    grantId: string;
    reason: 'EXPIRED' | 'MEMBER';
    /** The member asking (their own grants only); absent for the expiry job. */
    memberId?: number;
    actor: AuditActor;
  }) => {
    const found = await walletRepository.findBonusGrant(input.grantId);
    if (!found || (input.memberId !== undefined && found.memberId !== input.memberId))
      throw new AppError('NOT_FOUND', `no bonus ${input.grantId} of member ${input.memberId}`);
    const member = await members.getMember(found.memberId);
    const [fund, main] = await accounts.resolve([
      accountSpecs.system('BONUS_FUND', found.currency),
      accountSpecs.memberMain(member.id, found.currency),
    ]);
    const now = clock.now();
    const done = await db.transaction(async (tx) => {
      const grant = await bonuses.lockGrant(found.id, tx);
      if (!grant || grant.status !== 'ACTIVE') {
        if (input.reason === 'EXPIRED') return false;
        throw new AppError('BONUS_NOT_ACTIVE', `bonus ${found.id} is ${grant?.status}`);
      }
      if (input.reason === 'EXPIRED' && (!grant.expiresAt || grant.expiresAt > now)) return false;
      // The member's main account queues bets and withdrawals here, so what is available stays so.
      await walletRepository.lockAccount(main ?? 0n, tx);
      const before = await balanceIn(member.id, grant.currency, tx);
      const available = BigInt(before.availableMinor);
      const amount = forfeitAmountOf(grant.amount, available);
      const transferId = transferIdFor(`bonus-forfeit:${grant.id}`);
      if (amount > 0n) {
        await ledger.postTransfers(
          [
            {
              id: transferId,
              debitAccountId: main ?? 0n,
              creditAccountId: fund ?? 0n,
              amountMinor: amount,
              currency: grant.currency,
              kind: 'BONUS_FORFEIT',
              reference: grant.id,
              metadata: {
                counterparty: grant.title,
                grantId: grant.id,
                reason: input.reason,
                bonusAmountMinor: grant.amount.toString(),
                requiredMinor: grant.required.toString(),
                wageredMinor: grant.wagered.toString(),
                availableMinor: available.toString(),
                takenMinor: amount.toString(),
              },
            },
          ],
          tx,
        );
      }
      await bonuses.markForfeited({ id: grant.id, at: now, reason: input.reason, amount }, tx);
      await audit.record(
        {
          actor: input.actor,
          action: 'wallet.bonus-forfeit',
          targetKind: 'member',
          targetId: member.id,
          detail: {
            grantId: grant.id,
            reason: input.reason,
            transferId: amount > 0n ? transferId : null,
            bonusAmountMinor: grant.amount.toString(),
            requiredMinor: grant.required.toString(),
            wageredMinor: grant.wagered.toString(),
            availableMinor: available.toString(),
            takenMinor: amount.toString(),
          },
        },
        tx,
      );
      return true;
    });
    return { done, memberId: member.id, offset: member.utcOffsetMinutes };
  };

  const oneBonus = async (id: string, offsetMinutes: number, memberId: number) => {
    const row = await walletRepository.findBonusGrant(id);
    if (!row) throw new Error(`bonus grant ${id} missing`);
    const balance = await getBalance(memberId);
    const meter = await metersOf([row], offsetMinutes, BigInt(balance.availableMinor));
    return { bonus: toBonus(row, offsetMinutes, meter(row)), balance };
  };

  const getTurnoverWeights = async (): Promise<{ weights: TurnoverWeight[] }> => {
    const rows = await bonuses.listWeights();
    return { weights: rows.map((w) => ({ category: w.category, weightBasisPoints: w.weightBasisPoints })) };
  };

  return {
    /**
     * Credits a bonus with its turnover requirement, once per request id. Callers may set when an
     * unmet bonus expires and what gave it (`source`: a promotion, a red envelope, a referral…).
     */
    async grantBonus(input: {
      memberId: number;
      requestId: string;
      amountMinor: bigint;
      turnoverMultiplier: number;
      title: string;
      actor: AuditActor;
      expiresAt?: Date;
      source?: { kind: string; id: string };
    }) {
      const member = await members.getMember(input.memberId);
      if (isTrialType(member.type)) throw new AppError('VALIDATION', 'trial accounts hold play money only');
      if (input.expiresAt && !(input.expiresAt.getTime() > clock.now().getTime()))
        throw new AppError('VALIDATION', 'a bonus cannot expire before it is granted', {
          fields: { expiresAt: 'Must be in the future' },
        });
      if (input.source && !(SOURCE_PART.test(input.source.kind) && SOURCE_PART.test(input.source.id)))
        throw new Error(`bad bonus source ${JSON.stringify(input.source)}`);
      const currency = walletCurrencyOf(member);
      const [fund, main] = await accounts.resolve([
        accountSpecs.system('BONUS_FUND', currency),
        accountSpecs.memberMain(member.id, currency),
      ]);
      const id = transferIdFor(`bonus:${member.id}:${input.requestId}`);
      const replayed = await db.transaction(async (tx) => {
        const [posted] = await ledger.postTransfers(
          [
            {
              id,
              debitAccountId: fund ?? 0n,
              creditAccountId: main ?? 0n,
              amountMinor: input.amountMinor,
              currency,
              kind: 'BONUS',
              metadata: { counterparty: input.title },
            },
          ],
          tx,
        );
        if (posted?.replayed) return true;
        await walletRepository.insertBonusGrant(
          {
            id,
            memberId: member.id,
            title: input.title,
            amount: input.amountMinor,
            currency,
            turnoverMultiplier: input.turnoverMultiplier,
            required: input.amountMinor * BigInt(input.turnoverMultiplier),
            wagered: 0n,
            status: input.turnoverMultiplier === 0 ? 'COMPLETED' : 'ACTIVE',
            transferId: id,
            grantedBy: input.actor.kind === 'STAFF' ? input.actor.id : null,
            grantedAt: clock.now(),
            completedAt: input.turnoverMultiplier === 0 ? clock.now() : null,
            expiresAt: input.expiresAt ?? null,
            sourceKind: input.source?.kind ?? null,
            sourceId: input.source?.id ?? null,
          },
          tx,
        );
        await audit.record(
          {
            actor: input.actor,
            action: 'wallet.bonus',
            targetKind: 'member',
            targetId: member.id,
            detail: {
              transferId: id,
              amountMinor: input.amountMinor.toString(),
              turnoverMultiplier: input.turnoverMultiplier,
              title: input.title,
              ...(input.expiresAt ? { expiresAt: input.expiresAt.toISOString() } : {}),
              ...(input.source ? { source: input.source } : {}),
            },
          },
          tx,
        );
        return false;
      });
      const { bonus, balance } = await oneBonus(id, member.utcOffsetMinutes, member.id);
      return { bonus, replayed, balance };
    },

    async listBonuses(input: { memberId: number; status?: BonusGrantRow['status']; pageNo: number; pageSize: number }) {
      const member = await members.getMember(input.memberId);
      const [{ rows, total }, owed, balance, weights] = await Promise.all([
        walletRepository.listBonusGrants({
          memberId: member.id,
          status: input.status,
          limit: input.pageSize,
          offset: (input.pageNo - 1) * input.pageSize,
        }),
        walletRepository.wageringOwed(member.id),
        getBalance(member.id),
        bonuses.listWeights(),
      ]);
      const meter = await metersOf(rows, member.utcOffsetMinutes, BigInt(balance.availableMinor));
      return {
        list: rows.map((row) => toBonus(row, member.utcOffsetMinutes, meter(row))),
        pageNo: input.pageNo,
        pageSize: input.pageSize,
        total,
        totalPages: Math.ceil(total / input.pageSize),
        wageringOwedMinor: owed.toString(),
        weights: weights.map((w) => ({ category: w.category, weightBasisPoints: w.weightBasisPoints })),
      };
    },

    /** A member gives up one of their ACTIVE bonuses (to withdraw freely): see `forfeit`. */
    async forfeitBonus(input: { memberId: number; grantId: string; actor: AuditActor }) {
      const result = await forfeit({ ...input, reason: 'MEMBER' });
      return oneBonus(input.grantId, result.offset, result.memberId);
    },

    /**
     * The expiry job: forfeits every ACTIVE grant whose time ran out. Each grant is locked and
     * checked again in its own transaction, so two runs (or two processes) forfeit it once.
     */
    async expireBonuses(): Promise<number> {
      let forfeited = 0;
      const seen = new Set<string>();
      const failures: unknown[] = [];
      for (;;) {
        const ids = (await bonuses.expiredGrantIds(clock.now(), EXPIRY_BATCH)).filter((id) => !seen.has(id));
        if (ids.length === 0) break;
        for (const id of ids) {
          seen.add(id);
          // One grant that fails (logged by the scheduler) does not keep the others from expiring.
          try {
            const result = await forfeit({
              grantId: id,
              reason: 'EXPIRED',
              actor: { kind: 'SYSTEM', name: 'bonus expiry' },
            });
            if (result.done) forfeited += 1;
          } catch (error) {
            failures.push(error);
          }
        }
      }
      if (failures.length > 0) throw new AggregateError(failures, `${failures.length} expired bonuses not forfeited`);
      return forfeited;
    },

    /** The categories' contribution weights toward bonus turnover (categories not listed count 100 %). */
    getTurnoverWeights,

    /** Sets categories' weights (10000 resets one to the default), audited with before and after. */
    async setTurnoverWeights(input: { weights: TurnoverWeight[]; actor: AuditActor }) {
      await db.transaction(async (tx) => {
        const before = await bonuses.listWeights(tx);
        await bonuses.setWeights(input.weights, clock.now(), tx);
        const after = await bonuses.listWeights(tx);
        const shape = (rows: typeof before) => Object.fromEntries(rows.map((w) => [w.category, w.weightBasisPoints]));
        await audit.record(
          {
            actor: input.actor,
            action: 'wallet.bonus-weights',
            targetKind: 'settings',
            targetId: 'bonus-turnover',
            detail: { before: shape(before), after: shape(after), changes: input.weights },
          },
          tx,
        );
      });
      return getTurnoverWeights();
    },
  };
};
