import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resultMessage } from '@perya/contracts';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, loginStaff, openSession, valueOf } from '../../testing/api-session';
import { countRows, queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Platform messages (messageV2): a member's inbox with read state, the unread count for the
// header badge, and staff sending to one member, every member or every agent.

describe('platform messages', () => {
  let sut: TestApp;
  let call: Caller;
  const token = { staff: '', player01: '', player02: '', agent01: '', trial: '' };

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true });
    call = createCaller(sut.app);
    token.staff = await loginStaff(sut.app);
    for (const account of ['player01', 'player02', 'agent01'] as const) {
      const member = await sut.app.membersService.findByAccount(account);
      token[account] = await openSession(sut.app, member?.id ?? 0);
    }
    const trial = await sut.app.membersService.findByAccount('trial01');
    token.trial = await openSession(sut.app, trial?.id ?? 0);
  });
  afterAll(async () => {
    await sut.close();
  });

  it('should list the demo messages newest first with two unread, and put unread first when asked', async () => {
    const page = valueOf(await call('GET', '/wps/messages', token.player01));
    expect(page).toMatchObject({ pageNo: 1, pageSize: 9, total: 4, totalPages: 1, unread: 2 });
    expect(page.list.map((message: { title: string }) => message.title)).toEqual([
      'Scheduled maintenance: Mayon Reels slots, Tuesday 02:00–04:00',
      'Weekend Cashback credited',
      'Deposit approved: ₱10,000.00 by GCash',
      'Welcome to Perya, Juan!',
    ]);
    expect(page.list.map((message: { isRead: boolean }) => message.isRead)).toEqual([false, false, true, true]);
    expect(page.list[0].time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const small = valueOf(await call('GET', '/wps/messages?pageSize=1&pageNo=2', token.player01));
    expect(small).toMatchObject({ total: 4, totalPages: 4 });
    expect(small.list[0].title).toBe('Weekend Cashback credited');
  });

  it('should count unread, mark one read when opened, and mark all read', async () => {
    const member = await sut.app.membersService.createMember({ account: 'inboxer1', password: 'Inboxer2026', type: 0 });
    const bearer = await openSession(sut.app, member.id);
    for (const title of ['One', 'Two', 'Three']) {
      valueOf(
        await call('POST', '/wps/admin/messages', token.staff, {
          audience: 'MEMBER',
          memberId: member.id,
          title,
          content: `<p>${title}</p>`,
        }),
      );
    }
    expect(valueOf(await call('GET', '/wps/relay/CSP_unreadCount', bearer))).toEqual({ count: 3 });
    const unreadFirst = valueOf(await call('GET', '/wps/messages?unreadFirst=true', bearer));
    const target = unreadFirst.list.find((message: { title: string }) => message.title === 'Two');
    const opened = valueOf(await call('GET', `/wps/messages/${target.id}`, bearer));
    expect(opened).toMatchObject({ id: target.id, title: 'Two', content: '<p>Two</p>', isRead: true });
    expect(valueOf(await call('GET', '/wps/relay/CSP_unreadCount', bearer))).toEqual({ count: 2 });
    const reordered = valueOf(await call('GET', '/wps/messages?unreadFirst=true', bearer));
    expect(reordered.list.map((message: { isRead: boolean }) => message.isRead)).toEqual([false, false, true]);
    // Opening it again changes nothing.
    valueOf(await call('GET', `/wps/messages/${target.id}`, bearer));
    expect(valueOf(await call('POST', '/wps/messages/readAll', bearer))).toEqual({ marked: 2 });
    expect(valueOf(await call('GET', '/wps/relay/CSP_unreadCount', bearer))).toEqual({ count: 0 });
    expect(valueOf(await call('POST', '/wps/messages/readAll', bearer))).toEqual({ marked: 0 });
  });

  it('should show each member the demo messages in their language (X-Lang or Accept-Language)', async () => {
    const titlesIn = async (headers: Record<string, string>) =>
      (
        await sut.app.inject({
          method: 'GET',
          url: '/wps/messages',
          headers: { authorization: `Bearer ${token.player01}`, ...headers },
        })
      )
        .json()
        .value.list.map((message: { title: string }) => message.title);
    expect(await titlesIn({ 'x-lang': 'TY' })).toEqual([
      'Nakatakdang maintenance: Mayon Reels slots, Martes 02:00–04:00',
      'Pumasok na ang Weekend Cashback',
      'Aprubado ang deposito: ₱10,000.00 sa GCash',
      'Maligayang pagdating sa Perya, Juan!',
    ]);
    expect(await titlesIn({ 'accept-language': 'pt-BR,pt;q=0.9' })).toEqual([
      'Manutenção programada: slots Mayon Reels, terça-feira 02:00–04:00',
      'Cashback de fim de semana creditado',
      'Depósito aprovado: ₱10.000,00 por GCash',
      'Bem-vindo à Perya, Juan!',
    ]);
  });

  it('should keep what staff write in each language, and show the main text where a language has none', async () => {
    const member = await sut.app.membersService.createMember({
      account: 'polyglot1',
      password: 'Polyglot2026',
      type: 0,
    });
    const bearer = await openSession(sut.app, member.id);
    const sent = valueOf(
      await call('POST', '/wps/admin/messages', token.staff, {
        audience: 'MEMBER',
        memberId: member.id,
        title: 'Bonus credited',
        content: '<p>Enjoy</p>',
        texts: { TY: { title: 'Pumasok ang bonus', content: '<p>Enjoy <script>x()</script>po</p>' } },
      }),
    );
    expect(sent.texts).toEqual({ TY: { title: 'Pumasok ang bonus', content: '<p>Enjoy po</p>' } });
    const read = async (lang: string) =>
      valueOf(await call('GET', `/wps/messages/${sent.id}`, bearer, undefined, lang));
    expect(await read('TY')).toMatchObject({ title: 'Pumasok ang bonus', content: '<p>Enjoy po</p>' });
    expect(await read('PT')).toMatchObject({ title: 'Bonus credited', content: '<p>Enjoy</p>' });
    expectRefusal(
      await call('POST', '/wps/admin/messages', token.staff, {
        audience: 'ALL',
        title: 'x',
        content: '<p>x</p>',
        texts: { PT: { title: '', content: '<p>x</p>' } },
      }),
      400,
      'VALIDATION',
    );
  });

  it("should not show one member another member's message", async () => {
    const own = valueOf(await call('GET', '/wps/messages', token.player01)).list;
    const direct = own.find((message: { title: string }) => message.title === 'Weekend Cashback credited');
    expectRefusal(await call('GET', `/wps/messages/${direct.id}`, token.player02), 404, 'NOT_FOUND');
    const reads = await countRows(sut.database, 'platform_message_reads');
    expectRefusal(await call('GET', '/wps/messages/999999', token.player02), 404, 'NOT_FOUND');
    expect(await countRows(sut.database, 'platform_message_reads')).toBe(reads);
    // The broadcast reaches player02 too.
    const theirs = valueOf(await call('GET', '/wps/messages', token.player02)).list;
    expect(theirs.map((message: { title: string }) => message.title)).toEqual([
      'Scheduled maintenance: Mayon Reels slots, Tuesday 02:00–04:00',
    ]);
  });

  it('should send broadcasts to agents only to agents, cleaned on save and audited', async () => {
    const auditBefore = await countRows(sut.database, 'audit_log');
    const sent = valueOf(
      await call('POST', '/wps/admin/messages', token.staff, {
        audience: 'AGENTS',
        category: 'PROMOTION',
        title: 'Agent <i>bonus</i> week',
        content: '<p>Double commission<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
      }),
    );
    expect(sent).toMatchObject({ audience: 'AGENTS', memberId: null, title: 'Agent bonus week', sentBy: 'admin' });
    expect(sent.content).not.toMatch(/script|onerror/);
    const agentTitles = valueOf(await call('GET', '/wps/messages', token.agent01)).list.map(
      (message: { title: string }) => message.title,
    );
    expect(agentTitles).toContain('Agent bonus week');
    const memberTitles = valueOf(await call('GET', '/wps/messages', token.player01)).list.map(
      (message: { title: string }) => message.title,
    );
    expect(memberTitles).not.toContain('Agent bonus week');
    expect(await countRows(sut.database, 'audit_log')).toBe(auditBefore + 1);
    const [entry] = await queryRows<{ action: string }>(
      sut.database,
      'select action from audit_log order by id desc limit 1',
    );
    expect(entry?.action).toBe('message.send');

    const byAccount = valueOf(
      await call('POST', '/wps/admin/messages', token.staff, {
        audience: 'MEMBER',
        account: 'player02',
        title: 'Hello Ana',
        content: '<p>Hi</p>',
      }),
    );
    expect(byAccount.memberId).toBeGreaterThan(0);
    const list = valueOf(await call('GET', '/wps/admin/messages?audience=MEMBER&pageSize=2', token.staff));
    expect(list.list[0]).toMatchObject({ title: 'Hello Ana', sentBy: 'admin' });
  });

  it('should refuse bad input with VALIDATION in the caller language, sending nothing', async () => {
    const before = {
      messages: await countRows(sut.database, 'platform_messages'),
      audit: await countRows(sut.database, 'audit_log'),
    };
    for (const body of [
      {},
      { audience: 'MEMBER', title: 'No member', content: '<p>x</p>' },
      { audience: 'ALL', memberId: 1, title: 'Broadcast with a member', content: '<p>x</p>' },
      { audience: 'MEMBER', account: 'nobody-here', title: 'Unknown', content: '<p>x</p>' },
      { audience: 'MEMBER', memberId: 987654321, title: 'Unknown', content: '<p>x</p>' },
      { audience: 'EVERYONE', title: 'x', content: 'x' },
      { audience: 'ALL', title: '', content: '<p>x</p>' },
      { audience: 'ALL', title: 'x', content: 'x'.repeat(20_001) },
    ]) {
      const response = await call('POST', '/wps/admin/messages', token.staff, body, 'TY');
      expectRefusal(response, 400, 'VALIDATION');
      expect(response.json().message).toBe(resultMessage('VALIDATION', 'TY'));
    }
    expectRefusal(await call('GET', '/wps/messages/abc', token.player01), 400, 'VALIDATION');
    expectRefusal(await call('GET', '/wps/messages?pageSize=500', token.player01), 400, 'VALIDATION');
    expectRefusal(await call('GET', '/wps/messages?unreadFirst=maybe', token.player01), 400, 'VALIDATION');
    expect({
      messages: await countRows(sut.database, 'platform_messages'),
      audit: await countRows(sut.database, 'audit_log'),
    }).toEqual(before);
  });

  it('should refuse trial accounts, guests and staff on the inbox, and players on sending', async () => {
    for (const url of ['/wps/messages', '/wps/relay/CSP_unreadCount', '/wps/messages/1']) {
      expectRefusal(await call('GET', url, token.trial), 403, 'TRIAL_FORBIDDEN');
      expectRefusal(await call('GET', url, null), 401, 'AUTH_REQUIRED');
      expectRefusal(await call('GET', url, token.staff), 403, 'FORBIDDEN');
    }
    expectRefusal(await call('POST', '/wps/messages/readAll', token.trial), 403, 'TRIAL_FORBIDDEN');
    const before = await countRows(sut.database, 'platform_messages');
    const body = { audience: 'ALL', title: 'x', content: '<p>x</p>' };
    expectRefusal(await call('POST', '/wps/admin/messages', token.player01, body), 403, 'FORBIDDEN');
    expectRefusal(await call('POST', '/wps/admin/messages', token.trial, body), 403, 'FORBIDDEN');
    expectRefusal(await call('POST', '/wps/admin/messages', null, body), 401, 'AUTH_REQUIRED');
    expectRefusal(await call('GET', '/wps/admin/messages', token.agent01), 403, 'FORBIDDEN');
    expect(await countRows(sut.database, 'platform_messages')).toBe(before);
  });
});
