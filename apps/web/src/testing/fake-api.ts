import type { Permission, SystemStatus } from '@perya/contracts';
import { DEFAULT_REGISTER_SETTINGS, FEATURE_FLAGS } from '@perya/contracts';
import { vi } from 'vitest';

// A stand-in server for component tests: answers API paths with envelopes, records requests.

export type RecordedRequest = { url: string; method: string; headers: Record<string, string>; body?: string };

export const statusValue = (overrides: Partial<SystemStatus> = {}): SystemStatus => ({
  status: 0,
  location: { ip: '127.0.0.1', country: null },
  maintenance: null,
  customerServiceUrl: 'https://t.me/PeryaSupport',
  ...overrides,
});

export const permissionValue = (): Permission => ({
  customerService: [
    { csPosition: 'LIVECHAT-1', csType: 'LIVECHAT', title: 'Live chat', path: 'https://chat.perya.test' },
  ],
  domainRoute: { domain: 'localhost', route: null, affiliateCode: null, mainDomain: 'localhost' },
  resources: [{ resourceType: 'FACEBOOK', url: 'https://facebook.com/perya', labelNameEn: 'Facebook' }],
  whitelabel: FEATURE_FLAGS.filter((flag) => flag.parent === null).map((group) => ({
    modId: group.modId,
    enabled: '1',
    childrenNodes: FEATURE_FLAGS.filter((flag) => flag.parent === group.modId).map((flag) => ({
      modId: flag.modId,
      enabled: '1',
      childrenNodes: [],
    })),
  })),
  register: DEFAULT_REGISTER_SETTINGS,
  mainDomain: 'localhost',
  analytics: { gtagId: null },
  imageCDNs: [],
  launchGameCDNs: [],
  maintenance: false,
  regionRestriction: false,
  location: { ip: '127.0.0.1', country: null },
});

/** Answers one path; `headers` are the request's (X-Lang, authorization …). */
type Handler = (url: URL, headers: Record<string, string>) => { status?: number; body: unknown };

const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'Success', value } });

export const installFakeApi = (handlers: Record<string, Handler> = {}) => {
  const requests: RecordedRequest[] = [];
  const defaults: Record<string, Handler> = {
    '/wps/system/status': () => ok(statusValue()),
    '/wps/system/permission': () => ok(permissionValue()),
    '/wps/system/helpCenter': () =>
      ok([
        { tag: 'term', title: 'Terms and conditions', content: '<p>Be 18 or older.</p>' },
        { tag: 'faq', title: 'Questions', content: '<p>Answers.<script>window.hacked = true</script></p>' },
      ]),
  };
  const fetchStub = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const headers = Object.fromEntries(Object.entries((init?.headers as Record<string, string>) ?? {}));
    requests.push({
      url: url.pathname + url.search,
      method: init?.method ?? 'GET',
      headers,
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
    });
    const handler = handlers[url.pathname] ?? defaults[url.pathname];
    const { status = 200, body } = handler
      ? handler(url, headers)
      : { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Not found', value: null } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests, ok };
};
