import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { StaffRole } from '@perya/contracts';

import type { Caller } from '../../testing/api-session';
import {
  TEST_STAFF_PASSWORD,
  createCaller,
  enrolStaffAuthenticator,
  expectRefusal,
  loginStaffPassword,
  newStaffSession,
  staffSession,
  totpCodeOf,
  valueOf,
} from '../../testing/api-session';
import { solveSlider } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Staff sessions and their mandatory second factor (issue 16, issue 22 item 5).

const rowsOf = async <T>(sut: TestApp, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await sut.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('staff second factor', () => {
  let sut: TestApp;
  let call: Caller;
  let made = 0;

  beforeAll(async () => {
    sut = await createTestApp();
    call = createCaller(sut.app);
  }, 120_000);
  afterAll(async () => {
    await sut.close();
  });

  /** A new staff member without an authenticator (each test its own). */
  const newStaff = async (role: StaffRole = 'FINANCE') => {
    made += 1;
    const username = `sf${role.toLowerCase().replace('_', '')}${made}`;
    const staff = await sut.app.staffService.createStaff({
      username,
      password: TEST_STAFF_PASSWORD,
      displayName: `Second factor ${made}`,
      role,
    });
    return { ...staff, username };
  };
  const auditActions = async (staffId: number) =>
    (
      await rowsOf<{ action: string }>(
        sut,
        sql`select action from audit_log where target_kind = 'staff' and target_id = ${String(staffId)} order by id`,
      )
    ).map((row) => row.action);

  it('should enrol at the first login, and keep the session to its own routes until then', async () => {
    const staff = await newStaff('OWNER');
    const { token, secondFactor } = await loginStaffPassword(sut.app, staff.username, TEST_STAFF_PASSWORD);
    expect(secondFactor).toBe('ENROL');
    expect(valueOf(await call('GET', '/wps/admin/me', token))).toMatchObject({
      username: staff.username,
      role: 'OWNER',
      secondFactor: 'ENROL',
      mustChangePassword: false,
    });
    expectRefusal(await call('GET', '/wps/admin/deposits', token), 403, 'STAFF_SECOND_FACTOR_REQUIRED');
    expectRefusal(
      await call('POST', '/wps/admin/session/secondFactor', token, { code: '123456' }),
      403,
      'STAFF_SECOND_FACTOR_REQUIRED',
    );

    const setup = valueOf(await call('POST', '/wps/admin/totp/setup', token));
    expect(setup.otpauthUrl).toContain('issuer=Perya%20Back%20Office');
    expect(setup.otpauthUrl).toContain(staff.username);
    // At rest the secret is sealed: the table alone gives no authenticator.
    const [stored] = await rowsOf<{ pending: string }>(
      sut,
      sql`select totp_pending_secret as pending from staff_users where id = ${staff.id}`,
    );
    expect(stored?.pending).toMatch(/^st1\./);
    expect(stored?.pending).not.toContain(setup.secret);

    expectRefusal(await call('POST', '/wps/admin/totp/enable', token, { code: '000000' }), 400, 'TOTP_INVALID');
    const enabled = valueOf(await call('POST', '/wps/admin/totp/enable', token, { code: totpCodeOf(setup.secret) }));
    expect(enabled.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.recoveryCodes).size).toBe(10);
    expect(valueOf(await call('GET', '/wps/admin/me', token)).secondFactor).toBe('DONE');
    expect(valueOf(await call('GET', '/wps/admin/deposits', token))).toMatchObject({ list: expect.any(Array) });
    // Enrolled once: a second setup is refused, and the next login asks for a code.
    expectRefusal(await call('POST', '/wps/admin/totp/setup', token), 409, 'ALREADY_PROCESSED');
    expect((await loginStaffPassword(sut.app, staff.username, TEST_STAFF_PASSWORD)).secondFactor).toBe('CODE');
    expect(await auditActions(staff.id)).toEqual(['staff.login', 'staff.secondFactor.enrol', 'staff.login']);
  });

  it('should take a code once: the code used at enrolment is refused at the next login, a later one accepted', async () => {
    const { username, secret } = await newStaffSession(sut.app, 'SUPPORT');
    const { token, secondFactor } = await loginStaffPassword(sut.app, username, TEST_STAFF_PASSWORD);
    expect(secondFactor).toBe('CODE');
    expectRefusal(await call('GET', '/wps/admin/deposits', token), 403, 'STAFF_SECOND_FACTOR_REQUIRED');
    expectRefusal(await call('POST', '/wps/admin/totp/setup', token), 403, 'STAFF_SECOND_FACTOR_REQUIRED');
    // The same code as the enrolment's (same time-step): refused.
    expectRefusal(
      await call('POST', '/wps/admin/session/secondFactor', token, { code: totpCodeOf(secret) }),
      400,
      'SECOND_FACTOR_INVALID',
    );
    const done = valueOf(await call('POST', '/wps/admin/session/secondFactor', token, { code: totpCodeOf(secret, 1) }));
    expect(done).toEqual({ secondFactor: 'DONE', recoveryCodeUsed: false });
    // And that one is used now too, on any session.
    const again = await loginStaffPassword(sut.app, username, TEST_STAFF_PASSWORD);
    expectRefusal(
      await call('POST', '/wps/admin/session/secondFactor', again.token, { code: totpCodeOf(secret, 1) }),
      400,
      'SECOND_FACTOR_INVALID',
    );
    expect(valueOf(await call('GET', '/wps/admin/me', token)).secondFactor).toBe('DONE');
  });

  it('should count wrong codes: the fifth ends the session', async () => {
    const { username } = await newStaffSession(sut.app, 'RISK');
    const { token } = await loginStaffPassword(sut.app, username, TEST_STAFF_PASSWORD);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expectRefusal(
        await call('POST', '/wps/admin/session/secondFactor', token, { code: '000000' }),
        400,
        'SECOND_FACTOR_INVALID',
      );
    }
    expectRefusal(
      await call('POST', '/wps/admin/session/secondFactor', token, { recoveryCode: 'not-a-code-at-all' }),
      400,
      'SECOND_FACTOR_INVALID',
    );
    expectRefusal(await call('GET', '/wps/admin/me', token), 401, 'AUTH_REQUIRED');
    // The window holds: a new session of the same staff member is refused at once.
    const next = await loginStaffPassword(sut.app, username, TEST_STAFF_PASSWORD);
    expectRefusal(
      await call('POST', '/wps/admin/session/secondFactor', next.token, { code: '000000' }),
      423,
      'ACCOUNT_LOCKED',
    );
  });

  it('should take a recovery code once, and audit its use', async () => {
    const { username, staffId, recoveryCodes } = await newStaffSession(sut.app, 'MARKETING');
    const [recoveryCode = ''] = recoveryCodes;
    const first = await loginStaffPassword(sut.app, username, TEST_STAFF_PASSWORD);
    expect(
      valueOf(
        await call('POST', '/wps/admin/session/secondFactor', first.token, {
          recoveryCode: ` ${recoveryCode.toUpperCase()} `,
        }),
      ),
    ).toEqual({ secondFactor: 'DONE', recoveryCodeUsed: true });
    const second = await loginStaffPassword(sut.app, username, TEST_STAFF_PASSWORD);
    expectRefusal(
      await call('POST', '/wps/admin/session/secondFactor', second.token, { recoveryCode }),
      400,
      'SECOND_FACTOR_INVALID',
    );
    const [audit] = await rowsOf<{ detail: { after: { recoveryCodesLeft: number } } }>(
      sut,
      sql`select detail from audit_log where action = 'staff.secondFactor.recoveryCode' and target_id = ${String(staffId)}`,
    );
    expect(audit?.detail.after.recoveryCodesLeft).toBe(9);
  });

  it('should ask for the slider as the player login does', async () => {
    const staff = await newStaff();
    const login = (payload: Record<string, unknown>) => call('POST', '/wps/admin/session/login', null, payload);
    expectRefusal(await login({ username: staff.username, password: TEST_STAFF_PASSWORD }), 400, 'VALIDATION');
    expectRefusal(
      await login({ username: staff.username, password: TEST_STAFF_PASSWORD, validate: 'not-a-solved-slider' }),
      400,
      'CHALLENGE_REQUIRED',
    );
    const validate = await solveSlider(sut.app, sut.database);
    expect(valueOf(await login({ username: staff.username, password: TEST_STAFF_PASSWORD, validate }))).toMatchObject({
      username: staff.username,
      secondFactor: 'ENROL',
    });
    // A solved slider is good once.
    expectRefusal(
      await login({ username: staff.username, password: TEST_STAFF_PASSWORD, validate }),
      400,
      'CHALLENGE_REQUIRED',
    );
  });

  it('should make an invited staff member set a password first, then enrol', async () => {
    const owner = await staffSession(sut.app, 'OWNER');
    const invited = valueOf(
      await call('POST', '/wps/admin/staff', owner, {
        username: 'invitee1',
        displayName: 'New Cashier',
        role: 'FINANCE',
      }),
    );
    expect(invited.staff).toMatchObject({ username: 'invitee1', status: 'INVITED', secondFactorEnrolled: false });
    const { token, secondFactor } = await loginStaffPassword(sut.app, 'invitee1', invited.temporaryPassword);
    expect(secondFactor).toBe('ENROL');
    expect(valueOf(await call('GET', '/wps/admin/me', token))).toMatchObject({
      mustChangePassword: true,
      secondFactor: 'ENROL',
      role: 'FINANCE',
    });
    expectRefusal(await call('POST', '/wps/admin/totp/setup', token), 403, 'PASSWORD_CHANGE_REQUIRED');
    expectRefusal(await call('GET', '/wps/admin/deposits', token), 403, 'PASSWORD_CHANGE_REQUIRED');
    const change = (newPassword: string, oldPassword = invited.temporaryPassword) =>
      call('POST', '/wps/admin/password', token, { oldPassword, newPassword, confirmNewPassword: newPassword });
    expectRefusal(await change('password1234'), 400, 'VALIDATION');
    expectRefusal(await change('Cashier of 2026 here', 'wrong old password'), 400, 'PASSWORD_INCORRECT');
    expect(valueOf(await change('Cashier of 2026 here'))).toEqual({ done: true });
    expect(valueOf(await call('GET', '/wps/admin/me', token)).mustChangePassword).toBe(false);
    await enrolStaffAuthenticator(sut.app, token);
    expect(valueOf(await call('GET', '/wps/admin/deposits', token))).toMatchObject({ list: expect.any(Array) });
    // The temporary password works no more; the account is active.
    expectRefusal(
      await call('POST', '/wps/admin/session/login', null, {
        username: 'invitee1',
        password: invited.temporaryPassword,
        validate: await solveSlider(sut.app, sut.database),
      }),
      401,
      'LOGIN_FAILED',
    );
    const list = valueOf(await call('GET', '/wps/admin/staff?username=invitee1', owner));
    expect(list.list[0]).toMatchObject({ status: 'ACTIVE', secondFactorEnrolled: true, recoveryCodesLeft: 10 });
  });

  it('should refuse an invitation whose temporary password expired', async () => {
    const owner = await staffSession(sut.app, 'OWNER');
    const invited = valueOf(
      await call('POST', '/wps/admin/staff', owner, { username: 'invitee2', displayName: 'Late', role: 'SUPPORT' }),
    );
    await sut.database.db.execute(
      sql`update staff_users set invitation_expires_at = now() - interval '1 minute' where id = ${invited.staff.id}`,
    );
    expectRefusal(
      await call('POST', '/wps/admin/session/login', null, {
        username: 'invitee2',
        password: invited.temporaryPassword,
        validate: await solveSlider(sut.app, sut.database),
      }),
      401,
      'LOGIN_FAILED',
    );
  });

  it('should log out and audit it', async () => {
    const { token, staffId } = await newStaffSession(sut.app, 'READ_ONLY');
    expect(valueOf(await call('DELETE', '/wps/admin/session/logout', token))).toEqual({ done: true });
    expectRefusal(await call('GET', '/wps/admin/me', token), 401, 'AUTH_REQUIRED');
    expect(await auditActions(staffId)).toContain('staff.logout');
  });
});
