import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, loginStaff, openSession, valueOf } from '../../testing/api-session';
import { countRows, queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// The back office's content routes (issue 16): banners by group with their order, schedule, link
// and picture per language; notices and popups (execution A: signed in, B: signed out, F: first
// login); customer-service links, resources and social links, help topics. Lists filtered,
// sorted and paged; edits at the version opened (STALE_RECORD otherwise); each change audited
// with before and after in its transaction; bad input refused with nothing changed.

type Audit = { action: string; target_kind: string; target_id: string; detail: Record<string, unknown> };

describe('content in the back office', () => {
  let sut: TestApp;
  let call: Caller;
  let staff = '';
  let member = '';

  const lastAudit = async (): Promise<Audit | undefined> =>
    (
      await queryRows<Audit>(
        sut.database,
        'select action, target_kind, target_id, detail from audit_log order by id desc limit 1',
      )
    )[0];

  const banner = (title: string, extra: Record<string, unknown> = {}) => ({
    kind: 'BANNER',
    groupName: 'w_leftmenu',
    url: '/lgw/images/banners/welcome-bonus.svg',
    texts: { EN: { title, content: '' } },
    ...extra,
  });

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true });
    call = createCaller(sut.app);
    staff = await loginStaff(sut.app);
    const player = await sut.app.membersService.findByAccount('player01');
    if (!player) throw new Error('demo player01 missing');
    member = await openSession(sut.app, player.id);
  });
  afterAll(async () => {
    await sut.close();
  });

  describe('CSV export', () => {
    it('should export every filtered row of a content list as CSV, beyond one page, no cell a formula', async () => {
      const marker = `csv${Date.now()}`;
      for (let index = 0; index < 3; index += 1) {
        valueOf(
          await call(
            'POST',
            '/wps/admin/content/announcements',
            staff,
            banner(index === 0 ? `=HYPERLINK("x") ${marker}` : `${marker} banner ${index}`),
          ),
        );
      }
      valueOf(await call('POST', '/wps/admin/content/announcements', staff, banner('Not in the filter')));
      const query = `kind=BANNER&q=${marker}&sort=id&order=asc`;
      // One row a page on screen; the export has them all.
      expect(valueOf(await call('GET', `/wps/admin/content/announcements?${query}&pageSize=1`, staff)).total).toBe(3);
      const response = await call('GET', `/wps/admin/content/announcements?${query}&pageSize=1&format=csv`, staff);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toBe('attachment; filename="banners.csv"');
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]?.split(',').slice(0, 5)).toEqual(['id', 'kind', 'titleEN', 'titleTY', 'titlePT']);
      expect(lines).toHaveLength(4);
      expect(lines.filter((line) => line.includes('Not in the filter'))).toEqual([]);
      expect(lines[1]).toContain(`"'=HYPERLINK(""x"") ${marker}"`);
      expect(lines[2]).toContain(`,${marker} banner 1,`);
      for (const list of ['customerService', 'resources', 'helpTopics']) {
        const csv = await call('GET', `/wps/admin/content/${list}?format=csv`, staff);
        expect([list, csv.statusCode, csv.headers['content-type']]).toEqual([list, 200, 'text/csv; charset=utf-8']);
        const rows = csv.body.trim().split('\r\n');
        expect(rows.length - 1).toBe(valueOf(await call('GET', `/wps/admin/content/${list}`, staff)).total);
      }
      expectRefusal(await call('GET', `/wps/admin/content/announcements?format=xml`, staff), 400, 'VALIDATION');
    });
  });

  describe('banners', () => {
    it('should edit a banner at the version opened, show it on the home page, and audit before and after', async () => {
      const created = valueOf(
        await call('POST', '/wps/admin/content/announcements', staff, banner('Side promo', { groupName: 'w_home' })),
      );
      expect(created).toMatchObject({ kind: 'BANNER', groupName: 'w_home', version: 1 });
      const created_audit = await lastAudit();
      expect(created_audit).toMatchObject({ action: 'content.announcement.create', target_id: String(created.id) });
      expect(created_audit?.detail).toMatchObject({ before: null, after: { id: created.id, version: 1 } });

      const edit = {
        ...banner('Fiesta week', { groupName: 'w_home' }),
        url: 'https://cdn.perya.test/fiesta.webp',
        linkageType: 'ROUTE',
        linkage: '/promotions',
        texts: {
          EN: { title: 'Fiesta week', content: '' },
          TY: { title: 'Linggo ng pista', content: '', imageUrl: 'https://cdn.perya.test/fiesta.ty.webp' },
        },
        version: created.version,
      };
      const edited = valueOf(await call('PUT', `/wps/admin/content/announcements/${created.id}`, staff, edit));
      expect(edited).toMatchObject({ version: 2, url: 'https://cdn.perya.test/fiesta.webp', linkage: '/promotions' });
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: 'content.announcement.update', target_kind: 'announcement' });
      expect(audit?.detail).toMatchObject({
        before: { texts: { EN: { title: 'Side promo' } }, version: 1 },
        after: { texts: { EN: { title: 'Fiesta week' } }, version: 2 },
      });

      // The home page shows the change at once, in each reader's language.
      const home = valueOf(await call('GET', '/wps/announcements?types=B', null)).banners;
      expect(home.find((item: { id: number }) => item.id === created.id)).toMatchObject({
        title: 'Fiesta week',
        url: 'https://cdn.perya.test/fiesta.webp',
        linkageType: 'ROUTE',
        linkage: '/promotions',
      });
      const homeTy = valueOf(await call('GET', '/wps/announcements?types=B', null, undefined, 'TY')).banners;
      expect(homeTy.find((item: { id: number }) => item.id === created.id)).toMatchObject({
        title: 'Linggo ng pista',
        url: 'https://cdn.perya.test/fiesta.ty.webp',
      });

      // A second edit of the version first opened: refused, nothing changes, nothing audited.
      const audits = await countRows(sut.database, 'audit_log');
      const stale = await call('PUT', `/wps/admin/content/announcements/${created.id}`, staff, {
        ...edit,
        texts: { EN: { title: 'Overwritten', content: '' } },
      });
      expectRefusal(stale, 409, 'STALE_RECORD');
      expect(stale.json().value).toEqual({ currentVersion: 2 });
      expectRefusal(
        await call('DELETE', `/wps/admin/content/announcements/${created.id}?version=1`, staff),
        409,
        'STALE_RECORD',
      );
      expect(await countRows(sut.database, 'audit_log')).toBe(audits);
      const listed = valueOf(await call('GET', `/wps/admin/content/announcements?kind=BANNER&q=fiesta`, staff));
      expect(listed.list.map((item: { id: number }) => item.id)).toEqual([created.id]);
      expect(listed.list[0].texts.EN.title).toBe('Fiesta week');

      expect(valueOf(await call('DELETE', `/wps/admin/content/announcements/${created.id}?version=2`, staff))).toEqual({
        deleted: true,
      });
      expect((await lastAudit())?.detail).toMatchObject({ before: { id: created.id }, after: null });
    });

    it('should schedule a banner: not on the home page before it starts nor after it ends', async () => {
      const now = Date.now();
      const later = valueOf(
        await call(
          'POST',
          '/wps/admin/content/announcements',
          staff,
          banner('Next week', { startsAt: new Date(now + 7 * 86_400_000).toISOString() }),
        ),
      );
      const ended = valueOf(
        await call(
          'POST',
          '/wps/admin/content/announcements',
          staff,
          banner('Last week', {
            startsAt: new Date(now - 14 * 86_400_000).toISOString(),
            endsAt: new Date(now - 7 * 86_400_000).toISOString(),
          }),
        ),
      );
      const home = valueOf(await call('GET', '/wps/announcements?types=B', null)).banners.map(
        (item: { id: number }) => item.id,
      );
      expect(home).not.toContain(later.id);
      expect(home).not.toContain(ended.id);
      const scheduled = valueOf(
        await call('GET', '/wps/admin/content/announcements?kind=BANNER&state=SCHEDULED', staff),
      );
      expect(scheduled.list.map((item: { id: number }) => item.id)).toContain(later.id);
      const over = valueOf(await call('GET', '/wps/admin/content/announcements?kind=BANNER&state=ENDED', staff));
      expect(over.list.map((item: { id: number }) => item.id)).toEqual([ended.id]);
      expectRefusal(
        await call(
          'POST',
          '/wps/admin/content/announcements',
          staff,
          banner('Backwards', { startsAt: new Date(now).toISOString(), endsAt: new Date(now - 1000).toISOString() }),
        ),
        400,
        'VALIDATION',
      );
    });

    it('should order a banner group as a whole, refusing a list that no longer matches the group', async () => {
      const group = 'w_forget';
      const ids: number[] = [];
      for (const title of ['One', 'Two', 'Three']) {
        ids.push(
          valueOf(await call('POST', '/wps/admin/content/announcements', staff, banner(title, { groupName: group })))
            .id,
        );
      }
      const existing = valueOf(await call('GET', `/wps/admin/content/announcements?groupName=${group}`, staff));
      const all = existing.list.map((item: { id: number }) => item.id) as number[];
      const wanted = [...all].reverse();
      const ordered = valueOf(
        await call('POST', '/wps/admin/content/banners/order', staff, { groupName: group, ids: wanted }),
      );
      expect(ordered.list.map((item: { id: number; sequence: number }) => [item.id, item.sequence])).toEqual(
        wanted.map((id, index) => [id, (index + 1) * 10]),
      );
      expect(await lastAudit()).toMatchObject({
        action: 'content.banner.order',
        target_id: group,
        detail: { after: { ids: wanted } },
      });
      const sorted = valueOf(
        await call('GET', `/wps/admin/content/announcements?groupName=${group}&sort=sequence&order=asc`, staff),
      );
      expect(sorted.list.map((item: { id: number }) => item.id)).toEqual(wanted);
      const home = valueOf(await call('GET', '/wps/announcements?types=B', null)).banners.filter(
        (item: { groupName: string }) => item.groupName === group,
      );
      expect(home.map((item: { id: number }) => item.id)).toEqual(wanted);

      const audits = await countRows(sut.database, 'audit_log');
      expectRefusal(
        await call('POST', '/wps/admin/content/banners/order', staff, { groupName: group, ids: wanted.slice(1) }),
        409,
        'STALE_RECORD',
      );
      expectRefusal(
        await call('POST', '/wps/admin/content/banners/order', staff, {
          groupName: group,
          ids: [...wanted, wanted[0]],
        }),
        400,
        'VALIDATION',
      );
      expect(await countRows(sut.database, 'audit_log')).toBe(audits);
    });

    it('should page, filter and sort the list on the server, refusing unknown sort keys', async () => {
      const page = valueOf(
        await call('GET', '/wps/admin/content/announcements?pageSize=2&pageNo=1&sort=id&order=desc', staff),
      );
      expect(page.list).toHaveLength(2);
      expect(page.total).toBeGreaterThan(2);
      expect(page.totalPages).toBe(Math.ceil(page.total / 2));
      expect(page.list[0].id).toBeGreaterThan(page.list[1].id);
      const second = valueOf(
        await call('GET', '/wps/admin/content/announcements?pageSize=2&pageNo=2&sort=id&order=desc', staff),
      );
      expect(second.list[0].id).toBeLessThan(page.list[1].id);
      const notices = valueOf(await call('GET', '/wps/admin/content/announcements?kind=PLAYER&enabled=true', staff));
      expect(
        notices.list.every((item: { kind: string; enabled: boolean }) => item.kind === 'PLAYER' && item.enabled),
      ).toBe(true);
      // A search for the pattern characters matches them literally.
      expect(valueOf(await call('GET', '/wps/admin/content/announcements?q=_%25_', staff)).total).toBe(0);
      for (const query of ['sort=texts', 'order=up', 'kind=HACK', 'pageSize=1000', 'enabled=yes', 'q=a%00b']) {
        expectRefusal(await call('GET', `/wps/admin/content/announcements?${query}`, staff), 400, 'VALIDATION');
      }
    });
  });

  describe('notices and popups', () => {
    it('should give each popup execution its audience: A signed in, B signed out, F first login', async () => {
      const ids: Record<string, number> = {};
      for (const execution of ['A', 'B', 'F'] as const) {
        ids[execution] = valueOf(
          await call('POST', '/wps/admin/content/announcements', staff, {
            kind: 'POPUP',
            execution,
            texts: { EN: { title: `Popup ${execution}`, content: `<p>For ${execution}</p>` } },
          }),
        ).id;
      }
      const guest = valueOf(await call('GET', '/wps/announcements?types=PU', null)).popup.map(
        (popup: { id: number }) => popup.id,
      );
      expect(guest).toContain(ids.B);
      expect(guest).not.toContain(ids.A);
      expect(guest).not.toContain(ids.F);
      const signedIn = valueOf(await call('GET', '/wps/announcements?types=PU', member)).popup.map(
        (popup: { id: number }) => popup.id,
      );
      expect(signedIn).toContain(ids.A);
      expect(signedIn).not.toContain(ids.B);
      const byExecution = valueOf(await call('GET', '/wps/admin/content/announcements?kind=POPUP&execution=F', staff));
      expect(byExecution.list.map((item: { id: number }) => item.id)).toContain(ids.F);
      expect(byExecution.list.every((item: { execution: string }) => item.execution === 'F')).toBe(true);
    });

    it('should refuse bad input with a clear 4xx and change nothing', async () => {
      const before = await countRows(sut.database, 'announcements');
      const audits = await countRows(sut.database, 'audit_log');
      const notice = (title: string, content = '<p>x</p>') => ({ kind: 'PLAYER', texts: { EN: { title, content } } });
      const bad: unknown[] = [
        notice('a\u0000b'),
        notice('\uD800'),
        notice('ok', 'x\uDC00'),
        notice('x'.repeat(121)),
        notice('ok', 'x'.repeat(20_001)),
        { ...notice('ok'), sequence: 2 ** 63 },
        { ...notice('ok'), sequence: '1' },
        { kind: 'POPUP', execution: 'Z', texts: { EN: { title: 'x', content: 'y' } } },
        { ...banner('x'), url: 'javascript:alert(1)' },
        { ...banner('x'), linkageType: 'URL', linkage: 'javascript:alert(1)' },
        { ...banner('x'), groupName: 'w_nowhere' },
      ];
      for (const body of bad) {
        const response = await call('POST', '/wps/admin/content/announcements', staff, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().success).toBe(false);
      }
      const created = valueOf(await call('POST', '/wps/admin/content/announcements', staff, notice('Fine')));
      for (const version of [2 ** 63, 0, -1, '1', null]) {
        const response = await call('PUT', `/wps/admin/content/announcements/${created.id}`, staff, {
          ...notice('Changed'),
          version,
        });
        expectRefusal(response, 400, 'VALIDATION');
      }
      expect(await countRows(sut.database, 'announcements')).toBe(before + 1);
      expect(await countRows(sut.database, 'audit_log')).toBe(audits + 1);

      // Script tags are not refused but cleaned: stored and served inert.
      const hostile = valueOf(
        await call(
          'POST',
          '/wps/admin/content/announcements',
          staff,
          notice('<script>x()</script>Title', '<p>Hi</p><script>steal()</script><img src=x onerror=steal()>'),
        ),
      );
      expect(hostile.texts.EN.title).toBe('Title');
      expect(hostile.texts.EN.content).not.toMatch(/script|onerror/i);
    });
  });

  describe('customer service, resources and social links, help topics', () => {
    it('should edit a customer-service link at its version, audited with the opened path before and after', async () => {
      const created = valueOf(
        await call('POST', '/wps/admin/content/customerService', staff, {
          csPosition: 'VIBER-9',
          csType: 'VIBER',
          title: 'Viber',
          path: 'viber://chat?number=639170000000',
        }),
      );
      const body = { ...created, title: 'Viber 24/7', version: created.version };
      delete body.id;
      delete body.updatedAt;
      const edited = valueOf(await call('PUT', `/wps/admin/content/customerService/${created.id}`, staff, body));
      expect(edited).toMatchObject({ title: 'Viber 24/7', version: 2 });
      expect((await lastAudit())?.detail).toMatchObject({
        before: { title: 'Viber', path: 'viber://chat?number=639170000000' },
        after: { title: 'Viber 24/7' },
      });
      expectRefusal(
        await call('PUT', `/wps/admin/content/customerService/${created.id}`, staff, { ...body, title: 'Lost' }),
        409,
        'STALE_RECORD',
      );
      const found = valueOf(await call('GET', '/wps/admin/content/customerService?csType=VIBER&q=24%2F7', staff));
      expect(found.list.map((item: { id: number }) => item.id)).toEqual([created.id]);
      expect(
        valueOf(await call('DELETE', `/wps/admin/content/customerService/${created.id}?version=2`, staff)),
      ).toEqual({ deleted: true });
    });

    it('should list social links apart from other resources and edit them at their version', async () => {
      const created = valueOf(
        await call('POST', '/wps/admin/content/resources', staff, {
          resourceType: 'TIKTOK',
          url: 'https://www.tiktok.com/@perya',
          labelNameEn: 'TikTok',
        }),
      );
      const social = valueOf(await call('GET', '/wps/admin/content/resources?group=SOCIAL&pageSize=200', staff));
      expect(social.list.map((item: { id: number }) => item.id)).toContain(created.id);
      const other = valueOf(await call('GET', '/wps/admin/content/resources?group=OTHER&pageSize=200', staff));
      expect(other.list.map((item: { id: number }) => item.id)).not.toContain(created.id);
      const edit = { resourceType: 'TIKTOK', url: 'https://www.tiktok.com/@peryaph', version: created.version };
      expect(valueOf(await call('PUT', `/wps/admin/content/resources/${created.id}`, staff, edit))).toMatchObject({
        url: 'https://www.tiktok.com/@peryaph',
        version: 2,
      });
      expectRefusal(await call('PUT', `/wps/admin/content/resources/${created.id}`, staff, edit), 409, 'STALE_RECORD');
      const permission = valueOf(await call('GET', '/wps/system/permission', null));
      expect(permission.resources).toContainEqual(
        expect.objectContaining({ resourceType: 'TIKTOK', url: 'https://www.tiktok.com/@peryaph' }),
      );
      expect((await lastAudit())?.detail).toMatchObject({
        before: { url: 'https://www.tiktok.com/@perya' },
        after: { url: 'https://www.tiktok.com/@peryaph' },
      });
    });

    it('should edit a help topic per language at its version, cleaned', async () => {
      const created = valueOf(
        await call('POST', '/wps/admin/content/helpTopics', staff, {
          tag: 'limits',
          language: 'PT',
          title: 'Limites',
          content: '<p>Antes</p>',
        }),
      );
      const edit = {
        tag: 'limits',
        language: 'PT',
        title: 'Limites de jogo',
        content: '<p>Depois</p><script>x()</script>',
        version: 1,
      };
      const edited = valueOf(await call('PUT', `/wps/admin/content/helpTopics/${created.id}`, staff, edit));
      expect(edited).toMatchObject({ title: 'Limites de jogo', content: '<p>Depois</p>', version: 2 });
      expectRefusal(await call('PUT', `/wps/admin/content/helpTopics/${created.id}`, staff, edit), 409, 'STALE_RECORD');
      const listed = valueOf(await call('GET', '/wps/admin/content/helpTopics?language=PT&tag=limits', staff));
      expect(listed.list).toEqual([expect.objectContaining({ id: created.id, version: 2 })]);
      const help = valueOf(await call('GET', '/wps/system/helpCenter?lang=PT&device=WEB', null));
      expect(JSON.stringify(help)).toContain('Limites de jogo');
    });
  });

  describe('pictures and access', () => {
    it('should take an uploaded picture, re-encoded, served publicly for a year, audited', async () => {
      const png = await sharp({ create: { width: 64, height: 20, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer();
      const boundary = '----perya-test';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const upload = () =>
        sut.app.inject({
          method: 'POST',
          url: '/wps/admin/content/images',
          headers: { authorization: `Bearer ${staff}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
        });
      const image = valueOf(await upload());
      expect(image).toMatchObject({ width: 64, height: 20, url: `/lgw/images/content/${image.id}.webp` });
      expect(await lastAudit()).toMatchObject({ action: 'content.image.upload', target_id: image.id });
      // The same picture again is the same id.
      expect(valueOf(await upload()).id).toBe(image.id);
      const served = await sut.app.inject({ method: 'GET', url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      expect((await sut.app.inject({ method: 'GET', url: '/lgw/images/content/0000.webp' })).statusCode).toBe(400);
      expect(
        (await sut.app.inject({ method: 'GET', url: `/lgw/images/content/${'0'.repeat(32)}.webp` })).statusCode,
      ).toBe(404);
      const notImage = await sut.app.inject({
        method: 'POST',
        url: '/wps/admin/content/images',
        headers: { authorization: `Bearer ${staff}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n<script>`,
          ),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(notImage.json().code).toBe('UPLOAD_INVALID');
    });

    it('should refuse guests and members on every content route', async () => {
      for (const [method, url] of [
        ['GET', '/wps/admin/content/announcements'],
        ['POST', '/wps/admin/content/banners/order'],
        ['GET', '/wps/admin/content/resources'],
        ['PUT', '/wps/admin/content/helpTopics/1'],
        ['DELETE', '/wps/admin/content/customerService/1'],
        ['GET', '/wps/admin/dashboard'],
      ] as const) {
        expectRefusal(
          await call(method, url, null, method === 'GET' || method === 'DELETE' ? undefined : {}),
          401,
          'AUTH_REQUIRED',
        );
        expectRefusal(
          await call(method, url, member, method === 'GET' || method === 'DELETE' ? undefined : {}),
          403,
          'FORBIDDEN',
        );
      }
    });
  });
});
