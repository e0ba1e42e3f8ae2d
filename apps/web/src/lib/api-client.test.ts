import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';

import { ApiError, api } from './api-client';

describe('api', () => {
  it('should return the envelope value parsed by the contract', async () => {
    const { ok } = installFakeApi({ '/wps/thing': () => ok({ count: 3 }) });
    await expect(api.get('/wps/thing', z.object({ count: z.number() }))).resolves.toEqual({ count: 3 });
  });

  it('should parse with a schema that loads with the request', async () => {
    const { ok } = installFakeApi({ '/wps/thing': () => ok({ count: 3, extra: true }) });
    const load = vi.fn(async () => z.object({ count: z.number() }));
    await expect(api.get('/wps/thing', load)).resolves.toEqual({ count: 3 });
    expect(load).toHaveBeenCalledOnce();
  });

  it('should send the language and the session token', async () => {
    const { requests, ok } = installFakeApi({ '/wps/thing': () => ok(null) });
    window.sessionStorage.setItem('token', 'abc123');
    await api.get('/wps/thing', z.null(), { page: 2, skip: undefined });
    expect(requests[0]).toMatchObject({
      url: '/wps/thing?page=2',
      headers: { 'x-lang': 'EN', authorization: 'Bearer abc123' },
    });
  });

  it('should send the same device id on every call, kept in local storage', async () => {
    const { requests, ok } = installFakeApi({ '/wps/thing': () => ok(null) });
    await api.get('/wps/thing', z.null());
    await api.get('/wps/thing', z.null());
    const first = requests[0]?.headers['x-device-id'];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(requests[1]?.headers['x-device-id']).toBe(first);
    expect(window.localStorage.getItem('deviceId')).toBe(first);
  });

  it('should turn a failure envelope into an ApiError with its code and field messages', async () => {
    installFakeApi({
      '/wps/thing': () => ({
        status: 400,
        body: { success: false, code: 'VALIDATION', message: 'Fix these', value: { fields: { name: 'Too short' } } },
      }),
    });
    const failure = await api.post('/wps/thing', z.null(), { name: 'x' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      code: 'VALIDATION',
      status: 400,
      message: 'Fix these',
      fields: { name: 'Too short' },
    });
  });

  it('should report a network failure as NETWORK', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/wps/thing', z.null())).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it('should report a response that is not an envelope as NETWORK', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(api.get('/wps/thing', z.null())).rejects.toMatchObject({ code: 'NETWORK', status: 502 });
  });
});
