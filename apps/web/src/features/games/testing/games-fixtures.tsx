import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';

import type { Game, GameMenus, GamePage, Vendor, VendorLane } from '@perya/contracts';

import { theme } from '@/config/theme';
import { useSessionStore } from '@/stores/session-store';

import { GamePopups } from '../components/game-popups';

// Shapes the games API answers with, and a small router to render the feature's parts in.

export const IMAGE_HOST = '/lgw/images';

export const game = (overrides: Partial<Game> = {}): Game => ({
  nodeId: 101,
  gameType: 'RNG',
  vassalage: 'PG',
  vendorName: 'PG Soft',
  gameCode: 'fortune-ox',
  isGame: 'GAME',
  displayName: 'Fortune Ox',
  gameName: 'Fortune Ox',
  iconUrl: '/lgw/images/games/PG/fortune-ox.svg',
  lagerIcon: '',
  isHot: 0,
  isNew: false,
  classify: null,
  isMaintenance: false,
  isFavorite: false,
  ...overrides,
});

export const vendor = (overrides: Partial<Vendor> = {}): Vendor => ({
  vassalage: 'PG',
  displayName: 'PG Soft',
  gameCategory: 'RNG',
  imageUrl: '/lgw/images/vendors/RNG/PG.svg',
  isMaintenance: false,
  gameCount: 120,
  lobbyGame: null,
  ...overrides,
});

export const lane = (overrides: Partial<VendorLane> = {}): VendorLane => ({
  title: 'RNG',
  nameKey: 'con_rng',
  page: '/rng',
  hasVendors: true,
  vendors: [vendor()],
  gameClassify: [],
  ...overrides,
});

export const menus = (lanes: VendorLane[]): GameMenus => ({ lanes, prizeMode: 'LOTT', imageHost: IMAGE_HOST });

export const gamePage = (content: Game[], overrides: Partial<GamePage> = {}): GamePage => ({
  content,
  pageNum: 1,
  pageSize: 30,
  total: content.length,
  totalPages: content.length ? 1 : 0,
  ...overrides,
});

export const signInMember = () => useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
export const signInTrial = () => useSessionStore.setState({ token: 'trial-token', isAgent: false, isTrial: true });

/** Query parameters of every request to `path`, oldest first. */
export const queriesSentTo = (requests: { url: string; method?: string }[], path: string, method = 'GET') =>
  requests
    .filter((request) => (request.method ?? 'GET') === method)
    .map((request) => new URL(request.url, 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);

/** JSON bodies the app sent to `path`, oldest first (the fake API records only URLs). */
export const bodiesSentTo = (path: string): Record<string, unknown>[] =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as Record<string, unknown>);

const LocationProbe = () => {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
};

/** Renders `ui` at / with the game popups, in a router whose other paths show where it went. */
export const renderWithRouter = (ui: ReactNode) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            {ui}
            <GamePopups />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <MantineProvider theme={theme} defaultColorScheme="dark">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
};
