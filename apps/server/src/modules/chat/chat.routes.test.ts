import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, loginStaff, openSession, valueOf } from '../../testing/api-session';
import { countRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Live chat: the queues, launching a room (guests with a name, members under theirs), the
// built-in room page and its calls, and staff answering and closing rooms.

const tokenOf = (chatUrl: string) => chatUrl.replace(/^\/chat\//, '');

describe('live chat', () => {
  let sut: TestApp;
  let call: Caller;
  const token = { staff: '', player01: '', trial: '' };

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true });
    call = createCaller(sut.app);
    token.staff = await loginStaff(sut.app);
    const player = await sut.app.membersService.findByAccount('player01');
    const trial = await sut.app.membersService.findByAccount('trial01');
    token.player01 = await openSession(sut.app, player?.id ?? 0);
    token.trial = await openSession(sut.app, trial?.id ?? 0);
  });
  afterAll(async () => {
    await sut.close();
  });

  it('should list the chat queues in the caller language, to anyone', async () => {
    const english = valueOf(await call('GET', '/wps/relay/CBS_modelList', null));
    expect(english.list.map((model: { code: string }) => model.code)).toEqual(['DEPOSIT', 'ACCOUNT', 'VIP']);
    expect(english.list[0]).toMatchObject({ name: 'Deposit help', description: expect.stringContaining('GCash') });
    const filipino = valueOf(await call('GET', '/wps/relay/CBS_modelList', token.trial, undefined, 'TY'));
    expect(filipino.list[0].name).toBe('Tulong sa deposito');
  });

  it('should open a room for a guest with a name, greet them, answer once, and keep the room for staff', async () => {
    const launched = valueOf(
      await call('POST', '/wps/relay/CBS_launchChat', null, { modelCode: 'DEPOSIT', displayName: 'Maria S.' }),
    );
    expect(launched.chatUrl).toMatch(/^\/chat\/[A-Za-z0-9_-]{43}$/);
    const roomToken = tokenOf(launched.chatUrl);

    const page = await call('GET', launched.chatUrl, null);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Hi Maria S.! You are through to Deposit help.');
    expect(page.body).toContain('<script src="/chat/assets/chat.js" defer></script>');

    const posted = valueOf(
      await call('POST', `/wps/chat/rooms/${roomToken}/messages`, null, {
        body: 'I sent ₱500 <script>alert(1)</script> by GCash',
      }),
    );
    expect(posted.messages.map((message: { sender: string }) => message.sender)).toEqual(['VISITOR', 'BOT']);
    // The automatic agent's line is no answer: the room still waits for staff.
    const waiting = valueOf(await call('GET', '/wps/admin/chat/rooms?status=OPEN', token.staff)).list;
    expect(waiting.find((item: { displayName: string }) => item.displayName === 'Maria S.')?.isAwaitingAgent).toBe(
      true,
    );
    const again = valueOf(
      await call('POST', `/wps/chat/rooms/${roomToken}/messages`, null, { body: 'Ref 5012345678901' }),
    );
    expect(again.messages.map((message: { sender: string }) => message.sender)).toEqual(['VISITOR']);

    // The page shows what was said as text.
    const reloaded = await call('GET', launched.chatUrl, null);
    expect(reloaded.body).toContain('I sent ₱500 &lt;script&gt;alert(1)&lt;/script&gt; by GCash');
    expect(reloaded.body).not.toContain('<script>alert(1)</script>');

    const rooms = valueOf(await call('GET', '/wps/admin/chat/rooms?status=OPEN', token.staff)).list;
    const room = rooms.find((item: { displayName: string }) => item.displayName === 'Maria S.');
    expect(room).toMatchObject({ modelCode: 'DEPOSIT', memberId: null, isAwaitingAgent: true, status: 'OPEN' });

    const auditBefore = await countRows(sut.database, 'audit_log');
    const answer = valueOf(
      await call('POST', `/wps/admin/chat/rooms/${room.id}/messages`, token.staff, {
        body: 'Credited just now, enjoy!',
      }),
    );
    expect(answer).toMatchObject({ sender: 'AGENT', authorName: 'Perya Operations' });
    const seen = valueOf(
      await call('GET', `/wps/chat/rooms/${roomToken}/messages?after=${again.messages[0].id}`, null),
    );
    expect(seen).toEqual({ status: 'OPEN', messages: [answer] });
    const afterAnswer = valueOf(await call('GET', '/wps/admin/chat/rooms', token.staff)).list;
    expect(afterAnswer.find((item: { id: string }) => item.id === room.id).isAwaitingAgent).toBe(false);

    const closed = valueOf(await call('POST', `/wps/admin/chat/rooms/${room.id}/close`, token.staff));
    expect(closed.status).toBe('CLOSED');
    expect(await countRows(sut.database, 'audit_log')).toBe(auditBefore + 2);
    expectRefusal(
      await call('POST', `/wps/chat/rooms/${roomToken}/messages`, null, { body: 'Hello?' }),
      409,
      'CHAT_ROOM_CLOSED',
    );
    expectRefusal(await call('POST', `/wps/admin/chat/rooms/${room.id}/close`, token.staff), 409, 'CHAT_ROOM_CLOSED');
    expectRefusal(
      await call('POST', `/wps/admin/chat/rooms/${room.id}/messages`, token.staff, { body: 'Still there?' }),
      409,
      'CHAT_ROOM_CLOSED',
    );
    expect((await call('GET', launched.chatUrl, null)).body).toContain('This chat has ended.');
  });

  it('should open a member room under their nickname, in their language', async () => {
    const launched = valueOf(
      await call(
        'POST',
        '/wps/relay/CBS_launchChat',
        token.player01,
        { modelCode: 'VIP', displayName: 'Ignored' },
        'TY',
      ),
    );
    const state = valueOf(await call('GET', `/wps/chat/rooms/${tokenOf(launched.chatUrl)}/messages`, null));
    expect(state.messages[0]).toMatchObject({ sender: 'BOT', body: expect.stringContaining('Juan') });
    const page = await call('GET', launched.chatUrl, null);
    expect(page.body).toContain('<html lang="fil">');
    const rooms = valueOf(await call('GET', '/wps/admin/chat/rooms', token.staff)).list;
    expect(rooms[0]).toMatchObject({ displayName: 'Juan', modelCode: 'VIP' });
    expect(rooms[0].memberId).toBeGreaterThan(0);
  });

  it('should let the page send without JavaScript (form post, then back to the page)', async () => {
    const launched = valueOf(
      await call('POST', '/wps/relay/CBS_launchChat', null, { modelCode: 'ACCOUNT', displayName: 'Pedro' }),
    );
    const response = await sut.app.inject({
      method: 'POST',
      url: launched.chatUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'body=Cannot+log+in',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(launched.chatUrl);
    expect((await call('GET', launched.chatUrl, null)).body).toContain('Cannot log in');
    const script = await call('GET', '/chat/assets/chat.js', null);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('textContent');
    expect(script.body).not.toContain('innerHTML');
  });

  it('should answer unknown or malformed room links with a page, and their calls with NOT_FOUND or VALIDATION', async () => {
    const unknown = await call('GET', `/chat/${'a'.repeat(43)}`, null);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('Chat not found');
    expect((await call('GET', '/chat/%3Cscript%3E', null)).body).not.toContain('<script>');
    expectRefusal(await call('GET', `/wps/chat/rooms/${'b'.repeat(43)}/messages`, null), 404, 'NOT_FOUND');
    expectRefusal(await call('GET', '/wps/chat/rooms/short/messages', null), 400, 'VALIDATION');
  });

  it('should refuse bad input with VALIDATION and open nothing', async () => {
    const before = {
      rooms: await countRows(sut.database, 'chat_rooms'),
      messages: await countRows(sut.database, 'chat_messages'),
    };
    for (const [bearer, body] of [
      [null, { modelCode: 'DEPOSIT' }],
      [null, { modelCode: 'DEPOSIT', displayName: 'x' }],
      [null, { modelCode: 'DEPOSIT', displayName: '<img src=x onerror=alert(1)>' }],
      [null, { modelCode: 'NOPE', displayName: 'Maria' }],
      [null, { modelCode: 'deposit help', displayName: 'Maria' }],
      [token.staff, { modelCode: 'DEPOSIT' }],
      [token.player01, {}],
    ] as const) {
      expectRefusal(await call('POST', '/wps/relay/CBS_launchChat', bearer, body), 400, 'VALIDATION');
    }
    const launched = valueOf(
      await call('POST', '/wps/relay/CBS_launchChat', null, { modelCode: 'DEPOSIT', displayName: 'Liza' }),
    );
    const after = {
      rooms: await countRows(sut.database, 'chat_rooms'),
      messages: await countRows(sut.database, 'chat_messages'),
    };
    expect(after).toEqual({ rooms: before.rooms + 1, messages: before.messages + 1 });
    for (const body of [{}, { body: '' }, { body: '   ' }, { body: 'x'.repeat(1001) }]) {
      expectRefusal(
        await call('POST', `/wps/chat/rooms/${tokenOf(launched.chatUrl)}/messages`, null, body),
        400,
        'VALIDATION',
      );
    }
    expectRefusal(
      await call('GET', `/wps/chat/rooms/${tokenOf(launched.chatUrl)}/messages?after=-1`, null),
      400,
      'VALIDATION',
    );
    expectRefusal(
      await call('POST', '/wps/admin/chat/rooms/not-a-uuid/messages', token.staff, { body: 'x' }),
      400,
      'VALIDATION',
    );
    expect(await countRows(sut.database, 'chat_messages')).toBe(after.messages);
  });

  it('should keep the staff side to staff', async () => {
    expectRefusal(await call('GET', '/wps/admin/chat/rooms', null), 401, 'AUTH_REQUIRED');
    expectRefusal(await call('GET', '/wps/admin/chat/rooms', token.player01), 403, 'FORBIDDEN');
    expectRefusal(await call('GET', '/wps/admin/chat/rooms', token.trial), 403, 'FORBIDDEN');
    const id = '00000000-0000-4000-8000-000000000000';
    expectRefusal(
      await call('POST', `/wps/admin/chat/rooms/${id}/messages`, token.player01, { body: 'hi' }),
      403,
      'FORBIDDEN',
    );
    expectRefusal(await call('POST', `/wps/admin/chat/rooms/${id}/close`, null), 401, 'AUTH_REQUIRED');
    expectRefusal(await call('GET', `/wps/admin/chat/rooms/${id}/messages`, token.staff), 404, 'NOT_FOUND');
  });
});
