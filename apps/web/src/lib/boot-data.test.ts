import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { installFakeApi } from '@/testing/fake-api';

import { api } from './api-client';
import { BOOT_SCRIPT_ID, bootKey, resetBootData, takeBootAnswer } from './boot-data';

/** The JSON script the server puts in index.html (plugins/web-app.boot.ts). */
const inlinePage = (data: unknown) => {
  const script = document.createElement('script');
  script.id = BOOT_SCRIPT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(data);
  document.head.append(script);
  resetBootData();
};

// The page has just started: an inlined answer stands in for a call only in its first 30 s
// (BOOT_DATA_TTL_MS), and the worker running this file may have run others for longer.
beforeEach(() => {
  vi.spyOn(performance, 'now').mockReturnValue(1_000);
});

afterEach(() => {
  vi.restoreAllMocks();
  document.getElementById(BOOT_SCRIPT_ID)?.remove();
  window.sessionStorage.clear();
  resetBootData();
});

describe('first-screen data inlined in the page', () => {
  it('should write keys as the server does: parameters sorted and encoded', () => {
    expect(bootKey('/wps/announcements?types=B%2CPL&platform=W')).toBe('/wps/announcements?platform=W&types=B%2CPL');
  });

  it('should answer a call once, in its language, and a guest answer to guests only', () => {
    inlinePage({
      lang: 'EN',
      at: 1,
      answers: { '/a': { value: 1, guest: false }, '/b': { value: 2, guest: true }, '/c': { value: 3, guest: false } },
    });
    expect(takeBootAnswer('/a', 'TY', false)).toBeUndefined();
    expect(takeBootAnswer('/a', 'EN', true)).toEqual({ value: 1 });
    expect(takeBootAnswer('/a', 'EN', true)).toBeUndefined();
    expect(takeBootAnswer('/b', 'EN', true)).toBeUndefined();
    expect(takeBootAnswer('/b', 'EN', false)).toEqual({ value: 2 });
    expect(takeBootAnswer('/nope', 'EN', false)).toBeUndefined();
  });

  it('should ignore a page without the script, or with a broken one', () => {
    expect(takeBootAnswer('/a', 'EN', false)).toBeUndefined();
    const script = document.createElement('script');
    script.id = BOOT_SCRIPT_ID;
    script.type = 'application/json';
    script.textContent = '{"lang":';
    document.head.append(script);
    resetBootData();
    expect(takeBootAnswer('/a', 'EN', false)).toBeUndefined();
  });

  it('should not give a signed-in caller the answers made for a guest', async () => {
    const { requests, ok } = installFakeApi({ '/wps/thing': () => ok({ x: 2 }) });
    window.sessionStorage.setItem('token', 'abc');
    inlinePage({ lang: 'EN', at: 1, answers: { '/wps/thing': { value: { x: 1 }, guest: true } } });
    await expect(api.get('/wps/thing', z.object({ x: z.number() }))).resolves.toEqual({ x: 2 });
    expect(requests.map((request) => request.url)).toContain('/wps/thing');
  });
});
