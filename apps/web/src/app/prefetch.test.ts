import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { api } from '@/lib/api-client';
import { BOOT_SCRIPT_ID, resetBootData } from '@/lib/boot-data';
import { lazySchema } from '@/lib/lazy-schema';
import { installFakeApi, permissionValue, statusValue } from '@/testing/fake-api';

import { prefetchStartup } from './prefetch';

// The client side of decision 032: the first screen's answers the server put in index.html seed
// the query cache through the start-up prefetch, with no request for them.

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
  resetBootData();
});

describe('start-up prefetch with the data inlined in the page', () => {
  it('should seed the query cache with the inlined answers, parsed by their contract, without a request', async () => {
    const { requests } = installFakeApi();
    inlinePage({
      lang: 'EN',
      at: 1,
      answers: {
        '/wps/system/status': { value: statusValue({ status: 1 }), guest: false },
        '/wps/system/permission': { value: permissionValue(), guest: false },
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchStartup(queryClient);
    await expect.poll(() => queryClient.getQueryData(['system', 'status'])).toMatchObject({ status: 1 });
    await expect.poll(() => queryClient.getQueryData(['system', 'permission'])).toBeTruthy();
    const paths = requests.map((request) => request.url.split('?')[0]);
    expect(paths).not.toContain('/wps/system/status');
    expect(paths).not.toContain('/wps/system/permission');
    // What was not inlined still goes to the server.
    expect(paths).toContain('/lgw/games/game_menus');
    // The next call for the same thing (a refetch) asks the server.
    await api.get('/wps/system/status', lazySchema('SystemStatusSchema'));
    expect(requests.map((request) => request.url)).toContain('/wps/system/status');
  });
});
