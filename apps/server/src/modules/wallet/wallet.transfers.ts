import type { WalletList } from '@perya/contracts';
import { CURRENCY_SYMBOLS, MAIN_WALLET, isTrialType } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { accountSpecs, transferIdFor, walletCurrencyOf } from './wallet.accounts';
import type { WalletContext } from './wallet.context';
import type { TransferRequest } from './wallet.ledger';

// Moving money the member asks to move: between the main wallet and provider wallets (transfer
// mode, spec §7.1 GCS_walletTransfer), and to an upline or a direct downline (transferUpline).

const unknownWallet = (field: 'fromWallet' | 'toWallet') =>
  new AppError('VALIDATION', `unknown ${field}`, { fields: { [field]: 'Unknown wallet' } });

export const createWalletTransfers = ({
  db,
  clock,
  walletRepository,
  members,
  listProviders,
  ledger,
  accounts,
  mainAccount,
  getBalance,
  balanceIn,
  getSettings,
  activeMember,
  protection,
}: WalletContext) => {
  const listWallets = async (memberId: number): Promise<WalletList> => {
    const [member, settings, providers, rows] = await Promise.all([
      activeMember(memberId),
      getSettings(),
      listProviders(),
      walletRepository.findMemberAccounts(memberId),
    ]);
    const currency = walletCurrencyOf(member);
    const balanceOf = (kind: 'MEMBER_MAIN' | 'MEMBER_PROVIDER', provider: string | null) =>
      rows.find((row) => row.kind === kind && row.currency === currency && row.provider === provider)?.balance ?? 0n;
    const main = { wallet: MAIN_WALLET, name: 'Main wallet', balanceMinor: balanceOf('MEMBER_MAIN', null).toString() };
    // Provider wallets still holding money are listed even if the provider was switched off, so
    // nothing is ever stranded out of sight.
    const listed = new Map(providers.map((provider) => [provider.code, provider.name]));
    for (const row of rows) {
      if (row.kind === 'MEMBER_PROVIDER' && row.provider && row.balance > 0n && !listed.has(row.provider))
        listed.set(row.provider, row.provider);
    }
    const providerWallets = [...listed].map(([code, name]) => ({
      wallet: code,
      name,
      balanceMinor: balanceOf('MEMBER_PROVIDER', code).toString(),
    }));
    // In single-wallet mode providers use the main wallet; a provider wallet still holding money
    // from before the switch is shown, so it can be brought back.
    const wallets = [
      main,
      ...(settings.isSingleWallet ? providerWallets.filter((wallet) => wallet.balanceMinor !== '0') : providerWallets),
    ];
    return {
      isSingle: settings.isSingleWallet,
      currency,
      currencySymbol: CURRENCY_SYMBOLS[currency] ?? currency,
      wallets,
      totalMinor: wallets.reduce((sum, wallet) => sum + BigInt(wallet.balanceMinor), 0n).toString(),
    };
  };

  /** Every wallet of a member with its balance (after a recall: the main wallet and the emptied ones). */
  const currentBalances = async (memberId: number, currency: string) =>
    (await walletRepository.findMemberAccounts(memberId))
      .filter((row) => row.currency === currency && (row.kind === 'MEMBER_MAIN' || row.kind === 'MEMBER_PROVIDER'))
      .map((row) => ({
        wallet: row.kind === 'MEMBER_MAIN' ? MAIN_WALLET : (row.provider ?? ''),
        balanceMinor: row.balance.toString(),
      }));

  /** Checks a member-to-member amount against the operator's limits. */
  const checkMemberTransferLimits = async (amountMinor: bigint) => {
    const settings = await getSettings();
    const min = BigInt(settings.memberTransferMinMinor);
    const max = BigInt(settings.memberTransferMaxMinor);
    if (amountMinor < min)
      throw new AppError('AMOUNT_BELOW_MIN', `${amountMinor} < ${min}`, { minMinor: min.toString() });
    if (amountMinor > max)
      throw new AppError('AMOUNT_ABOVE_MAX', `${amountMinor} > ${max}`, { maxMinor: max.toString() });
  };

  const transferBetweenMembers = async (input: {
    fromId: number;
    toId: number;
    requestId: string;
    amountMinor: bigint;
    paymentPassword: string;
    kind: 'TRANSFER_UPLINE' | 'TRANSFER_DOWNLINE';
  }) => {
    await checkMemberTransferLimits(input.amountMinor);
    const [from, to] = await Promise.all([members.getMember(input.fromId), members.getMember(input.toId)]);
    // A member on a break receives nothing from another (its agent sees it only as unavailable).
    await protection.checkReceiver(to.id);
    if (from.currency !== to.currency || isTrialType(to.type))
      throw new AppError('VALIDATION', 'members hold different currencies');
    await members.requirePaymentPassword(from.id, input.paymentPassword);
    const [debit, credit] = await Promise.all([mainAccount(from.id, from.currency), mainAccount(to.id, to.currency)]);
    const id = transferIdFor(`${input.kind}:${from.id}:${input.requestId}`);
    const request = {
      id,
      debitAccountId: debit,
      creditAccountId: credit,
      amountMinor: input.amountMinor,
      currency: from.currency,
      kind: input.kind,
      metadata: { fromMemberId: from.id, toMemberId: to.id, fromAccount: from.account, toAccount: to.account },
    };
    const [result] = await db.transaction(async (tx) => {
      // Money leaving to another member obeys the withdrawal rule: bonus turnover still owed stays.
      await walletRepository.lockAccount(debit, tx);
      const [earlier] = await walletRepository.findTransfersByIds([id], tx);
      if (!earlier) {
        const balance = await balanceIn(from.id, from.currency, tx);
        if (
          input.amountMinor > BigInt(balance.withdrawableMinor) &&
          input.amountMinor <= BigInt(balance.availableMinor)
        ) {
          throw new AppError('WAGERING_OUTSTANDING', `asked ${input.amountMinor}, free ${balance.withdrawableMinor}`, {
            withdrawableMinor: balance.withdrawableMinor,
          });
        }
      }
      return ledger.postTransfers([request], tx);
    });
    return { transferId: id, replayed: result?.replayed ?? false, balance: await getBalance(from.id) };
  };

  return {
    listWallets,

    async getMerchantWallet() {
      return { isSingle: (await getSettings()).isSingleWallet };
    },

    /** Main wallet to a provider wallet or back; one side is always the main wallet. */
    async transferWallet(input: {
      memberId: number;
      requestId: string;
      fromWallet: string;
      toWallet: string;
      amountMinor: bigint;
    }) {
      const [member, settings, providers] = await Promise.all([
        activeMember(input.memberId),
        getSettings(),
        listProviders(),
      ]);
      if (settings.isSingleWallet && input.fromWallet === MAIN_WALLET)
        throw new AppError('SINGLE_WALLET_MODE', 'transfers to providers are off in single-wallet mode');
      const currency = walletCurrencyOf(member);
      const known = new Set(providers.map((provider) => provider.code));
      const provider = input.fromWallet === MAIN_WALLET ? input.toWallet : input.fromWallet;
      // Money may always come back from a provider wallet; it may go only to a listed provider.
      const held =
        input.fromWallet !== MAIN_WALLET &&
        (await walletRepository.findMemberAccounts(member.id)).some((row) => row.provider === provider);
      if (!known.has(provider) && !held)
        throw unknownWallet(input.fromWallet === MAIN_WALLET ? 'toWallet' : 'fromWallet');
      const [main, providerAccount] = await accounts.resolve([
        accountSpecs.memberMain(member.id, currency),
        accountSpecs.providerWallet(member.id, provider, currency),
      ]);
      const toProvider = input.fromWallet === MAIN_WALLET;
      // Money into a game's wallet is play: refused on a break; it may always come back.
      if (toProvider) await protection.checkPlay(member.id);
      const [result] = await ledger.postTransfers([
        {
          id: transferIdFor(`wallet-transfer:${member.id}:${input.requestId}`),
          debitAccountId: (toProvider ? main : providerAccount) ?? 0n,
          creditAccountId: (toProvider ? providerAccount : main) ?? 0n,
          amountMinor: input.amountMinor,
          currency,
          kind: 'WALLET_TRANSFER',
          metadata: { counterparty: provider },
        },
      ]);
      if (!result) throw new Error('ledger returned no result');
      // The ledger answers with both balances after the move: no second read.
      const [mainBalance, providerBalance] = toProvider
        ? [result.debitBalance, result.creditBalance]
        : [result.creditBalance, result.debitBalance];
      return {
        movedMinor: input.amountMinor.toString(),
        replayed: result.replayed,
        balances: [
          { wallet: MAIN_WALLET, balanceMinor: mainBalance.toString() },
          { wallet: provider, balanceMinor: providerBalance.toString() },
        ],
      };
    },

    /** Every provider wallet back to the main wallet, together (one-click recall). */
    async recallAll(input: { memberId: number; requestId: string }) {
      const member = await activeMember(input.memberId);
      const currency = walletCurrencyOf(member);
      const rows = await walletRepository.findMemberAccounts(member.id);
      const providerRows = rows.filter((row) => row.kind === 'MEMBER_PROVIDER' && row.currency === currency);
      const idFor = (provider: string | null) =>
        transferIdFor(`recall:${member.id}:${input.requestId}:${provider ?? ''}`);
      const main = await mainAccount(member.id, currency);
      const requests: TransferRequest[] = providerRows
        .filter((row) => row.balance - row.pendingDebits > 0n)
        .map((row) => ({
          id: idFor(row.provider),
          debitAccountId: row.id,
          creditAccountId: main,
          amountMinor: row.balance - row.pendingDebits,
          currency,
          kind: 'WALLET_TRANSFER',
          metadata: { counterparty: row.provider, recall: true },
        }));
      // The request id is claimed with the transfers, so a recall that found nothing to move still
      // counts: the same id later moves nothing either.
      const claimed = await db.transaction(async (tx) => {
        if (
          !(await walletRepository.claimRequest(
            { memberId: member.id, requestId: input.requestId, kind: 'RECALL', at: clock.now() },
            tx,
          ))
        )
          return false;
        await ledger.postTransfers(requests, tx);
        return true;
      });
      if (!claimed) {
        const earlier = await walletRepository.findTransfersByIds(providerRows.map((row) => idFor(row.provider)));
        const moved = earlier.reduce((sum, row) => sum + row.amount, 0n);
        return { movedMinor: moved.toString(), replayed: true, balances: await currentBalances(member.id, currency) };
      }
      const moved = requests.reduce((sum, request) => sum + request.amountMinor, 0n);
      return { movedMinor: moved.toString(), replayed: false, balances: await currentBalances(member.id, currency) };
    },

    /** Who the member may send money to: the upline, and an agent's direct downlines. */
    async getTransferParties(memberId: number) {
      const member = await members.getMember(memberId);
      const [upline, downlines, settings] = await Promise.all([
        member.uplineId ? members.getMember(member.uplineId) : Promise.resolve(null),
        members.listDirectDownlines(member.id),
        getSettings(),
      ]);
      // Members on a break show as unavailable, with nothing more than their account.
      const unavailable = await protection.blockedAmong([
        ...(upline ? [upline.id] : []),
        ...downlines.map((downline) => downline.id),
      ]);
      const party = (one: { id: number; account: string; nickname: string | null }) =>
        unavailable.has(one.id)
          ? { id: one.id, account: one.account, nickname: null, unavailable: true }
          : { id: one.id, account: one.account, nickname: one.nickname, unavailable: false };
      return {
        upline: upline ? party(upline) : null,
        downlines: downlines.map(party),
        minMinor: settings.memberTransferMinMinor,
        maxMinor: settings.memberTransferMaxMinor,
      };
    },

    async transferToUpline(input: {
      memberId: number;
      requestId: string;
      amountMinor: bigint;
      paymentPassword: string;
    }) {
      const member = await members.getMember(input.memberId);
      if (!member.uplineId) throw new AppError('NO_UPLINE', `member ${member.id} has no upline`);
      return transferBetweenMembers({ ...input, fromId: member.id, toId: member.uplineId, kind: 'TRANSFER_UPLINE' });
    },

    async transferToDownline(input: {
      memberId: number;
      requestId: string;
      downlineId: number;
      amountMinor: bigint;
      paymentPassword: string;
    }) {
      const downline = await members.getMember(input.downlineId).catch(() => null);
      if (!downline || downline.uplineId !== input.memberId || downline.status !== 'ACTIVE') {
        throw new AppError('NOT_DOWNLINE', `member ${input.downlineId} is not a direct downline of ${input.memberId}`);
      }
      return transferBetweenMembers({ ...input, fromId: input.memberId, toId: downline.id, kind: 'TRANSFER_DOWNLINE' });
    },
  };
};
