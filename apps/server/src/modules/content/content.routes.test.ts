import { webcrypto } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CUSTOMER_SERVICE_SEAL_AAD, parseSealedPath, resultMessage } from '@perya/contracts';

import type { Caller } from '../../testing/api-session';
import { createCaller, loginStaff, openSession, valueOf, expectRefusal } from '../../testing/api-session';
import { countRows, queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Announcements, notices, country codes and customer-service links as visitors read them, and
// staff editing them: HTML cleaned on save, every change audited, bad input changing nothing.

const HOSTILE_HTML =
  '<p onclick="steal()">Hello <strong>player</strong></p>' +
  '<script>window.hacked = true</script>' +
  '<img src="https://cdn.perya.test/a.png" onerror="steal()" style="width:9999px">' +
  '<a href="javascript:alert(1)">click</a>' +
  '<a href="https://perya.ph/promo">promo</a>' +
  '<iframe src="https://evil.test"></iframe>' +
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">';

/** Opens a delivered customer-service path the way the browser does (WebCrypto AES-GCM). */
const openDelivered = async (value: string, keyBase64: string): Promise<string> => {
  const parts = parseSealedPath(value);
  if (!parts) throw new Error(`not sealed: ${value}`);
  const key = await webcrypto.subtle.importKey('raw', Buffer.from(keyBase64, 'base64'), 'AES-GCM', false, ['decrypt']);
  const plain = await webcrypto.subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: Buffer.from(parts.iv, 'base64url'),
      additionalData: new TextEncoder().encode(CUSTOMER_SERVICE_SEAL_AAD),
    },
    key,
    Buffer.from(parts.sealed, 'base64url'),
  );
  return new TextDecoder().decode(plain);
};

describe('content', () => {
  let sut: TestApp;
  let call: Caller;
  const token = { staff: '', member: '', trial: '' };

  const noticeInput = (content: string) => ({
    kind: 'PLAYER',
    texts: { EN: { title: 'Test <b>notice</b>', content }, TY: { title: 'Paunawa', content: '<p>Tagalog</p>' } },
  });

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true });
    call = createCaller(sut.app);
    token.staff = await loginStaff(sut.app);
    const player = await sut.app.membersService.findByAccount('player01');
    const trial = await sut.app.membersService.findByAccount('trial01');
    token.member = await openSession(sut.app, player?.id ?? 0);
    token.trial = await openSession(sut.app, trial?.id ?? 0);
  });
  afterAll(async () => {
    await sut.close();
  });

  describe('GET /wps/announcements', () => {
    it('should give a guest the demo banners, notices, promotions, the notice bar and only logged-out popups', async () => {
      const value = valueOf(await call('GET', '/wps/announcements?types=B,PL,PU,PR,H&platform=W', null));
      const home = value.banners.filter((banner: { groupName: string }) => banner.groupName === 'w_home');
      expect(home.length).toBeGreaterThanOrEqual(3);
      expect(home.map((banner: { sequence: number }) => banner.sequence)).toEqual([0, 1, 2, 3]);
      expect(home[0]).toMatchObject({
        url: '/lgw/images/banners/welcome-bonus.svg',
        linkageType: 'PROMOTION',
        title: '100% Welcome Bonus',
      });
      expect(value.banners.find((banner: { groupName: string }) => banner.groupName === 'w_video')?.url).toMatch(
        /^https:\/\/www\.youtube\.com\/watch\?v=/,
      );
      expect(value.player).toHaveLength(3);
      expect(value.promotion.length).toBeGreaterThanOrEqual(4);
      expect(value.promotion[0]).toMatchObject({
        category: 'NEWBIE',
        announcementImages: [{ url: '/lgw/images/promotions/newbie-welcome.svg', sequence: 0 }],
      });
      expect(value.marquee).toHaveLength(3);
      expect(value.popup.map((popup: { execution: string }) => popup.execution)).toEqual(['B']);
      expect(value.player[0].time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('should answer only the types asked for, and narrow popups to the execution asked for', async () => {
      const bannersOnly = valueOf(await call('GET', '/wps/announcements?types=B', null));
      expect(bannersOnly.banners.length).toBeGreaterThan(0);
      expect([bannersOnly.player, bannersOnly.popup, bannersOnly.promotion, bannersOnly.marquee]).toEqual([
        [],
        [],
        [],
        [],
      ]);
      const guestAskingForA = valueOf(await call('GET', '/wps/announcements?types=PU&execution=A', null));
      expect(guestAskingForA.popup).toEqual([]);
      const guestAskingForB = valueOf(await call('GET', '/wps/announcements?types=PU&execution=B', null));
      expect(guestAskingForB.popup).toHaveLength(1);
    });

    it('should show a signed-in member the A popups, plus F in the session of their first login only', async () => {
      const member = await sut.app.membersService.createMember({
        account: 'newcomer1',
        password: 'Newcomer2026',
        type: 0,
      });
      const first = await openSession(sut.app, member.id);
      const second = await openSession(sut.app, member.id);
      const executions = async (bearer: string) =>
        valueOf(await call('GET', '/wps/announcements?types=PU', bearer))
          .popup.map((popup: { execution: string }) => popup.execution)
          .sort();
      expect(await executions(first)).toEqual(['A', 'F']);
      expect(await executions(second)).toEqual(['A']);
    });

    it('should show a trial account none of the members’ popups, not even in its first session (issue 22 item 18)', async () => {
      const trial = await sut.app.membersService.createMember({
        account: 'trialcomer1',
        password: 'Trialcomer2026',
        type: 4,
      });
      const first = await openSession(sut.app, trial.id);
      expect(valueOf(await call('GET', '/wps/announcements?types=PU', first)).popup).toEqual([]);
      expect(valueOf(await call('GET', '/wps/announcements?types=PU&execution=F', first)).popup).toEqual([]);
    });

    it('should answer in Filipino where a text exists, and in English where it does not', async () => {
      const value = valueOf(await call('GET', '/wps/announcements?types=PR', null, undefined, 'TY'));
      const titles = value.promotion.map((promotion: { title: string }) => promotion.title);
      expect(titles).toContain('Araw-araw na Reload 5%');
      const created = valueOf(
        await call('POST', '/wps/admin/content/announcements', token.staff, {
          kind: 'PROMOTION',
          category: 'SPECIAL',
          texts: { EN: { title: 'English only promotion', content: '<p>Only in English</p>' } },
        }),
      );
      const again = valueOf(await call('GET', '/wps/announcements?types=PR', null, undefined, 'TY'));
      expect(again.promotion.find((promotion: { id: number }) => promotion.id === created.id)).toMatchObject({
        title: 'English only promotion',
      });
      await call('DELETE', `/wps/admin/content/announcements/${created.id}`, token.staff);
    });

    it('should give the demo in the language of Accept-Language: notice bar, notices, popups, promotions and banners', async () => {
      const ask = (acceptLanguage: string) =>
        sut.app.inject({
          method: 'GET',
          url: '/wps/announcements?types=B,PL,PU,PR,H',
          headers: { 'accept-language': acceptLanguage },
        });
      const english = valueOf(await ask('en-US,en;q=0.9'));
      for (const [header, language] of [
        ['pt-PT,pt;q=0.9', 'pt'],
        ['fil-PH,fil;q=0.9', 'ty'],
      ] as const) {
        const value = valueOf(await ask(header));
        // Every text differs from the English one (a complete translation), in every kind.
        for (const kind of ['marquee', 'player', 'popup', 'promotion'] as const) {
          const texts = value[kind].map((item: { content: string }) => item.content);
          expect(texts.length).toBeGreaterThan(0);
          expect(
            texts.filter((text: string) => english[kind].some((en: { content: string }) => en.content === text)),
          ).toEqual([]);
        }
        const home = value.banners.filter((banner: { groupName: string }) => banner.groupName === 'w_home');
        expect(home.map((banner: { url: string }) => banner.url)).toEqual(
          ['welcome-bonus', 'gcash-deposit', 'weekend-cashback', 'responsible-gaming'].map(
            (name) => `/lgw/images/banners/${name}.${language}.svg`,
          ),
        );
        for (const promotion of value.promotion) {
          expect(promotion.announcementImages[0].url).toMatch(new RegExp(`\\.${language}\\.svg$`));
        }
      }
      expect(valueOf(await ask('pt-PT')).marquee[0].content).toContain('Os depósitos GCash e Maya');
    });

    it("should give a banner the picture drawn for the reader's language, else its own", async () => {
      const created = valueOf(
        await call('POST', '/wps/admin/content/announcements', token.staff, {
          kind: 'BANNER',
          groupName: 'w_forget',
          url: '/art/banner-en.png',
          texts: {
            EN: { title: 'Art', content: '' },
            TY: { title: 'Larawan', content: '', imageUrl: '/art/banner-ty.png' },
          },
        }),
      );
      expect(created.texts.TY).toEqual({ title: 'Larawan', content: '', imageUrl: '/art/banner-ty.png' });
      const urlIn = async (language: string) =>
        valueOf(await call('GET', '/wps/announcements?types=B', null, undefined, language)).banners.find(
          (banner: { id: number }) => banner.id === created.id,
        ).url;
      expect(await urlIn('TY')).toBe('/art/banner-ty.png');
      expect(await urlIn('EN')).toBe('/art/banner-en.png');
      expect(await urlIn('PT')).toBe('/art/banner-en.png');
      expectRefusal(
        await call('POST', '/wps/admin/content/announcements', token.staff, {
          kind: 'BANNER',
          groupName: 'w_forget',
          url: '/art/banner-en.png',
          texts: { EN: { title: 'Art', content: '', imageUrl: 'javascript:alert(1)' } },
        }),
        400,
        'VALIDATION',
      );
      await call('DELETE', `/wps/admin/content/announcements/${created.id}`, token.staff);
    });

    it('should refuse unknown types and platforms with VALIDATION in the caller language', async () => {
      const response = await call('GET', '/wps/announcements?types=B,XX', null, undefined, 'TY');
      expectRefusal(response, 400, 'VALIDATION');
      expect(response.json().message).toBe(resultMessage('VALIDATION', 'TY'));
      expectRefusal(await call('GET', '/wps/announcements?platform=ios', null), 400, 'VALIDATION');
    });
  });

  describe('GET /wps/notices', () => {
    it('should page player notices newest first', async () => {
      const first = valueOf(await call('GET', '/wps/notices?pageNo=1&pageSize=2', null));
      expect(first).toMatchObject({ pageNo: 1, pageSize: 2, total: 3, totalPages: 2 });
      expect(first.list[0].title).toMatch(/^Scheduled maintenance/);
      const second = valueOf(await call('GET', '/wps/notices?pageNo=2&pageSize=2', null));
      expect(second.list).toHaveLength(1);
      expect(second.list[0].title).toMatch(/^Responsible gaming/);
      expect(valueOf(await call('GET', '/wps/notices', token.member)).pageSize).toBe(9);
    });

    it('should refuse a page size of zero or a page that is not a number', async () => {
      expectRefusal(await call('GET', '/wps/notices?pageSize=0', null), 400, 'VALIDATION');
      expectRefusal(await call('GET', '/wps/notices?pageNo=abc', null), 400, 'VALIDATION');
    });
  });

  describe('GET /wps/system/countries', () => {
    it('should list every country with its dialing code, the Philippines first, named in the caller language', async () => {
      const english = valueOf(await call('GET', '/wps/system/countries', null));
      expect(english.length).toBeGreaterThan(200);
      expect(english[0]).toEqual({ countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' });
      expect(english).toContainEqual({ countryCode: 'US', countryDialingCode: '1', name: 'United States' });
      const filipino = valueOf(await call('GET', '/wps/system/countries', null, undefined, 'TY'));
      expect(filipino[0]).toMatchObject({ countryCode: 'PH', name: 'Pilipinas' });
    });
  });

  describe('pictures', () => {
    it('should draw house banners and promotion cards as SVG, and 404 anything else', async () => {
      const banner = await call('GET', '/lgw/images/banners/gcash-deposit.svg', null);
      expect(banner.statusCode).toBe(200);
      expect(banner.headers['content-type']).toContain('image/svg+xml');
      expect(banner.body).toContain('GCash');
      const card = await call('GET', '/lgw/images/promotions/vip-rebate.svg', null);
      expect(card.body).toContain('VIP Rebate');
      const filipino = await call('GET', '/lgw/images/banners/gcash-deposit.ty.svg', null);
      expect(filipino.body).toContain('Mabilis na deposito sa GCash');
      const portuguese = await call('GET', '/lgw/images/promotions/vip-rebate.pt.svg', null);
      expect(portuguese.body).toContain('Reembolso VIP');
      expectRefusal(await call('GET', '/lgw/images/banners/gcash-deposit.fr.svg', null), 404, 'NOT_FOUND');
      expectRefusal(await call('GET', '/lgw/images/banners/unknown.svg', null), 404, 'NOT_FOUND');
      expectRefusal(await call('GET', '/lgw/images/banners/..%2Fsecret.svg', null), 404, 'NOT_FOUND');
    });
  });

  describe('staff: announcements', () => {
    it('should clean hostile HTML on save, so it comes back inert to staff and visitors', async () => {
      const before = await countRows(sut.database, 'audit_log');
      const created = valueOf(
        await call('POST', '/wps/admin/content/announcements', token.staff, noticeInput(HOSTILE_HTML)),
      );
      const stored = created.texts.EN.content as string;
      expect(stored).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=|data:/i);
      expect(stored).toContain('<strong>player</strong>');
      expect(stored).toContain('<img src="https://cdn.perya.test/a.png" />');
      expect(stored).toContain('<a href="https://perya.ph/promo" target="_blank" rel="noopener noreferrer">promo</a>');
      expect(created.texts.EN.title).toBe('Test notice');

      const notices = valueOf(await call('GET', '/wps/notices?pageSize=50', null));
      const shown = notices.list.find((notice: { id: number }) => notice.id === created.id);
      expect(shown.content).toBe(stored);
      const [row] = await queryRows<{ content: string }>(
        sut.database,
        `select content from announcement_texts where announcement_id = $1 and language = 'EN'`,
        [created.id],
      );
      expect(row?.content).toBe(stored);
      expect(await countRows(sut.database, 'audit_log')).toBe(before + 1);
      const [entry] = await queryRows<{ action: string; actor_name: string }>(
        sut.database,
        `select action, actor_name from audit_log order by id desc limit 1`,
      );
      expect(entry).toEqual({ action: 'content.announcement.create', actor_name: 'admin' });
    });

    it('should list, replace and delete announcements, keeping their kind', async () => {
      const created = valueOf(
        await call('POST', '/wps/admin/content/announcements', token.staff, {
          kind: 'POPUP',
          execution: 'A',
          enabled: false,
          texts: { EN: { title: 'Draft popup', content: '<p>Soon</p>' } },
        }),
      );
      const listed = valueOf(await call('GET', '/wps/admin/content/announcements?kind=POPUP', token.staff));
      expect(listed.list.map((item: { id: number }) => item.id)).toContain(created.id);
      // Disabled: members do not see it.
      const popups = valueOf(await call('GET', '/wps/announcements?types=PU', token.member)).popup;
      expect(popups.map((popup: { id: number }) => popup.id)).not.toContain(created.id);

      const replaced = valueOf(
        await call('PUT', `/wps/admin/content/announcements/${created.id}`, token.staff, {
          kind: 'POPUP',
          execution: 'A',
          enabled: true,
          version: created.version,
          texts: {
            EN: { title: 'Live popup', content: '<p>Now</p>' },
            PT: { title: 'Popup ao vivo', content: '<p>Já</p>' },
          },
        }),
      );
      expect(replaced).toMatchObject({
        enabled: true,
        texts: { EN: { title: 'Live popup' }, PT: { title: 'Popup ao vivo' } },
      });
      expect(replaced.startsAt).toBe(created.startsAt);
      const visible = valueOf(await call('GET', '/wps/announcements?types=PU', token.member, undefined, 'PT')).popup;
      expect(visible.find((popup: { id: number }) => popup.id === created.id)?.title).toBe('Popup ao vivo');

      const asBanner = await call('PUT', `/wps/admin/content/announcements/${created.id}`, token.staff, {
        kind: 'MARQUEE',
        version: replaced.version,
        texts: { EN: { title: '', content: 'Line' } },
      });
      expectRefusal(asBanner, 400, 'VALIDATION');

      expect(valueOf(await call('DELETE', `/wps/admin/content/announcements/${created.id}`, token.staff))).toEqual({
        deleted: true,
      });
      expectRefusal(
        await call('DELETE', `/wps/admin/content/announcements/${created.id}`, token.staff),
        404,
        'NOT_FOUND',
      );
    });

    it('should refuse bad input with VALIDATION and write nothing', async () => {
      const before = {
        announcements: await countRows(sut.database, 'announcements'),
        texts: await countRows(sut.database, 'announcement_texts'),
        audit: await countRows(sut.database, 'audit_log'),
      };
      const bad: unknown[] = [
        {},
        { kind: 'PLAYER' },
        { kind: 'PLAYER', texts: { TY: { title: 'Walang English', content: '<p>x</p>' } } },
        { kind: 'PLAYER', texts: { EN: { title: '', content: '<p>x</p>' } } },
        { kind: 'PLAYER', texts: { EN: { title: 'Empty', content: '  ' } } },
        { kind: 'NEWS', texts: { EN: { title: 'x', content: 'x' } } },
        { kind: 'POPUP', execution: 'Z', texts: { EN: { title: 'x', content: 'x' } } },
        { kind: 'BANNER', groupName: 'w_home', url: 'javascript:alert(1)', texts: { EN: { title: 'x', content: '' } } },
        {
          kind: 'BANNER',
          groupName: 'w_home',
          url: '/lgw/images/banners/gcash-deposit.svg',
          linkageType: 'URL',
          linkage: 'javascript:alert(1)',
          texts: { EN: { title: 'x', content: '' } },
        },
        {
          kind: 'BANNER',
          groupName: 'w_home',
          url: '/lgw/images/banners/gcash-deposit.svg',
          linkageType: 'ROUTE',
          linkage: '//evil.test/phish',
          texts: { EN: { title: 'x', content: '' } },
        },
        { kind: 'BANNER', groupName: 'w_home', url: '//evil.test/a.png', texts: { EN: { title: 'x', content: '' } } },
        {
          kind: 'PROMOTION',
          category: 'NEWBIE',
          startsAt: '2026-12-01T00:00:00Z',
          endsAt: '2026-11-01T00:00:00Z',
          texts: { EN: { title: 'x', content: 'x' } },
        },
        {
          kind: 'PROMOTION',
          category: 'NEWBIE',
          endsAt: '2001-01-01T00:00:00Z',
          texts: { EN: { title: 'x', content: 'x' } },
        },
        { kind: 'PLAYER', texts: { EN: { title: 'x'.repeat(121), content: 'x' } } },
      ];
      for (const body of bad) {
        const response = await call('POST', '/wps/admin/content/announcements', token.staff, body, 'PT');
        expectRefusal(response, 400, 'VALIDATION');
        expect(response.json().message).toBe(resultMessage('VALIDATION', 'PT'));
      }
      expectRefusal(
        await call('PUT', '/wps/admin/content/announcements/abc', token.staff, noticeInput('x')),
        400,
        'VALIDATION',
      );
      expectRefusal(
        await call('PUT', '/wps/admin/content/announcements/999999', token.staff, {
          ...noticeInput('<p>x</p>'),
          version: 1,
        }),
        404,
        'NOT_FOUND',
      );
      expect({
        announcements: await countRows(sut.database, 'announcements'),
        texts: await countRows(sut.database, 'announcement_texts'),
        audit: await countRows(sut.database, 'audit_log'),
      }).toEqual(before);
    });

    it('should refuse guests, members and trial accounts', async () => {
      const before = await countRows(sut.database, 'announcements');
      const body = noticeInput('<p>x</p>');
      expectRefusal(await call('POST', '/wps/admin/content/announcements', null, body), 401, 'AUTH_REQUIRED');
      expectRefusal(await call('POST', '/wps/admin/content/announcements', token.member, body), 403, 'FORBIDDEN');
      expectRefusal(await call('POST', '/wps/admin/content/announcements', token.trial, body), 403, 'FORBIDDEN');
      expectRefusal(await call('GET', '/wps/admin/content/announcements', token.member), 403, 'FORBIDDEN');
      expectRefusal(await call('DELETE', '/wps/admin/content/announcements/1', token.trial), 403, 'FORBIDDEN');
      expect(await countRows(sut.database, 'announcements')).toBe(before);
    });
  });

  describe('customer service', () => {
    it('should store paths sealed, deliver them sealed with the key to open them, and keep status links plain', async () => {
      const stored = await queryRows<{ path: string }>(sut.database, 'select path from customer_service_entries');
      expect(stored.length).toBeGreaterThan(0);
      for (const row of stored) expect(row.path).toMatch(/^cs1\./);
      expect(stored.map((row) => row.path).join(' ')).not.toContain('t.me');

      const permission = valueOf(await call('GET', '/wps/system/permission', null));
      expect(permission.customerServiceKey).toMatchObject({ kid: expect.any(String), key: expect.any(String) });
      const paths = await Promise.all(
        permission.customerService.map(async (entry: { path: string }) => {
          expect(entry.path).toMatch(/^csd1\./);
          return openDelivered(entry.path, permission.customerServiceKey.key);
        }),
      );
      expect(paths).toContain('https://t.me/PeryaSupport');
      expect(paths).toContain('mailto:support@perya.ph');
      // Each response seals afresh: the same link never looks the same twice.
      const again = valueOf(await call('GET', '/wps/system/permission', null));
      expect(again.customerService[0].path).not.toBe(permission.customerService[0].path);
    });

    it('should let staff add, change and remove links, opened for them, sealed at rest, audited', async () => {
      const auditBefore = await countRows(sut.database, 'audit_log');
      const created = valueOf(
        await call('POST', '/wps/admin/content/customerService', token.staff, {
          csPosition: 'WHATSAPP-1',
          csType: 'WHATSAPP',
          title: 'WhatsApp',
          path: 'https://wa.me/639171230000',
          sortOrder: 5,
        }),
      );
      expect(created).toMatchObject({ path: 'https://wa.me/639171230000', enabled: true });
      const [row] = await queryRows<{ path: string }>(
        sut.database,
        'select path from customer_service_entries where id = $1',
        [created.id],
      );
      expect(row?.path).toMatch(/^cs1\./);
      const updated = valueOf(
        await call('PUT', `/wps/admin/content/customerService/${created.id}`, token.staff, {
          csPosition: 'WHATSAPP-1',
          csType: 'WHATSAPP',
          title: 'WhatsApp 24/7',
          path: 'https://wa.me/639171230001',
          enabled: false,
          version: created.version,
        }),
      );
      expect(updated).toMatchObject({ title: 'WhatsApp 24/7', enabled: false });
      const listed = valueOf(await call('GET', '/wps/admin/content/customerService', token.staff)).list;
      expect(listed.find((entry: { id: number }) => entry.id === created.id)?.path).toBe('https://wa.me/639171230001');
      const permission = valueOf(await call('GET', '/wps/system/permission', null));
      expect(permission.customerService.map((entry: { csPosition: string }) => entry.csPosition)).not.toContain(
        'WHATSAPP-1',
      );
      expect(valueOf(await call('DELETE', `/wps/admin/content/customerService/${created.id}`, token.staff))).toEqual({
        deleted: true,
      });
      expect(await countRows(sut.database, 'audit_log')).toBe(auditBefore + 3);
    });

    it('should refuse scripted links and malformed positions, writing nothing', async () => {
      const before = await countRows(sut.database, 'customer_service_entries');
      for (const body of [
        { csPosition: 'LIVECHAT-9', csType: 'LIVECHAT', title: 'x', path: 'javascript:alert(1)' },
        { csPosition: 'LIVECHAT-9', csType: 'LIVECHAT', title: 'x', path: 'data:text/html,<script>' },
        { csPosition: 'live chat', csType: 'LIVECHAT', title: 'x', path: 'https://ok.test' },
        { csPosition: 'LIVECHAT-9', csType: 'LIVECHAT', title: '', path: 'https://ok.test' },
      ]) {
        expectRefusal(await call('POST', '/wps/admin/content/customerService', token.staff, body), 400, 'VALIDATION');
      }
      expectRefusal(
        await call('POST', '/wps/admin/content/customerService', token.member, {
          csPosition: 'LIVECHAT-9',
          csType: 'LIVECHAT',
          title: 'x',
          path: 'https://ok.test',
        }),
        403,
        'FORBIDDEN',
      );
      expect(await countRows(sut.database, 'customer_service_entries')).toBe(before);
    });
  });

  describe('staff: resources and help topics', () => {
    it('should add, change and remove resources that the permission response lists', async () => {
      const created = valueOf(
        await call('POST', '/wps/admin/content/resources', token.staff, {
          resourceType: 'VIBER',
          url: 'https://invite.viber.com/?g2=perya',
          labelNameEn: 'Viber community',
        }),
      );
      const permission = valueOf(await call('GET', '/wps/system/permission', null));
      expect(permission.resources).toContainEqual({
        resourceType: 'VIBER',
        url: 'https://invite.viber.com/?g2=perya',
        labelNameEn: 'Viber community',
      });
      const updated = valueOf(
        await call('PUT', `/wps/admin/content/resources/${created.id}`, token.staff, {
          resourceType: 'VIBER',
          url: 'https://invite.viber.com/?g2=perya2',
          version: created.version,
        }),
      );
      expect(updated).toMatchObject({ url: 'https://invite.viber.com/?g2=perya2', labelNameEn: '' });
      expect(valueOf(await call('GET', '/wps/admin/content/resources', token.staff)).list.length).toBeGreaterThan(5);
      expect(valueOf(await call('DELETE', `/wps/admin/content/resources/${created.id}`, token.staff)).deleted).toBe(
        true,
      );
      const before = await countRows(sut.database, 'site_resources');
      expectRefusal(
        await call('POST', '/wps/admin/content/resources', token.staff, { resourceType: 'X Y', url: 'javascript:x' }),
        400,
        'VALIDATION',
      );
      expect(await countRows(sut.database, 'site_resources')).toBe(before);
    });

    it('should write help topics cleaned, one per tag and language, served in the visitor language', async () => {
      const created = valueOf(
        await call('POST', '/wps/admin/content/helpTopics', token.staff, {
          tag: 'gcash',
          language: 'TY',
          title: 'Paano mag-deposit sa GCash',
          content: `<ol><li>Buksan ang GCash</li></ol>${HOSTILE_HTML}`,
          sortOrder: 50,
        }),
      );
      expect(created.content).toContain('<ol><li>Buksan ang GCash</li></ol>');
      expect(created.content).not.toMatch(/<script|onerror|onclick|javascript:/i);
      const topics = valueOf(await call('GET', '/wps/system/helpCenter?lang=TY', null));
      expect(topics.find((topic: { tag: string }) => topic.tag === 'gcash')?.title).toBe('Paano mag-deposit sa GCash');

      const before = await countRows(sut.database, 'help_topics');
      const duplicate = await call('POST', '/wps/admin/content/helpTopics', token.staff, {
        tag: 'gcash',
        language: 'TY',
        title: 'Again',
        content: '<p>x</p>',
      });
      expectRefusal(duplicate, 400, 'VALIDATION');
      expect(duplicate.json().value.fields.tag).toBeTruthy();
      expectRefusal(
        await call('POST', '/wps/admin/content/helpTopics', token.staff, {
          tag: 'x',
          language: 'JA',
          title: 'x',
          content: 'x',
        }),
        400,
        'VALIDATION',
      );
      expect(await countRows(sut.database, 'help_topics')).toBe(before);

      const updated = valueOf(
        await call('PUT', `/wps/admin/content/helpTopics/${created.id}`, token.staff, {
          tag: 'gcash',
          language: 'TY',
          title: 'GCash deposito',
          content: '<p>Bago</p>',
          version: created.version,
        }),
      );
      expect(updated).toMatchObject({ title: 'GCash deposito', content: '<p>Bago</p>' });
      expect(valueOf(await call('GET', '/wps/admin/content/helpTopics', token.staff)).list.length).toBeGreaterThan(10);
      expect(valueOf(await call('DELETE', `/wps/admin/content/helpTopics/${created.id}`, token.staff)).deleted).toBe(
        true,
      );
    });
  });
});
