import { GatewayCallbackSchema } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import { transferIdFor } from '../wallet';
import type { StaffActor } from './payments.approvals';
import { createApprovals, requireReason, secondApproverRequired } from './payments.approvals';
import type { PaymentsDeps } from './payments.context';
import type { DepositRow } from './payments.repository';
import { verifySignedCall } from './payments.signature';
import { paged, toChannel, toDeposit } from './payments.views';

// Deposits (spec §2.5 depositv2): a manual transfer to the operator's account, credited when staff
// approve it; or a gateway payment, credited when the gateway's signed callback says it is paid.
// Either way the credit is one ledger transfer whose id derives from the deposit, posted in the
// same transaction as the status change: approving twice, or a callback arriving twice, credits once.

/** A gateway order nobody paid expires after this long (a late payment still credits). */
export const GATEWAY_ORDER_MINUTES = 30;

/** Deposits a staff member may still approve or reject. */
const STAFF_DECIDABLE: DepositRow['status'][] = [
  'PENDING_REVIEW',
  'AWAITING_PAYMENT',
  'EXPIRED',
  'PAID_AFTER_REJECTION',
];

type CallbackResult = { status: 200 | 400 | 401 | 404 | 409; outcome: string };

/** Characters of a callback's body kept in gateway_callbacks: whole for a signed one, a glimpse of a refused one. */
const SIGNED_BODY_KEPT = 8192;
const REFUSED_BODY_KEPT = 512;

export const createDeposits = (deps: PaymentsDeps) => {
  const {
    db,
    paymentsRepository,
    clock,
    wallet,
    members,
    uploads,
    protection,
    audit,
    gateways,
    publicUrl,
    compliance,
  } = deps;
  const approvals = createApprovals(deps);
  /** The credit of a deposit: one transfer whose id derives from the deposit. */
  const postCredit = (deposit: DepositRow, clearing: bigint, main: bigint, tx: Executor) =>
    wallet.postTransfers(
      [
        {
          id: transferIdFor(`deposit:${deposit.id}`),
          debitAccountId: clearing,
          creditAccountId: main,
          amountMinor: deposit.amount,
          currency: deposit.currency,
          kind: 'DEPOSIT',
          reference: deposit.referenceNo ?? deposit.gatewayOrderId,
          metadata: { counterparty: deposit.channelName, depositId: deposit.id },
        },
      ],
      tx,
    );

  /** Marks a deposit approved and credits it, atomically; null when it was not in `from`. */
  const approve = async (
    deposit: DepositRow,
    from: DepositRow['status'][],
    patch: { reviewedBy?: number | null; reviewNote?: string | null },
    auditEvent: { actor: AuditActor; action: string; detail?: Record<string, unknown> },
  ): Promise<DepositRow | null> => {
    // Account ids are resolved before the transaction opens (they may be created on first use).
    const [clearing, main] = await Promise.all([
      wallet.systemAccount('PAYMENT_CLEARING', deposit.currency),
      wallet.mainAccount(deposit.memberId, deposit.currency),
    ]);
    return db.transaction(async (tx) => {
      const now = clock.now();
      const moved = await paymentsRepository.transitionDeposit(
        deposit.id,
        from,
        { status: 'APPROVED', completedAt: now, reviewedAt: now, ...patch },
        tx,
      );
      if (!moved) return null;
      await postCredit(moved, clearing, main, tx);
      await audit.record(
        {
          ...auditEvent,
          targetKind: 'deposit',
          targetId: deposit.id,
          detail: { amountMinor: deposit.amount.toString(), ...auditEvent.detail },
        },
        tx,
      );
      return moved;
    });
  };

  const requireGateway = async (key: string | null) => {
    const gateway = key ? await gateways.get(key) : undefined;
    if (!gateway) throw new AppError('CHANNEL_UNAVAILABLE', `gateway ${key ?? 'none'} not configured`);
    return gateway;
  };

  /** Asks the gateway for the payment page of a deposit (again, when an earlier try failed). */
  const openGatewayOrder = async (deposit: DepositRow) => {
    const gateway = await requireGateway(deposit.gateway);
    const order = await gateway.createOrder({
      orderId: deposit.id,
      amountMinor: deposit.amount,
      currency: deposit.currency,
      method: deposit.method,
      callbackUrl: new URL(`/wps/payments/gateway/${gateway.config.key}/callback`, publicUrl).toString(),
      returnUrl: new URL('/member/depositv2', publicUrl).toString(),
      description: `Perya deposit ${deposit.id.slice(0, 8)}`,
    });
    await paymentsRepository.setGatewayOrder(deposit.id, order.gatewayOrderId, order.payUrl);
    return order.payUrl;
  };

  return {
    async listChannels(memberId: number) {
      const member = await members.getMember(memberId);
      const rows = await paymentsRepository.listChannels(true);
      const configured = new Set(await gateways.keys());
      return {
        channels: rows
          .filter(
            (row) =>
              row.currency === member.currency &&
              (row.kind === 'MANUAL' || (row.gateway !== null && configured.has(row.gateway))),
          )
          .map(toChannel),
      };
    },

    async createDeposit(input: {
      memberId: number;
      requestId: string;
      channelId: number;
      amountMinor: bigint;
      referenceNo?: string;
      proofUploadId?: string;
    }) {
      const member = await members.getMember(input.memberId);
      /** The same request again (a retry, a double tap): the deposit it made, never a second one. */
      const replay = async (existing: DepositRow) => {
        if (existing.memberId !== member.id)
          throw new AppError('DUPLICATE_REQUEST', `deposit ${input.requestId} belongs to another member`);
        const retryOrder = existing.kind === 'GATEWAY' && existing.status === 'AWAITING_PAYMENT';
        const redirectUrl = retryOrder ? (existing.payUrl ?? (await openGatewayOrder(existing))) : null;
        return {
          deposit: toDeposit((await paymentsRepository.findDeposit(existing.id)) ?? existing, member.utcOffsetMinutes),
          redirectUrl,
        };
      };
      /**
       * Inserts the deposit, its deposit limits checked again under the member's lock in the same
       * transaction; when a concurrent copy of the request got there first, answers as a replay.
       */
      const insertOnce = async (row: Parameters<typeof paymentsRepository.insertDeposit>[0]) => {
        try {
          await db.transaction(async (tx) => {
            await protection.holdDepositRoom(member.id, row.amount, tx);
            await paymentsRepository.insertDeposit(row, tx);
          });
          return null;
        } catch (error) {
          const constraint = uniqueViolation(error);
          if (constraint === 'deposits_pkey') {
            const existing = await paymentsRepository.findDeposit(row.id);
            if (existing) return replay(existing);
          }
          if (constraint === 'deposits_channel_reference') {
            throw new AppError('VALIDATION', 'reference reused', {
              fields: { referenceNo: 'This reference number was already used for a deposit' },
            });
          }
          throw error;
        }
      };
      const existing = await paymentsRepository.findDeposit(input.requestId);
      if (existing) return replay(existing);
      const channel = await paymentsRepository.findChannel(input.channelId);
      if (!channel || !channel.enabled || channel.currency !== member.currency)
        throw new AppError('CHANNEL_UNAVAILABLE', `channel ${input.channelId}`);
      if (input.amountMinor < channel.minMinor)
        throw new AppError('AMOUNT_BELOW_MIN', 'below channel minimum', { minMinor: channel.minMinor.toString() });
      if (input.amountMinor > channel.maxMinor)
        throw new AppError('AMOUNT_ABOVE_MAX', 'above channel maximum', { maxMinor: channel.maxMinor.toString() });
      if (channel.kind === 'GATEWAY') await requireGateway(channel.gateway);
      await protection.checkDeposit(member.id, input.amountMinor);
      // Screening hold and the KYC tier a deposit of this size needs (decision 038).
      await compliance.requireForDeposit(member.id, input.amountMinor);
      const row = {
        id: input.requestId,
        memberId: member.id,
        channelId: channel.id,
        kind: channel.kind,
        method: channel.method,
        channelName: channel.name,
        amount: input.amountMinor,
        currency: channel.currency,
        createdAt: clock.now(),
      };
      if (channel.kind === 'MANUAL') {
        const fields: Record<string, string> = {};
        if (!input.referenceNo) fields.referenceNo = 'Enter the reference number of your payment';
        if (!input.proofUploadId) fields.proofUploadId = 'Upload a screenshot of your payment';
        else
          await uploads
            .findOwned(input.proofUploadId, member.id)
            .catch(() => (fields.proofUploadId = 'Upload the screenshot again'));
        if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', 'manual deposit incomplete', { fields });
        const replayed = await insertOnce({
          ...row,
          status: 'PENDING_REVIEW',
          referenceNo: input.referenceNo,
          proofUploadId: input.proofUploadId,
        });
        if (replayed) return replayed;
        const created = await paymentsRepository.findDeposit(row.id);
        return {
          deposit: toDeposit(created ?? ({ ...row, status: 'PENDING_REVIEW' } as DepositRow), member.utcOffsetMinutes),
          redirectUrl: null,
        };
      }
      const replayed = await insertOnce({ ...row, status: 'AWAITING_PAYMENT', gateway: channel.gateway });
      if (replayed) return replayed;
      const created = await paymentsRepository.findDeposit(row.id);
      if (!created) throw new Error(`deposit ${row.id} vanished`);
      const redirectUrl = await openGatewayOrder(created);
      return { deposit: toDeposit(created, member.utcOffsetMinutes), redirectUrl };
    },

    async listDeposits(memberId: number, pageNo: number, pageSize: number) {
      const member = await members.getMember(memberId);
      const { rows, total } = await paymentsRepository.listMemberDeposits(member.id, {
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      });
      return paged(
        rows.map((row) => toDeposit(row, member.utcOffsetMinutes)),
        total,
        pageNo,
        pageSize,
      );
    },

    /** One of the member's own deposits; another member's is as good as missing. */
    async getDeposit(memberId: number, id: string) {
      const member = await members.getMember(memberId);
      const row = await paymentsRepository.findDeposit(id);
      if (!row || row.memberId !== member.id) throw new AppError('NOT_FOUND', `deposit ${id} of member ${memberId}`);
      return toDeposit(row, member.utcOffsetMinutes);
    },

    /**
     * Staff approve a deposit (a manual one once the money is seen; a gateway one when its callback
     * never came). Above the four-eyes threshold the first approval waits for a second staff member.
     */
    async approveDeposit(id: string, actor: StaffActor, note: string | null) {
      const found = await paymentsRepository.findDeposit(id);
      if (!found) throw new AppError('NOT_FOUND', `deposit ${id}`);
      const [clearing, main] = await Promise.all([
        wallet.systemAccount('PAYMENT_CLEARING', found.currency),
        wallet.mainAccount(found.memberId, found.currency),
      ]);
      const outcome = await db.transaction(async (tx) => {
        const deposit = await paymentsRepository.lockDeposit(id, tx);
        if (!deposit || !STAFF_DECIDABLE.includes(deposit.status))
          throw new AppError('ALREADY_PROCESSED', `deposit ${id} is ${deposit?.status ?? 'gone'}`);
        const gated = await approvals.gate(
          {
            action: 'deposit.approve',
            targetKind: 'deposit',
            targetId: id,
            memberId: deposit.memberId,
            amount: deposit.amount,
            currency: deposit.currency,
            input: { note },
            actor,
          },
          tx,
        );
        if (gated.kind === 'PENDING') return gated;
        const decidedNote = (gated.input.note as string | null | undefined) ?? null;
        const now = clock.now();
        const moved = await paymentsRepository.transitionDeposit(
          id,
          STAFF_DECIDABLE,
          { status: 'APPROVED', completedAt: now, reviewedAt: now, reviewedBy: actor.id, reviewNote: decidedNote },
          tx,
        );
        if (!moved) throw new AppError('ALREADY_PROCESSED', `deposit ${id} is ${deposit.status}`);
        await postCredit(moved, clearing, main, tx);
        await audit.record(
          {
            actor,
            action: 'deposit.approve',
            targetKind: 'deposit',
            targetId: id,
            detail: {
              amountMinor: deposit.amount.toString(),
              note: decidedNote,
              before: { status: deposit.status },
              after: { status: moved.status },
              approvedBy: gated.approval ? [gated.approval.requestedByName, actor.name] : [actor.name],
            },
          },
          tx,
        );
        return { kind: 'DONE' as const, row: moved };
      });
      if (outcome.kind === 'PENDING') return secondApproverRequired(outcome.approval);
      return outcome.row;
    },

    /** Staff reject a deposit; the reason is what the member reads in their deposit record. */
    async rejectDeposit(id: string, actor: StaffActor, note: string | undefined) {
      const reason = requireReason(note);
      return db.transaction(async (tx) => {
        const deposit = await paymentsRepository.lockDeposit(id, tx);
        if (!deposit) throw new AppError('NOT_FOUND', `deposit ${id}`);
        const now = clock.now();
        const rejected = await paymentsRepository.transitionDeposit(
          id,
          STAFF_DECIDABLE,
          { status: 'REJECTED', reviewedBy: actor.id, reviewedAt: now, reviewNote: reason, completedAt: now },
          tx,
        );
        if (!rejected) throw new AppError('ALREADY_PROCESSED', `deposit ${id} is ${deposit.status}`);
        await audit.record(
          {
            actor,
            action: 'deposit.reject',
            targetKind: 'deposit',
            targetId: id,
            detail: {
              note: reason,
              reason,
              amountMinor: deposit.amount.toString(),
              before: { status: deposit.status },
              after: { status: rejected.status },
            },
          },
          tx,
        );
        return rejected;
      });
    },

    /**
     * A gateway's signed notice about an order. Every call is logged; a bad signature, a stale
     * timestamp or a nonce seen before is refused; a duplicate "paid" credits nothing more.
     */
    async handleGatewayCallback(input: {
      gatewayKey: string;
      headers: Record<string, string | string[] | undefined>;
      rawBody: string;
      ip: string;
      /** Whether a refused call is still stored (a budget per gateway); every signed one is. */
      keepRefused?: () => Promise<boolean>;
    }): Promise<CallbackResult> {
      const gateway = await gateways.get(input.gatewayKey);
      const now = clock.now();
      const log = async (signatureValid: boolean, outcome: string, nonce: string | null, signedAt: number | null) => {
        // A refused call is anyone's: stored within its budget, and only the start of its body.
        if (!signatureValid && input.keepRefused && !(await input.keepRefused())) return null;
        return paymentsRepository.claimCallback({
          gateway: input.gatewayKey,
          nonce,
          signedAt,
          signatureValid,
          outcome,
          body: input.rawBody.slice(0, signatureValid ? SIGNED_BODY_KEPT : REFUSED_BODY_KEPT),
          ip: input.ip,
          receivedAt: now,
        });
      };
      if (!gateway) {
        await log(false, 'UNKNOWN_GATEWAY', null, null);
        return { status: 404, outcome: 'UNKNOWN_GATEWAY' };
      }
      const check = verifySignedCall({
        headers: input.headers,
        rawBody: input.rawBody,
        merchantId: gateway.config.merchantId,
        secret: gateway.config.secret,
        now,
      });
      if (!check.ok) {
        const outcome = check.reason === 'STALE' ? 'REJECTED_STALE' : 'REJECTED_SIGNATURE';
        await log(false, outcome, check.nonce, check.timestamp);
        return { status: 401, outcome };
      }
      const callbackId = await log(true, 'RECEIVED', check.nonce, check.timestamp);
      if (callbackId === null) {
        await log(false, 'REJECTED_REPLAY', check.nonce, check.timestamp);
        return { status: 401, outcome: 'REJECTED_REPLAY' };
      }
      const settle = async (result: CallbackResult, orderId: string | null) => {
        await paymentsRepository.setCallbackOutcome(callbackId, result.outcome, orderId);
        return result;
      };
      let parsedBody: unknown;
      try {
        parsedBody = JSON.parse(input.rawBody);
      } catch {
        return settle({ status: 400, outcome: 'BAD_BODY' }, null);
      }
      const parsed = GatewayCallbackSchema.safeParse(parsedBody);
      if (!parsed.success || parsed.data.merchantId !== gateway.config.merchantId)
        return settle({ status: 400, outcome: 'BAD_BODY' }, null);
      const notice = parsed.data;
      const deposit = await paymentsRepository.findDeposit(notice.orderId);
      if (!deposit || deposit.gateway !== input.gatewayKey || deposit.gatewayOrderId !== notice.gatewayOrderId) {
        return settle({ status: 404, outcome: 'UNKNOWN_ORDER' }, null);
      }
      if (notice.status === 'FAILED') {
        const failed = await paymentsRepository.transitionDeposit(deposit.id, ['AWAITING_PAYMENT'], {
          status: 'REJECTED',
          reviewNote: 'The payment was not completed.',
          completedAt: now,
        });
        return settle({ status: 200, outcome: failed ? 'FAILED' : 'DUPLICATE' }, deposit.id);
      }
      if (BigInt(notice.amountMinor) !== deposit.amount || notice.currency !== deposit.currency) {
        return settle({ status: 409, outcome: 'AMOUNT_MISMATCH' }, deposit.id);
      }
      // A late payment of an expired (or failed-then-paid) order is still the member's money. One
      // staff rejected is not credited by the gateway's word: it waits in the review queue for a
      // person (issue 22 item 11). A rejection racing this notice is read again after it.
      const rejectedByStaff = (row: DepositRow) => row.status === 'REJECTED' && row.reviewedBy !== null;
      if (!rejectedByStaff(deposit)) {
        const approved = await approve(
          deposit,
          ['AWAITING_PAYMENT', 'EXPIRED', ...(deposit.status === 'REJECTED' ? (['REJECTED'] as const) : [])],
          {},
          {
            actor: { kind: 'SYSTEM', name: `gateway:${input.gatewayKey}` },
            action: 'deposit.gateway-paid',
            detail: { gatewayOrderId: notice.gatewayOrderId },
          },
        );
        if (approved) return settle({ status: 200, outcome: 'CREDITED' }, deposit.id);
        const current = await paymentsRepository.findDeposit(deposit.id);
        if (!current || !rejectedByStaff(current)) return settle({ status: 200, outcome: 'DUPLICATE' }, deposit.id);
      }
      const held = await db.transaction(async (tx) => {
        const row = await paymentsRepository.transitionDeposit(
          deposit.id,
          ['REJECTED'],
          { status: 'PAID_AFTER_REJECTION', completedAt: null },
          tx,
        );
        if (row) {
          await audit.record(
            {
              actor: { kind: 'SYSTEM', name: `gateway:${input.gatewayKey}` },
              action: 'deposit.paid-after-rejection',
              targetKind: 'deposit',
              targetId: deposit.id,
              detail: { gatewayOrderId: notice.gatewayOrderId },
            },
            tx,
          );
        }
        return row;
      });
      return settle({ status: 200, outcome: held ? 'HELD_FOR_REVIEW' : 'DUPLICATE' }, deposit.id);
    },

    async expireGatewayOrders(): Promise<string[]> {
      return paymentsRepository.expireDeposits(new Date(clock.now().getTime() - GATEWAY_ORDER_MINUTES * 60_000));
    },
  };
};
