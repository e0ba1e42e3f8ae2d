import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, openSession, valueOf } from '../../testing/api-session';
import { queryRows, solveSlider } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// The agent centre's team (decision 033): who may call, the team check with a non-downline id on
// every endpoint that takes one, the team list (direct, all levels, drill-down, search, pages),
// downlines made with the registration's rules, and invitation links through registration.

describe('agent team', () => {
  let sut: TestApp;
  let call: Caller;
  let serial = 0;

  /** A fresh member of this test: unique account; type 0 member, 1/2/41/42 agent, 4 trial. */
  const newMember = async (type: number, uplineId: number | null, nickname?: string) => {
    serial += 1;
    const account = `at${Date.now().toString(36)}${serial}`;
    const member = await sut.app.membersService.createMember({
      account,
      password: 'Sturdy2026x',
      type,
      uplineId,
      nickname: nickname ?? null,
      affiliateCode: type === 1 || type === 2 || type === 41 || type === 42 ? `C${account}`.toUpperCase() : null,
    });
    return { id: member.id, account, token: await openSession(sut.app, member.id) };
  };

  /** An agent with a sub-agent, members under both, and a stranger agent with its own member. */
  const newTree = async () => {
    const top = await newMember(1, null, 'Top');
    const sub = await newMember(2, top.id, 'Sub Agent');
    const direct = await newMember(0, top.id, 'Direct Dana');
    const grand = await newMember(0, sub.id, 'Grand Gina');
    const stranger = await newMember(1, null);
    const strangersMember = await newMember(0, stranger.id);
    return { top, sub, direct, grand, stranger, strangersMember };
  };

  const teamOf = async (token: string, query = '') =>
    valueOf(await call('GET', `/wps/agent/team/members${query}`, token)) as {
      list: { id: number; depth: number; isAgent: boolean; directCount: number; balanceMinor: string }[];
      total: number;
      totalPages: number;
      path: { id: number }[];
    };

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true });
    call = createCaller(sut.app);
  }, 120_000);

  afterAll(async () => {
    await sut?.close();
  });

  describe('who may call', () => {
    const routes: [string, 'GET' | 'POST', unknown?][] = [
      ['/wps/agent/team/members', 'GET'],
      ['/wps/agent/team/members', 'POST', { kind: 'MEMBER', username: 'nobody1', password: 'x' }],
      ['/wps/agent/invitation-links', 'GET'],
      ['/wps/agent/invitation-links', 'POST', { kind: 'MEMBER' }],
      ['/wps/agent/invitation-links/1/disable', 'POST', {}],
    ];

    it.each(routes)('should refuse %s (%s) to a guest, a member and a trial account', async (url, method, body) => {
      const member = await newMember(0, null);
      const trial = await newMember(4, null);
      expectRefusal(await call(method, url, null, body), 401, 'AUTH_REQUIRED');
      expectRefusal(await call(method, url, member.token, body), 403, 'FORBIDDEN');
      expectRefusal(await call(method, url, trial.token, body), 403, 'TRIAL_FORBIDDEN');
    });
  });

  describe('team list', () => {
    it('should list the direct downlines, or every level with its depth, never the agent itself', async () => {
      const { top, sub, direct, grand } = await newTree();
      const directs = await teamOf(top.token);
      expect(directs.list.map((row) => row.id).sort()).toEqual([sub.id, direct.id].sort());
      expect(directs.list.find((row) => row.id === sub.id)).toMatchObject({ isAgent: true, directCount: 1, depth: 1 });
      expect(directs.path.map((step) => step.id)).toEqual([top.id]);
      const all = await teamOf(top.token, '?scope=all');
      expect(all.total).toBe(3);
      expect(all.list.find((row) => row.id === grand.id)).toMatchObject({
        depth: 2,
        isAgent: false,
        balanceMinor: '0',
      });
    });

    it("should drill into a team member's own team with the way there, and refuse one outside the team", async () => {
      const { top, sub, grand, stranger, strangersMember } = await newTree();
      const subTeam = await teamOf(top.token, `?parentId=${sub.id}`);
      expect(subTeam.list.map((row) => row.id)).toEqual([grand.id]);
      expect(subTeam.list[0]?.depth).toBe(1);
      expect(subTeam.path.map((step) => step.id)).toEqual([top.id, sub.id]);
      // Not in the team: another agent's member, another agent, an upline, a missing id.
      for (const id of [strangersMember.id, stranger.id, 999_999_999]) {
        expectRefusal(await call('GET', `/wps/agent/team/members?parentId=${id}`, top.token), 403, 'NOT_IN_TEAM');
      }
      expectRefusal(await call('GET', `/wps/agent/team/members?parentId=${top.id}`, sub.token), 403, 'NOT_IN_TEAM');
    });

    it('should find members by account prefix or nickname part, case-insensitively, with % taken literally', async () => {
      const { top, grand } = await newTree();
      expect((await teamOf(top.token, '?scope=all&q=AT')).list.length).toBe(3);
      expect((await teamOf(top.token, '?scope=all&q=gina')).list.map((row) => row.id)).toEqual([grand.id]);
      expect((await teamOf(top.token, '?scope=all&q=%25')).total).toBe(0);
      expect((await teamOf(top.token, '?scope=direct&q=gina')).total).toBe(0);
    });

    it('should page newest first', async () => {
      const { top, sub, direct, grand } = await newTree();
      const first = await teamOf(top.token, '?scope=all&pageSize=2&pageNo=1');
      const second = await teamOf(top.token, '?scope=all&pageSize=2&pageNo=2');
      expect({ total: first.total, pages: first.totalPages }).toEqual({ total: 3, pages: 2 });
      expect([...first.list, ...second.list].map((row) => row.id)).toEqual([grand.id, direct.id, sub.id]);
    });

    it.each([
      ['a page size over 100', '?pageSize=1000'],
      ['a parent id of 2^63', '?parentId=9223372036854775808'],
      ['a parent id that is not a number', '?parentId=abc'],
      ['an unknown scope', '?scope=everyone'],
      ['a search of 65 characters', `?q=${'a'.repeat(65)}`],
    ])('should refuse %s with VALIDATION', async (_name, query) => {
      const { top } = await newTree();
      expectRefusal(await call('GET', `/wps/agent/team/members${query}`, top.token), 400, 'VALIDATION');
    });
  });

  describe('create a downline', () => {
    const fields = (username: string, extra: Record<string, unknown> = {}) => ({
      kind: 'MEMBER',
      username,
      password: 'Sturdy2026x',
      confirmPassword: 'Sturdy2026x',
      nickname: 'New One',
      ...extra,
    });

    it('should make a direct member the agent sees in its team, able to log in', async () => {
      const { top } = await newTree();
      const username = `dl${Date.now().toString(36)}`;
      const created = valueOf(await call('POST', '/wps/agent/team/members', top.token, fields(username)));
      expect(created).toMatchObject({ account: username, kind: 'MEMBER', affiliateCode: null });
      expect((await teamOf(top.token)).list.map((row) => row.id)).toContain(created.id);
      const login = await call('POST', '/wps/session/login', null, {
        type: 'username',
        username,
        password: 'Sturdy2026x',
        validate: await solveSlider(sut.app, sut.database),
      });
      expect(login.json().value?.status).toBe('OK');
    });

    it('should make the downline owe its own prohibited-person declaration: no play, deposit or withdrawal until it declares (decision 055)', async () => {
      const { top } = await newTree();
      const username = `dd${Date.now().toString(36)}`;
      const created = valueOf(await call('POST', '/wps/agent/team/members', top.token, fields(username)));
      const token = await openSession(sut.app, created.id);
      expect(valueOf(await call('GET', '/wps/compliance/declaration', token))).toMatchObject({
        required: true,
        declaredAt: null,
      });
      const [game] = await queryRows<{ nodeId: string }>(
        sut.database,
        'select node_id as "nodeId" from games where is_enabled and not is_maintenance order by node_id limit 1',
      );
      const launch = () => call('POST', '/wps/game/launchGame', token, { nodeId: Number(game?.nodeId) });
      const refused = await launch();
      expectRefusal(refused, 403, 'DECLARATION_REQUIRED');
      expect(refused.json().message).toContain('prohibited person');
      const deposit = await call('POST', '/wps/v2/deposits', token, {
        requestId: crypto.randomUUID(),
        channelId: 1,
        amountMinor: '50000',
        referenceNo: 'GC123456789',
      });
      expectRefusal(deposit, 403, 'DECLARATION_REQUIRED');
      // Anything but true is a field message in the caller's language, and nothing is recorded.
      const unticked = await call('POST', '/wps/compliance/declaration', token, { notProhibited: false }, 'TY');
      expectRefusal(unticked, 400, 'VALIDATION');
      expect(Object.keys(unticked.json().value.fields)).toEqual(['notProhibited']);
      expect(valueOf(await call('GET', '/wps/compliance/declaration', token)).required).toBe(true);
      // The agent cannot declare for it: the call declares for whoever's session makes it.
      valueOf(await call('POST', '/wps/compliance/declaration', top.token, { notProhibited: true }));
      expect(valueOf(await call('GET', '/wps/compliance/declaration', token)).required).toBe(true);
      const declared = valueOf(await call('POST', '/wps/compliance/declaration', token, { notProhibited: true }));
      expect(declared).toMatchObject({ required: false });
      expect(declared.declaredAt).toEqual(expect.any(String));
      expect((await launch()).json().code).not.toBe('DECLARATION_REQUIRED');
      const [audit] = await queryRows<{ n: number }>(
        sut.database,
        `select count(*)::int as n from audit_log where action = 'compliance.declaration' and target_id = $1`,
        [String(created.id)],
      );
      expect(audit?.n).toBe(1);
    });

    it('should make an agent (type 2, with its own invitation code) only for an agent that may bring in agents', async () => {
      const { top } = await newTree();
      const made = valueOf(
        await call(
          'POST',
          '/wps/agent/team/members',
          top.token,
          fields(`ag${Date.now().toString(36)}`, { kind: 'AGENT' }),
        ),
      );
      expect(made.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
      const [row] = await queryRows<{ type: number; upline_id: string }>(
        sut.database,
        'select type, upline_id::text from members where id = $1',
        [made.id],
      );
      expect(row).toEqual({ type: 2, upline_id: String(top.id) });
      const membersOnly = await newMember(41, null);
      expectRefusal(
        await call(
          'POST',
          '/wps/agent/team/members',
          membersOnly.token,
          fields(`ax${Date.now().toString(36)}`, { kind: 'AGENT' }),
        ),
        403,
        'FORBIDDEN',
      );
    });

    it("should refuse bad fields with the registration's own messages in the caller's language, writing nothing", async () => {
      const { top } = await newTree();
      const before = (await teamOf(top.token, '?scope=all')).total;
      const weak = await call(
        'POST',
        '/wps/agent/team/members',
        top.token,
        fields(`wk${Date.now().toString(36)}`, { password: '123456', confirmPassword: '123456' }),
        'TY',
      );
      expectRefusal(weak, 400, 'VALIDATION');
      expect(weak.json().value.fields.password).toMatch(/password/i);
      const mismatch = await call(
        'POST',
        '/wps/agent/team/members',
        top.token,
        fields(`mm${Date.now().toString(36)}`, { confirmPassword: 'Other2026x' }),
      );
      expect(mismatch.json().value.fields.confirmPassword).toBeTruthy();
      const english = await call('POST', '/wps/agent/team/members', top.token, fields('a'), 'EN');
      const filipino = await call('POST', '/wps/agent/team/members', top.token, fields('a'), 'TY');
      expectRefusal(english, 400, 'VALIDATION');
      expect(english.json().value.fields.username).not.toBe(filipino.json().value.fields.username);
      expectRefusal(await call('POST', '/wps/agent/team/members', top.token, fields('agent01')), 409, 'USERNAME_TAKEN');
      expectRefusal(
        await call('POST', '/wps/agent/team/members', top.token, { ...fields('okname1'), kind: 'BOSS' }),
        400,
        'VALIDATION',
      );
      expect((await teamOf(top.token, '?scope=all')).total).toBe(before);
    });
  });

  describe('invitation links', () => {
    const registerThrough = async (query: { affiliateCode?: string; inviteCode?: string }, username: string) =>
      call('PUT', '/wps/member/register', null, {
        username,
        password: 'Sturdy2026x',
        confirmPassword: 'Sturdy2026x',
        agreeTerms: true,
        notProhibited: true,
        validate: await solveSlider(sut.app, sut.database),
        ...query,
      });

    it('should make member and agent links, place registrations under the agent with the link type, and record the link', async () => {
      const { top } = await newTree();
      const memberLink = valueOf(await call('POST', '/wps/agent/invitation-links', top.token, { kind: 'MEMBER' }));
      const agentLink = valueOf(await call('POST', '/wps/agent/invitation-links', top.token, { kind: 'AGENT' }));
      expect(memberLink).toMatchObject({ kind: 'MEMBER', registrations: 0, disabledAt: null });
      expect(memberLink.code).toMatch(/^[A-Za-z0-9]{16}$/);

      const viaMember = `lm${Date.now().toString(36)}`;
      const viaAgent = `la${Date.now().toString(36)}`;
      valueOf(
        await registerThrough({ affiliateCode: memberLink.affiliateCode, inviteCode: memberLink.code }, viaMember),
      );
      valueOf(await registerThrough({ inviteCode: agentLink.code }, viaAgent));
      const rows = await queryRows<{
        account: string;
        type: number;
        upline_id: string;
        link_id: number;
        has_code: boolean;
      }>(
        sut.database,
        `select m.account, m.type, m.upline_id::text, r.link_id, m.affiliate_code is not null as has_code
         from members m join invitation_registrations r on r.member_id = m.id where m.account in ($1, $2) order by m.account`,
        [viaAgent, viaMember],
      );
      expect(rows).toEqual([
        { account: viaAgent, type: 2, upline_id: String(top.id), link_id: agentLink.id, has_code: true },
        { account: viaMember, type: 0, upline_id: String(top.id), link_id: memberLink.id, has_code: false },
      ]);
      const listed = valueOf(await call('GET', '/wps/agent/invitation-links', top.token));
      expect(listed.mayCreateAgents).toBe(true);
      expect(listed.list.map((link: { id: number; registrations: number }) => [link.id, link.registrations])).toEqual([
        [agentLink.id, 1],
        [memberLink.id, 1],
      ]);
    });

    it("should refuse a disabled link, a link with another agent's code, and another agent's link to disable", async () => {
      const { top, stranger } = await newTree();
      const link = valueOf(await call('POST', '/wps/agent/invitation-links', top.token, { kind: 'MEMBER' }));
      const strangerCode = valueOf(
        await call('POST', '/wps/agent/invitation-links', stranger.token, { kind: 'MEMBER' }),
      ).affiliateCode as string;
      expectRefusal(
        await registerThrough({ affiliateCode: strangerCode, inviteCode: link.code }, `ls${Date.now().toString(36)}`),
        400,
        'INVITATION_CODE_INVALID',
      );
      expectRefusal(
        await call('POST', `/wps/agent/invitation-links/${link.id}/disable`, stranger.token, {}),
        404,
        'NOT_FOUND',
      );
      valueOf(await call('POST', `/wps/agent/invitation-links/${link.id}/disable`, top.token, {}));
      valueOf(await call('POST', `/wps/agent/invitation-links/${link.id}/disable`, top.token, {}));
      expectRefusal(
        await registerThrough({ inviteCode: link.code }, `ld${Date.now().toString(36)}`),
        400,
        'INVITATION_CODE_INVALID',
      );
      const listed = valueOf(await call('GET', '/wps/agent/invitation-links', top.token));
      expect(listed.list[0].disabledAt).not.toBeNull();
    });

    it('should refuse agent links to an agent that may bring in members only, and bad input', async () => {
      const membersOnly = await newMember(42, null);
      expectRefusal(
        await call('POST', '/wps/agent/invitation-links', membersOnly.token, { kind: 'AGENT' }),
        403,
        'FORBIDDEN',
      );
      expect(valueOf(await call('GET', '/wps/agent/invitation-links', membersOnly.token)).mayCreateAgents).toBe(false);
      expectRefusal(
        await call('POST', '/wps/agent/invitation-links', membersOnly.token, { kind: 7 }),
        400,
        'VALIDATION',
      );
      expectRefusal(
        await call('POST', '/wps/agent/invitation-links/9223372036854775808/disable', membersOnly.token, {}),
        400,
        'VALIDATION',
      );
    });
  });
});
