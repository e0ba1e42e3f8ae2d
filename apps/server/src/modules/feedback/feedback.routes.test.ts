import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resultMessage } from '@perya/contracts';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, loginStaff, openSession, valueOf } from '../../testing/api-session';
import { countRows, queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Feedback and complaints: a member writes (with proof images of their own), reads their list
// with answers; staff answer once, audited, and the answer also arrives as a platform message.

const png = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#0a63e8' } })
    .png()
    .toBuffer();

describe('feedback', () => {
  let sut: TestApp;
  let call: Caller;
  const token = { staff: '', player01: '', player02: '', trial: '' };
  const memberId = { player01: 0, player02: 0 };

  const valid = {
    questionType: 'DEPOSIT',
    content: 'My GCash deposit of ₱500 has not arrived after 30 minutes.',
    remark: 'Reference 5012345678901',
  };

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true });
    call = createCaller(sut.app);
    token.staff = await loginStaff(sut.app);
    for (const account of ['player01', 'player02'] as const) {
      const member = await sut.app.membersService.findByAccount(account);
      memberId[account] = member?.id ?? 0;
      token[account] = await openSession(sut.app, memberId[account]);
    }
    const trial = await sut.app.membersService.findByAccount('trial01');
    token.trial = await openSession(sut.app, trial?.id ?? 0);
  });
  afterAll(async () => {
    await sut.close();
  });

  it('should take feedback with proof images and list it as open, newest first', async () => {
    const first = await sut.app.uploadsService.storeImage(memberId.player01, await png());
    const second = await sut.app.uploadsService.storeImage(memberId.player01, await png());
    const created = valueOf(
      await call('PUT', '/wps/feedback', token.player01, {
        ...valid,
        imageUploadIds: [first.uploadId, second.uploadId, first.uploadId],
      }),
    );
    expect(created).toMatchObject({
      questionType: 'DEPOSIT',
      content: valid.content,
      remark: valid.remark,
      status: 'OPEN',
      reply: null,
      repliedTime: null,
      imageUrls: [`/wps/v2/uploads/${first.uploadId}`, `/wps/v2/uploads/${second.uploadId}`],
    });
    valueOf(
      await call('PUT', '/wps/feedback', token.player01, {
        questionType: 'SUGGESTION',
        content: 'Please add more sabong tables in the evening.',
      }),
    );
    const page = valueOf(await call('GET', '/wps/feedback', token.player01));
    expect(page).toMatchObject({ pageNo: 1, pageSize: 9, total: 2 });
    expect(page.list.map((item: { questionType: string }) => item.questionType)).toEqual(['SUGGESTION', 'DEPOSIT']);
    expect(page.list[1].time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(valueOf(await call('GET', '/wps/feedback', token.player02)).total).toBe(0);
  });

  it('should let staff answer once, audited, and tell the member by platform message', async () => {
    const created = valueOf(
      await call('PUT', '/wps/feedback', token.player02, { ...valid, questionType: 'WITHDRAWAL' }),
    );
    const open = valueOf(await call('GET', '/wps/admin/feedback?status=OPEN', token.staff));
    expect(open.list.map((item: { id: number }) => item.id)).toContain(created.id);
    expect(open.list.find((item: { id: number }) => item.id === created.id)).toMatchObject({
      memberAccount: 'player02',
      status: 'OPEN',
    });
    const unreadBefore = valueOf(await call('GET', '/wps/relay/CSP_unreadCount', token.player02)).count;
    const auditBefore = await countRows(sut.database, 'audit_log');

    const answered = valueOf(
      await call('POST', `/wps/admin/feedback/${created.id}/reply`, token.staff, {
        reply: 'Found it <b>now</b>: it was credited at 14:05. Sorry for the wait!',
      }),
    );
    expect(answered).toMatchObject({ status: 'ANSWERED', repliedBy: 'admin', memberAccount: 'player02' });
    const mine = valueOf(await call('GET', '/wps/feedback', token.player02)).list[0];
    expect(mine).toMatchObject({
      status: 'ANSWERED',
      reply: 'Found it <b>now</b>: it was credited at 14:05. Sorry for the wait!',
    });
    expect(mine.repliedTime).toMatch(/^\d{4}-/);
    expect(await countRows(sut.database, 'audit_log')).toBe(auditBefore + 1);

    expect(valueOf(await call('GET', '/wps/relay/CSP_unreadCount', token.player02)).count).toBe(unreadBefore + 1);
    const message = valueOf(await call('GET', '/wps/messages', token.player02)).list[0];
    // In the member's language (Filipino, the portal's default).
    expect(message).toMatchObject({ category: 'FEEDBACK', title: 'Sinagot namin ang iyong feedback' });
    // The answer is text: its markup arrives escaped, never as HTML.
    expect(message.content).toContain('Found it &lt;b&gt;now&lt;/b&gt;');

    expectRefusal(
      await call('POST', `/wps/admin/feedback/${created.id}/reply`, token.staff, { reply: 'Again' }),
      409,
      'ALREADY_PROCESSED',
    );
    expectRefusal(
      await call('POST', '/wps/admin/feedback/999999/reply', token.staff, { reply: 'Hello' }),
      404,
      'NOT_FOUND',
    );
    expect(await countRows(sut.database, 'audit_log')).toBe(auditBefore + 1);
  });

  it('should refuse content outside 10 to 500 characters, long remarks and bad images, saving nothing', async () => {
    const others = await sut.app.uploadsService.storeImage(memberId.player02, await png());
    const own = await Promise.all(
      [1, 2, 3, 4].map(async () => sut.app.uploadsService.storeImage(memberId.player01, await png())),
    );
    const before = await countRows(sut.database, 'feedback');
    const cases: Array<[string, Record<string, unknown>]> = [
      ['content too short', { ...valid, content: 'Too short' }],
      ['content of spaces', { ...valid, content: '          ' }],
      ['content too long', { ...valid, content: 'x'.repeat(501) }],
      ['remark too long', { ...valid, remark: 'r'.repeat(141) }],
      ['unknown question type', { ...valid, questionType: 'LOTTO' }],
      ['no question type', { content: valid.content }],
      ['four images', { ...valid, imageUploadIds: own.map((upload) => upload.uploadId) }],
      ['an image id that is not an id', { ...valid, imageUploadIds: ['../etc/passwd'] }],
      ["another member's image", { ...valid, imageUploadIds: [others.uploadId] }],
      ['a missing image', { ...valid, imageUploadIds: ['00000000-0000-4000-8000-000000000000'] }],
    ];
    for (const [name, body] of cases) {
      const response = await call('PUT', '/wps/feedback', token.player01, body, 'TY');
      expect([name, response.statusCode, response.json().code]).toEqual([name, 400, 'VALIDATION']);
      expect(response.json().message).toBe(resultMessage('VALIDATION', 'TY'));
    }
    const tooShort = await call('PUT', '/wps/feedback', token.player01, { ...valid, content: 'short' });
    expect(JSON.stringify(tooShort.json().value)).toContain('content');
    expectRefusal(await call('POST', '/wps/admin/feedback/1/reply', token.staff, { reply: '' }), 400, 'VALIDATION');
    expectRefusal(await call('GET', '/wps/admin/feedback?status=CLOSED', token.staff), 400, 'VALIDATION');
    expect(await countRows(sut.database, 'feedback')).toBe(before);
  });

  it('should refuse trial accounts, guests and staff on writing, and players on answering', async () => {
    const before = await countRows(sut.database, 'feedback');
    expectRefusal(await call('PUT', '/wps/feedback', token.trial, valid), 403, 'TRIAL_FORBIDDEN');
    expectRefusal(await call('PUT', '/wps/feedback', null, valid), 401, 'AUTH_REQUIRED');
    expectRefusal(await call('PUT', '/wps/feedback', token.staff, valid), 403, 'FORBIDDEN');
    expectRefusal(await call('GET', '/wps/feedback', token.trial), 403, 'TRIAL_FORBIDDEN');
    expectRefusal(await call('GET', '/wps/admin/feedback', token.player01), 403, 'FORBIDDEN');
    expectRefusal(
      await call('POST', '/wps/admin/feedback/1/reply', token.player01, { reply: 'Hi there' }),
      403,
      'FORBIDDEN',
    );
    expect(await countRows(sut.database, 'feedback')).toBe(before);
    const [row] = await queryRows<{ count: number }>(
      sut.database,
      `select count(*)::int as count from feedback where status = 'ANSWERED' and replied_by_staff_id is null`,
    );
    expect(row?.count).toBe(0);
  });
});
