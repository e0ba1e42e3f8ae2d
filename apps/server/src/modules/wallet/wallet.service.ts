import type { z } from 'zod';

import type { Balance, UpdateWalletSettingsRequestSchema, WalletSettings } from '@perya/contracts';
import { CURRENCY_SYMBOLS, isTrialType } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { cached } from '../../lib/cached';
import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import {
  PLAY_CURRENCY,
  accountSpecs,
  createAccountDirectory,
  transferIdFor,
  walletCurrencyOf,
} from './wallet.accounts';
import type { SystemAccount } from './wallet.accounts';
import { createWalletBonuses } from './wallet.bonuses';
import { createWalletPlay } from './wallet.play';
import type { WalletContext, WalletServiceDeps } from './wallet.context';
import { createLedger } from './wallet.ledger';
import { createBalanceNotices } from './wallet.notices';
import { createWalletRecords } from './wallet.records';
import type { WalletSettingsRow } from './wallet.repository';
import { createWalletTransfers } from './wallet.transfers';

export const TRIAL_CREDIT_MINOR = 200_000n;

/** The accounts an adjustment of a member's main wallet moves between. */
export type AdjustmentPlan = { memberId: number; currency: string; adjustmentAccount: bigint; mainAccount: bigint };
export type AdjustmentInput = {
  requestId: string;
  direction: 'CREDIT' | 'DEBIT';
  amountMinor: bigint;
  reason: string;
  /** A credit must be wagered this many times before it may be withdrawn (0: free money). */
  turnoverMultiplier?: number;
};
/** Operator settings and the provider list are remembered this long; other processes see a change within it. */
const SETTINGS_CACHE_MS = 5_000;

const toSettings = (row: WalletSettingsRow): WalletSettings => ({
  isSingleWallet: row.isSingleWallet,
  autoTransferOnLaunch: row.autoTransferOnLaunch,
  withdrawMinMinor: row.withdrawMinMinor.toString(),
  withdrawMaxMinor: row.withdrawMaxMinor.toString(),
  withdrawDailyCount: row.withdrawDailyCount,
  autoReceiptMinutes: row.autoReceiptMinutes,
  memberTransferMinMinor: row.memberTransferMinMinor.toString(),
  memberTransferMaxMinor: row.memberTransferMaxMinor.toString(),
  version: row.version,
});

export const createWalletService = (deps: WalletServiceDeps) => {
  const { db, walletRepository, clock, members, audit } = deps;
  const accounts = createAccountDirectory(walletRepository);
  const notices = createBalanceNotices({
    accounts,
    walletRepository,
    onError: (error) => deps.log?.warn({ err: error }, 'balance notice failed'),
  });
  const ledger = createLedger({ walletRepository, clock, notices });

  const mainAccount = (memberId: number, currency: string) => accounts.one(accountSpecs.memberMain(memberId, currency));
  const systemAccount = (kind: SystemAccount, currency: string) => accounts.one(accountSpecs.system(kind, currency));

  /**
   * A main wallet in a known currency: balance, holds, and what bonus turnover still locks. Takes
   * the caller's transaction (and reads nothing outside it: PGlite has a single connection).
   */
  const balanceIn = async (memberId: number, currency: string, executor?: Executor): Promise<Balance> => {
    const [rows, wageringOwed] = await Promise.all([
      walletRepository.findMemberAccounts(memberId, executor),
      walletRepository.wageringOwed(memberId, executor),
    ]);
    const main = rows.find((row) => row.kind === 'MEMBER_MAIN' && row.currency === currency);
    const balance = main?.balance ?? 0n;
    const held = main?.pendingDebits ?? 0n;
    const available = balance - held;
    const withdrawable = available > wageringOwed ? available - wageringOwed : 0n;
    return {
      currency,
      currencySymbol: CURRENCY_SYMBOLS[currency] ?? currency,
      balanceMinor: balance.toString(),
      heldMinor: held.toString(),
      availableMinor: available.toString(),
      wageringOwedMinor: wageringOwed.toString(),
      withdrawableMinor: withdrawable.toString(),
    };
  };

  /** The member's main wallet, for the header and the withdraw page. */
  const getBalance = async (memberId: number): Promise<Balance> =>
    balanceIn(memberId, walletCurrencyOf(await members.getMember(memberId)));

  // Read on every transfer, changed by an operator now and then: remembered for a few seconds.
  const settings = cached(async () => toSettings(await walletRepository.getSettings()), SETTINGS_CACHE_MS, clock);
  const providers = cached(deps.listProviders, SETTINGS_CACHE_MS, clock);
  const getSettings = (): Promise<WalletSettings> => settings.get();

  const activeMember = async (memberId: number) => {
    const member = await members.findActiveMember(memberId);
    if (!member) throw new AppError('NOT_FOUND', `no active member ${memberId}`);
    return member;
  };

  /**
   * Resolves what an adjustment of a member's main wallet moves between (before the transaction:
   * accounts may be created on first use). Trial accounts hold play money only.
   */
  const prepareAdjustment = async (memberId: number): Promise<AdjustmentPlan> => {
    const member = await members.getMember(memberId);
    if (isTrialType(member.type)) throw new AppError('VALIDATION', 'trial accounts hold play money only');
    const currency = walletCurrencyOf(member);
    const [adjustment, main] = await accounts.resolve([
      accountSpecs.system('ADJUSTMENT', currency),
      accountSpecs.memberMain(member.id, currency),
    ]);
    return { memberId: member.id, currency, adjustmentAccount: adjustment ?? 0n, mainAccount: main ?? 0n };
  };

  /** The ledger transfer id of an adjustment (idempotent by the staff client's request id). */
  const adjustmentTransferId = (memberId: number, requestId: string) =>
    transferIdFor(`adjustment:${memberId}:${requestId}`);

  /**
   * Posts an adjustment in the caller's transaction: one ledger transfer whose metadata states
   * its inputs, the turnover a credit must be wagered before withdrawal (a bonus grant, as
   * bonuses' turnover), and the audit entry with the balance before and after. Once per request id.
   */
  const postAdjustment = async (
    plan: AdjustmentPlan,
    input: AdjustmentInput & { actor: AuditActor; approvedBy?: string[] },
    tx: Executor,
  ) => {
    const credit = input.direction === 'CREDIT';
    const id = transferIdFor(`adjustment:${plan.memberId}:${input.requestId}`);
    const turnover = credit ? (input.turnoverMultiplier ?? 0) : 0;
    const before = await balanceIn(plan.memberId, plan.currency, tx);
    const [posted] = await ledger.postTransfers(
      [
        {
          id,
          debitAccountId: credit ? plan.adjustmentAccount : plan.mainAccount,
          creditAccountId: credit ? plan.mainAccount : plan.adjustmentAccount,
          amountMinor: input.amountMinor,
          currency: plan.currency,
          kind: 'ADJUSTMENT',
          reference: input.reason,
          metadata: {
            counterparty: 'Balance adjustment',
            reason: input.reason,
            staff: input.actor.name,
            requestId: input.requestId,
            direction: input.direction,
            turnoverMultiplier: turnover,
            ...(input.approvedBy ? { approvedBy: input.approvedBy } : {}),
          },
        },
      ],
      tx,
    );
    const replayed = posted?.replayed ?? false;
    if (!replayed) {
      if (turnover > 0) {
        await walletRepository.insertBonusGrant(
          {
            id,
            memberId: plan.memberId,
            title: `Adjustment: ${input.reason}`.slice(0, 100),
            amount: input.amountMinor,
            currency: plan.currency,
            turnoverMultiplier: turnover,
            required: input.amountMinor * BigInt(turnover),
            wagered: 0n,
            status: 'ACTIVE',
            transferId: id,
            grantedBy: input.actor.kind === 'STAFF' ? input.actor.id : null,
            grantedAt: clock.now(),
            completedAt: null,
          },
          tx,
        );
      }
      const after = await balanceIn(plan.memberId, plan.currency, tx);
      await audit.record(
        {
          actor: input.actor,
          action: credit ? 'wallet.credit' : 'wallet.debit',
          targetKind: 'member',
          targetId: plan.memberId,
          detail: {
            transferId: id,
            amountMinor: input.amountMinor.toString(),
            currency: plan.currency,
            reason: input.reason,
            turnoverMultiplier: turnover,
            before: { balanceMinor: before.balanceMinor, wageringOwedMinor: before.wageringOwedMinor },
            after: { balanceMinor: after.balanceMinor, wageringOwedMinor: after.wageringOwedMinor },
            ...(input.approvedBy ? { approvedBy: input.approvedBy } : {}),
          },
        },
        tx,
      );
    }
    return { transferId: id, replayed, turnoverRequiredMinor: (input.amountMinor * BigInt(turnover)).toString() };
  };

  const context: WalletContext = {
    ...deps,
    listProviders: providers.get,
    ledger,
    accounts,
    mainAccount,
    getBalance,
    balanceIn,
    getSettings,
    activeMember,
  };

  return {
    ...ledger,
    /**
     * Listens to balance changes: told a member's id after every committed ledger write touching
     * one of their accounts (holds included). Returns the function that stops listening.
     */
    onBalanceChange: notices.onBalanceChange,
    /**
     * Tells the listeners that money moved on these accounts through a database function of
     * another module (the provider wallet's bets and wins), once it has committed.
     */
    balancesMoved: (accountIds: bigint[]) => notices.transfersPosted(accountIds),
    accounts,
    mainAccount,
    systemAccount,
    houseFor: (memberId: number, currency: string) => accounts.houseFor(memberId, currency),
    providerWallet: (memberId: number, provider: string, currency: string) =>
      accounts.one(accountSpecs.providerWallet(memberId, provider, currency)),
    getBalance,
    balanceIn,
    getSettings,
    /** Holds a member account until the transaction ends: checks before a transfer stay true until it posts. */
    lockAccount: (accountId: bigint, executor: Executor) => walletRepository.lockAccount(accountId, executor),
    ...createWalletTransfers(context),
    ...createWalletRecords(context),
    ...createWalletBonuses(context),
    ...createWalletPlay(context),

    /** Changes settings; a staff edit names the version it was made on (STALE_RECORD when it moved on). */
    async updateSettings(
      patch: Omit<z.output<typeof UpdateWalletSettingsRequestSchema>, 'version'> & { version?: number },
      actor: AuditActor,
    ): Promise<WalletSettings> {
      const current = await walletRepository.getSettings();
      const stale = () =>
        new AppError('STALE_RECORD', `wallet settings at version ${current.version}, edited at ${patch.version}`, {
          current: toSettings(current),
        });
      if (patch.version !== undefined && patch.version !== current.version) throw stale();
      const next = {
        isSingleWallet: patch.isSingleWallet ?? current.isSingleWallet,
        autoTransferOnLaunch: patch.autoTransferOnLaunch ?? current.autoTransferOnLaunch,
        withdrawMinMinor: patch.withdrawMinMinor ?? current.withdrawMinMinor,
        withdrawMaxMinor: patch.withdrawMaxMinor ?? current.withdrawMaxMinor,
        withdrawDailyCount: patch.withdrawDailyCount ?? current.withdrawDailyCount,
        autoReceiptMinutes: patch.autoReceiptMinutes ?? current.autoReceiptMinutes,
        memberTransferMinMinor: patch.memberTransferMinMinor ?? current.memberTransferMinMinor,
        memberTransferMaxMinor: patch.memberTransferMaxMinor ?? current.memberTransferMaxMinor,
      };
      const fields: Record<string, string> = {};
      if (next.withdrawMinMinor > next.withdrawMaxMinor)
        fields.withdrawMinMinor = 'The minimum must not exceed the maximum';
      if (next.memberTransferMinMinor > next.memberTransferMaxMinor)
        fields.memberTransferMinMinor = 'The minimum must not exceed the maximum';
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', 'minimum above maximum', { fields });
      const changed = (Object.keys(next) as Array<keyof typeof next>).some((key) => next[key] !== current[key]);
      if (!changed) return toSettings(current);
      await db.transaction(async (tx) => {
        if (!(await walletRepository.updateSettings({ ...next, updatedAt: clock.now() }, tx, patch.version)))
          throw stale();
        await audit.record(
          {
            actor,
            action: 'wallet.settings',
            targetKind: 'wallet_settings',
            targetId: 1,
            detail: {
              before: toSettings(current),
              after: toSettings({ ...current, ...next, version: current.version + 1 }),
            },
          },
          tx,
        );
      });
      settings.invalidate();
      return toSettings({ ...current, ...next, version: current.version + 1 });
    },

    /** Play money for a new free-play (trial) account, once. */
    async creditTrial(memberId: number) {
      const [fund, main] = await accounts.resolve([
        accountSpecs.system('BONUS_FUND', PLAY_CURRENCY),
        accountSpecs.memberMain(memberId, PLAY_CURRENCY),
      ]);
      return ledger.postTransfers([
        {
          id: transferIdFor(`trial-credit:${memberId}`),
          debitAccountId: fund ?? 0n,
          creditAccountId: main ?? 0n,
          amountMinor: TRIAL_CREDIT_MINOR,
          currency: PLAY_CURRENCY,
          kind: 'TRIAL_CREDIT',
          metadata: { counterparty: 'Free play' },
        },
      ]);
    },

    prepareAdjustment,
    adjustmentTransferId,
    /** Whether a ledger transfer with this id was posted (read in the caller's transaction). */
    transferExists: async (id: string, executor: Executor) =>
      (await walletRepository.findTransfersByIds([id], executor)).length > 0,
    postAdjustment,

    /** Credits or debits a member's main wallet with a reason, audited (seeding and tests; staff go through four eyes). */
    async adjust(input: AdjustmentInput & { memberId: number; actor: AuditActor }) {
      const plan = await prepareAdjustment(input.memberId);
      const result = await db.transaction((tx) => postAdjustment(plan, input, tx));
      return { ...result, balance: await getBalance(plan.memberId) };
    },
  };
};

export type WalletService = ReturnType<typeof createWalletService>;
