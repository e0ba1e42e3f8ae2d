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
  valueOf,
} from '../../testing/api-session';
import { countRows, createTestClock, queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// KYC (decision 038): tiers, the member's ID and selfie through the uploads module, staff review
// with reasons, and the gates the server holds at withdrawal and large deposit. player02 starts
// unverified in the demo; the gates are on here (kycGates).

const PAYMENT_PASSWORD = '246810';

const photo = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

const multipart = async (bytes: Buffer, filename: string, type: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
};

describe('KYC', () => {
  let sut: TestApp;
  let call: Caller;
  const clock = createTestClock();
  const token = { player01: '', player02: '', staff: '' };
  const memberId = { player01: 0, player02: 0 };
  let accountId = '';
  let channelId = 0;

  const upload = async (bearer: string, bytes: Buffer, filename = 'selfie.jpg', type = 'image/jpeg', lang = 'EN') => {
    const { payload, contentType } = await multipart(bytes, filename, type);
    return sut.app.inject({
      method: 'POST',
      url: '/wps/v2/uploads',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': contentType, 'x-lang': lang },
      payload,
    });
  };
  const withdraw = (amountMinor = '10000', lang = 'EN') =>
    call(
      'POST',
      '/wps/v2/withdrawals',
      token.player02,
      { requestId: randomUUID(), accountId, amountMinor, paymentPassword: PAYMENT_PASSWORD },
      lang,
    );
  const deposit = async (amountMinor: string) =>
    call('POST', '/wps/v2/deposits', token.player02, {
      requestId: randomUUID(),
      channelId,
      amountMinor,
      referenceNo: `GC${randomBytes(6).toString('hex')}`,
      proofUploadId: valueOf(await upload(token.player02, await photo('#fff'), 'slip.jpg')).uploadId,
    });
  const status = async (bearer = token.player02) => valueOf(await call('GET', '/wps/compliance/kyc', bearer));
  const submissions = () => countRows(sut.database, 'kyc_submissions');
  const validBody = async () => ({
    documentType: 'PHILSYS',
    documentNumber: '1234-5678-9012',
    fullName: 'Ana Bautista',
    birthday: '1990-04-02',
    documentUploadId: valueOf(await upload(token.player02, await photo('#357'), 'id.jpg')).uploadId,
    selfieUploadId: valueOf(await upload(token.player02, await photo('#a53'))).uploadId,
  });
  const pendingIdOf = async () =>
    valueOf(await call('GET', '/wps/admin/compliance/kyc?status=PENDING', token.staff)).list.find(
      (row: { memberId: number }) => row.memberId === memberId.player02,
    ).id as number;

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, clock, kycGates: true });
    call = createCaller(sut.app);
    Object.assign(memberId, await demoMemberIds(sut.app, ['player01', 'player02']));
    token.player01 = await loginMember(sut.app, sut.database, 'player01', 'Player2026');
    token.player02 = await loginMember(sut.app, sut.database, 'player02', 'Player2026');
    token.staff = await loginStaff(sut.app);
    accountId = valueOf(
      await call('POST', '/wps/v2/withdraw/accounts', token.player02, {
        method: 'GCASH',
        accountName: 'Ana Bautista',
        accountNumber: '09171239876',
        paymentPassword: PAYMENT_PASSWORD,
      }),
    ).id;
    const channels = valueOf(await call('GET', '/wps/v2/deposit/channels', token.player02)).channels as Array<{
      id: number;
      kind: string;
    }>;
    channelId = channels.find((channel) => channel.kind === 'MANUAL')?.id ?? 0;
  });
  afterAll(async () => {
    await sut.close();
  });

  it('should start unverified, with the defaults the operator can change', async () => {
    expect(await status()).toMatchObject({
      tier: 'NONE',
      state: 'NONE',
      minimumAge: 21,
      withdrawalTier: 'VERIFIED',
      largeDepositTier: 'VERIFIED',
      screeningHold: false,
    });
  });

  it('should refuse a withdrawal before verification with KYC_REQUIRED naming the tier, in Tagalog, holding nothing', async () => {
    const balance = valueOf(await call('GET', '/wps/v2/wallets/balance', token.player02));
    const refused = await withdraw('10000', 'TY');
    expectRefusal(refused, 403, 'KYC_REQUIRED');
    expect(refused.json().message).toContain('I-verify');
    expect(refused.json().value).toMatchObject({ action: 'WITHDRAWAL', requiredTier: 'VERIFIED' });
    expect(valueOf(await call('GET', '/wps/v2/wallets/balance', token.player02))).toEqual(balance);
    expect(await countRows(sut.database, 'withdrawals')).toBe(1); // the demo's own
  });

  describe('bad input', () => {
    it('should refuse a selfie that is not an image, a GIF renamed .jpg and a 6 MB file, in the member language', async () => {
      const before = await countRows(sut.database, 'uploads');
      const text = await upload(token.player02, Buffer.from('not a picture at all'), 'selfie.jpg', 'image/jpeg', 'PT');
      expectRefusal(text, 400, 'UPLOAD_INVALID');
      expect(text.json().message).toContain('Envie uma imagem');
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .gif()
        .toBuffer();
      expectRefusal(await upload(token.player02, gif, 'selfie.jpg'), 400, 'UPLOAD_INVALID');
      const huge = await upload(token.player02, randomBytes(6 * 1024 * 1024), 'selfie.jpg');
      expect([400, 413]).toContain(huge.statusCode);
      expect(huge.json().success).toBe(false);
      expect(await countRows(sut.database, 'uploads')).toBe(before);
    });

    it("should refuse a submission citing another member's upload, and keep one member's pictures from another", async () => {
      const others = valueOf(await upload(token.player01, await photo('#111'))).uploadId;
      const body = { ...(await validBody()), selfieUploadId: others };
      const refused = await call('POST', '/wps/compliance/kyc', token.player02, body);
      expectRefusal(refused, 400, 'VALIDATION');
      expect(refused.json().value.fields.selfieUploadId).toBe('Upload the picture again.');
      expectRefusal(await call('GET', `/wps/v2/uploads/${body.documentUploadId}`, token.player01), 404, 'NOT_FOUND');
      expect(await submissions()).toBe(0);
    });

    it('should refuse a birthday under the minimum age, in Portuguese', async () => {
      const underage = `${clock.now().getUTCFullYear() - 20}-06-01`;
      const refused = await call(
        'POST',
        '/wps/compliance/kyc',
        token.player02,
        { ...(await validBody()), birthday: underage },
        'PT',
      );
      expectRefusal(refused, 400, 'VALIDATION');
      expect(refused.json().value.fields.birthday).toBe('Tem de ter 21 anos ou mais para jogar.');
      expect(await submissions()).toBe(0);
    });

    it('should refuse huge strings, NUL bytes, wrong types and the same picture twice', async () => {
      const body = await validBody();
      for (const bad of [
        { ...body, fullName: 'A'.repeat(10_000) },
        { ...body, fullName: 'Ana\u0000Bautista' },
        { ...body, documentNumber: 42 },
        { ...body, documentType: 'LIBRARY_CARD' },
        { ...body, birthday: '1990-13-45x' },
        { ...body, selfieUploadId: body.documentUploadId },
      ]) {
        const refused = await call('POST', '/wps/compliance/kyc', token.player02, bad);
        expectRefusal(refused, 400, 'VALIDATION');
      }
      expect(await submissions()).toBe(0);
      expect((await status()).tier).toBe('NONE');
    });
  });

  it('should take the ID and the selfie, wait for staff (BASIC, still no withdrawal), and refuse a second submission', async () => {
    const sent = valueOf(await call('POST', '/wps/compliance/kyc', token.player02, await validBody()));
    expect(sent).toMatchObject({ tier: 'BASIC', state: 'PENDING' });
    expectRefusal(await withdraw(), 403, 'KYC_REQUIRED');
    expectRefusal(await call('POST', '/wps/compliance/kyc', token.player02, await validBody()), 409, 'KYC_PENDING');
  });

  it('should show staff the submission with its pictures and age, and tell the member the reason of a rejection', async () => {
    const queue = valueOf(await call('GET', '/wps/admin/compliance/kyc?status=PENDING', token.staff)).list;
    const row = queue.find((item: { memberId: number }) => item.memberId === memberId.player02);
    expect(row).toMatchObject({ memberAccount: 'player02', fullName: 'Ana Bautista', status: 'PENDING' });
    expect(row.age).toBeGreaterThanOrEqual(21);
    expect((await call('GET', row.selfieUrl, token.staff)).headers['content-type']).toBe('image/webp');
    expectRefusal(
      await call('POST', `/wps/admin/compliance/kyc/${row.id}/decision`, token.staff, {
        decision: 'REJECT',
        reason: '',
      }),
      400,
      'VALIDATION',
    );
    valueOf(
      await call('POST', `/wps/admin/compliance/kyc/${row.id}/decision`, token.staff, {
        decision: 'REJECT',
        reason: 'The ID photo is blurred',
      }),
    );
    expect(await status()).toMatchObject({ state: 'REJECTED', reason: 'The ID photo is blurred', tier: 'BASIC' });
    expectRefusal(
      await call('POST', `/wps/admin/compliance/kyc/${row.id}/decision`, token.staff, {
        decision: 'APPROVE',
        reason: 'again',
      }),
      409,
      'ALREADY_PROCESSED',
    );
  });

  it('should unlock the withdrawal once staff approve (audited)', async () => {
    valueOf(await call('POST', '/wps/compliance/kyc', token.player02, await validBody()));
    const id = await pendingIdOf();
    valueOf(
      await call('POST', `/wps/admin/compliance/kyc/${id}/decision`, token.staff, {
        decision: 'APPROVE',
        reason: 'PhilSys card and selfie match',
      }),
    );
    expect(await status()).toMatchObject({ tier: 'VERIFIED', state: 'VERIFIED' });
    expect(valueOf(await withdraw())).toMatchObject({ status: 'REVIEW', amountMinor: '10000' });
    const audit = valueOf(
      await call('GET', `/wps/admin/audit?targetKind=kyc_submission&targetId=${id}`, token.staff),
    ).list;
    expect(audit[0]).toMatchObject({ action: 'compliance.kyc.approve' });
  });

  it('should ask for verification again when a payout account is added, and gate large deposits only above the threshold', async () => {
    valueOf(
      await call('POST', '/wps/v2/withdraw/accounts', token.player02, {
        method: 'MAYA',
        accountName: 'Ana Bautista',
        accountNumber: '09181239876',
        paymentPassword: PAYMENT_PASSWORD,
      }),
    );
    expect(await status()).toMatchObject({ tier: 'BASIC', state: 'REVERIFY', reason: 'PAYOUT_ACCOUNT' });
    expectRefusal(await withdraw(), 403, 'KYC_REQUIRED');

    valueOf(await call('PUT', '/wps/admin/compliance/settings', token.staff, { largeDepositAboveMinor: '100000' }));
    const large = await deposit('100001');
    expectRefusal(large, 403, 'KYC_REQUIRED');
    expect(large.json().value).toMatchObject({ action: 'LARGE_DEPOSIT', requiredTier: 'VERIFIED' });
    expect(valueOf(await deposit('100000'))).toMatchObject({ deposit: { status: 'PENDING_REVIEW' } });
  });

  it('should ask for verification again when the real name no longer matches the verified document', async () => {
    valueOf(await call('POST', '/wps/compliance/kyc', token.player02, await validBody()));
    valueOf(
      await call('POST', `/wps/admin/compliance/kyc/${await pendingIdOf()}/decision`, token.staff, {
        decision: 'APPROVE',
        reason: 'PhilSys card and selfie match',
      }),
    );
    const setPayeeName = (name: string) =>
      queryRows(sut.database, 'update members set payee_name = $1 where id = $2', [name, memberId.player02]);
    // The same name written differently is the same name.
    await setPayeeName('ANA  bautista.');
    expect(await status()).toMatchObject({ tier: 'VERIFIED', state: 'VERIFIED' });
    // Another name: the member verifies again before the next withdrawal (audited).
    await setPayeeName('Ana Santos');
    expectRefusal(await withdraw(), 403, 'KYC_REQUIRED');
    expect(await status()).toMatchObject({ tier: 'BASIC', state: 'REVERIFY', reason: 'NAME' });
    const audit = valueOf(
      await call('GET', `/wps/admin/audit?targetKind=member&targetId=${memberId.player02}`, token.staff),
    ).list;
    expect(audit[0]).toMatchObject({ action: 'compliance.kyc.reverify', detail: { reason: 'NAME' } });
  });
});
