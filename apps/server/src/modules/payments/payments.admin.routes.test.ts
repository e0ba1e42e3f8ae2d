import { randomBytes, randomUUID } from 'node:crypto';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import {
  createCaller,
  demoMemberIds,
  expectRefusal,
  loginMember,
  loginStaff,
  newStaffSession,
  valueOf,
} from '../../testing/api-session';
import { countRows, createTestClock } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// The back office's Money (issue 16, decision 028) over HTTP: the deposit and withdrawal queues
// (filters, whitelisted sort, pages, CSV of what is filtered), reasons staff give and members read,
// four eyes above the threshold (the same approver refused, two second approvals at once: one
// wins), receipt disputes, adjustments with a reason and turnover, optimistic versions, and bad
// input that changes nothing. Each test makes its own deposits and withdrawals.

const PAYMENT_PASSWORD = '246810';
/** The four-eyes threshold in these tests: ₱1,000. */
const THRESHOLD = 100_000n;

describe('back office: money', () => {
  let sut: TestApp;
  // Starts at the real time: the staff authenticator's codes are computed from it (api-session's totpCodeOf).
  const clock = createTestClock(new Date());
  const token = { player01: '', staff: '', second: '', third: '' };
  let player01 = 0;
  let manualChannelId = 0;
  let accountId = '';
  let proofId = '';
  let call: Caller;

  /** The second and third staff members' names as the audit log and approvals show them. */
  const names = { second: '', third: '' };
  const staffPost = (bearer: string, url: string, body: Record<string, unknown> = {}) =>
    call('POST', url, bearer, body);
  const balanceOf = async () => {
    const value = valueOf(await call('GET', '/wps/v2/wallets/balance', token.player01));
    return {
      balance: BigInt(value.balanceMinor),
      held: BigInt(value.heldMinor),
      owed: BigInt(value.wageringOwedMinor),
      withdrawable: BigInt(value.withdrawableMinor),
    };
  };
  const manualDeposit = async (amountMinor: string, referenceNo = `GC${randomBytes(6).toString('hex')}`) =>
    valueOf(
      await call('POST', '/wps/v2/deposits', token.player01, {
        requestId: randomUUID(),
        channelId: manualChannelId,
        amountMinor,
        referenceNo,
        proofUploadId: proofId,
      }),
    ).deposit as { id: string };
  const withdraw = async (amountMinor: string) =>
    valueOf(
      await call('POST', '/wps/v2/withdrawals', token.player01, {
        requestId: randomUUID(),
        accountId,
        amountMinor,
        paymentPassword: PAYMENT_PASSWORD,
      }),
    ) as { id: string };
  const myWithdrawal = async (id: string) =>
    (valueOf(await call('GET', '/wps/v2/withdrawals?pageSize=100', token.player01)).list as Array<{ id: string }>).find(
      (row) => row.id === id,
    ) as Record<string, unknown>;
  const auditOf = async (targetKind: string, targetId: string) =>
    (
      valueOf(
        await call(
          'GET',
          `/wps/admin/audit?targetKind=${targetKind}&targetId=${encodeURIComponent(targetId)}&pageSize=100`,
          token.staff,
        ),
      ).list as Array<{ actor: string; action: string; detail: Record<string, unknown> }>
    ).reverse();
  /** What a refused request must leave as it was. */
  const snapshot = async () => ({
    deposits: await countRows(sut.database, 'deposits'),
    withdrawals: await countRows(sut.database, 'withdrawals'),
    ledger: await countRows(sut.database, 'ledger_transfers'),
    approvals: await countRows(sut.database, 'money_approvals'),
    audit: await countRows(sut.database, 'audit_log'),
    bonuses: await countRows(sut.database, 'bonus_grants'),
    balance: await balanceOf(),
  });
  const fund = async (amountMinor: bigint) =>
    sut.app.walletService.adjust({
      memberId: player01,
      requestId: randomUUID(),
      direction: 'CREDIT',
      amountMinor,
      reason: 'Test funds',
      actor: { kind: 'SYSTEM', name: 'test' },
    });

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, clock });
    call = createCaller(sut.app);
    token.staff = await loginStaff(sut.app);
    const second = await newStaffSession(sut.app, 'FINANCE');
    const third = await newStaffSession(sut.app, 'FINANCE');
    Object.assign(token, { second: second.token, third: third.token });
    Object.assign(names, { second: second.username, third: third.username });
    token.player01 = await loginMember(sut.app, sut.database, 'player01', 'Player2026');
    ({ player01 } = await demoMemberIds(sut.app, ['player01']));
    const channels = valueOf(await call('GET', '/wps/v2/deposit/channels', token.player01)).channels as Array<{
      id: number;
      kind: string;
    }>;
    manualChannelId = channels.find((channel) => channel.kind === 'MANUAL')?.id ?? 0;
    accountId = valueOf(await call('GET', '/wps/v2/withdraw/accounts', token.player01)).accounts[0].id;
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'proof.png');
    const encoded = new Response(form);
    const uploaded = await sut.app.inject({
      method: 'POST',
      url: '/wps/v2/uploads',
      headers: {
        authorization: `Bearer ${token.player01}`,
        'content-type': encoded.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    proofId = valueOf(uploaded).uploadId;
    const wallet = valueOf(await call('GET', '/wps/admin/settings/wallet', token.staff));
    valueOf(
      await call('PUT', '/wps/admin/settings/wallet', token.staff, {
        withdrawDailyCount: 100,
        version: wallet.version,
      }),
    );
    const money = valueOf(await call('GET', '/wps/admin/settings/money', token.staff));
    valueOf(
      await call('PUT', '/wps/admin/settings/money', token.staff, {
        secondApprovalAboveMinor: THRESHOLD.toString(),
        version: money.version,
      }),
    );
    // Withdrawals need withdrawable money: free of any bonus turnover the demo left.
    await fund(5_000_000n);
  });
  afterAll(async () => {
    await sut?.close();
  });

  describe('queues', () => {
    it('should filter, sort and page deposits, with what staff need to decide', async () => {
      const account = `Q${randomBytes(3).toString('hex')}`;
      const made: Array<{ id: string }> = [];
      for (const amount of ['31000', '32000', '33000']) made.push(await manualDeposit(amount, `${account}${amount}`));
      clock.advance(90_000);
      const query =
        'status=PENDING_REVIEW&memberAccount=PLAYER01&minAmountMinor=31000&maxAmountMinor=33000&sort=amount&order=asc';
      const first = valueOf(await call('GET', `/wps/admin/deposits?${query}&pageSize=2`, token.staff));
      expect(first.total).toBeGreaterThanOrEqual(3);
      expect(first.list).toHaveLength(2);
      const amounts = first.list.map((row: { amountMinor: string }) => Number(row.amountMinor));
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
      const all = valueOf(await call('GET', `/wps/admin/deposits?${query}&pageSize=100`, token.staff)).list as Array<
        Record<string, unknown> & { id: string }
      >;
      const ours = all.filter((row) => made.some((deposit) => deposit.id === row.id));
      expect(ours.map((row) => row.amountMinor)).toEqual(['31000', '32000', '33000']);
      expect(ours[0]).toMatchObject({
        memberAccount: 'player01',
        status: 'PENDING_REVIEW',
        proofUrl: `/wps/admin/uploads/${proofId}`,
        waitingSeconds: expect.any(Number),
        memberRecent: { deposits: expect.any(Number), withdrawals: expect.any(Number) },
        pendingApproval: null,
      });
      expect(ours[0]?.waitingSeconds as number).toBeGreaterThanOrEqual(90);
      expect((ours[0]?.memberRecent as { deposits: number }).deposits).toBeGreaterThanOrEqual(3);
      // Page 2 continues where page 1 stopped; the date range and an unknown member narrow to nothing.
      const second = valueOf(await call('GET', `/wps/admin/deposits?${query}&pageSize=2&pageNo=2`, token.staff));
      expect(second.list[0].id).not.toBe(first.list[0].id);
      const none = [
        `${query}&from=2000-01-01&to=2000-01-02`,
        'memberAccount=nobody-like-this',
        `${query}&channelId=2147483647`,
      ];
      for (const q of none) expect(valueOf(await call('GET', `/wps/admin/deposits?${q}`, token.staff)).total).toBe(0);
    });

    it('should export what is filtered as CSV, defusing cells that look like formulas', async () => {
      const formula = `=HYPERLINK(${randomBytes(3).toString('hex')})`;
      const deposit = await manualDeposit('34567', formula);
      const response = await call(
        'GET',
        '/wps/admin/deposits?format=csv&memberAccount=player01&minAmountMinor=34567&maxAmountMinor=34567',
        token.staff,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      const lines = response.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        'id,createdAtUtc,status,memberAccount,channel,method,amountMinor,currency,referenceNo,reviewNote,completedAtUtc',
      );
      const row = lines.find((line) => line.startsWith(deposit.id));
      expect(row).toContain(`'${formula}`);
      const page = valueOf(
        await call(
          'GET',
          '/wps/admin/deposits?memberAccount=player01&minAmountMinor=34567&maxAmountMinor=34567',
          token.staff,
        ),
      );
      expect(lines).toHaveLength(page.total + 1);
      const withdrawals = await call('GET', '/wps/admin/withdrawals?format=csv&status=REVIEW,PAYING', token.staff);
      expect(withdrawals.body.split('\r\n')[0]).toMatch(/^id,createdAtUtc,status,memberAccount,memberRealName/);
    });

    it('should refuse sort keys, statuses and ranges it does not know', async () => {
      for (const query of [
        'sort=id',
        'sort=amount;drop table deposits',
        'order=sideways',
        'status=LOST',
        'minAmountMinor=-1',
        'minAmountMinor=9223372036854775808',
        'minAmountMinor=500&maxAmountMinor=100',
        'from=yesterday',
        'from=2026-02-02&to=2026-02-01',
        'format=xlsx',
        'pageSize=100000',
      ]) {
        const response = await call('GET', `/wps/admin/deposits?${query}`, token.staff);
        expect([query, response.statusCode, response.json().code]).toEqual([query, 400, 'VALIDATION']);
      }
    });
  });

  describe('reasons members read', () => {
    it('should refuse a rejection without a reason, and show the member the reason given', async () => {
      const deposit = await manualDeposit('25000');
      const before = await snapshot();
      for (const body of [{}, { note: '' }, { note: '   ' }, { note: 'no' }]) {
        expectRefusal(
          await staffPost(token.staff, `/wps/admin/deposits/${deposit.id}/reject`, body),
          400,
          'REASON_REQUIRED',
        );
      }
      expect(await snapshot()).toEqual(before);
      valueOf(
        await staffPost(token.staff, `/wps/admin/deposits/${deposit.id}/reject`, { note: 'Reference not found' }),
      );
      expect(valueOf(await call('GET', `/wps/v2/deposits/${deposit.id}`, token.player01))).toMatchObject({
        status: 'REJECTED',
        reviewNote: 'Reference not found',
      });
    });

    it('should void a rejected withdrawal’s hold and show the member why', async () => {
      const withdrawal = await withdraw('20000');
      const held = await balanceOf();
      expectRefusal(
        await staffPost(token.staff, `/wps/admin/withdrawals/${withdrawal.id}/reject`),
        400,
        'REASON_REQUIRED',
      );
      const rejected = valueOf(
        await staffPost(token.staff, `/wps/admin/withdrawals/${withdrawal.id}/reject`, {
          note: 'The account name does not match',
        }),
      );
      expect(rejected).toMatchObject({ status: 'REJECTED', reviewNote: 'The account name does not match' });
      expect(await myWithdrawal(withdrawal.id)).toMatchObject({
        status: 'REJECTED',
        reviewNote: 'The account name does not match',
      });
      expect((await balanceOf()).held).toBe(held.held - 20_000n);
      const audit = await auditOf('withdrawal', withdrawal.id);
      expect(audit.at(-1)).toMatchObject({
        actor: 'staff:admin',
        action: 'withdrawal.reject',
        detail: {
          reason: 'The account name does not match',
          before: { status: 'REVIEW' },
          after: { status: 'REJECTED' },
        },
      });
    });
  });

  describe('four eyes', () => {
    it('should approve at once at or below the threshold', async () => {
      const withdrawal = await withdraw(THRESHOLD.toString());
      const approved = valueOf(await staffPost(token.staff, `/wps/admin/withdrawals/${withdrawal.id}/approve`));
      expect(approved).toMatchObject({ status: 'PAYING', pendingApproval: null });
      expect((await auditOf('withdrawal', withdrawal.id)).map((entry) => entry.action)).toEqual(['withdrawal.approve']);
    });

    it('should hold a large withdrawal until a second, different staff member approves it', async () => {
      const withdrawal = await withdraw((THRESHOLD + 1n).toString());
      const before = await snapshot();
      const first = await staffPost(token.staff, `/wps/admin/withdrawals/${withdrawal.id}/approve`, {
        note: 'Checked',
      });
      expectRefusal(first, 409, 'SECOND_APPROVER_REQUIRED');
      const approval = first.json().value.approval;
      expect(approval).toMatchObject({
        action: 'withdrawal.approve',
        targetId: withdrawal.id,
        status: 'PENDING',
        requestedBy: 'admin',
        amountMinor: (THRESHOLD + 1n).toString(),
      });
      // Nothing moved: the hold is still a hold, the member still sees REVIEW.
      expect(await snapshot()).toEqual({ ...before, approvals: before.approvals + 1, audit: before.audit + 1 });
      expect(await myWithdrawal(withdrawal.id)).toMatchObject({ status: 'REVIEW' });
      const queued = valueOf(await call('GET', `/wps/admin/withdrawals?status=REVIEW&pageSize=100`, token.staff));
      expect(queued.list.find((row: { id: string }) => row.id === withdrawal.id).pendingApproval).toMatchObject({
        id: approval.id,
      });
      expect(
        valueOf(await call('GET', '/wps/admin/approvals?status=PENDING', token.staff)).list.map(
          (row: { id: string }) => row.id,
        ),
      ).toContain(approval.id);

      expectRefusal(
        await staffPost(token.staff, `/wps/admin/withdrawals/${withdrawal.id}/approve`),
        409,
        'SAME_APPROVER',
      );
      expectRefusal(await staffPost(token.staff, `/wps/admin/approvals/${approval.id}/approve`), 409, 'SAME_APPROVER');
      expect(await myWithdrawal(withdrawal.id)).toMatchObject({ status: 'REVIEW' });

      const second = valueOf(await staffPost(token.second, `/wps/admin/withdrawals/${withdrawal.id}/approve`));
      expect(second).toMatchObject({ status: 'PAYING', reviewNote: 'Checked', pendingApproval: null });
      expect(await myWithdrawal(withdrawal.id)).toMatchObject({ status: 'PAYING' });
      const after = await balanceOf();
      expect(after.balance).toBe(before.balance.balance - (THRESHOLD + 1n));
      expect(after.held).toBe(before.balance.held - (THRESHOLD + 1n));
      const audit = await auditOf('withdrawal', withdrawal.id);
      expect(audit.map((entry) => [entry.actor, entry.action])).toEqual([
        ['staff:admin', 'withdrawal.approve.first-approval'],
        [`staff:${names.second}`, 'withdrawal.approve.second-approval'],
        [`staff:${names.second}`, 'withdrawal.approve'],
      ]);
      expect(audit[2]?.detail).toMatchObject({ approvedBy: ['admin', names.second], note: 'Checked' });
    });

    it('should let only one of two simultaneous second approvals move the money', async () => {
      const withdrawal = await withdraw('150000');
      expectRefusal(
        await staffPost(token.staff, `/wps/admin/withdrawals/${withdrawal.id}/approve`),
        409,
        'SECOND_APPROVER_REQUIRED',
      );
      const ledger = await countRows(sut.database, 'ledger_transfers');
      const answers = await Promise.all([
        staffPost(token.second, `/wps/admin/withdrawals/${withdrawal.id}/approve`),
        staffPost(token.third, `/wps/admin/withdrawals/${withdrawal.id}/approve`),
      ]);
      const codes = answers.map((response) => `${response.statusCode} ${response.json().code}`).sort();
      expect(codes).toEqual(['200 OK', '409 ALREADY_PROCESSED']);
      expect(await countRows(sut.database, 'ledger_transfers')).toBe(ledger + 1);
      const actions = (await auditOf('withdrawal', withdrawal.id)).map((entry) => entry.action);
      expect(actions.filter((action) => action === 'withdrawal.approve')).toHaveLength(1);
    });

    it('should let the approvals route carry out, or refuse, a pending decision', async () => {
      const deposit = await manualDeposit('200000');
      const first = await staffPost(token.staff, `/wps/admin/deposits/${deposit.id}/approve`, { note: 'Seen' });
      expectRefusal(first, 409, 'SECOND_APPROVER_REQUIRED');
      const { approval } = first.json().value;
      expectRefusal(
        await staffPost(token.second, `/wps/admin/approvals/${approval.id}/reject`),
        400,
        'REASON_REQUIRED',
      );
      const before = await balanceOf();
      const approved = valueOf(await staffPost(token.second, `/wps/admin/approvals/${approval.id}/approve`));
      expect(approved).toMatchObject({ status: 'APPROVED', decidedBy: names.second });
      expect((await balanceOf()).balance).toBe(before.balance + 200_000n);
      expect(valueOf(await call('GET', `/wps/v2/deposits/${deposit.id}`, token.player01))).toMatchObject({
        status: 'APPROVED',
        reviewNote: 'Seen',
      });
      expectRefusal(
        await staffPost(token.third, `/wps/admin/approvals/${approval.id}/approve`),
        409,
        'ALREADY_PROCESSED',
      );

      const other = await manualDeposit('210000');
      const pending = (await staffPost(token.staff, `/wps/admin/deposits/${other.id}/approve`)).json().value.approval;
      const snap = await snapshot();
      const refused = valueOf(
        await staffPost(token.second, `/wps/admin/approvals/${pending.id}/reject`, { note: 'Proof looks edited' }),
      );
      expect(refused).toMatchObject({ status: 'REJECTED', decisionNote: 'Proof looks edited' });
      expect((await snapshot()).balance).toEqual(snap.balance);
      expect(valueOf(await call('GET', `/wps/v2/deposits/${other.id}`, token.player01)).status).toBe('PENDING_REVIEW');
    });
  });

  describe('receipt disputes', () => {
    it('should queue a disputed payout and settle it reopened, then paid, with reasons', async () => {
      const withdrawal = await withdraw('50000');
      valueOf(await staffPost(token.staff, `/wps/admin/withdrawals/${withdrawal.id}/approve`));
      valueOf(
        await call('POST', `/wps/v2/withdrawals/${withdrawal.id}/confirm`, token.player01, {
          outcome: 'NOT_RECEIVED',
          proofUploadId: proofId,
          note: 'Nothing in my GCash',
        }),
      );
      const disputes = valueOf(await call('GET', '/wps/admin/withdrawals/disputes?pageSize=100', token.staff));
      const row = disputes.list.find((entry: { id: string }) => entry.id === withdrawal.id);
      expect(row).toMatchObject({
        status: 'DISPUTED',
        disputedMinor: '50000',
        disputeNote: 'Nothing in my GCash',
        disputeProofUrl: `/wps/admin/uploads/${proofId}`,
      });
      const before = await snapshot();
      expectRefusal(
        await staffPost(token.staff, `/wps/admin/withdrawals/${withdrawal.id}/dispute`, { resolution: 'PAID' }),
        400,
        'REASON_REQUIRED',
      );
      expect(await snapshot()).toEqual(before);
      const reopened = valueOf(
        await staffPost(token.staff, `/wps/admin/withdrawals/${withdrawal.id}/dispute`, {
          resolution: 'REOPENED',
          note: 'Bank returned the transfer',
        }),
      );
      expect(reopened).toMatchObject({ status: 'PAYING', confirmBy: null, disputeResolution: 'REOPENED' });
      // The member reads the decision and staff's reason as they wrote it.
      expect(await myWithdrawal(withdrawal.id)).toMatchObject({
        disputeResolution: 'REOPENED',
        disputeResolutionNote: 'Bank returned the transfer',
        disputeResolvedAt: expect.any(String),
      });
      valueOf(await staffPost(token.staff, `/wps/admin/withdrawals/${withdrawal.id}/payout`, { amountMinor: '50000' }));
      valueOf(
        await call('POST', `/wps/v2/withdrawals/${withdrawal.id}/confirm`, token.player01, {
          outcome: 'NOT_RECEIVED',
          proofUploadId: proofId,
        }),
      );
      const paid = valueOf(
        await staffPost(token.second, `/wps/admin/withdrawals/${withdrawal.id}/dispute`, {
          resolution: 'PAID',
          note: 'GCash reference 8812 shows it credited',
        }),
      );
      expect(paid).toMatchObject({ status: 'COMPLETED', receivedMinor: '50000', disputeResolution: 'PAID' });
      expect(await myWithdrawal(withdrawal.id)).toMatchObject({
        status: 'COMPLETED',
        receivedMinor: '50000',
        disputeResolution: 'PAID',
        disputeResolutionNote: 'GCash reference 8812 shows it credited',
      });
      // No money moves on a dispute: the hold was posted when it was approved.
      expect((await snapshot()).ledger).toBe(before.ledger);
      expectRefusal(
        await staffPost(token.staff, `/wps/admin/withdrawals/${withdrawal.id}/dispute`, {
          resolution: 'PAID',
          note: 'Once more',
        }),
        409,
        'ALREADY_PROCESSED',
      );
      const actions = (await auditOf('withdrawal', withdrawal.id)).map((entry) => entry.action);
      expect(actions).toContain('withdrawal.dispute-reopened');
      expect(actions).toContain('withdrawal.dispute-paid');
    });
  });

  describe('manual adjustments', () => {
    const adjust = (bearer: string, body: Record<string, unknown>) =>
      call('POST', `/wps/admin/members/${player01}/adjustments`, bearer, body);

    it('should credit with turnover the member must wager before withdrawing it, once per request id', async () => {
      const before = await balanceOf();
      const body = {
        requestId: randomUUID(),
        direction: 'CREDIT',
        amountMinor: '40000',
        reason: 'Compensation for ticket 4411',
        turnoverMultiplier: 3,
      };
      const result = valueOf(await adjust(token.staff, body));
      expect(result).toMatchObject({ replayed: false, turnoverRequiredMinor: '120000' });
      const after = await balanceOf();
      expect(after.balance).toBe(before.balance + 40_000n);
      expect(after.owed).toBe(before.owed + 120_000n);
      expect(valueOf(await adjust(token.staff, body))).toMatchObject({ replayed: true });
      expect((await balanceOf()).balance).toBe(after.balance);
      const audit = await auditOf('member', String(player01));
      expect(audit.at(-1)).toMatchObject({
        action: 'wallet.credit',
        detail: {
          reason: 'Compensation for ticket 4411',
          turnoverMultiplier: 3,
          before: { balanceMinor: before.balance.toString() },
          after: { balanceMinor: after.balance.toString() },
        },
      });
    });

    it('should refuse an adjustment without a reason, and turnover on a debit', async () => {
      const before = await snapshot();
      for (const reason of [undefined, '', '   ', 'ok']) {
        const response = await adjust(token.staff, {
          requestId: randomUUID(),
          direction: 'CREDIT',
          amountMinor: '1000',
          ...(reason === undefined ? {} : { reason }),
        });
        expectRefusal(response, 400, 'REASON_REQUIRED');
      }
      const debit = await adjust(token.staff, {
        requestId: randomUUID(),
        direction: 'DEBIT',
        amountMinor: '1000',
        reason: 'Reverse a double credit',
        turnoverMultiplier: 2,
      });
      expectRefusal(debit, 400, 'VALIDATION');
      expect(await snapshot()).toEqual(before);
    });

    it('should post a large adjustment only on the second approval, as the first asked', async () => {
      const body = {
        requestId: randomUUID(),
        direction: 'CREDIT',
        amountMinor: '300000',
        reason: 'Jackpot the game failed to pay',
      };
      const before = await balanceOf();
      expectRefusal(await adjust(token.staff, body), 409, 'SECOND_APPROVER_REQUIRED');
      expectRefusal(await adjust(token.staff, body), 409, 'SAME_APPROVER');
      expect(await balanceOf()).toEqual(before);
      const second = valueOf(await adjust(token.second, body));
      expect(second).toMatchObject({ replayed: false });
      expect((await balanceOf()).balance).toBe(before.balance + 300_000n);
      expect(valueOf(await adjust(token.third, body))).toMatchObject({ replayed: true });
      expect((await balanceOf()).balance).toBe(before.balance + 300_000n);
    });
  });

  describe('four eyes across roles', () => {
    it('should let RISK (money.decide, not money.adjust) give no second approval of an adjustment', async () => {
      const risk = await newStaffSession(sut.app, 'RISK');
      const body = { requestId: randomUUID(), direction: 'CREDIT', amountMinor: '250000', reason: 'Goodwill credit' };
      const first = await call('POST', `/wps/admin/members/${player01}/adjustments`, token.staff, body);
      expectRefusal(first, 409, 'SECOND_APPROVER_REQUIRED');
      const pending = (
        valueOf(await call('GET', '/wps/admin/approvals?status=PENDING', token.staff)).list as Array<{
          id: string;
          action: string;
          input: { requestId?: string };
        }>
      ).find((approval) => approval.action === 'member.adjust' && approval.input.requestId === body.requestId);
      if (!pending) throw new Error('the pending adjustment approval is missing');
      const before = await balanceOf();
      expectRefusal(await call('POST', `/wps/admin/approvals/${pending.id}/approve`, risk.token, {}), 403, 'FORBIDDEN');
      expect(await balanceOf()).toEqual(before);
      valueOf(await call('POST', `/wps/admin/approvals/${pending.id}/approve`, token.second, {}));
      expect((await balanceOf()).balance).toBe(before.balance + 250_000n);
    });
  });

  describe('versions', () => {
    it('should refuse an edit of a channel or of settings that changed since it was opened', async () => {
      const channel = (
        valueOf(await call('GET', '/wps/admin/payment/channels', token.staff)).channels as Array<
          Record<string, unknown> & { id: number; version: number }
        >
      )[0]!;
      const { id, currency: _currency, ...fields } = channel;
      const edited = valueOf(
        await call('PUT', `/wps/admin/payment/channels/${id}`, token.staff, { ...fields, sortOrder: 7 }),
      );
      expect(edited.version).toBe(channel.version + 1);
      const stale = await call('PUT', `/wps/admin/payment/channels/${id}`, token.second, { ...fields, sortOrder: 9 });
      expectRefusal(stale, 409, 'STALE_RECORD');
      expect(
        (valueOf(await call('GET', '/wps/admin/payment/channels', token.staff)).channels as Array<{ id: number }>).find(
          (row) => row.id === id,
        ),
      ).toMatchObject({ sortOrder: 7, version: channel.version + 1 });

      const wallet = valueOf(await call('GET', '/wps/admin/settings/wallet', token.staff));
      valueOf(
        await call('PUT', '/wps/admin/settings/wallet', token.staff, {
          withdrawDailyCount: 99,
          version: wallet.version,
        }),
      );
      expectRefusal(
        await call('PUT', '/wps/admin/settings/wallet', token.second, {
          withdrawDailyCount: 3,
          version: wallet.version,
        }),
        409,
        'STALE_RECORD',
      );
      expect(valueOf(await call('GET', '/wps/admin/settings/wallet', token.staff)).withdrawDailyCount).toBe(99);

      const money = valueOf(await call('GET', '/wps/admin/settings/money', token.staff));
      expectRefusal(
        await call('PUT', '/wps/admin/settings/money', token.second, {
          secondApprovalAboveMinor: '1',
          version: money.version - 1,
        }),
        409,
        'STALE_RECORD',
      );
      expect(valueOf(await call('GET', '/wps/admin/settings/money', token.staff))).toEqual(money);
    });
  });

  describe('bad input', () => {
    it('should refuse NUL, lone surrogates, huge text, 2^63 and wrong types, changing nothing', async () => {
      const deposit = await manualDeposit('26000');
      const withdrawal = await withdraw('26000');
      const before = await snapshot();
      const adjustment = (patch: Record<string, unknown>) => ({
        requestId: randomUUID(),
        direction: 'CREDIT',
        amountMinor: '1000',
        reason: 'A good reason',
        ...patch,
      });
      const cases: Array<[string, string, unknown]> = [
        [`/wps/admin/deposits/${deposit.id}/reject`, 'NUL', { note: 'bad\u0000note' }],
        [`/wps/admin/deposits/${deposit.id}/reject`, 'surrogate', { note: 'bad \uD800 note' }],
        [`/wps/admin/deposits/${deposit.id}/reject`, 'huge', { note: 'x'.repeat(100_000) }],
        [`/wps/admin/deposits/${deposit.id}/reject`, 'number', { note: 12345 }],
        [`/wps/admin/withdrawals/${withdrawal.id}/approve`, '2^63', { paidMinor: '9223372036854775808' }],
        [`/wps/admin/withdrawals/${withdrawal.id}/approve`, 'number amount', { paidMinor: 26000 }],
        [`/wps/admin/withdrawals/${withdrawal.id}/reject`, 'array', { note: ['a', 'b'] }],
        [`/wps/admin/withdrawals/${withdrawal.id}/dispute`, 'bad resolution', { resolution: 'MAYBE', note: 'ok then' }],
        [`/wps/admin/members/${player01}/adjustments`, 'NUL reason', adjustment({ reason: 'x\u0000y and more' })],
        [`/wps/admin/members/${player01}/adjustments`, '2^63', adjustment({ amountMinor: '9223372036854775808' })],
        [`/wps/admin/members/${player01}/adjustments`, 'negative', adjustment({ amountMinor: '-5' })],
        [`/wps/admin/members/${player01}/adjustments`, 'turnover 2^63', adjustment({ turnoverMultiplier: 2 ** 63 })],
        [`/wps/admin/members/${player01}/adjustments`, 'turnover text', adjustment({ turnoverMultiplier: '3' })],
        [`/wps/admin/members/${player01}/adjustments`, 'direction', adjustment({ direction: 'SIDEWAYS' })],
        [`/wps/admin/members/9223372036854775808/adjustments`, 'member 2^63', adjustment({})],
        [`/wps/admin/approvals/not-a-uuid/approve`, 'bad id', {}],
      ];
      const problems: string[] = [];
      for (const [url, name, body] of cases) {
        const response = await call('POST', url, token.staff, body);
        if (response.statusCode < 400 || response.statusCode >= 500)
          problems.push(`${name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
      for (const [name, body] of [
        ['settings 2^63', { secondApprovalAboveMinor: '9223372036854775808', version: 1 }],
        ['settings number', { secondApprovalAboveMinor: 5, version: 1 }],
        ['settings version text', { secondApprovalAboveMinor: '5', version: 'one' }],
        ['settings no version', { secondApprovalAboveMinor: '5' }],
      ] as const) {
        const response = await call('PUT', '/wps/admin/settings/money', token.staff, body);
        if (response.statusCode !== 400) problems.push(`${name}: ${response.statusCode}`);
      }
      expect(problems).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });

    it('should refuse members on every staff money route', async () => {
      for (const [method, url] of [
        ['GET', '/wps/admin/deposits'],
        ['GET', '/wps/admin/withdrawals/disputes'],
        ['GET', '/wps/admin/approvals'],
        ['GET', '/wps/admin/settings/money'],
        ['PUT', '/wps/admin/settings/money'],
        ['POST', `/wps/admin/approvals/${randomUUID()}/approve`],
        ['POST', `/wps/admin/withdrawals/${randomUUID()}/dispute`],
      ] as const) {
        const response = await call(method, url, token.player01, method === 'GET' ? undefined : {});
        expect([url, response.statusCode]).toEqual([url, 403]);
      }
    });
  });
});
