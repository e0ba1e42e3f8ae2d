import { FEATURE_FLAG_IDS, REGISTER_FIELDS, isFlagOn } from '@perya/contracts';
import type { WhitelabelNode } from '@perya/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../../testing/test-app';
import { PUBLIC_IPS, createTestApp } from '../../testing/test-app';

const collectIds = (nodes: WhitelabelNode[]): string[] =>
  nodes.flatMap((node) => [node.modId, ...collectIds(node.childrenNodes)]);

describe('system routes', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ config: { trustProxy: true }, seedDemo: true });
  });
  afterAll(async () => {
    await sut.close();
  });
  afterEach(async () => {
    await sut.app.systemService.updateSettings({
      maintenanceEnabled: false,
      maintenanceMessages: {},
      regionRestrictionEnabled: true,
      allowedCountries: ['PH'],
    });
  });

  const get = (url: string, headers: Record<string, string> = {}) => sut.app.inject({ method: 'GET', url, headers });
  const statusFrom = async (ip: string, headers: Record<string, string> = {}) =>
    (await get('/wps/system/status', { 'x-forwarded-for': ip, ...headers })).json();

  describe('GET /wps/system/status', () => {
    it('should answer status 0 in the envelope when nothing is switched on', async () => {
      const response = await get('/wps/system/status');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        code: 'OK',
        message: 'Success',
        value: { status: 0, maintenance: null, location: { ip: '127.0.0.1', country: null } },
      });
    });

    it('should answer 1 with the maintenance text during maintenance', async () => {
      await sut.app.systemService.updateSettings({ maintenanceEnabled: true });
      const body = await statusFrom(PUBLIC_IPS.PH, { 'x-lang': 'TY' });
      expect(body.value.status).toBe(1);
      expect(body.value.maintenance.title).toBe('Maintenance ng system');
      expect(body.message).toBe('Tagumpay');
    });

    it("should show the operator's own maintenance text in the visitor's language", async () => {
      await sut.app.systemService.updateSettings({
        maintenanceEnabled: true,
        maintenanceMessages: { EN: { title: 'Upgrading', info: 'Back at 3 PM' } },
      });
      const body = await statusFrom(PUBLIC_IPS.PH, { 'x-lang': 'EN' });
      expect(body.value.maintenance).toMatchObject({ title: 'Upgrading', info: 'Back at 3 PM' });
    });

    it('should show maintenance text written only in English to Filipino and Portuguese visitors', async () => {
      await sut.app.systemService.updateSettings({
        maintenanceEnabled: true,
        maintenanceMessages: { EN: { title: 'Upgrading', info: 'Back at 3 PM' } },
      });
      for (const headers of [{ 'x-lang': 'TY' }, { 'accept-language': 'pt-PT,pt;q=0.9' }] as Record<string, string>[]) {
        const body = await statusFrom(PUBLIC_IPS.PH, headers);
        expect(body.value.maintenance).toMatchObject({ title: 'Upgrading', info: 'Back at 3 PM' });
      }
    });

    it("should prefer the operator's text in the visitor's language when there is one", async () => {
      await sut.app.systemService.updateSettings({
        maintenanceEnabled: true,
        maintenanceMessages: {
          EN: { title: 'Upgrading', info: 'Back at 3 PM' },
          TY: { title: 'Nag-a-upgrade', info: 'Babalik ng 3 PM' },
        },
      });
      const body = await statusFrom(PUBLIC_IPS.PH, { 'accept-language': 'fil-PH,fil;q=0.9' });
      expect(body.value.maintenance).toMatchObject({ title: 'Nag-a-upgrade', info: 'Babalik ng 3 PM' });
    });

    it('should answer 2 with the visitor IP outside the allowed countries', async () => {
      const body = await statusFrom(PUBLIC_IPS.US);
      expect(body.value).toMatchObject({ status: 2, location: { ip: PUBLIC_IPS.US, country: 'US' } });
    });

    it('should point the customer-service button outside the app', async () => {
      const body = await statusFrom(PUBLIC_IPS.US);
      expect(body.value.customerServiceUrl).toBe('https://t.me/PeryaSupport');
      await sut.app.systemService.updateSettings({ customerServiceUrl: 'https://help.perya.test' });
      expect((await statusFrom(PUBLIC_IPS.US)).value.customerServiceUrl).toBe('https://help.perya.test');
      await sut.app.systemService.updateSettings({ customerServiceUrl: null });
    });

    it('should answer 0 inside the allowed countries', async () => {
      const body = await statusFrom(PUBLIC_IPS.PH);
      expect(body.value).toMatchObject({ status: 0, location: { country: 'PH' } });
    });

    it('should let maintenance win over a region block', async () => {
      await sut.app.systemService.updateSettings({ maintenanceEnabled: true });
      expect((await statusFrom(PUBLIC_IPS.US)).value.status).toBe(1);
    });

    it.each(['127.0.0.1', '10.1.2.3', '192.168.1.20', '172.16.5.4', '::1', 'fd00::1', '::ffff:192.168.0.9'])(
      'should never block the internal address %s',
      async (ip) => {
        expect((await statusFrom(ip)).value.status).toBe(0);
      },
    );

    it('should follow the operator-set list of allowed countries', async () => {
      await sut.app.systemService.updateSettings({ allowedCountries: ['PH', 'US'] });
      expect((await statusFrom(PUBLIC_IPS.US)).value.status).toBe(0);
    });

    it('should let everyone in when region restriction is off', async () => {
      await sut.app.systemService.updateSettings({ regionRestrictionEnabled: false });
      expect((await statusFrom(PUBLIC_IPS.US)).value.status).toBe(0);
    });
  });

  describe('client address', () => {
    it('should ignore X-Forwarded-For unless TRUST_PROXY says so', async () => {
      const untrusting = await createTestApp({ config: { trustProxy: false } });
      try {
        const response = await untrusting.app.inject({
          url: '/wps/system/status',
          headers: { 'x-forwarded-for': PUBLIC_IPS.US },
        });
        expect(response.json().value).toMatchObject({ status: 0, location: { ip: '127.0.0.1' } });
      } finally {
        await untrusting.close();
      }
    });
  });

  describe('GET /wps/system/permission', () => {
    it('should carry every field of the permission response', async () => {
      const response = await get('/wps/system/permission', {
        'x-forwarded-for': PUBLIC_IPS.PH,
        host: 'agent.localhost',
      });
      expect(response.statusCode).toBe(200);
      const { value } = response.json();
      expect(Object.keys(value).sort()).toEqual(
        [
          'analytics',
          'customerService',
          'customerServiceKey',
          'domainRoute',
          'imageCDNs',
          'languages',
          'launchGameCDNs',
          'location',
          'mainDomain',
          'maintenance',
          'regionRestriction',
          'register',
          'resources',
          'whitelabel',
        ].sort(),
      );
      expect(value).toMatchObject({
        maintenance: false,
        regionRestriction: false,
        location: { ip: PUBLIC_IPS.PH, country: 'PH' },
        analytics: { gtagId: null },
        domainRoute: { domain: 'agent.localhost', route: '/agent' },
      });
      expect(value.customerService[0]).toMatchObject({ csPosition: 'LIVECHAT-1', csType: 'LIVECHAT' });
      // Paths arrive sealed, with the key the browser opens them with (decision 013).
      expect(value.customerService[0].path).toMatch(/^csd1\./);
      expect(value.customerServiceKey).toMatchObject({ kid: expect.any(String), key: expect.any(String) });
      expect(value.resources.map((resource: { resourceType: string }) => resource.resourceType)).toContain('FACEBOOK');
    });

    it('should say when this visitor is region-restricted', async () => {
      const response = await get('/wps/system/permission', { 'x-forwarded-for': PUBLIC_IPS.US });
      expect(response.json().value).toMatchObject({ regionRestriction: true, location: { ip: PUBLIC_IPS.US } });
    });
  });

  describe('GET /wps/system/whitelabel', () => {
    it('should hold every flag of the spec in a tree', async () => {
      const tree: WhitelabelNode[] = (await get('/wps/system/whitelabel')).json().value;
      expect(collectIds(tree).sort()).toEqual([...FEATURE_FLAG_IDS].sort());
      expect(tree.every((node) => node.enabled === '1' || node.enabled === '0')).toBe(true);
      expect(isFlagOn(tree, 'MOBILENUMREG3')).toBe(true);
    });

    it('should turn a flag off, and its children with a group', async () => {
      await sut.app.systemService.setFeatureFlag('REGISTERGROUP', false);
      try {
        const tree: WhitelabelNode[] = (await get('/wps/system/whitelabel')).json().value;
        expect(isFlagOn(tree, 'MOBILENUMREG3')).toBe(false);
        expect(await sut.app.systemService.isFeatureOn('USERNAMEREG3')).toBe(false);
        expect(await sut.app.systemService.isFeatureOn('FREEPLAY3')).toBe(true);
      } finally {
        await sut.app.systemService.setFeatureFlag('REGISTERGROUP', true);
      }
    });
  });

  describe('GET /wps/system/setting/register', () => {
    it('should give the rules of every registration field', async () => {
      const settings = (await get('/wps/system/setting/register')).json().value;
      expect(Object.keys(settings).sort()).toEqual([...REGISTER_FIELDS].sort());
      expect(settings.username).toEqual({
        enabled: true,
        required: true,
        acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
        patternId: 1,
        minLength: 6,
        maxLength: 16,
      });
    });
  });

  describe('GET /wps/system/domainRoute', () => {
    it('should route a configured domain', async () => {
      const response = await get('/wps/system/domainRoute?domain=AGENT.localhost');
      expect(response.json().value).toEqual({
        domain: 'agent.localhost',
        route: '/agent',
        affiliateCode: null,
        mainDomain: 'localhost',
      });
    });

    it('should default to the request host and no route', async () => {
      const response = await get('/wps/system/domainRoute', { host: 'www.perya.test:8080' });
      expect(response.json().value).toMatchObject({ domain: 'www.perya.test', route: null });
    });
  });

  describe('GET /wps/system/helpCenter', () => {
    it('should give topics in the asked language', async () => {
      const topics = (await get('/wps/system/helpCenter?lang=TY&device=WEB')).json().value;
      expect(topics[0]).toMatchObject({ tag: 'term', title: 'Mga tuntunin at kundisyon' });
    });

    it('should fall back to English for a language without topics', async () => {
      const topics = (await get('/wps/system/helpCenter?lang=JA&device=WEB')).json().value;
      expect(topics.map((topic: { tag: string }) => topic.tag)).toContain('term');
      expect(topics[0].title).toBe('Terms and conditions');
    });

    it('should refuse an unknown device with a per-field message', async () => {
      const response = await get('/wps/system/helpCenter?lang=EN&device=TV', { 'x-lang': 'EN' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'VALIDATION',
        value: { fields: { device: 'Must be one of: WEB.' } },
      });
    });
  });

  describe('probes', () => {
    it('should answer /healthz and /readyz in the envelope', async () => {
      expect((await get('/healthz')).json()).toMatchObject({ success: true, value: { status: 'ok' } });
      expect((await get('/readyz')).json()).toMatchObject({
        success: true,
        value: { status: 'ready', database: sut.database.kind },
      });
    });

    it('should keep answering system calls during maintenance', async () => {
      await sut.app.systemService.updateSettings({ maintenanceEnabled: true });
      expect((await get('/readyz')).statusCode).toBe(200);
      expect((await get('/wps/system/whitelabel')).statusCode).toBe(200);
    });
  });
});
