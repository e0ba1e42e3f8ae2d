import { randomUUID } from 'node:crypto';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, loginMember, loginStaff, valueOf } from '../../testing/api-session';
import { countRows, createTestClock, queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Family exclusion requests on a public form, account closure by the member, login history
// (decision 038).

const multipart = async (bytes: Buffer, filename = 'evidence.png', type = 'image/png') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
};

describe('family exclusion, closure and login history', () => {
  let sut: TestApp;
  let call: Caller;
  const clock = createTestClock(new Date(Date.now() + 86_400_000));
  let staff = '';

  const evidence = async (bytes: Buffer, lang = 'EN') => {
    const { payload, contentType } = await multipart(bytes);
    return sut.app.inject({
      method: 'POST',
      url: '/wps/compliance/family-exclusion/evidence',
      headers: { 'content-type': contentType, 'x-lang': lang },
      payload,
    });
  };
  const picture = () =>
    sharp({ create: { width: 30, height: 20, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
  const requestBody = (evidenceIds: string[]) => ({
    applicantName: 'Maria Bautista',
    relationship: 'SPOUSE',
    applicantAdult: true,
    contact: 'maria@example.com',
    respondentName: 'Ana Bautista',
    respondentAccount: 'player02',
    details: 'My spouse has spent our savings on online games this month.',
    evidenceIds,
  });

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, clock });
    call = createCaller(sut.app);
    staff = await loginStaff(sut.app);
  });
  afterAll(async () => {
    await sut.close();
  });

  describe('family exclusion requests', () => {
    it('should refuse evidence that is not an image, and a request with bad fields, writing nothing', async () => {
      expectRefusal(await evidence(Buffer.from('%PDF-1.4 not an image'), 'TY'), 400, 'UPLOAD_INVALID');
      const id = valueOf(await evidence(await picture())).evidenceId;
      for (const bad of [
        { ...requestBody([id]), relationship: 'COUSIN' },
        { ...requestBody([id]), applicantAdult: false },
        { ...requestBody([id]), details: 'x'.repeat(20_000) },
        { ...requestBody([id]), applicantName: 'Ma\u0000ria' },
        { ...requestBody([]) },
      ]) {
        expectRefusal(await call('POST', '/wps/compliance/family-exclusion', null, bad), 400, 'VALIDATION');
      }
      const unknown = await call('POST', '/wps/compliance/family-exclusion', null, requestBody([crypto.randomUUID()]));
      expectRefusal(unknown, 400, 'VALIDATION');
      expect(await countRows(sut.database, 'family_exclusion_requests')).toBe(0);
    });

    it('should take a request from a guest, and let staff approve it naming the member (audited)', async () => {
      const id = valueOf(await evidence(await picture())).evidenceId;
      const { reference } = valueOf(await call('POST', '/wps/compliance/family-exclusion', null, requestBody([id])));
      expect(reference).toMatch(/^FX-[0-9A-F]{10}$/);
      const [row] = valueOf(await call('GET', '/wps/admin/compliance/family?status=PENDING', staff)).list;
      expect(row).toMatchObject({
        reference,
        relationship: 'SPOUSE',
        respondentAccount: 'player02',
        status: 'PENDING',
      });
      expect((await call('GET', row.evidenceUrls[0], staff)).headers['content-type']).toBe('image/webp');
      expectRefusal(await call('GET', row.evidenceUrls[0], null), 401, 'AUTH_REQUIRED');

      const decide = (body: Record<string, unknown>) =>
        call('POST', `/wps/admin/compliance/family/${row.id}/decision`, staff, body);
      expectRefusal(await decide({ decision: 'APPROVE', reason: 'Marriage certificate seen' }), 400, 'VALIDATION');
      valueOf(await decide({ decision: 'APPROVE', reason: 'Marriage certificate seen', memberAccount: 'player02' }));
      const [approved] = valueOf(await call('GET', '/wps/admin/compliance/family?status=APPROVED', staff)).list;
      expect(approved).toMatchObject({ status: 'APPROVED', reviewedBy: 'admin', memberId: expect.any(Number) });
      // The approval excluded the member through player protection: no play, no deposits.
      expect(await sut.app.protectionService.playBlockOf(approved.memberId)).toMatchObject({ kind: 'STAFF_EXCLUSION' });
      expectRefusal(await decide({ decision: 'REJECT', reason: 'again' }), 409, 'ALREADY_PROCESSED');
      const audit = valueOf(
        await call('GET', `/wps/admin/audit?targetKind=family_exclusion_request&targetId=${row.id}`, staff),
      ).list;
      expect(audit.map((entry: { action: string }) => entry.action)).toContain('compliance.family.approve');
    });
  });

  describe('login history', () => {
    it("should list the member's logins, newest first, marking this one", async () => {
      await loginMember(sut.app, sut.database, 'player01', 'Player2026');
      clock.advance(60_000);
      const token = await loginMember(sut.app, sut.database, 'player01', 'Player2026');
      const { list } = valueOf(await call('GET', '/wps/compliance/logins', token));
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list[0]).toMatchObject({ current: true, method: 'PASSWORD' });
      expect(list.filter((row: { current: boolean }) => row.current)).toHaveLength(1);
    });
  });

  describe('account closure', () => {
    it('should refuse while money is left, and with a wrong password, changing nothing', async () => {
      const token = await loginMember(sut.app, sut.database, 'player01', 'Player2026');
      const check = valueOf(await call('GET', '/wps/compliance/closure', token));
      expect(check.canClose).toBe(false);
      expectRefusal(
        await call('POST', '/wps/compliance/closure', token, { password: 'Player2026', confirm: true }, 'PT'),
        409,
        'BALANCE_NOT_ZERO',
      );
      expectRefusal(
        await call('POST', '/wps/compliance/closure', token, { password: 'wrong-one', confirm: true }),
        400,
        'PASSWORD_INCORRECT',
      );
      expect(valueOf(await call('GET', '/wps/member/info', token))).toBeTruthy();
    });

    it('should close an empty account: every session ends and the next login is refused', async () => {
      await sut.app.membersService.createMember({ account: 'leaving01', password: 'Leaving2026', type: 0 });
      const token = await loginMember(sut.app, sut.database, 'leaving01', 'Leaving2026');
      expect(valueOf(await call('GET', '/wps/compliance/closure', token))).toEqual({
        balanceMinor: '0',
        pendingWithdrawals: 0,
        openRounds: 0,
        canClose: true,
      });
      expectRefusal(
        await call('POST', '/wps/compliance/closure', token, { password: 'Leaving2026' }),
        400,
        'VALIDATION',
      );
      expect(
        valueOf(await call('POST', '/wps/compliance/closure', token, { password: 'Leaving2026', confirm: true })),
      ).toEqual({
        closed: true,
      });
      expectRefusal(await call('GET', '/wps/member/info', token), 401, 'AUTH_REQUIRED');
      await expect(loginMember(sut.app, sut.database, 'leaving01', 'Leaving2026')).rejects.toThrow(/ACCOUNT_SUSPENDED/);
    });

    it('should count money in a provider wallet and a round still open, closing nothing', async () => {
      const { id } = await sut.app.membersService.createMember({
        account: 'leaving02',
        password: 'Leaving2026',
        type: 0,
      });
      await sut.app.walletService.grantBonus({
        memberId: id,
        requestId: randomUUID(),
        amountMinor: 500n,
        turnoverMultiplier: 0,
        title: 'closure test',
        actor: { kind: 'SYSTEM', name: 'test' },
      });
      const token = await loginMember(sut.app, sut.database, 'leaving02', 'Leaving2026');
      // In transfer-wallet mode everything moves to a provider's wallet: the main wallet is empty.
      const system = { kind: 'SYSTEM', name: 'test' } as const;
      await sut.app.walletService.updateSettings({ isSingleWallet: false }, system);
      onTestFinished(async () => {
        await sut.app.walletService.updateSettings({ isSingleWallet: true }, system);
      });
      valueOf(
        await call('POST', '/wps/relay/GCS_walletTransfer', token, {
          requestId: randomUUID(),
          fromWallet: 'MAIN',
          toWallet: 'BGS',
          amountMinor: '500',
        }),
      );
      expect(valueOf(await call('GET', '/wps/compliance/closure', token))).toMatchObject({
        balanceMinor: '500',
        canClose: false,
      });
      const closeRequest = { password: 'Leaving2026', confirm: true };
      expectRefusal(await call('POST', '/wps/compliance/closure', token, closeRequest), 409, 'BALANCE_NOT_ZERO');

      expect(valueOf(await call('GET', '/wps/member/info', token))).toBeTruthy();

      // No money anywhere, but a game round still open: a win may yet be paid into the account.
      const other = await sut.app.membersService.createMember({
        account: 'leaving03',
        password: 'Leaving2026',
        type: 0,
      });
      await queryRows(
        sut.database,
        `insert into provider_rounds (vendor_code, round_id, member_id, game_code, currency, bet_total, status,
          started_at) values ('BGS', $1, $2, 'BGS_DICE', 'PHP', 0, 'OPEN', now())`,
        [randomUUID(), other.id],
      );
      const otherToken = await loginMember(sut.app, sut.database, 'leaving03', 'Leaving2026');
      expect(valueOf(await call('GET', '/wps/compliance/closure', otherToken))).toEqual({
        balanceMinor: '0',
        pendingWithdrawals: 0,
        openRounds: 1,
        canClose: false,
      });
      expectRefusal(await call('POST', '/wps/compliance/closure', otherToken, closeRequest), 409, 'BALANCE_NOT_ZERO');
      expect(valueOf(await call('GET', '/wps/member/info', otherToken))).toBeTruthy();
    });
  });
});
