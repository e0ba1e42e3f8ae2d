import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadDocument } from '@/lib/load-document';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

vi.mock('@/lib/load-document', () => ({ loadDocument: vi.fn() }));

// The back office is its own page (admin.html, decision 027): the player's app has none of its
// routes, so a link to /admin leaves the app for that document instead of rendering anything.

describe('a link from the portal to the back office', () => {
  afterEach(() => {
    vi.mocked(loadDocument).mockClear();
  });

  it.each(['/admin', '/admin/money/deposits?status=PENDING'])(
    'should load %s as a page of its own, the portal staying as it was meanwhile',
    async (target) => {
      installFakeApi();
      const { router } = renderApp('/');
      await waitFor(() => expect(router.state.initialized).toBe(true));
      void act(() => router.navigate(target));
      await waitFor(() => expect(loadDocument).toHaveBeenCalledWith(`http://localhost${target}`));
      expect(router.state.location.pathname).toBe('/');
      expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    },
  );

  it('should show the not-found page, not load it again and again, when this document was served for /admin', async () => {
    // The router reads the path its document was loaded for when its module loads.
    window.history.replaceState(null, '', '/admin');
    vi.resetModules();
    try {
      const fresh = await import('@/testing/render');
      const { loadDocument: freshLoad } = await import('@/lib/load-document');
      installFakeApi();
      const { router } = fresh.renderApp('/admin');
      // The route's own (not-found) page rendered: its loader settled instead of leaving.
      await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5000 });
      expect(router.state.location.pathname).toBe('/admin');
      expect(router.state.matches.at(-1)?.route.path).toBe('/admin/*');
      expect(freshLoad).not.toHaveBeenCalled();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
