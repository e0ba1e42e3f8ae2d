import { randomBytes, randomUUID } from 'node:crypto';

import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { UPLOAD_MAX_BYTES } from '@perya/contracts';

import type { Caller } from '../../testing/api-session';
import {
  createCaller,
  demoMemberIds,
  expectRefusal,
  loginMember,
  loginStaff,
  valueOf,
} from '../../testing/api-session';
import { countRows, createTestClock, encryptLikeBrowser, solveSlider } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Money in and out over HTTP (spec §2.5 depositv2 and withdraw, §4 receipt confirmation): proof
// uploads, manual deposits reviewed by staff, payout accounts in the member's real name,
// withdrawals held, approved in full or in parts, disputed, confirmed by hand or on their own,
// and staff decisions raced against each other. The ledger sums to zero after every block.

const PAYMENT_PASSWORD = '246810';
const MINUTE_MS = 60_000;

const whitePng = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

/** A multipart/form-data body with one file, as a browser would send it. */
const multipartBody = async (bytes: Buffer, options: { field?: string; filename?: string; type?: string } = {}) => {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }),
    options.filename ?? 'proof.png',
  );
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
};

describe('payments', () => {
  let sut: TestApp;
  const clock = createTestClock();
  const token = { player01: '', player02: '', staff: '' };
  const memberId = { player01: 0, player02: 0 };
  let manualChannel = { id: 0, minMinor: '0', maxMinor: '0' };
  let otherManualChannelId = 0;
  let seededAccountId = '';
  let proofId = '';
  let call: Caller;

  /**
   * Moves time on. Staff sessions idle out after 30 minutes, so the operator logs in again; the
   * members' apps poll the balance for the header, which keeps their sessions alive.
   */
  const advance = async (milliseconds: number) => {
    clock.advance(milliseconds);
    token.staff = await loginStaff(sut.app);
    for (const bearer of [token.player01, token.player02]) {
      await sut.app.inject({
        method: 'GET',
        url: '/wps/v2/wallets/balance',
        headers: { authorization: `Bearer ${bearer}` },
      });
    }
  };

  const upload = async (bearer: string, bytes: Buffer, options: Parameters<typeof multipartBody>[1] = {}) => {
    const { payload, contentType } = await multipartBody(bytes, options);
    return sut.app.inject({
      method: 'POST',
      url: '/wps/v2/uploads',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': contentType, 'x-lang': 'EN' },
      payload,
    });
  };
  const balanceOf = async (bearer: string) => {
    const value = valueOf(await call('GET', '/wps/v2/wallets/balance', bearer));
    return {
      balance: BigInt(value.balanceMinor),
      held: BigInt(value.heldMinor),
      available: BigInt(value.availableMinor),
      owed: BigInt(value.wageringOwedMinor),
      withdrawable: BigInt(value.withdrawableMinor),
    };
  };
  const ledgerRows = () => countRows(sut.database, 'ledger_transfers');
  const deposit = (bearer: string, body: Record<string, unknown>) => call('POST', '/wps/v2/deposits', bearer, body);
  const manualDeposit = (amountMinor: string, extra: Record<string, unknown> = {}) =>
    deposit(token.player01, {
      requestId: randomUUID(),
      channelId: manualChannel.id,
      amountMinor,
      referenceNo: `GC${randomBytes(6).toString('hex')}`,
      proofUploadId: proofId,
      ...extra,
    });
  const withdraw = (bearer: string, accountId: string, amountMinor: string, extra: Record<string, unknown> = {}) =>
    call('POST', '/wps/v2/withdrawals', bearer, {
      requestId: randomUUID(),
      accountId,
      amountMinor,
      paymentPassword: PAYMENT_PASSWORD,
      ...extra,
    });
  const confirm = (bearer: string, id: string, body: Record<string, unknown>) =>
    call('POST', `/wps/v2/withdrawals/${id}/confirm`, bearer, body);
  const staffPost = (url: string, body: Record<string, unknown> = {}) => call('POST', url, token.staff, body);
  const myWithdrawal = async (bearer: string, id: string) => {
    const page = valueOf(await call('GET', '/wps/v2/withdrawals?pageSize=100', bearer));
    return page.list.find((row: { id: string }) => row.id === id);
  };
  const auditOf = async (targetKind: string, targetId: string) =>
    valueOf(
      await call('GET', `/wps/admin/audit?targetKind=${targetKind}&targetId=${targetId}&pageSize=100`, token.staff),
    ).list as Array<{ actor: string; action: string; detail: Record<string, unknown> }>;
  const setWalletSettings = async (patch: Record<string, unknown>) =>
    valueOf(
      await call('PUT', '/wps/admin/settings/wallet', token.staff, {
        ...patch,
        version: valueOf(await call('GET', '/wps/admin/settings/wallet', token.staff)).version,
      }),
    );

  const itLeavesTheLedgerBalanced = () =>
    it('should leave the ledger summing to zero', async () => {
      expect(await sut.app.walletService.totalBalance('PHP')).toBe(0n);
    });

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, clock });
    call = createCaller(sut.app);
    token.player01 = await loginMember(sut.app, sut.database, 'player01', 'Player2026');
    token.player02 = await loginMember(sut.app, sut.database, 'player02', 'Player2026');
    token.staff = await loginStaff(sut.app);
    Object.assign(memberId, await demoMemberIds(sut.app, ['player01', 'player02']));
    const channels = valueOf(await call('GET', '/wps/v2/deposit/channels', token.player01)).channels as Array<{
      id: number;
      kind: string;
      name: string;
      minMinor: string;
      maxMinor: string;
    }>;
    const manual = channels.filter((channel) => channel.kind === 'MANUAL');
    manualChannel = manual.find((channel) => channel.name === 'GCash Send Money') ?? manualChannel;
    otherManualChannelId = manual.find((channel) => channel.id !== manualChannel.id)?.id ?? 0;
    seededAccountId = valueOf(await call('GET', '/wps/v2/withdraw/accounts', token.player01)).accounts[0].id;
    // Many withdrawals fall in one member day here: lift the daily count (one test lowers it again).
    await setWalletSettings({ withdrawDailyCount: 100 });
  });
  afterAll(async () => {
    await sut.close();
  });

  describe('proof uploads', () => {
    it('should take a PNG, re-encode it, and give it back to its owner', async () => {
      const response = await upload(token.player01, await whitePng());
      const value = valueOf(response);
      expect(value).toMatchObject({ width: 40, height: 40, url: `/wps/v2/uploads/${value.uploadId}` });
      proofId = value.uploadId;
      const image = await call('GET', value.url, token.player01);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
    });

    it('should take an image larger than a JSON body may be, up to 5 MB', async () => {
      const noise = await sharp(randomBytes(720 * 720 * 3), { raw: { width: 720, height: 720, channels: 3 } })
        .png()
        .toBuffer();
      expect(noise.length).toBeGreaterThan(1024 * 1024);
      expect(noise.length).toBeLessThan(UPLOAD_MAX_BYTES);
      expect(valueOf(await upload(token.player01, noise))).toMatchObject({ width: 720, height: 720 });
    });

    it('should refuse what is not an image, what is over 5 MB, and a request without the file', async () => {
      const before = await countRows(sut.database, 'uploads');
      const refusals: Array<[string, LightMyRequestResponse]> = [
        ['text as PNG', await upload(token.player01, Buffer.from('this is not an image at all'))],
        [
          'a PDF',
          await upload(token.player01, Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n'), {
            type: 'application/pdf',
            filename: 'a.pdf',
          }),
        ],
        [
          'an SVG',
          await upload(token.player01, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
            type: 'image/svg+xml',
          }),
        ],
        [
          'a GIF',
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
            .gif()
            .toBuffer()
            .then((gif) => upload(token.player01, gif, { type: 'image/gif' })),
        ],
        ['a truncated PNG', await whitePng().then((png) => upload(token.player01, png.subarray(0, 60)))],
        ['over 5 MB', await upload(token.player01, randomBytes(UPLOAD_MAX_BYTES + 1))],
        ['an empty file', await upload(token.player01, Buffer.alloc(0))],
        ['another field name', await whitePng().then((png) => upload(token.player01, png, { field: 'image' }))],
        ['JSON instead of a form', await call('POST', '/wps/v2/uploads', token.player01, { file: 'iVBORw0KGgo=' })],
      ];
      for (const [name, response] of refusals) {
        expect([name, response.statusCode, response.json().code]).toEqual([name, 400, 'UPLOAD_INVALID']);
      }
      expect(await countRows(sut.database, 'uploads')).toBe(before);
    });
  });

  describe('manual deposits', () => {
    let depositId = '';
    let referenceNo = '';

    it('should offer manual channels with the account to pay into', async () => {
      const channels = valueOf(await call('GET', '/wps/v2/deposit/channels', token.player01)).channels;
      const gcash = channels.find((channel: { id: number }) => channel.id === manualChannel.id);
      expect(gcash).toMatchObject({
        kind: 'MANUAL',
        method: 'GCASH',
        currency: 'PHP',
        minMinor: '10000',
        maxMinor: '5000000',
        payee: { accountName: 'Perya Gaming Inc.', accountNumber: '09171230000' },
      });
      expect(otherManualChannelId).toBeGreaterThan(0);
    });

    it('should queue a manual deposit for review without touching the balance', async () => {
      clock.advance(MINUTE_MS);
      const before = await balanceOf(token.player01);
      const rows = await ledgerRows();
      const requestId = randomUUID();
      referenceNo = `5019${randomBytes(4).readUInt32BE(0)}`;
      const body = {
        requestId,
        channelId: manualChannel.id,
        amountMinor: '150050',
        referenceNo,
        proofUploadId: proofId,
      };
      const created = valueOf(await deposit(token.player01, body));
      expect(created.redirectUrl).toBeNull();
      expect(created.deposit).toMatchObject({
        id: requestId,
        channelId: manualChannel.id,
        channelName: 'GCash Send Money',
        kind: 'MANUAL',
        method: 'GCASH',
        amountMinor: '150050',
        currency: 'PHP',
        status: 'PENDING_REVIEW',
        referenceNo,
        reviewNote: null,
        completedAt: null,
      });
      depositId = created.deposit.id;
      expect(await balanceOf(token.player01)).toEqual(before);
      expect(await ledgerRows()).toBe(rows);
      expect(valueOf(await call('GET', `/wps/v2/deposits/${depositId}`, token.player01))).toEqual(created.deposit);
      const list = valueOf(await call('GET', '/wps/v2/deposits', token.player01));
      expect(list.list[0]).toEqual(created.deposit);

      // The same request again: the same deposit, nothing new.
      const deposits = await countRows(sut.database, 'deposits');
      const again = valueOf(await deposit(token.player01, body));
      expect(again.deposit).toEqual(created.deposit);
      expect(await countRows(sut.database, 'deposits')).toBe(deposits);
    });

    it('should ask for the reference number and the proof, field by field', async () => {
      const before = await countRows(sut.database, 'deposits');
      const cases: Array<[Record<string, unknown>, string[]]> = [
        [{ referenceNo: undefined }, ['referenceNo']],
        [{ proofUploadId: undefined }, ['proofUploadId']],
        [{ referenceNo: undefined, proofUploadId: undefined }, ['proofUploadId', 'referenceNo']],
        [{ proofUploadId: randomUUID() }, ['proofUploadId']],
        [{ referenceNo: '12' }, ['referenceNo']],
      ];
      for (const [patch, fields] of cases) {
        const body: Record<string, unknown> = {
          requestId: randomUUID(),
          channelId: manualChannel.id,
          amountMinor: '50000',
          referenceNo: `GC${randomBytes(6).toString('hex')}`,
          proofUploadId: proofId,
          ...patch,
        };
        for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
        const response = await deposit(token.player01, body);
        expectRefusal(response, 400, 'VALIDATION');
        const messages = response.json().value.fields as Record<string, string>;
        expect(Object.keys(messages).sort()).toEqual(fields);
        for (const message of Object.values(messages)) expect(message.length).toBeGreaterThan(0);
      }
      expect(await countRows(sut.database, 'deposits')).toBe(before);
    });

    it('should refuse a reference number already used on the same channel, whatever its case', async () => {
      const before = await countRows(sut.database, 'deposits');
      for (const reused of [referenceNo, '5012345678901', `  ${referenceNo}  `]) {
        const response = await manualDeposit('50000', { referenceNo: reused });
        expectRefusal(response, 400, 'VALIDATION');
        expect(Object.keys(response.json().value.fields)).toEqual(['referenceNo']);
      }
      const lettered = `ABC${randomBytes(4).toString('hex')}`;
      valueOf(await manualDeposit('50000', { referenceNo: lettered.toUpperCase() }));
      expectRefusal(await manualDeposit('50000', { referenceNo: lettered.toLowerCase() }), 400, 'VALIDATION');
      expect(await countRows(sut.database, 'deposits')).toBe(before + 1);
    });

    it('should refuse amounts outside the channel limits and channels that do not exist', async () => {
      const before = await countRows(sut.database, 'deposits');
      const below = await manualDeposit((BigInt(manualChannel.minMinor) - 1n).toString());
      expectRefusal(below, 400, 'AMOUNT_BELOW_MIN');
      expect(below.json().value).toEqual({ minMinor: manualChannel.minMinor });
      const above = await manualDeposit((BigInt(manualChannel.maxMinor) + 1n).toString());
      expectRefusal(above, 400, 'AMOUNT_ABOVE_MAX');
      expect(above.json().value).toEqual({ maxMinor: manualChannel.maxMinor });
      expectRefusal(await manualDeposit('50000', { channelId: 99_999 }), 409, 'CHANNEL_UNAVAILABLE');
      expect(await countRows(sut.database, 'deposits')).toBe(before);
    });

    it('should credit exactly the amount when staff approve, once', async () => {
      clock.advance(MINUTE_MS);
      const before = await balanceOf(token.player01);
      const rows = await ledgerRows();
      const approved = valueOf(
        await staffPost(`/wps/admin/deposits/${depositId}/approve`, { note: 'Seen on the GCash statement' }),
      );
      expect(approved).toMatchObject({
        id: depositId,
        status: 'APPROVED',
        memberId: memberId.player01,
        memberAccount: 'player01',
        proofUrl: `/wps/admin/uploads/${proofId}`,
        reviewNote: 'Seen on the GCash statement',
      });
      const after = await balanceOf(token.player01);
      expect(after.balance).toBe(before.balance + 150_050n);
      expect(after.available).toBe(before.available + 150_050n);
      expect(await ledgerRows()).toBe(rows + 1);
      const mine = valueOf(await call('GET', `/wps/v2/deposits/${depositId}`, token.player01));
      expect(mine).toMatchObject({
        status: 'APPROVED',
        completedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      });
      const record = valueOf(await call('GET', '/wps/relay/ODSFE2_MemTransDet?kind=DEPOSIT', token.player01));
      expect(record.list[0]).toMatchObject({ amountMinor: '150050', status: 'POSTED', reference: referenceNo });

      const again = await staffPost(`/wps/admin/deposits/${depositId}/approve`);
      expectRefusal(again, 409, 'ALREADY_PROCESSED');
      expectRefusal(
        await staffPost(`/wps/admin/deposits/${depositId}/reject`, { note: 'Too late' }),
        409,
        'ALREADY_PROCESSED',
      );
      expect(await balanceOf(token.player01)).toEqual(after);
      expect(await ledgerRows()).toBe(rows + 1);
      const audit = await auditOf('deposit', depositId);
      expect(audit).toEqual([expect.objectContaining({ actor: 'staff:admin', action: 'deposit.approve' })]);
      expect((await call('GET', approved.proofUrl, token.staff)).statusCode).toBe(200);
    });

    it('should reject with a note the member reads, crediting nothing', async () => {
      const created = valueOf(await manualDeposit('20000')).deposit;
      const before = await balanceOf(token.player01);
      const rows = await ledgerRows();
      expectRefusal(await staffPost(`/wps/admin/deposits/${created.id}/reject`, {}), 400, 'REASON_REQUIRED');
      const rejected = valueOf(
        await staffPost(`/wps/admin/deposits/${created.id}/reject`, { note: 'No payment with this reference' }),
      );
      expect(rejected).toMatchObject({ status: 'REJECTED', reviewNote: 'No payment with this reference' });
      const mine = valueOf(await call('GET', `/wps/v2/deposits/${created.id}`, token.player01));
      expect(mine).toMatchObject({ status: 'REJECTED', reviewNote: 'No payment with this reference' });
      expectRefusal(await staffPost(`/wps/admin/deposits/${created.id}/approve`), 409, 'ALREADY_PROCESSED');
      expect(await balanceOf(token.player01)).toEqual(before);
      expect(await ledgerRows()).toBe(rows);
      const audit = await auditOf('deposit', created.id);
      expect(audit.map((entry) => entry.action)).toEqual(['deposit.reject']);
    });

    it('should refuse deposits and decisions on ids that do not exist', async () => {
      expectRefusal(await call('GET', `/wps/v2/deposits/${randomUUID()}`, token.player01), 404, 'NOT_FOUND');
      expectRefusal(await staffPost(`/wps/admin/deposits/${randomUUID()}/approve`), 404, 'NOT_FOUND');
      expectRefusal(
        await staffPost(`/wps/admin/deposits/${randomUUID()}/reject`, { note: 'Nothing' }),
        404,
        'NOT_FOUND',
      );
    });

    itLeavesTheLedgerBalanced();
  });

  describe('payout accounts', () => {
    const addAccount = (bearer: string, body: Record<string, unknown>) =>
      call('POST', '/wps/v2/withdraw/accounts', bearer, { paymentPassword: PAYMENT_PASSWORD, ...body });
    const accountsOf = async (bearer: string) => valueOf(await call('GET', '/wps/v2/withdraw/accounts', bearer));
    let removable = '';

    it('should save an account whose holder is the member’s real name, however it is spaced or cased', async () => {
      const list = await accountsOf(token.player01);
      expect(list.maxAccounts).toBe(5);
      expect(list.accounts).toHaveLength(1);
      const key = valueOf(await call('GET', '/wps/system/publicKey', null));
      const saved = valueOf(
        await addAccount(token.player01, {
          method: 'GCASH',
          accountName: 'juan  dela cruz',
          accountNumber: '09170000001',
          paymentPassword: encryptLikeBrowser(key, PAYMENT_PASSWORD),
        }),
      );
      expect(saved).toMatchObject({
        method: 'GCASH',
        bankName: null,
        accountName: 'Juan Dela Cruz',
        accountNumberMasked: '•••• 0001',
      });
      expect(JSON.stringify(saved)).not.toContain('09170000001');
      removable = saved.id;
      valueOf(
        await addAccount(token.player01, {
          method: 'MAYA',
          accountName: 'JUAN DELA CRUZ',
          accountNumber: '09180000001',
        }),
      );
      valueOf(
        await addAccount(token.player01, {
          method: 'BANK',
          bankName: 'BDO Unibank',
          accountName: 'Juan Dela-Cruz',
          accountNumber: '001234567890',
        }),
      );
      expect((await accountsOf(token.player01)).accounts).toHaveLength(4);
    });

    it('should refuse another person’s name, a wrong payment password and an account saved already', async () => {
      const before = await countRows(sut.database, 'withdrawal_accounts');
      const mismatch = await addAccount(token.player01, {
        method: 'GCASH',
        accountName: 'Maria Santos',
        accountNumber: '09170000002',
      });
      expectRefusal(mismatch, 400, 'ACCOUNT_NAME_MISMATCH');
      expect(Object.keys(mismatch.json().value.fields)).toEqual(['accountName']);
      expectRefusal(
        await addAccount(token.player01, {
          method: 'GCASH',
          accountName: 'Juan Dela Cruz',
          accountNumber: '09170000002',
          paymentPassword: '999999',
        }),
        400,
        'PAYMENT_PASSWORD_INCORRECT',
      );
      const duplicate = await addAccount(token.player01, {
        method: 'GCASH',
        accountName: 'Juan Dela Cruz',
        accountNumber: '09170000001',
      });
      expectRefusal(duplicate, 400, 'VALIDATION');
      expect(Object.keys(duplicate.json().value.fields)).toEqual(['accountNumber']);
      expect(await countRows(sut.database, 'withdrawal_accounts')).toBe(before);
    });

    it('should keep at most five accounts', async () => {
      valueOf(
        await addAccount(token.player01, {
          method: 'BANK',
          bankName: 'Metrobank',
          accountName: 'Juan Dela Cruz',
          accountNumber: '009876543210',
        }),
      );
      expect((await accountsOf(token.player01)).accounts).toHaveLength(5);
      const sixth = await addAccount(token.player01, {
        method: 'GCASH',
        accountName: 'Juan Dela Cruz',
        accountNumber: '09170000006',
      });
      expectRefusal(sixth, 409, 'WITHDRAWAL_ACCOUNT_LIMIT');
      expect((await accountsOf(token.player01)).accounts).toHaveLength(5);
    });

    it('should delete the member’s own account, and not another member’s', async () => {
      const player02Account = valueOf(
        await addAccount(token.player02, {
          method: 'GCASH',
          accountName: 'Ana Bautista',
          accountNumber: '09175550000',
        }),
      );
      expectRefusal(
        await call('DELETE', `/wps/v2/withdraw/accounts/${player02Account.id}`, token.player01),
        404,
        'NOT_FOUND',
      );
      expect((await accountsOf(token.player02)).accounts.map((row: { id: string }) => row.id)).toContain(
        player02Account.id,
      );

      expect(valueOf(await call('DELETE', `/wps/v2/withdraw/accounts/${removable}`, token.player01))).toEqual({
        done: true,
      });
      const left = (await accountsOf(token.player01)).accounts.map((row: { id: string }) => row.id);
      expect(left).toHaveLength(4);
      expect(left).not.toContain(removable);
      expectRefusal(await call('DELETE', `/wps/v2/withdraw/accounts/${removable}`, token.player01), 404, 'NOT_FOUND');
      expectRefusal(await withdraw(token.player01, removable, '10000'), 400, 'VALIDATION');
      // The freed place can be used again, even for the same number.
      valueOf(
        await addAccount(token.player01, {
          method: 'GCASH',
          accountName: 'Juan Dela Cruz',
          accountNumber: '09170000001',
        }),
      );
    });

    it('should ask a member without a real name to add it first', async () => {
      const registered = await sut.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        headers: { 'x-lang': 'EN' },
        payload: {
          username: 'noname26',
          password: 'Noname2026',
          confirmPassword: 'Noname2026',
          agreeTerms: true,
          notProhibited: true,
          validate: await solveSlider(sut.app, sut.database),
        },
      });
      const fresh = valueOf(registered).token as string;
      const settings = valueOf(await call('GET', '/wps/v2/withdraw/settings', fresh));
      expect(settings).toMatchObject({ hasRealName: false, hasPaymentPassword: false });
      const before = await countRows(sut.database, 'withdrawal_accounts');
      const response = await addAccount(fresh, {
        method: 'GCASH',
        accountName: 'Noname Person',
        accountNumber: '09170000009',
      });
      expectRefusal(response, 409, 'REAL_NAME_REQUIRED');
      expect(await countRows(sut.database, 'withdrawal_accounts')).toBe(before);
    });
  });

  describe('withdrawals', () => {
    let disputeProof = '';

    beforeAll(async () => {
      disputeProof = valueOf(await upload(token.player01, await whitePng())).uploadId;
    });

    it('should tell the member the limits and what may be withdrawn', async () => {
      const settings = valueOf(await call('GET', '/wps/v2/withdraw/settings', token.player01));
      expect(settings).toMatchObject({
        minMinor: '10000',
        maxMinor: '5000000',
        dailyCountLimit: 100,
        hasPaymentPassword: true,
        hasRealName: true,
        autoReceiptMinutes: 60,
      });
      expect(settings.todayCount).toBeGreaterThanOrEqual(1);
      const balance = valueOf(await call('GET', '/wps/v2/wallets/balance', token.player01));
      expect(settings.balance).toEqual(balance);
    });

    it('should hold the amount under review: balance unchanged, available down; a repeat holds nothing more', async () => {
      clock.advance(MINUTE_MS);
      const before = await balanceOf(token.player01);
      const requestId = randomUUID();
      const body = { requestId, accountId: seededAccountId, amountMinor: '30000', paymentPassword: PAYMENT_PASSWORD };
      const requested = valueOf(await call('POST', '/wps/v2/withdrawals', token.player01, body));
      expect(requested).toMatchObject({
        id: requestId,
        amountMinor: '30000',
        currency: 'PHP',
        status: 'REVIEW',
        account: { method: 'GCASH', accountName: 'Juan Dela Cruz', accountNumberMasked: '•••• 4567' },
        paidMinor: '0',
        receivedMinor: '0',
        remainingMinor: '30000',
        confirmBy: null,
        confirmation: null,
      });
      const held = await balanceOf(token.player01);
      expect(held.balance).toBe(before.balance);
      expect(held.held).toBe(before.held + 30_000n);
      expect(held.available).toBe(before.available - 30_000n);
      const record = valueOf(await call('GET', '/wps/relay/ODSFE2_MemTransDet?kind=WITHDRAWAL', token.player01));
      expect(record.list[0]).toMatchObject({ amountMinor: '-30000', status: 'PENDING', reference: requestId });

      const again = valueOf(await call('POST', '/wps/v2/withdrawals', token.player01, body));
      expect(again).toEqual(requested);
      expect(await balanceOf(token.player01)).toEqual(held);

      // Staff reject: the hold is released.
      const rejected = valueOf(
        await staffPost(`/wps/admin/withdrawals/${requestId}/reject`, { note: 'Account under verification' }),
      );
      expect(rejected).toMatchObject({
        status: 'REJECTED',
        reviewNote: 'Account under verification',
        memberRealName: 'Juan Dela Cruz',
      });
      expect(await balanceOf(token.player01)).toEqual(before);
      expect(await myWithdrawal(token.player01, requestId)).toMatchObject({
        status: 'REJECTED',
        reviewNote: 'Account under verification',
      });
      const voided = valueOf(await call('GET', '/wps/relay/ODSFE2_MemTransDet?kind=WITHDRAWAL', token.player01));
      expect(voided.list[0]).toMatchObject({ id: record.list[0].id, status: 'VOIDED' });
      expectRefusal(
        await staffPost(`/wps/admin/withdrawals/${requestId}/reject`, { note: 'Again' }),
        409,
        'ALREADY_PROCESSED',
      );
      expectRefusal(await staffPost(`/wps/admin/withdrawals/${requestId}/approve`), 409, 'ALREADY_PROCESSED');
      expect(await balanceOf(token.player01)).toEqual(before);
    });

    it('should refuse a wrong payment password, amounts outside the limits and more than is available', async () => {
      const before = await balanceOf(token.player01);
      const rows = await countRows(sut.database, 'withdrawals');
      expectRefusal(
        await withdraw(token.player01, seededAccountId, '10000', { paymentPassword: '000000' }),
        400,
        'PAYMENT_PASSWORD_INCORRECT',
      );
      expectRefusal(await withdraw(token.player01, seededAccountId, '9999'), 400, 'AMOUNT_BELOW_MIN');
      expectRefusal(await withdraw(token.player01, seededAccountId, '5000001'), 400, 'AMOUNT_ABOVE_MAX');
      await setWalletSettings({ withdrawMaxMinor: '100000000' });
      try {
        const tooMuch = await withdraw(token.player01, seededAccountId, (before.available + 1n).toString());
        expectRefusal(tooMuch, 422, 'INSUFFICIENT_FUNDS');
      } finally {
        await setWalletSettings({ withdrawMaxMinor: '5000000' });
      }
      expect(await balanceOf(token.player01)).toEqual(before);
      expect(await countRows(sut.database, 'withdrawals')).toBe(rows);
    });

    it('should pay in full on approval, due for confirmation within the auto-receipt time, then complete when received', async () => {
      clock.advance(MINUTE_MS);
      const before = await balanceOf(token.player01);
      const id = valueOf(await withdraw(token.player01, seededAccountId, '40000')).id as string;
      clock.advance(MINUTE_MS);
      const approvedAt = clock.now();
      const approved = valueOf(await staffPost(`/wps/admin/withdrawals/${id}/approve`, { note: 'Sent by GCash' }));
      expect(approved).toMatchObject({
        status: 'PAYING',
        paidMinor: '40000',
        receivedMinor: '0',
        remainingMinor: '40000',
        confirmBy: new Date(approvedAt.getTime() + 60 * MINUTE_MS).toISOString(),
        accountNumber: '09171234567',
        memberAccount: 'player01',
      });
      const after = await balanceOf(token.player01);
      expect(after.balance).toBe(before.balance - 40_000n);
      expect(after.held).toBe(before.held);
      expect(after.available).toBe(before.available - 40_000n);
      // The record shows the payment, and the hold it settled.
      const posted = valueOf(await call('GET', '/wps/relay/ODSFE2_MemTransDet?kind=WITHDRAWAL', token.player01));
      const rowsOf = posted.list.filter((row: { reference: string | null }) => row.reference === id);
      expect(rowsOf.map((row: { status: string; amountMinor: string }) => `${row.status} ${row.amountMinor}`)).toEqual([
        'POSTED -40000',
        'SETTLED -40000',
      ]);
      expectRefusal(await staffPost(`/wps/admin/withdrawals/${id}/approve`), 409, 'ALREADY_PROCESSED');

      const received = valueOf(await confirm(token.player01, id, { outcome: 'RECEIVED' }));
      expect(received).toMatchObject({
        status: 'COMPLETED',
        confirmation: 'RECEIVED',
        paidMinor: '40000',
        receivedMinor: '40000',
        remainingMinor: '0',
        confirmBy: null,
      });
      expect(received.completedAt).not.toBeNull();
      expectRefusal(await confirm(token.player01, id, { outcome: 'RECEIVED' }), 409, 'ALREADY_PROCESSED');
      expect(await balanceOf(token.player01)).toEqual(after);
      const audit = (await auditOf('withdrawal', id)).map((entry) => `${entry.actor} ${entry.action}`);
      expect(audit.sort()).toEqual(['member:player01 withdrawal.received', 'staff:admin withdrawal.approve']);
    });

    it('should follow a withdrawal paid in parts, disputed, paid again and confirmed all paid', async () => {
      clock.advance(MINUTE_MS);
      const before = await balanceOf(token.player01);
      const id = valueOf(await withdraw(token.player01, seededAccountId, '60000')).id as string;
      const approved = valueOf(await staffPost(`/wps/admin/withdrawals/${id}/approve`, { paidMinor: '30000' }));
      expect(approved).toMatchObject({ status: 'PAYING', paidMinor: '30000', remainingMinor: '60000' });
      // The whole hold leaves the wallet on approval, whatever is paid out first.
      const afterApproval = await balanceOf(token.player01);
      expect(afterApproval.balance).toBe(before.balance - 60_000n);
      expect(afterApproval.held).toBe(before.held);

      // No second payout while the first waits for the member's answer.
      expectRefusal(
        await staffPost(`/wps/admin/withdrawals/${id}/payout`, { amountMinor: '30000' }),
        409,
        'ALREADY_PROCESSED',
      );
      const half = valueOf(await confirm(token.player01, id, { outcome: 'RECEIVED' }));
      expect(half).toMatchObject({
        status: 'PAYING',
        paidMinor: '30000',
        receivedMinor: '30000',
        remainingMinor: '30000',
        confirmBy: null,
        confirmation: 'RECEIVED',
      });

      expectRefusal(
        await staffPost(`/wps/admin/withdrawals/${id}/payout`, { amountMinor: '30001' }),
        400,
        'VALIDATION',
      );
      clock.advance(MINUTE_MS);
      const rest = valueOf(
        await staffPost(`/wps/admin/withdrawals/${id}/payout`, { amountMinor: '30000', note: 'Second part' }),
      );
      expect(rest).toMatchObject({
        status: 'PAYING',
        paidMinor: '60000',
        receivedMinor: '30000',
        remainingMinor: '30000',
        confirmation: null,
        confirmBy: new Date(clock.now().getTime() + 60 * MINUTE_MS).toISOString(),
      });

      const withoutProof = await confirm(token.player01, id, { outcome: 'NOT_RECEIVED' });
      expectRefusal(withoutProof, 400, 'VALIDATION');
      expect(Object.keys(withoutProof.json().value.fields)).toEqual(['proofUploadId']);
      const disputed = valueOf(
        await confirm(token.player01, id, {
          outcome: 'NOT_RECEIVED',
          proofUploadId: disputeProof,
          note: 'Nothing on my GCash',
        }),
      );
      expect(disputed).toMatchObject({
        status: 'DISPUTED',
        confirmation: 'NOT_RECEIVED',
        paidMinor: '30000',
        receivedMinor: '30000',
        remainingMinor: '30000',
        confirmBy: null,
      });
      const queue = valueOf(await call('GET', '/wps/admin/withdrawals?status=DISPUTED', token.staff));
      expect(queue.list.find((row: { id: string }) => row.id === id)).toMatchObject({
        disputeProofUrl: `/wps/admin/uploads/${disputeProof}`,
        disputeNote: 'Nothing on my GCash',
      });

      const again = valueOf(await staffPost(`/wps/admin/withdrawals/${id}/payout`, { amountMinor: '30000' }));
      expect(again).toMatchObject({ status: 'PAYING', paidMinor: '60000', receivedMinor: '30000' });
      expect(again.confirmBy).not.toBeNull();
      const done = valueOf(await confirm(token.player01, id, { outcome: 'ALL_PAID' }));
      expect(done).toMatchObject({
        status: 'COMPLETED',
        confirmation: 'ALL_PAID',
        paidMinor: '60000',
        receivedMinor: '60000',
        remainingMinor: '0',
      });
      // Payouts and answers never touch the balance again after the approval.
      expect(await balanceOf(token.player01)).toEqual(afterApproval);
      const actions = (await auditOf('withdrawal', id)).map((entry) => entry.action).sort();
      expect(actions).toEqual([
        'withdrawal.all-paid',
        'withdrawal.approve',
        'withdrawal.not-received',
        'withdrawal.payout',
        'withdrawal.payout',
        'withdrawal.received',
      ]);
    });

    it('should keep bonus money that still owes turnover: WAGERING_OUTSTANDING above what is withdrawable', async () => {
      const account = valueOf(await call('GET', '/wps/v2/withdraw/accounts', token.player02)).accounts[0];
      valueOf(
        await staffPost(`/wps/admin/members/${memberId.player02}/bonuses`, {
          requestId: randomUUID(),
          amountMinor: '1000',
          turnoverMultiplier: 5,
          title: 'Reload 10%',
        }),
      );
      const before = await balanceOf(token.player02);
      expect(before.owed).toBe(5_000n);
      expect(before.withdrawable).toBe(before.available - 5_000n);
      expect(before.withdrawable).toBeGreaterThanOrEqual(10_000n);
      const rows = await countRows(sut.database, 'withdrawals');

      const locked = await withdraw(token.player02, account.id, (before.withdrawable + 1n).toString());
      expectRefusal(locked, 422, 'WAGERING_OUTSTANDING');
      expect(locked.json().value).toEqual({ withdrawableMinor: before.withdrawable.toString() });
      expectRefusal(
        await withdraw(token.player02, account.id, before.available.toString()),
        422,
        'WAGERING_OUTSTANDING',
      );
      expectRefusal(
        await withdraw(token.player02, account.id, (before.available + 1n).toString()),
        422,
        'INSUFFICIENT_FUNDS',
      );
      expect(await balanceOf(token.player02)).toEqual(before);
      expect(await countRows(sut.database, 'withdrawals')).toBe(rows);

      const exact = valueOf(await withdraw(token.player02, account.id, before.withdrawable.toString()));
      expect(exact.status).toBe('REVIEW');
      const held = await balanceOf(token.player02);
      expect(held.withdrawable).toBe(0n);
      expect(held.owed).toBe(5_000n);
      valueOf(await staffPost(`/wps/admin/withdrawals/${exact.id}/reject`, { note: 'Test hold released' }));
      expect(await balanceOf(token.player02)).toEqual(before);
    });

    it('should stop at the daily number of withdrawals', async () => {
      const settings = valueOf(await call('GET', '/wps/v2/withdraw/settings', token.player01));
      expect(settings.todayCount).toBeGreaterThanOrEqual(4);
      const before = await balanceOf(token.player01);
      const rows = await countRows(sut.database, 'withdrawals');
      await setWalletSettings({ withdrawDailyCount: settings.todayCount });
      try {
        const refused = await withdraw(token.player01, seededAccountId, '10000');
        expectRefusal(refused, 409, 'WITHDRAW_LIMIT_REACHED');
        expect(valueOf(await call('GET', '/wps/v2/withdraw/settings', token.player01))).toMatchObject({
          dailyCountLimit: settings.todayCount,
          todayCount: settings.todayCount,
        });
      } finally {
        await setWalletSettings({ withdrawDailyCount: 100 });
      }
      expect(await balanceOf(token.player01)).toEqual(before);
      expect(await countRows(sut.database, 'withdrawals')).toBe(rows);
    });

    it('should count an unanswered payout as received once its time is up, irreversibly, with a system audit entry', async () => {
      clock.advance(MINUTE_MS);
      const id = valueOf(await withdraw(token.player01, seededAccountId, '20000')).id as string;
      valueOf(await staffPost(`/wps/admin/withdrawals/${id}/approve`));
      const balance = await balanceOf(token.player01);
      await advance(59 * MINUTE_MS);
      await sut.app.runScheduledJobs();
      expect(await myWithdrawal(token.player01, id)).toMatchObject({ status: 'PAYING', confirmation: null });

      await advance(2 * MINUTE_MS);
      await sut.app.runScheduledJobs();
      const counted = await myWithdrawal(token.player01, id);
      expect(counted).toMatchObject({
        status: 'COMPLETED',
        confirmation: 'AUTO_RECEIVED',
        receivedMinor: '20000',
        remainingMinor: '0',
        confirmBy: null,
      });
      const audit = await auditOf('withdrawal', id);
      expect(audit.find((entry) => entry.action === 'withdrawal.auto-received')).toMatchObject({
        actor: 'system:auto-receipt',
        detail: { receivedMinor: '20000' },
      });

      const late = await confirm(token.player01, id, { outcome: 'NOT_RECEIVED', proofUploadId: disputeProof });
      expectRefusal(late, 409, 'CONFIRMATION_CLOSED');
      expectRefusal(await confirm(token.player01, id, { outcome: 'RECEIVED' }), 409, 'CONFIRMATION_CLOSED');
      expect(await myWithdrawal(token.player01, id)).toEqual(counted);
      expect(await balanceOf(token.player01)).toEqual(balance);
    });

    it('should refuse a late answer once the time is up, even before the job has run', async () => {
      clock.advance(MINUTE_MS);
      const id = valueOf(await withdraw(token.player01, seededAccountId, '15000')).id as string;
      valueOf(await staffPost(`/wps/admin/withdrawals/${id}/approve`));
      await advance(60 * MINUTE_MS);
      const late = await confirm(token.player01, id, { outcome: 'NOT_RECEIVED', proofUploadId: disputeProof });
      expectRefusal(late, 409, 'CONFIRMATION_CLOSED');
      expectRefusal(await confirm(token.player01, id, { outcome: 'ALL_PAID' }), 409, 'CONFIRMATION_CLOSED');
      expect(await myWithdrawal(token.player01, id)).toMatchObject({ status: 'PAYING', confirmation: null });
      await sut.app.runScheduledJobs();
      expect(await myWithdrawal(token.player01, id)).toMatchObject({
        status: 'COMPLETED',
        confirmation: 'AUTO_RECEIVED',
      });
    });

    itLeavesTheLedgerBalanced();
  });

  describe('staff decisions raced against each other', () => {
    it('should credit a deposit once when ten approvals arrive together', async () => {
      const created = valueOf(await manualDeposit('70000')).deposit;
      const before = await balanceOf(token.player01);
      const rows = await ledgerRows();
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => staffPost(`/wps/admin/deposits/${created.id}/approve`)),
      );
      const codes = responses.map((response) => response.json().code).sort();
      expect(codes).toEqual(['ALREADY_PROCESSED', ...Array<string>(8).fill('ALREADY_PROCESSED'), 'OK'].sort());
      expect((await balanceOf(token.player01)).balance).toBe(before.balance + 70_000n);
      expect(await ledgerRows()).toBe(rows + 1);
      expect((await auditOf('deposit', created.id)).map((entry) => entry.action)).toEqual(['deposit.approve']);
    });

    it('should approve a withdrawal once when ten approvals arrive together', async () => {
      const id = valueOf(await withdraw(token.player01, seededAccountId, '11000')).id as string;
      const before = await balanceOf(token.player01);
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => staffPost(`/wps/admin/withdrawals/${id}/approve`)),
      );
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
      for (const response of responses.filter((candidate) => candidate.statusCode !== 200)) {
        expectRefusal(response, 409, 'ALREADY_PROCESSED');
      }
      const after = await balanceOf(token.player01);
      expect(after.balance).toBe(before.balance - 11_000n);
      expect(after.held).toBe(before.held - 11_000n);
    });

    it('should create one deposit when the same request arrives five times at once (a double-tap)', async () => {
      const rows = await countRows(sut.database, 'deposits');
      const body = {
        requestId: randomUUID(),
        channelId: manualChannel.id,
        amountMinor: '33000',
        referenceNo: `GC${randomBytes(6).toString('hex')}`,
        proofUploadId: proofId,
      };
      const responses = await Promise.all(Array.from({ length: 5 }, () => deposit(token.player01, body)));
      const answers = responses.map((response) => `${response.statusCode} ${response.json().code}`);
      expect(answers).toEqual(Array<string>(5).fill('200 OK'));
      const ids = new Set(responses.map((response) => response.json().value?.deposit?.id));
      expect([...ids]).toEqual([body.requestId]);
      expect(await countRows(sut.database, 'deposits')).toBe(rows + 1);
    });

    it('should hold once when the same withdrawal request arrives five times at once (a double-tap)', async () => {
      const before = await balanceOf(token.player01);
      const rows = await countRows(sut.database, 'withdrawals');
      const body = {
        requestId: randomUUID(),
        accountId: seededAccountId,
        amountMinor: '12000',
        paymentPassword: PAYMENT_PASSWORD,
      };
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => call('POST', '/wps/v2/withdrawals', token.player01, body)),
      );
      const answers = responses.map((response) => `${response.statusCode} ${response.json().code}`);
      expect(answers).toEqual(Array<string>(5).fill('200 OK'));
      expect(await countRows(sut.database, 'withdrawals')).toBe(rows + 1);
      expect((await balanceOf(token.player01)).held).toBe(before.held + 12_000n);
      valueOf(await staffPost(`/wps/admin/withdrawals/${body.requestId}/reject`, { note: 'Race test cleanup' }));
    });

    it('should not let withdrawals sent together take bonus money that still owes turnover', async () => {
      const account = valueOf(await call('GET', '/wps/v2/withdraw/accounts', token.player02)).accounts[0];
      const before = await balanceOf(token.player02);
      expect(before.owed).toBeGreaterThan(0n);
      // Each fits what is withdrawable; together they fit the balance but not what is withdrawable.
      const count = 5;
      const each = before.withdrawable / BigInt(count) + 1n;
      expect(each * BigInt(count)).toBeGreaterThan(before.withdrawable);
      expect(each * BigInt(count)).toBeLessThanOrEqual(before.available);
      expect(each).toBeGreaterThanOrEqual(10_000n);
      const responses = await Promise.all(
        Array.from({ length: count }, () => withdraw(token.player02, account.id, each.toString())),
      );
      const accepted = responses.filter((response) => response.statusCode === 200);
      expect(accepted).toHaveLength(4);
      for (const response of responses.filter((candidate) => candidate.statusCode !== 200)) {
        expectRefusal(response, 422, 'WAGERING_OUTSTANDING');
      }
      const after = await balanceOf(token.player02);
      expect(after.held).toBe(before.held + each * 4n);
      expect(after.available).toBeGreaterThanOrEqual(after.owed);
      for (const response of accepted) {
        valueOf(
          await staffPost(`/wps/admin/withdrawals/${response.json().value.id}/reject`, { note: 'Race test cleanup' }),
        );
      }
      expect(await balanceOf(token.player02)).toEqual(before);
    });

    itLeavesTheLedgerBalanced();
  });
});
