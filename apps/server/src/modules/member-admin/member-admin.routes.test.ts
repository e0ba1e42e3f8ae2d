import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import {
  createCaller,
  expectRefusal,
  loginMember,
  loginStaff,
  openSession,
  staffSession,
  valueOf,
} from '../../testing/api-session';
import { queryRows, solveSlider } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// The back office's members (issue 16): search by each key, filters, sort, pages and CSV; the
// profile with balances and risk links; ledger and rounds by cursor; sessions; notes (append
// only); every staff action with its version, reason, audit entry and bad input.

describe('member admin', () => {
  let sut: TestApp;
  let call: Caller;
  let staff = '';
  let agentId = 0;
  let serial = 0;

  /** A fresh member of this test (own data): unique account, mobile and e-mail. */
  const newMember = async (options: { type?: number; uplineId?: number | null; ip?: string } = {}) => {
    serial += 1;
    const tag = `${Date.now().toString(36)}${serial}`;
    return sut.app.membersService.createMember({
      account: `ma${tag}`,
      password: 'Sturdy2026x',
      type: options.type ?? 0,
      uplineId: options.uplineId === undefined ? agentId : options.uplineId,
      email: `ma${tag}@example.com`,
      dialingCode: '63',
      mobileNum: `917${String(1_000_000 + serial * 7919).slice(-7)}`,
      registeredIp: options.ip ?? `198.51.100.${serial % 250}`,
    });
  };

  const profileOf = async (id: number) => valueOf(await call('GET', `/wps/admin/members/${id}`, staff));
  const act = (id: number, action: string, body: Record<string, unknown>) =>
    call('POST', `/wps/admin/members/${id}/${action}`, staff, body);
  const auditOf = (id: number, action: string) =>
    queryRows<{ detail: { before: unknown; after: unknown; reason?: string }; actor_name: string; ip: string }>(
      sut.database,
      `select detail, actor_name, ip from audit_log where target_kind = 'member' and target_id = $1 and action = $2 order by id`,
      [String(id), action],
    );

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true });
    call = createCaller(sut.app);
    staff = await loginStaff(sut.app);
    agentId = (await sut.app.membersService.findByAccount('agent01'))?.id ?? 0;
  }, 120_000); // the demo seed on PGlite beside other helpers' runs took over a minute

  afterAll(async () => {
    await sut?.close();
  });

  describe('search and list', () => {
    it('should find a member by exact id, username prefix, mobile (with or without +63 or 0) and e-mail', async () => {
      const member = await newMember();
      const search = async (q: string) =>
        valueOf(await call('GET', `/wps/admin/members?q=${encodeURIComponent(q)}&pageSize=100`, staff)).list.map(
          (row: { id: number }) => row.id,
        );
      expect(await search(String(member.id))).toContain(member.id);
      expect(await search(member.account.slice(0, 6).toUpperCase())).toContain(member.id);
      expect(await search(member.mobileNum ?? '')).toEqual([member.id]);
      expect(await search(`+63${member.mobileNum}`)).toEqual([member.id]);
      expect(await search(`0${member.mobileNum}`)).toEqual([member.id]);
      expect(await search((member.email ?? '').toUpperCase())).toEqual([member.id]);
      expect(await search('nobody-here@example.com')).toEqual([]);
      // LIKE's wildcards are plain characters in a username prefix.
      expect(await search('%')).toEqual([]);
      expect(await search('_')).toEqual([]);
    });

    it('should filter by status, kind, upline, registration days and deposits, sort by a whitelisted key and page', async () => {
      const agent = await newMember({ type: 1 });
      const under = [await newMember({ uplineId: agent.id }), await newMember({ uplineId: agent.id })];
      const third = await newMember({ uplineId: agent.id });
      await queryRows(sut.database, `update members set status = 'SUSPENDED' where id = $1`, [third.id]);
      const list = async (query: string) =>
        valueOf(await call('GET', `/wps/admin/members?uplineId=${agent.id}&${query}`, staff));

      const all = await list('sort=id&order=asc&pageSize=2');
      expect(all).toMatchObject({ total: 3, totalPages: 2, pageNo: 1, pageSize: 2 });
      expect(all.list.map((row: { id: number }) => row.id)).toEqual([under[0]?.id, under[1]?.id]);
      const second = await list('sort=id&order=asc&pageSize=2&pageNo=2');
      expect(second.list.map((row: { id: number }) => row.id)).toEqual([third.id]);
      expect((await list('status=SUSPENDED')).list.map((row: { id: number }) => row.id)).toEqual([third.id]);
      expect((await list('status=ACTIVE')).total).toBe(2);
      expect((await list('sort=account&order=desc')).list[0].account >= under[0]!.account).toBe(true);

      const agents = valueOf(await call('GET', `/wps/admin/members?kind=agent&q=${agent.account}`, staff));
      expect(agents.list).toEqual([expect.objectContaining({ id: agent.id, isAgent: true })]);
      expect((await list('kind=agent')).total).toBe(0);

      const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      expect((await list(`registeredFrom=${today}&registeredTo=${today}`)).total).toBe(3);
      expect((await list('registeredTo=2020-01-01')).total).toBe(0);

      expect((await list('hasDeposited=true')).total).toBe(0);
      await queryRows(
        sut.database,
        `insert into deposits (id, member_id, channel_id, kind, method, channel_name, amount, currency, status, created_at)
         select $1, $2, id, kind, method, name, 10000, 'PHP', 'APPROVED', now() from payment_channels limit 1`,
        [randomUUID(), under[0]?.id],
      );
      expect((await list('hasDeposited=true')).list.map((row: { id: number }) => row.id)).toEqual([under[0]?.id]);
      expect((await list('hasDeposited=false')).total).toBe(2);
    });

    it('should export what is filtered as CSV with a header row and formula cells made text', async () => {
      const agent = await newMember({ type: 1 });
      const member = await newMember({ uplineId: agent.id });
      await queryRows(sut.database, `update members set nickname = '=HYPERLINK("x")' where id = $1`, [member.id]);
      const response = await call('GET', `/wps/admin/members?uplineId=${agent.id}&format=csv`, staff);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      const lines = response.body.trim().split('\r\n');
      expect(lines[0]).toMatch(/^id,username,nickname/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`${member.id},${member.account},"'=HYPERLINK(""x"")"`);
    });

    it('should refuse a sort key outside the whitelist, a bad day, a huge page and a 2^63 id', async () => {
      expectRefusal(await call('GET', '/wps/admin/members?sort=password_hash', staff), 400, 'VALIDATION');
      expectRefusal(await call('GET', '/wps/admin/members?registeredFrom=2026-02-30', staff), 400, 'VALIDATION');
      expectRefusal(await call('GET', '/wps/admin/members?pageSize=100000', staff), 400, 'VALIDATION');
      expectRefusal(await call('GET', `/wps/admin/members?q=${'a'.repeat(500)}`, staff), 400, 'VALIDATION');
      expectRefusal(await call('GET', '/wps/admin/members/9223372036854775808', staff), 400, 'VALIDATION');
      expectRefusal(await call('GET', '/wps/admin/members/999999999', staff), 404, 'NOT_FOUND');
      // A big number in q is searched as a username and mobile, not an id (no 500).
      valueOf(await call('GET', '/wps/admin/members?q=92233720368547758089', staff));
    });

    it('should let support read and write notes but not act on a member, and read-only staff only read', async () => {
      const member = await newMember();
      const support = await staffSession(sut.app, 'SUPPORT');
      const readOnly = await staffSession(sut.app, 'READ_ONLY');
      valueOf(await call('GET', `/wps/admin/members/${member.id}`, support));
      valueOf(await call('POST', `/wps/admin/members/${member.id}/notes`, support, { body: 'Asked for a callback' }));
      expectRefusal(
        await call('POST', `/wps/admin/members/${member.id}/lock`, support, { version: 0, reason: 'not mine to do' }),
        403,
        'FORBIDDEN',
      );
      expect((await profileOf(member.id)).status).toBe('ACTIVE');
      valueOf(await call('GET', `/wps/admin/members/${member.id}/ledger`, readOnly));
      expectRefusal(
        await call('POST', `/wps/admin/members/${member.id}/notes`, readOnly, { body: 'no' }),
        403,
        'FORBIDDEN',
      );
    });

    it('should refuse member tokens and guests', async () => {
      const member = await newMember();
      const token = await openSession(sut.app, member.id);
      expectRefusal(await call('GET', '/wps/admin/members', token), 403, 'FORBIDDEN');
      expectRefusal(await call('GET', `/wps/admin/members/${member.id}`, null), 401, 'AUTH_REQUIRED');
      expectRefusal(
        await call('POST', `/wps/admin/members/${member.id}/lock`, token, { version: 0, reason: 'x' }),
        403,
        'FORBIDDEN',
      );
      expect((await profileOf(member.id)).status).toBe('ACTIVE');
    });
  });

  describe('profile', () => {
    it('should show the profile, balances per wallet, upline, team, version and turnover owed', async () => {
      const member = await newMember();
      valueOf(
        await call('POST', `/wps/admin/members/${member.id}/adjustments`, staff, {
          requestId: randomUUID(),
          direction: 'CREDIT',
          amountMinor: '12345',
          reason: 'goodwill credit',
        }),
      );
      const profile = await profileOf(member.id);
      expect(profile).toMatchObject({
        id: member.id,
        account: member.account,
        status: 'ACTIVE',
        uplineId: agentId,
        uplineAccount: 'agent01',
        version: 0,
        mustChangePassword: false,
        hasPaymentPassword: false,
        teamSize: 0,
        wageringOwedMinor: '0',
        openSessions: 0,
        registeredIp: member.registeredIp,
      });
      expect(profile.balances).toContainEqual({
        wallet: 'MAIN',
        currency: 'PHP',
        balanceMinor: '12345',
        heldMinor: '0',
      });
      expect((await profileOf(agentId)).teamSize).toBeGreaterThan(0);
    });

    it('should link members sharing a login address, a device, a payout name or account number', async () => {
      const ip = `203.0.113.${(serial % 200) + 20}`;
      const [a, b, c] = [await newMember({ ip }), await newMember(), await newMember()];
      const device = `dev${randomUUID().replace(/-/g, '')}`;
      // b logged in from a's registration address; c used a's device; b and c share a payout account.
      await sut.app.sessionService.openMemberSession(b.id, { ip, userAgent: 'test' }, { method: 'PASSWORD' });
      await sut.app.sessionService.openMemberSession(
        a.id,
        { ip: '192.0.2.1', userAgent: 'test', deviceId: device },
        { method: 'PASSWORD' },
      );
      await sut.app.sessionService.openMemberSession(
        c.id,
        { ip: '192.0.2.2', userAgent: 'test', deviceId: device },
        { method: 'PASSWORD' },
      );
      const account = `09${String(Date.now()).slice(-9)}`;
      const holder = `Juan Dela Cruz ${account}`;
      for (const [member, name] of [
        [a, holder],
        [b, holder.toUpperCase()],
        [c, 'Pedro Penduko'],
      ] as const) {
        await queryRows(
          sut.database,
          `insert into withdrawal_accounts (id, member_id, method, account_name, account_number, created_at)
           values ($1, $2, 'GCASH', $3, $4, now())`,
          [randomUUID(), member.id, name, member === a ? `${account}1` : account],
        );
      }
      const linksOf = async (id: number) =>
        (await profileOf(id)).links as {
          kind: string;
          value: string;
          memberCount: number;
          members: { id: number }[];
        }[];
      const ofA = await linksOf(a.id);
      expect(ofA).toContainEqual(
        expect.objectContaining({
          kind: 'IP',
          value: ip,
          memberCount: 1,
          members: [expect.objectContaining({ id: b.id })],
        }),
      );
      expect(ofA).toContainEqual(
        expect.objectContaining({
          kind: 'DEVICE',
          value: device,
          memberCount: 1,
          members: [expect.objectContaining({ id: c.id })],
        }),
      );
      expect(ofA).toContainEqual(
        expect.objectContaining({
          kind: 'PAYOUT_NAME',
          memberCount: 1,
          members: [expect.objectContaining({ id: b.id })],
        }),
      );
      const ofB = await linksOf(b.id);
      expect(ofB).toContainEqual(
        expect.objectContaining({
          kind: 'PAYOUT_ACCOUNT',
          value: account,
          members: [expect.objectContaining({ id: c.id })],
        }),
      );
      expect(ofB).toContainEqual(
        expect.objectContaining({ kind: 'IP', value: ip, members: [expect.objectContaining({ id: a.id })] }),
      );
      expect((await linksOf(c.id)).some((link) => link.kind === 'PAYOUT_NAME')).toBe(false);
    });
  });

  describe('ledger, bets and sessions', () => {
    it('should page the ledger by cursor, newest first, with filters and CSV', async () => {
      const member = await newMember();
      for (let i = 1; i <= 5; i += 1) {
        valueOf(
          await call('POST', `/wps/admin/members/${member.id}/adjustments`, staff, {
            requestId: randomUUID(),
            direction: 'CREDIT',
            amountMinor: String(i * 100),
            reason: `credit ${i}`,
          }),
        );
      }
      valueOf(
        await call('POST', `/wps/admin/members/${member.id}/adjustments`, staff, {
          requestId: randomUUID(),
          direction: 'DEBIT',
          amountMinor: '50',
          reason: 'debit',
        }),
      );
      const url = `/wps/admin/members/${member.id}/ledger`;
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = valueOf(await call('GET', `${url}?pageSize=4${cursor ? `&cursor=${cursor}` : ''}`, staff));
        seen.push(...page.list.map((row: { amountMinor: string }) => row.amountMinor));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 5);
      expect(pages).toBe(2);
      expect(seen).toEqual(['-50', '500', '400', '300', '200', '100']);
      const credits = valueOf(await call('GET', `${url}?kind=ADJUSTMENT&pageSize=50`, staff)).list;
      expect(credits).toHaveLength(6);
      expect(valueOf(await call('GET', `${url}?kind=BET`, staff)).list).toEqual([]);
      expect(valueOf(await call('GET', `${url}?to=2020-01-01`, staff)).list).toEqual([]);
      const csv = await call('GET', `${url}?format=csv`, staff);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const lines = csv.body.trim().split('\r\n');
      expect(lines).toHaveLength(7);
      // A negative amount is a number to the spreadsheet only after the quote: it starts with '-'.
      expect(lines[1]).toContain(`'-50`);
      expectRefusal(await call('GET', `${url}?cursor=bm90LWEtY3Vyc29y`, staff), 400, 'VALIDATION');
      expectRefusal(await call('GET', `${url}?cursor=${'A'.repeat(300)}`, staff), 400, 'VALIDATION');
    });

    it('should page the rounds by cursor with filters', async () => {
      const member = await newMember();
      for (let i = 0; i < 5; i += 1) {
        await queryRows(
          sut.database,
          `insert into provider_rounds (vendor_code, round_id, member_id, game_code, currency, bet_total, win_total, status, started_at)
           values ($1, $2, $3, 'G1', 'PHP', $4, 0, $5, now() - make_interval(mins => $6))`,
          [i % 2 ? 'VA' : 'VB', `r-${member.id}-${i}`, member.id, 100 * (i + 1), i === 0 ? 'OPEN' : 'CLOSED', i],
        );
      }
      const url = `/wps/admin/members/${member.id}/bets`;
      const first = valueOf(await call('GET', `${url}?pageSize=3`, staff));
      expect(first.list.map((row: { roundId: string }) => row.roundId)).toEqual(
        [0, 1, 2].map((i) => `r-${member.id}-${i}`),
      );
      const second = valueOf(await call('GET', `${url}?pageSize=3&cursor=${first.nextCursor}`, staff));
      expect(second.list.map((row: { roundId: string }) => row.roundId)).toEqual(
        [3, 4].map((i) => `r-${member.id}-${i}`),
      );
      expect(second.nextCursor).toBeNull();
      expect(valueOf(await call('GET', `${url}?status=OPEN`, staff)).list).toHaveLength(1);
      expect(valueOf(await call('GET', `${url}?vendorCode=VA`, staff)).list).toHaveLength(2);
      const csv = await call('GET', `${url}?format=csv&status=CLOSED`, staff);
      expect(csv.body.trim().split('\r\n')).toHaveLength(5);
    });

    it('should keep a well-formed X-Device-Id on the session a login opens, and ignore a bad one', async () => {
      const member = await newMember();
      for (const deviceId of ['abcdefghijklmnop0123', 'bad id!']) {
        const response = await sut.app.inject({
          method: 'POST',
          url: '/wps/session/login',
          headers: { 'x-device-id': deviceId },
          payload: {
            type: 'username',
            username: member.account,
            password: 'Sturdy2026x',
            validate: await solveSlider(sut.app, sut.database),
          },
        });
        expect(response.json().value?.status).toBe('OK');
      }
      const { sessions } = valueOf(await call('GET', `/wps/admin/members/${member.id}/sessions`, staff));
      expect(sessions.map((session: { deviceId: string | null }) => session.deviceId)).toEqual([
        null,
        'abcdefghijklmnop0123',
      ]);
    });

    it('should list sessions and addresses and end one session, audited', async () => {
      const member = await newMember();
      const token = await openSession(sut.app, member.id);
      const listed = valueOf(await call('GET', `/wps/admin/members/${member.id}/sessions`, staff));
      expect(listed.sessions).toHaveLength(1);
      expect(listed.sessions[0]).toMatchObject({ isOpen: true, ip: '127.0.0.1' });
      expect(listed.knownIps).toEqual([expect.objectContaining({ ip: '127.0.0.1' })]);
      const sessionId = listed.sessions[0].id;
      valueOf(
        await call('POST', `/wps/admin/members/${member.id}/sessions/${sessionId}/revoke`, staff, {
          reason: 'shared phone',
        }),
      );
      expectRefusal(await call('GET', '/wps/member/info', token), 401, 'AUTH_REQUIRED');
      const after = valueOf(await call('GET', `/wps/admin/members/${member.id}/sessions`, staff));
      expect(after.sessions[0]).toMatchObject({ isOpen: false, revokedReason: 'ended by staff' });
      expect(await auditOf(member.id, 'member.end_session')).toHaveLength(1);
      // Ended already, or another member's session: not found.
      expectRefusal(
        await call('POST', `/wps/admin/members/${member.id}/sessions/${sessionId}/revoke`, staff, {}),
        404,
        'NOT_FOUND',
      );
      const other = await newMember();
      expectRefusal(
        await call('POST', `/wps/admin/members/${other.id}/sessions/${sessionId}/revoke`, staff, {}),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('notes', () => {
    it('should add notes with author and time, newest first, with no way to change or delete one', async () => {
      const member = await newMember();
      const url = `/wps/admin/members/${member.id}/notes`;
      const first = valueOf(await call('POST', url, staff, { body: 'Called about a deposit' }));
      expect(first).toMatchObject({
        body: 'Called about a deposit',
        staffName: 'admin',
        createdAt: expect.any(String),
      });
      valueOf(await call('POST', url, staff, { body: 'Second note' }));
      const notes = valueOf(await call('GET', url, staff)).list;
      expect(notes.map((note: { body: string }) => note.body)).toEqual(['Second note', 'Called about a deposit']);
      expect(await auditOf(member.id, 'member.note')).toHaveLength(2);
      for (const method of ['PUT', 'DELETE'] as const) {
        expect((await call(method, `${url}/${first.id}`, staff, {})).statusCode).toBe(404);
        expect((await call(method, url, staff, {})).statusCode).toBe(404);
      }
      expectRefusal(await call('POST', url, staff, { body: '   ' }), 400, 'VALIDATION');
      expectRefusal(await call('POST', url, staff, { body: 'x'.repeat(2001) }), 400, 'VALIDATION');
      expectRefusal(await call('POST', url, staff, { body: 'nul \u0000 byte' }), 400, 'VALIDATION');
      expect(valueOf(await call('GET', url, staff)).list).toHaveLength(2);
    });

    it('should keep notes append-only in the database too, whoever the caller', async () => {
      const member = await newMember();
      valueOf(await call('POST', `/wps/admin/members/${member.id}/notes`, staff, { body: 'Original words' }));
      const refusalOf = async (query: string, values: unknown[] = []): Promise<string> => {
        try {
          await queryRows(sut.database, query, values);
          return 'done';
        } catch (error) {
          const { message, cause } = error as Error & { cause?: { message?: string } };
          return cause?.message ?? message;
        }
      };
      expect(await refusalOf(`update member_notes set body = 'forged' where member_id = $1`, [member.id])).toMatch(
        /member_notes is append-only: UPDATE refused/,
      );
      expect(await refusalOf('delete from member_notes where member_id = $1', [member.id])).toMatch(
        /append-only: DELETE refused/,
      );
      expect(await refusalOf('truncate member_notes cascade')).toMatch(/append-only: TRUNCATE refused/);
      const notes = await queryRows<{ body: string }>(
        sut.database,
        'select body from member_notes where member_id = $1',
        [member.id],
      );
      expect(notes.map((note) => note.body)).toEqual(['Original words']);
    });
  });

  describe('actions', () => {
    it('should lock with a reason, end every session, audit before and after, and unlock', async () => {
      const member = await newMember();
      const tokens = [await openSession(sut.app, member.id), await openSession(sut.app, member.id)];
      const locked = valueOf(await act(member.id, 'lock', { version: 0, reason: 'chargeback fraud' }));
      expect(locked).toEqual({ id: member.id, version: 1 });
      for (const token of tokens) expectRefusal(await call('GET', '/wps/member/info', token), 401, 'AUTH_REQUIRED');
      expect(await profileOf(member.id)).toMatchObject({ status: 'SUSPENDED', version: 1, openSessions: 0 });
      const [entry] = await auditOf(member.id, 'member.lock');
      expect(entry).toMatchObject({
        actor_name: 'admin',
        detail: { before: { status: 'ACTIVE' }, after: { status: 'SUSPENDED' }, reason: 'chargeback fraud' },
      });
      // A login is refused while locked.
      expect(await sut.app.membersService.findActiveMember(member.id)).toBeNull();
      expect(valueOf(await act(member.id, 'unlock', { version: 1, reason: 'cleared by risk' }))).toEqual({
        id: member.id,
        version: 2,
      });
      expect((await profileOf(member.id)).status).toBe('ACTIVE');
    });

    it('should refuse a stale version, a missing reason and bad bodies, changing nothing', async () => {
      const member = await newMember();
      expectRefusal(await act(member.id, 'lock', { version: 3, reason: 'late' }), 409, 'STALE_RECORD');
      expectRefusal(await act(member.id, 'lock', { version: 0 }), 400, 'REASON_REQUIRED');
      expectRefusal(await act(member.id, 'lock', { version: 0, reason: '   ' }), 400, 'REASON_REQUIRED');
      expectRefusal(await act(member.id, 'lock', { reason: 'no version' }), 400, 'VALIDATION');
      expectRefusal(await act(member.id, 'lock', { version: '0', reason: 'string version' }), 400, 'VALIDATION');
      expectRefusal(await act(member.id, 'lock', { version: 2 ** 63, reason: 'huge' }), 400, 'VALIDATION');
      expectRefusal(await act(member.id, 'lock', { version: 0, reason: 'x'.repeat(501) }), 400, 'VALIDATION');
      expectRefusal(await act(member.id, 'lock', { version: 0, reason: 'bad \uD800 text' }), 400, 'VALIDATION');
      expectRefusal(await act(999_999_999, 'lock', { version: 0, reason: 'who' }), 404, 'NOT_FOUND');
      expect(await profileOf(member.id)).toMatchObject({ status: 'ACTIVE', version: 0 });
      expect(await auditOf(member.id, 'member.lock')).toEqual([]);
      // Two staff members opened version 0: the second change is refused.
      valueOf(await act(member.id, 'vip-level', { version: 0, vipLevel: 3, reason: 'big player' }));
      expectRefusal(await act(member.id, 'lock', { version: 0, reason: 'opened earlier' }), 409, 'STALE_RECORD');
      expect((await profileOf(member.id)).status).toBe('ACTIVE');
    });

    it('should force a password change at the next login, cleared once the member changes it', async () => {
      const member = await newMember();
      valueOf(await act(member.id, 'force-password-change', { version: 0, reason: 'password seen in a leak' }));
      expect(await profileOf(member.id)).toMatchObject({ mustChangePassword: true, version: 1 });
      const login = await loginMember(sut.app, sut.database, member.account, 'Sturdy2026x');
      const info = valueOf(await call('GET', '/wps/member/info', login));
      expect(info.mustChangePassword).toBe(true);
      valueOf(
        await call('POST', '/wps/member/password', login, {
          oldPassword: 'Sturdy2026x',
          newPassword: 'Brandnew2027y',
          confirmNewPassword: 'Brandnew2027y',
        }),
      );
      expect((await profileOf(member.id)).mustChangePassword).toBe(false);
      expect(await auditOf(member.id, 'member.force_password_change')).toHaveLength(1);
    });

    it('should reset the payment password and its lock', async () => {
      const member = await newMember();
      await queryRows(
        sut.database,
        `update members set payment_password_hash = 'x', payment_password_failures = 5 where id = $1`,
        [member.id],
      );
      valueOf(await act(member.id, 'reset-payment-password', { version: 0, reason: 'member forgot it' }));
      expect(await profileOf(member.id)).toMatchObject({
        hasPaymentPassword: false,
        paymentPasswordFailures: 0,
        version: 1,
      });
      const [entry] = await auditOf(member.id, 'member.reset_payment_password');
      expect(entry?.detail).toMatchObject({ before: { hasPaymentPassword: true, paymentPasswordFailures: 5 } });
    });

    it('should set a VIP level within 0..10', async () => {
      const member = await newMember();
      valueOf(await act(member.id, 'vip-level', { version: 0, vipLevel: 10, reason: 'VIP host' }));
      expect((await profileOf(member.id)).vipLevel).toBe(10);
      expectRefusal(
        await act(member.id, 'vip-level', { version: 1, vipLevel: 11, reason: 'too high' }),
        400,
        'VALIDATION',
      );
      expectRefusal(
        await act(member.id, 'vip-level', { version: 1, vipLevel: -1, reason: 'negative' }),
        400,
        'VALIDATION',
      );
      expectRefusal(
        await act(member.id, 'vip-level', { version: 1, vipLevel: 1.5, reason: 'fraction' }),
        400,
        'VALIDATION',
      );
      expect(await auditOf(member.id, 'member.set_vip_level')).toEqual([
        expect.objectContaining({ detail: { before: { vipLevel: 0 }, after: { vipLevel: 10 }, reason: 'VIP host' } }),
      ]);
    });

    it('should move a member and its team under another agent, keeping the closure table whole', async () => {
      const oldTop = await newMember({ type: 1, uplineId: null });
      const moved = await newMember({ type: 2, uplineId: oldTop.id });
      const child = await newMember({ uplineId: moved.id });
      const newTop = await newMember({ type: 1, uplineId: null });
      const newMid = await newMember({ type: 2, uplineId: newTop.id });
      const contract = await queryRows<{ id: number }>(
        sut.database,
        `insert into agent_contracts (upline_id, downline_id, kind, period, status) values ($1, $2, 'DIVIDEND', 'M', 'ACTIVE') returning id`,
        [oldTop.id, moved.id],
      );

      valueOf(await act(moved.id, 'upline', { version: 0, uplineId: newMid.id, reason: 'agent transfer' }));
      const ancestors = async (id: number) =>
        (
          await queryRows<{ ancestor_id: string; depth: number }>(
            sut.database,
            `select ancestor_id, depth from member_hierarchy where descendant_id = $1 order by depth`,
            [id],
          )
        ).map((row) => [Number(row.ancestor_id), row.depth]);
      expect(await ancestors(moved.id)).toEqual([
        [moved.id, 0],
        [newMid.id, 1],
        [newTop.id, 2],
      ]);
      expect(await ancestors(child.id)).toEqual([
        [child.id, 0],
        [moved.id, 1],
        [newMid.id, 2],
        [newTop.id, 3],
      ]);
      expect((await profileOf(oldTop.id)).teamSize).toBe(0);
      expect((await profileOf(newTop.id)).teamSize).toBe(3);
      expect(await profileOf(moved.id)).toMatchObject({ uplineId: newMid.id, version: 1 });
      const [status] = await queryRows<{ status: string }>(
        sut.database,
        `select status from agent_contracts where id = $1`,
        [contract[0]?.id],
      );
      expect(status?.status).toBe('TERMINATED');
      const [entry] = await auditOf(moved.id, 'member.change_upline');
      expect(entry?.detail).toMatchObject({
        before: { uplineId: oldTop.id },
        after: { uplineId: newMid.id, endedContracts: [contract[0]?.id] },
      });
    });

    it('should refuse an upline in the member own team, itself, a non-agent or nobody, changing nothing', async () => {
      const top = await newMember({ type: 1, uplineId: null });
      const mid = await newMember({ type: 2, uplineId: top.id });
      const low = await newMember({ type: 2, uplineId: mid.id });
      const player = await newMember({ uplineId: null });
      for (const uplineId of [mid.id, low.id, top.id, player.id, 999_999_999]) {
        expectRefusal(await act(top.id, 'upline', { version: 0, uplineId, reason: 'cycle?' }), 422, 'UPLINE_INVALID');
      }
      expectRefusal(await act(top.id, 'upline', { version: 0, uplineId: 0, reason: 'zero' }), 400, 'VALIDATION');
      expect(await profileOf(top.id)).toMatchObject({ uplineId: null, version: 0, teamSize: 2 });
      expect(await auditOf(top.id, 'member.change_upline')).toEqual([]);
    });
  });
});
