import type { Bonus } from '@perya/contracts';
import { isTrialType } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { formatMemberTime } from '../../lib/member-time';
import type { AuditActor } from '../audit';
import { accountSpecs, transferIdFor, walletCurrencyOf } from './wallet.accounts';
import type { WalletContext } from './wallet.context';
import type { BonusGrantRow } from './wallet.repository';

// Bonuses: money credited from the bonus fund that must be wagered a number of times (turnover)
// before it may be withdrawn. Until then, what is still owed is subtracted from what a
// withdrawal may take (spec §2.5 bonusDetails; issue: available minus wagering still owed).

const toBonus = (row: BonusGrantRow, offsetMinutes: number): Bonus => ({
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
});

export const createWalletBonuses = ({
  db,
  walletRepository,
  members,
  ledger,
  accounts,
  clock,
  audit,
  getBalance,
}: WalletContext) => ({
  /** Credits a bonus with its turnover requirement, once per request id. */
  async grantBonus(input: {
    memberId: number;
    requestId: string;
    amountMinor: bigint;
    turnoverMultiplier: number;
    title: string;
    actor: AuditActor;
  }) {
    const member = await members.getMember(input.memberId);
    if (isTrialType(member.type)) throw new AppError('VALIDATION', 'trial accounts hold play money only');
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
          },
        },
        tx,
      );
      return false;
    });
    const grant = await walletRepository.findBonusGrant(id);
    if (!grant) throw new Error(`bonus grant ${id} missing`);
    return { bonus: toBonus(grant, member.utcOffsetMinutes), replayed, balance: await getBalance(member.id) };
  },

  async listBonuses(input: { memberId: number; status?: BonusGrantRow['status']; pageNo: number; pageSize: number }) {
    const member = await members.getMember(input.memberId);
    const [{ rows, total }, owed] = await Promise.all([
      walletRepository.listBonusGrants({
        memberId: member.id,
        status: input.status,
        limit: input.pageSize,
        offset: (input.pageNo - 1) * input.pageSize,
      }),
      walletRepository.wageringOwed(member.id),
    ]);
    return {
      list: rows.map((row) => toBonus(row, member.utcOffsetMinutes)),
      pageNo: input.pageNo,
      pageSize: input.pageSize,
      total,
      totalPages: Math.ceil(total / input.pageSize),
      wageringOwedMinor: owed.toString(),
    };
  },
});
