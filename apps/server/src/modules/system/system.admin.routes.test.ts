import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PATTERNS } from '@perya/contracts';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, loginStaff, openSession, valueOf } from '../../testing/api-session';
import { queryRows, solveSlider } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { PUBLIC_IPS, createTestApp } from '../../testing/test-app';

// The back office's Settings section (issue 16, decision 030): system status, flags, registration
// rules, domains and delivery settings; each change versioned and audited, secrets never echoed.

type AuditRow = { actor_kind: string; actor_name: string; action: string; target_id: string; detail: unknown };

describe('settings in the back office', () => {
  let sut: TestApp;
  let call: Caller;
  const token = { staff: '', member: '' };

  const auditOf = async (action: string) =>
    queryRows<AuditRow>(
      sut.database,
      'select actor_kind, actor_name, action, target_id, detail from audit_log where action = $1 order by id',
      [action],
    );
  const system = async () => valueOf(await call('GET', '/wps/admin/settings/system', token.staff));
  const fromAbroad = (url: string, bearer: string | null) =>
    sut.app.inject({
      method: 'GET',
      url,
      headers: { 'x-forwarded-for': PUBLIC_IPS.US, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    });

  beforeAll(async () => {
    sut = await createTestApp({ config: { trustProxy: true }, seedDemo: true });
    call = createCaller(sut.app);
    token.staff = await loginStaff(sut.app);
    const player = await sut.app.membersService.findByAccount('player01');
    token.member = await openSession(sut.app, player?.id ?? 0);
    // The demo seed plays two weeks of rounds: slow on a loaded machine.
  }, 240_000);

  afterAll(async () => {
    await sut.close();
  });

  describe('system status', () => {
    it('should turn maintenance on with its text: players get MAINTENANCE, staff keep working, then off again', async () => {
      const before = await system();
      const on = valueOf(
        await call('PUT', '/wps/admin/settings/system', token.staff, {
          version: before.version,
          maintenanceEnabled: true,
          maintenanceMessages: { EN: { title: 'Upgrading', info: 'Back at 3 PM' } },
          maintenanceUntil: '2026-12-01T07:00:00Z',
        }),
      );
      expect(on).toMatchObject({ maintenanceEnabled: true, version: before.version + 1 });

      const status = valueOf(await call('GET', '/wps/system/status', null));
      expect(status).toMatchObject({
        status: 1,
        maintenance: { title: 'Upgrading', info: 'Back at 3 PM', until: '2026-12-01T07:00:00.000Z' },
      });
      expectRefusal(await call('GET', '/wps/v2/wallets/balance', token.member), 503, 'MAINTENANCE');
      expect((await call('GET', '/wps/admin/settings/system', token.staff)).statusCode).toBe(200);
      expect((await call('GET', '/wps/admin/games/vendors', token.staff)).statusCode).toBe(200);

      const off = valueOf(
        await call('PUT', '/wps/admin/settings/system', token.staff, {
          version: on.version,
          maintenanceEnabled: false,
        }),
      );
      expect(off.maintenanceEnabled).toBe(false);
      expect(valueOf(await call('GET', '/wps/system/status', null)).status).toBe(0);
      expect((await call('GET', '/wps/v2/wallets/balance', token.member)).statusCode).toBe(200);

      const audit = await auditOf('settings.system');
      expect(audit.slice(-2)).toEqual([
        expect.objectContaining({
          actor_kind: 'STAFF',
          actor_name: 'admin',
          detail: expect.objectContaining({
            before: expect.objectContaining({ maintenanceEnabled: false }),
            after: expect.objectContaining({ maintenanceEnabled: true }),
          }),
        }),
        expect.objectContaining({
          detail: expect.objectContaining({ after: expect.objectContaining({ maintenanceEnabled: false }) }),
        }),
      ]);
    });

    it('should refuse an edit of settings changed since they were read (STALE_RECORD), changing nothing', async () => {
      const before = await system();
      const audits = (await auditOf('settings.system')).length;
      const response = await call('PUT', '/wps/admin/settings/system', token.staff, {
        version: before.version - 1,
        maintenanceEnabled: true,
      });
      expectRefusal(response, 409, 'STALE_RECORD');
      expect(await system()).toEqual(before);
      expect(await auditOf('settings.system')).toHaveLength(audits);
    });

    it('should block other countries when region restriction is on, and let a listed one in', async () => {
      let settings = await system();
      settings = valueOf(
        await call('PUT', '/wps/admin/settings/system', token.staff, {
          version: settings.version,
          regionRestrictionEnabled: true,
          allowedCountries: ['PH'],
        }),
      );
      expect((await fromAbroad('/wps/system/status', null)).json().value.status).toBe(2);
      expectRefusal(await fromAbroad('/wps/v2/wallets/balance', token.member), 451, 'REGION_BLOCKED');
      expect((await fromAbroad('/wps/admin/settings/system', token.staff)).statusCode).toBe(200);

      settings = valueOf(
        await call('PUT', '/wps/admin/settings/system', token.staff, {
          version: settings.version,
          allowedCountries: ['PH', 'US'],
        }),
      );
      expect(settings.allowedCountries).toEqual(['PH', 'US']);
      expect((await fromAbroad('/wps/system/status', null)).json().value.status).toBe(0);
      valueOf(
        await call('PUT', '/wps/admin/settings/system', token.staff, {
          version: settings.version,
          allowedCountries: ['PH'],
        }),
      );
    });

    it('should offer only the chosen languages in the permission answer, null for all', async () => {
      let settings = await system();
      settings = valueOf(
        await call('PUT', '/wps/admin/settings/system', token.staff, {
          version: settings.version,
          offeredLanguages: ['EN', 'TY'],
        }),
      );
      expect(valueOf(await call('GET', '/wps/system/permission', null)).languages).toEqual(['EN', 'TY']);
      valueOf(
        await call('PUT', '/wps/admin/settings/system', token.staff, {
          version: settings.version,
          offeredLanguages: null,
        }),
      );
      expect(valueOf(await call('GET', '/wps/system/permission', null)).languages).toBeNull();
    });

    it.each([
      ['a country that is not two letters', { allowedCountries: ['PHL'] }],
      ['no allowed country', { allowedCountries: [] }],
      ['an unknown language', { offeredLanguages: ['XX'] }],
      ['no language', { offeredLanguages: [] }],
      ['a NUL byte in the text', { maintenanceMessages: { EN: { title: 'a\u0000b', info: '' } } }],
      ['a huge title', { maintenanceMessages: { EN: { title: 'x'.repeat(100_000), info: '' } } }],
      ['a wrong type', { maintenanceEnabled: 'yes' }],
      ['a version of 2^63', { version: 2 ** 63 }],
      ['no version', { version: undefined }],
      ['a date that is not one', { maintenanceUntil: 'tomorrow' }],
    ])('should refuse %s with 400, changing nothing', async (_name, body) => {
      const before = await system();
      const response = await call('PUT', '/wps/admin/settings/system', token.staff, {
        version: before.version,
        ...body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
      expect(await system()).toEqual(before);
    });

    it('should refuse a member token on every settings route', async () => {
      for (const [method, url] of [
        ['GET', '/wps/admin/settings/system'],
        ['PUT', '/wps/admin/settings/system'],
        ['GET', '/wps/admin/settings/flags'],
        ['PUT', '/wps/admin/settings/flags/FREEPLAY3'],
        ['GET', '/wps/admin/settings/register'],
        ['GET', '/wps/admin/settings/delivery'],
      ] as const) {
        const response = await call(method, url, token.member, method === 'PUT' ? { version: 1 } : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    });
  });

  describe('feature flags', () => {
    it('should switch a flag as ops flag does, audited, and refuse a stale version', async () => {
      const { list } = valueOf(await call('GET', '/wps/admin/settings/flags', token.staff));
      const flag = list.find((entry: { modId: string }) => entry.modId === 'FREEPLAY3');
      expect(flag).toMatchObject({ enabled: true, version: expect.any(Number) });
      const saved = valueOf(
        await call('PUT', '/wps/admin/settings/flags/FREEPLAY3', token.staff, {
          version: flag.version,
          enabled: false,
        }),
      );
      expect(saved).toMatchObject({ enabled: false, version: flag.version + 1 });
      expect(await sut.app.systemService.isFeatureOn('FREEPLAY3')).toBe(false);
      expectRefusal(
        await call('PUT', '/wps/admin/settings/flags/FREEPLAY3', token.staff, { version: flag.version, enabled: true }),
        409,
        'STALE_RECORD',
      );
      expect(await sut.app.systemService.isFeatureOn('FREEPLAY3')).toBe(false);
      valueOf(
        await call('PUT', '/wps/admin/settings/flags/FREEPLAY3', token.staff, {
          version: saved.version,
          enabled: true,
        }),
      );
      expect((await auditOf('settings.flag')).slice(-2).map((row) => row.detail)).toEqual([
        { before: { enabled: true }, after: { enabled: false } },
        { before: { enabled: false }, after: { enabled: true } },
      ]);
    });

    it('should answer NOT_FOUND for a flag that does not exist', async () => {
      expectRefusal(
        await call('PUT', '/wps/admin/settings/flags/NOSUCHFLAG', token.staff, { version: 1, enabled: true }),
        404,
        'NOT_FOUND',
      );
    });

    it('should audit the ops command as the ops system actor', async () => {
      await sut.app.systemService.setFeatureFlag('FREEPLAY3', true);
      expect((await auditOf('settings.flag')).at(-1)).toMatchObject({ actor_kind: 'SYSTEM', actor_name: 'ops' });
    });
  });

  describe('registration rules', () => {
    const register = async (body: Record<string, unknown>) =>
      sut.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        headers: { 'x-lang': 'EN' },
        payload: { agreeTerms: true, notProhibited: true, validate: await solveSlider(sut.app, sut.database), ...body },
      });
    const ruleOf = async (field: string) =>
      valueOf(await call('GET', '/wps/admin/settings/register', token.staff)).list.find(
        (entry: { field: string }) => entry.field === field,
      );

    it('should enforce a changed rule on PUT /wps/member/register at once', async () => {
      const username = await ruleOf('username');
      const saved = valueOf(
        await call('PUT', '/wps/admin/settings/register/username', token.staff, {
          version: username.version,
          enabled: true,
          required: true,
          patternId: username.patternId,
          minLength: 10,
          maxLength: 16,
        }),
      );
      expect(saved).toMatchObject({ minLength: 10, acceptedPattern: PATTERNS[username.patternId]?.source });
      expect(valueOf(await call('GET', '/wps/system/setting/register', null)).username.minLength).toBe(10);

      const short = await register({ username: 'shorty1', password: 'Shorty2026', confirmPassword: 'Shorty2026' });
      expect(short.statusCode).toBe(400);
      expect(short.json().value?.fields ?? short.json().fields ?? short.body).toBeTruthy();
      expect(await sut.app.membersService.findByAccount('shorty1')).toBeFalsy();

      const long = await register({ username: 'longername1', password: 'Longer2026', confirmPassword: 'Longer2026' });
      expect(long.statusCode).toBe(200);

      valueOf(
        await call('PUT', '/wps/admin/settings/register/username', token.staff, {
          version: saved.version,
          enabled: true,
          required: true,
          patternId: username.patternId,
          minLength: username.minLength,
          maxLength: username.maxLength,
        }),
      );
      expect((await auditOf('settings.register')).at(-2)).toMatchObject({
        target_id: 'username',
        detail: {
          before: expect.objectContaining({ minLength: 6 }),
          after: expect.objectContaining({ minLength: 10 }),
        },
      });
    });

    it('should make an optional field required, and refuse registrations without it', async () => {
      const email = await ruleOf('email');
      const saved = valueOf(
        await call('PUT', '/wps/admin/settings/register/email', token.staff, {
          version: email.version,
          enabled: true,
          required: true,
          patternId: email.patternId,
          minLength: email.minLength,
          maxLength: email.maxLength,
        }),
      );
      const response = await register({
        username: 'noemail01',
        password: 'Noemail2026',
        confirmPassword: 'Noemail2026',
      });
      expect(response.statusCode).toBe(400);
      expect(await sut.app.membersService.findByAccount('noemail01')).toBeFalsy();
      valueOf(
        await call('PUT', '/wps/admin/settings/register/email', token.staff, {
          version: saved.version,
          enabled: true,
          required: false,
          patternId: email.patternId,
          minLength: email.minLength,
          maxLength: email.maxLength,
        }),
      );
    });

    it.each([
      ['min above max', { minLength: 9, maxLength: 3 }],
      ['an unknown pattern', { patternId: 9999 }],
      ['a length over 255', { maxLength: 100_000 }],
      ['a pattern that is a string', { patternId: '.*' }],
    ])('should refuse %s with 400, changing nothing', async (_name, change) => {
      const before = await ruleOf('nickname');
      const response = await call('PUT', '/wps/admin/settings/register/nickname', token.staff, {
        version: before.version,
        enabled: before.enabled,
        required: before.required,
        patternId: before.patternId,
        minLength: before.minLength,
        maxLength: before.maxLength,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(await ruleOf('nickname')).toEqual(before);
    });

    it('should keep the username and password asked and required', async () => {
      const before = await ruleOf('password');
      const response = await call('PUT', '/wps/admin/settings/register/password', token.staff, {
        version: before.version,
        enabled: false,
        required: false,
        patternId: before.patternId,
        minLength: before.minLength,
        maxLength: before.maxLength,
      });
      expectRefusal(response, 400, 'VALIDATION');
      expect(await ruleOf('password')).toEqual(before);
    });

    it('should refuse a stale rule edit', async () => {
      const before = await ruleOf('nickname');
      expectRefusal(
        await call('PUT', '/wps/admin/settings/register/nickname', token.staff, {
          version: before.version + 5,
          enabled: true,
          required: false,
          patternId: before.patternId,
          minLength: 1,
          maxLength: 20,
        }),
        409,
        'STALE_RECORD',
      );
      expect(await ruleOf('nickname')).toEqual(before);
    });
  });

  describe('domains', () => {
    it('should add (version 0), change and delete a domain route, as ops domain does', async () => {
      const added = valueOf(
        await call('PUT', '/wps/admin/settings/domains/promo.perya.test', token.staff, {
          version: 0,
          route: '/agent',
          affiliateCode: 'PERYA01',
        }),
      );
      expect(added).toMatchObject({ domain: 'promo.perya.test', route: '/agent', version: 1 });
      expect(valueOf(await call('GET', '/wps/system/domainRoute?domain=promo.perya.test', null))).toMatchObject({
        route: '/agent',
        affiliateCode: 'PERYA01',
      });
      expectRefusal(
        await call('PUT', '/wps/admin/settings/domains/promo.perya.test', token.staff, {
          version: 0,
          route: '/',
          affiliateCode: null,
        }),
        409,
        'STALE_RECORD',
      );
      const changed = valueOf(
        await call('PUT', '/wps/admin/settings/domains/promo.perya.test', token.staff, {
          version: 1,
          route: null,
          affiliateCode: null,
        }),
      );
      expect(changed).toMatchObject({ route: null, version: 2 });
      expectRefusal(
        await call('DELETE', '/wps/admin/settings/domains/promo.perya.test?version=1', token.staff),
        409,
        'STALE_RECORD',
      );
      expect(
        valueOf(await call('DELETE', '/wps/admin/settings/domains/promo.perya.test?version=2', token.staff)),
      ).toEqual({ deleted: true });
      const list = valueOf(await call('GET', '/wps/admin/settings/domains', token.staff)).list;
      expect(list.map((entry: { domain: string }) => entry.domain)).not.toContain('promo.perya.test');
      expect((await auditOf('settings.domain')).length).toBeGreaterThanOrEqual(2);
      expect(await auditOf('settings.domain.delete')).toHaveLength(1);
    });

    it('should refuse a route that is not a path and a bad domain', async () => {
      expect(
        (
          await call('PUT', '/wps/admin/settings/domains/promo.perya.test', token.staff, {
            version: 0,
            route: 'javascript:alert(1)',
            affiliateCode: null,
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await call('PUT', '/wps/admin/settings/domains/bad_domain!', token.staff, {
            version: 0,
            route: null,
            affiliateCode: null,
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('SMS, SMTP and gateway settings', () => {
    const SMTP_PASSWORD = 'smtp-Pa55word-that-must-never-leave';
    const delivery = async (kind: string) =>
      valueOf(await call('GET', '/wps/admin/settings/delivery', token.staff)).list.find(
        (entry: { kind: string }) => entry.kind === kind,
      );

    it('should store the credential sealed and answer only that it is set, with when it changed', async () => {
      const before = await delivery('SMTP');
      expect(before).toMatchObject({ configured: false, secretSet: false, secretChangedAt: null });
      const response = await call('PUT', '/wps/admin/settings/delivery/SMTP', token.staff, {
        kind: 'SMTP',
        version: before.version,
        settings: {
          host: 'smtp.perya.test',
          port: 587,
          secure: false,
          username: 'mailer',
          from: 'Perya <no-reply@perya.ph>',
        },
        secret: SMTP_PASSWORD,
      });
      expect(response.body).not.toContain(SMTP_PASSWORD);
      const saved = valueOf(response);
      expect(saved).toMatchObject({ configured: true, secretSet: true, secretChangedAt: expect.any(String) });
      expect(saved.settings).not.toHaveProperty('secret');

      const listed = await call('GET', '/wps/admin/settings/delivery', token.staff);
      expect(listed.body).not.toContain(SMTP_PASSWORD);
      const [row] = await queryRows<{ secret: string; settings: unknown }>(
        sut.database,
        "select secret, settings from delivery_settings where kind = 'SMTP'",
      );
      expect(row?.secret).toMatch(/^sk1\./);
      expect(JSON.stringify(row)).not.toContain(SMTP_PASSWORD);
      const audit = await queryRows<{ detail: unknown }>(
        sut.database,
        "select detail from audit_log where action = 'settings.delivery'",
      );
      expect(JSON.stringify(audit)).not.toContain(SMTP_PASSWORD);
      expect(JSON.stringify(audit)).not.toContain('sk1.');
      expect((await sut.app.systemService.getDelivery('SMTP'))?.secret).toBe(SMTP_PASSWORD);

      // Saved again without a secret: the stored one is kept; null removes it.
      const kept = valueOf(
        await call('PUT', '/wps/admin/settings/delivery/SMTP', token.staff, {
          kind: 'SMTP',
          version: saved.version,
          settings: { ...saved.settings, port: 465, secure: true },
        }),
      );
      expect(kept).toMatchObject({ secretSet: true, secretChangedAt: saved.secretChangedAt });
      const removed = valueOf(
        await call('PUT', '/wps/admin/settings/delivery/SMTP', token.staff, {
          kind: 'SMTP',
          version: kept.version,
          settings: kept.settings,
          secret: null,
        }),
      );
      expect(removed.secretSet).toBe(false);
      expectRefusal(
        await call('PUT', '/wps/admin/settings/delivery/SMTP', token.staff, {
          kind: 'SMTP',
          version: kept.version,
          settings: kept.settings,
        }),
        409,
        'STALE_RECORD',
      );
    });

    it('should send a test SMS through the saved provider and record it', async () => {
      const sms = await delivery('SMS');
      valueOf(
        await call('PUT', '/wps/admin/settings/delivery/SMS', token.staff, {
          kind: 'SMS',
          version: sms.version,
          settings: { provider: 'dev', apiUrl: 'https://api.semaphore.co/api/v4/messages', sender: 'PERYA' },
          secret: 'semaphore-api-key-000000000000',
        }),
      );
      const result = valueOf(
        await call('POST', '/wps/admin/settings/delivery/SMS/test', token.staff, { to: '9171234567' }),
      );
      expect(result).toEqual({ sent: true, via: 'dev' });
      expect(await auditOf('settings.delivery.test')).toHaveLength(1);
      expectRefusal(
        await call('POST', '/wps/admin/settings/delivery/SMS/test', token.staff, { to: 'not a number' }),
        400,
        'VALIDATION',
      );
    });

    it.each([
      ['a kind that differs from the path', 'SMS', { kind: 'SMTP' }],
      [
        'an SMTP port out of range',
        'SMTP',
        { settings: { host: 'h', port: 70_000, secure: false, username: '', from: 'a@b.c' } },
      ],
      ['a gateway URL that is not http', 'GATEWAY', { settings: { url: 'javascript:alert(1)', merchant: 'PERYA' } }],
      [
        'an SMS sender over 11 characters',
        'SMS',
        { settings: { provider: 'dev', apiUrl: 'https://x.test', sender: 'x'.repeat(12) } },
      ],
      [
        'a secret of 100 kB',
        'GATEWAY',
        { settings: { url: 'https://gw.test', merchant: 'PERYA' }, secret: 'x'.repeat(100_000) },
      ],
    ])('should refuse %s with 400', async (_name, kind, change) => {
      const before = await delivery(kind);
      const defaults: Record<string, unknown> = {
        SMS: { provider: 'dev', apiUrl: 'https://x.test', sender: 'PERYA' },
        SMTP: { host: 'smtp.test', port: 25, secure: false, username: '', from: 'a@b.c' },
        GATEWAY: { url: 'https://gw.test', merchant: 'PERYA' },
      };
      const response = await call('PUT', `/wps/admin/settings/delivery/${kind}`, token.staff, {
        kind,
        version: before.version,
        settings: defaults[kind],
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(await delivery(kind)).toEqual(before);
    });
  });
});
