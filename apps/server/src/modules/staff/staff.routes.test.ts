import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import {
  TEST_STAFF_PASSWORD,
  createCaller,
  expectRefusal,
  loginStaffPassword,
  newStaffSession,
  staffSession,
  valueOf,
} from '../../testing/api-session';
import { queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Staff management by the owner and the audit log (issue 16).

type AuditRow = { action: string; actor_name: string; ip: string | null; detail: Record<string, unknown> };

describe('staff management', () => {
  let sut: TestApp;
  let call: Caller;

  beforeAll(async () => {
    sut = await createTestApp();
    call = createCaller(sut.app);
  }, 120_000);
  afterAll(async () => {
    await sut.close();
  });

  const rowsOf = <T>(text: string, values: unknown[] = []): Promise<T[]> => queryRows<T>(sut.database, text, values);
  const auditOf = (staffId: number) =>
    rowsOf<AuditRow>(
      `select action, actor_name, ip, detail from audit_log where target_kind = 'staff' and target_id = $1 order by id`,
      [String(staffId)],
    );
  const memberOf = async (owner: string, username: string) =>
    valueOf(await call('GET', `/wps/admin/staff?username=${username}`, owner)).list[0];

  it('should invite, list with filters and sort, and audit with before and after', async () => {
    const owner = await newStaffSession(sut.app, 'OWNER');
    const invited = valueOf(
      await call('POST', '/wps/admin/staff', owner.token, {
        username: 'mkt.anna',
        displayName: 'Anna',
        role: 'MARKETING',
      }),
    );
    expect(invited.temporaryPassword).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(invited.staff).toMatchObject({
      role: 'MARKETING',
      status: 'INVITED',
      version: 0,
      createdBy: owner.username,
    });
    expectRefusal(
      await call('POST', '/wps/admin/staff', owner.token, { username: 'MKT.ANNA', displayName: 'Twin', role: 'RISK' }),
      409,
      'USERNAME_TAKEN',
    );
    const page = valueOf(
      await call('GET', '/wps/admin/staff?role=MARKETING&status=INVITED&username=anna', owner.token),
    );
    expect(page).toMatchObject({ total: 1, list: [{ username: 'mkt.anna' }] });
    const sorted = valueOf(await call('GET', '/wps/admin/staff?sort=createdAt&order=desc&pageSize=2', owner.token));
    expect(sorted.list[0].username).toBe('mkt.anna');
    expect(sorted.pageSize).toBe(2);
    expectRefusal(await call('GET', '/wps/admin/staff?sort=password_hash', owner.token), 400, 'VALIDATION');

    const [audit] = await auditOf(invited.staff.id);
    expect(audit).toMatchObject({ action: 'staff.invite', actor_name: owner.username, ip: '127.0.0.1' });
    expect(audit?.detail).toMatchObject({ before: null, after: { username: 'mkt.anna', role: 'MARKETING' } });
    expect(JSON.stringify(audit?.detail)).not.toMatch(/hash|secret|argon/i);
  });

  it('should refuse bad input with a 4xx and change nothing', async () => {
    const owner = await staffSession(sut.app, 'OWNER');
    const before = (await rowsOf<{ count: number }>('select count(*)::int as count from staff_users'))[0]?.count;
    for (const body of [
      { username: 'x', displayName: 'Short', role: 'RISK' },
      { username: 'nul\u0000name', displayName: 'Nul', role: 'RISK' },
      { username: 'good.name', displayName: 'x'.repeat(100_000), role: 'RISK' },
      { username: 'good.name', displayName: 'Role', role: 'ADMIN' },
      { username: 'good.name', displayName: 42, role: 'RISK' },
    ]) {
      const response = await call('POST', '/wps/admin/staff', owner, body);
      expect([response.statusCode, response.json().success]).toEqual([400, false]);
    }
    for (const id of ['abc', '0', '9223372036854775808', '-1']) {
      const response = await call('POST', `/wps/admin/staff/${id}/disable`, owner);
      expect([response.statusCode, response.json().code]).toEqual([400, 'VALIDATION']);
    }
    expectRefusal(
      await call('POST', '/wps/admin/staff/999999/disable', owner, { reason: 'Left the company' }),
      404,
      'NOT_FOUND',
    );
    const after = (await rowsOf<{ count: number }>('select count(*)::int as count from staff_users'))[0]?.count;
    expect(after).toBe(before);
  });

  it('should edit with the version opened, and answer STALE_RECORD to an older one', async () => {
    const owner = await staffSession(sut.app, 'OWNER');
    const target = await newStaffSession(sut.app, 'SUPPORT');
    const opened = await memberOf(owner, target.username);
    const edited = valueOf(
      await call('PUT', `/wps/admin/staff/${target.staffId}`, owner, {
        displayName: 'Support Lead',
        role: 'RISK',
        version: opened.version,
      }),
    );
    expect(edited).toMatchObject({ displayName: 'Support Lead', role: 'RISK', version: opened.version + 1 });
    expectRefusal(
      await call('PUT', `/wps/admin/staff/${target.staffId}`, owner, { displayName: 'Stale', version: opened.version }),
      409,
      'STALE_RECORD',
    );
    expect(await memberOf(owner, target.username)).toMatchObject({ displayName: 'Support Lead' });
    // The new role applies to the sessions already open.
    expect(valueOf(await call('GET', '/wps/admin/me', target.token))).toMatchObject({ role: 'RISK' });
    const audit = (await auditOf(target.staffId)).find((row) => row.action === 'staff.update');
    expect(audit?.detail).toMatchObject({
      before: { displayName: 'Test SUPPORT', role: 'SUPPORT' },
      after: { displayName: 'Support Lead', role: 'RISK' },
    });
  });

  it('should end every session of a disabled staff member at once, and refuse their logins', async () => {
    const owner = await staffSession(sut.app, 'OWNER');
    const target = await newStaffSession(sut.app, 'FINANCE');
    const second = await loginStaffPassword(sut.app, target.username, TEST_STAFF_PASSWORD);
    expect(valueOf(await call('GET', '/wps/admin/deposits', target.token))).toMatchObject({ list: [] });
    expect(
      valueOf(await call('POST', `/wps/admin/staff/${target.staffId}/disable`, owner, { reason: 'On leave' })),
    ).toMatchObject({
      status: 'DISABLED',
    });
    expectRefusal(await call('GET', '/wps/admin/deposits', target.token), 401, 'AUTH_REQUIRED');
    expectRefusal(await call('GET', '/wps/admin/me', second.token), 401, 'AUTH_REQUIRED');
    const [open] = await rowsOf<{ count: number }>(
      'select count(*)::int as count from sessions where staff_id = $1 and revoked_at is null',
      [target.staffId],
    );
    expect(open?.count).toBe(0);
    await expect(loginStaffPassword(sut.app, target.username, TEST_STAFF_PASSWORD)).rejects.toThrow(/LOGIN_FAILED/);
    expect(
      valueOf(await call('POST', `/wps/admin/staff/${target.staffId}/enable`, owner, { reason: 'Back from leave' })),
    ).toMatchObject({
      status: 'ACTIVE',
    });
    expect((await loginStaffPassword(sut.app, target.username, TEST_STAFF_PASSWORD)).secondFactor).toBe('CODE');
    expect((await auditOf(target.staffId)).map((row) => row.action)).toEqual(
      expect.arrayContaining(['staff.disable', 'staff.enable']),
    );
  });

  it('should keep the last active owner, and nobody disables themselves', async () => {
    // A database of its own: the owners of the other tests would count.
    const own = await createTestApp();
    try {
      const ownCall = createCaller(own.app);
      const first = await newStaffSession(own.app, 'OWNER');
      expectRefusal(
        await ownCall('POST', `/wps/admin/staff/${first.staffId}/disable`, first.token),
        409,
        'STAFF_SELF_CHANGE',
      );
      expectRefusal(
        await ownCall('POST', `/wps/admin/staff/${first.staffId}/secondFactor/reset`, first.token),
        409,
        'STAFF_SELF_CHANGE',
      );
      const version = async (token: string, id: number) =>
        (
          valueOf(await ownCall('GET', '/wps/admin/staff?pageSize=100', token)).list as {
            id: number;
            version: number;
          }[]
        ).find((member) => member.id === id)?.version ?? -1;
      expectRefusal(
        await ownCall('PUT', `/wps/admin/staff/${first.staffId}`, first.token, {
          role: 'FINANCE',
          version: await version(first.token, first.staffId),
        }),
        409,
        'LAST_OWNER',
      );
      // With a second owner, the two demoting each other at once: one stays owner.
      const second = await newStaffSession(own.app, 'OWNER');
      // Both versions read before either change is sent: a read awaited between the two sends
      // could find its reader demoted already by the first (403).
      const [secondVersion, firstVersion] = [
        await version(first.token, second.staffId),
        await version(second.token, first.staffId),
      ];
      const [a, b] = await Promise.all([
        ownCall('PUT', `/wps/admin/staff/${second.staffId}`, first.token, { role: 'RISK', version: secondVersion }),
        ownCall('PUT', `/wps/admin/staff/${first.staffId}`, second.token, { role: 'RISK', version: firstVersion }),
      ]);
      // One goes through; the other finds no other active owner (LAST_OWNER) or, arriving after the
      // first committed, is no owner any more (FORBIDDEN).
      const codes = [a, b].map((response) => response.json().code);
      expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
      expect(codes.find((code) => code !== 'OK')).toMatch(/^(LAST_OWNER|FORBIDDEN)$/);
      const [owners] = await queryRows<{ count: number }>(
        own.database,
        `select count(*)::int as count from staff_users where role = 'OWNER' and status = 'ACTIVE'`,
      );
      expect(owners?.count).toBe(1);
    } finally {
      await own.close();
    }
  }, 120_000);

  it('should reset a second factor: sessions end, the next login enrols again', async () => {
    const owner = await staffSession(sut.app, 'OWNER');
    const target = await newStaffSession(sut.app, 'RISK');
    const reset = valueOf(
      await call('POST', `/wps/admin/staff/${target.staffId}/secondFactor/reset`, owner, { reason: 'Lost phone' }),
    );
    expect(reset).toMatchObject({ secondFactorEnrolled: false, recoveryCodesLeft: 0 });
    expectRefusal(await call('GET', '/wps/admin/me', target.token), 401, 'AUTH_REQUIRED');
    expect((await loginStaffPassword(sut.app, target.username, TEST_STAFF_PASSWORD)).secondFactor).toBe('ENROL');
    const audit = (await auditOf(target.staffId)).find((row) => row.action === 'staff.secondFactor.reset');
    expect(audit?.detail).toMatchObject({
      before: { secondFactorEnrolled: true },
      after: { secondFactorEnrolled: false },
      reason: 'Lost phone',
    });
  });

  it('should refuse disable, enable and a second-factor reset without a reason of 2 to 200 characters, changing nothing', async () => {
    const owner = await staffSession(sut.app, 'OWNER');
    const target = await newStaffSession(sut.app, 'MARKETING');
    const before = await memberOf(owner, target.username);
    const auditBefore = await auditOf(target.staffId);
    for (const action of ['disable', 'enable', 'secondFactor/reset']) {
      for (const payload of [undefined, {}, { reason: '' }, { reason: '   ' }, { reason: ' x ' }]) {
        expectRefusal(
          await call('POST', `/wps/admin/staff/${target.staffId}/${action}`, owner, payload),
          400,
          'REASON_REQUIRED',
        );
      }
      // Longer than 200 characters, or with a character no text has: refused as bad input.
      for (const reason of ['x'.repeat(201), 'Left\u0000the company', 42]) {
        expectRefusal(
          await call('POST', `/wps/admin/staff/${target.staffId}/${action}`, owner, { reason }),
          400,
          'VALIDATION',
        );
      }
    }
    expect(await memberOf(owner, target.username)).toEqual(before);
    expect(valueOf(await call('GET', '/wps/admin/me', target.token))).toMatchObject({ role: 'MARKETING' });
    expect(await auditOf(target.staffId)).toEqual(auditBefore);
    // The reason given is what the audit entry keeps, in the owner's words.
    await call('POST', `/wps/admin/staff/${target.staffId}/disable`, owner, { reason: '  Contract ended  ' });
    await call('POST', `/wps/admin/staff/${target.staffId}/enable`, owner, { reason: 'OK' });
    const longest = `${'r'.repeat(199)}.`;
    await call('POST', `/wps/admin/staff/${target.staffId}/secondFactor/reset`, owner, { reason: longest });
    expect(
      (await auditOf(target.staffId)).slice(auditBefore.length).map((row) => [row.action, row.detail.reason]),
    ).toEqual([
      ['staff.disable', 'Contract ended'],
      ['staff.enable', 'OK'],
      ['staff.secondFactor.reset', longest],
    ]);
  });

  it('should send an expired invitation again: a new password shown once, the old one dead, audited', async () => {
    const owner = await staffSession(sut.app, 'OWNER');
    const invited = valueOf(
      await call('POST', '/wps/admin/staff', owner, { username: 'late.joiner', displayName: 'Late', role: 'SUPPORT' }),
    );
    // The invitation runs out unused.
    const expired = new Date(Date.now() - 3_600_000).toISOString();
    await rowsOf('update staff_users set invitation_expires_at = $1 where id = $2', [expired, invited.staff.id]);
    await expect(loginStaffPassword(sut.app, 'late.joiner', invited.temporaryPassword)).rejects.toThrow(/LOGIN_FAILED/);
    expect((await memberOf(owner, 'late.joiner')).invitationExpiresAt).toBe(expired);

    const response = await call('POST', `/wps/admin/staff/${invited.staff.id}/invitation`, owner);
    expect(response.headers['cache-control']).toBe('no-store');
    const again = valueOf(response);
    expect(again.temporaryPassword).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(again.temporaryPassword).not.toBe(invited.temporaryPassword);
    expect(Math.abs(new Date(again.expiresAt).getTime() - (Date.now() + 72 * 3_600_000))).toBeLessThan(60_000);
    expect(again.staff).toMatchObject({ status: 'INVITED', invitationExpiresAt: again.expiresAt });
    // The new password works, the old one no more.
    await expect(loginStaffPassword(sut.app, 'late.joiner', invited.temporaryPassword)).rejects.toThrow(/LOGIN_FAILED/);
    expect((await loginStaffPassword(sut.app, 'late.joiner', again.temporaryPassword)).token).toBeTruthy();
    const audit = (await auditOf(invited.staff.id)).find((row) => row.action === 'staff.invitation.resend');
    expect(audit).toMatchObject({ actor_name: expect.any(String) });
    expect(JSON.stringify(audit?.detail)).not.toContain(again.temporaryPassword);
    expect(audit?.detail).toMatchObject({
      before: { invitationExpiresAt: expired },
      after: { invitationExpiresAt: again.expiresAt },
    });
    // Someone who set their own password has no invitation to send again.
    const active = await newStaffSession(sut.app, 'FINANCE');
    expectRefusal(await call('POST', `/wps/admin/staff/${active.staffId}/invitation`, owner), 409, 'STAFF_NOT_INVITED');
  });

  it('should keep the audit log append-only in the database', async () => {
    await staffSession(sut.app, 'OWNER');
    const refusalOf = async (query: string): Promise<string> => {
      try {
        await queryRows(sut.database, query);
        return 'done';
      } catch (error) {
        const { message, cause } = error as Error & { cause?: { message?: string } };
        return cause?.message ?? message;
      }
    };
    expect(await refusalOf(`update audit_log set action = 'forged'`)).toMatch(/append-only: UPDATE refused/);
    expect(await refusalOf('delete from audit_log')).toMatch(/append-only: DELETE refused/);
    expect(await refusalOf('truncate audit_log')).toMatch(/append-only: TRUNCATE refused/);
    const [forged] = await rowsOf<{ count: number }>(
      `select count(*)::int as count from audit_log where action = 'forged'`,
    );
    expect(forged?.count).toBe(0);
  });
});

describe('audit viewer', () => {
  let sut: TestApp;
  let call: Caller;

  beforeAll(async () => {
    sut = await createTestApp();
    call = createCaller(sut.app);
  }, 120_000);
  afterAll(async () => {
    await sut.close();
  });

  it('should filter by actor, action prefix, target and dates, sort both ways, and page', async () => {
    const owner = await newStaffSession(sut.app, 'OWNER');
    const reader = await staffSession(sut.app, 'READ_ONLY');
    for (const name of ['aud.one', 'aud.two', 'aud.three']) {
      valueOf(
        await call('POST', '/wps/admin/staff', owner.token, { username: name, displayName: name, role: 'SUPPORT' }),
      );
    }
    const get = async (query: string) => valueOf(await call('GET', `/wps/admin/audit?${query}`, reader));
    const invites = await get(`actorName=${owner.username.toUpperCase()}&action=staff.inv`);
    expect(invites.total).toBe(3);
    expect(invites.list.map((entry: { action: string }) => entry.action)).toEqual([
      'staff.invite',
      'staff.invite',
      'staff.invite',
    ]);
    const oldest = await get(`actorName=${owner.username}&action=staff.&order=asc&pageSize=1`);
    expect(oldest).toMatchObject({ pageSize: 1, totalPages: oldest.total });
    expect(oldest.list[0].action).toBe('staff.login');
    const newest = await get(`actorName=${owner.username}&action=staff.&order=desc&pageSize=1`);
    expect(newest.list[0].action).toBe('staff.invite');
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`action=staff.invite&from=${today}&to=${today}`)).total).toBe(3);
    expect((await get(`action=staff.invite&to=2020-01-01`)).total).toBe(0);
    const one = invites.list[0];
    expect((await get(`targetKind=staff&targetId=${one.targetId}`)).list[0]).toMatchObject({ id: one.id });
    // A % or _ in the prefix is text, not a wildcard.
    expect((await get('action=%25')).total).toBe(0);
    for (const bad of ['from=yesterday', 'order=sideways', 'format=xlsx', 'pageSize=1000', 'actorName=%00']) {
      expectRefusal(await call('GET', `/wps/admin/audit?${bad}`, reader), 400, 'VALIDATION');
    }
  });

  it('should export what is filtered as CSV, with no cell a spreadsheet runs as a formula', async () => {
    const { token: owner, username } = await newStaffSession(sut.app, 'OWNER');
    valueOf(
      await call('POST', '/wps/admin/staff', owner, {
        username: 'csv.case',
        displayName: '=HYPERLINK("http://evil.example","click")',
        role: 'SUPPORT',
      }),
    );
    const response = await call('GET', `/wps/admin/audit?action=staff.invite&actorName=${username}&format=csv`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('audit-log.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,createdAt,actor,action,targetKind,targetId,ip,detail');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('staff.invite');
    expect(lines[1]).toContain('csv.case');
    // No cell starts with a formula character (the display name sits inside the detail's JSON).
    for (const cell of lines[1]?.split(',') ?? []) expect(cell).not.toMatch(/^[=+\-@]/);
    // A role without audit.view is refused the export as the list.
    expectRefusal(
      await call('GET', '/wps/admin/audit?format=csv', await staffSession(sut.app, 'MARKETING')),
      403,
      'FORBIDDEN',
    );
  });
});
