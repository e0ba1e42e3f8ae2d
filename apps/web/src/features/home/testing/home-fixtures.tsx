import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import type { Announcements, Banner, PlayerNotice, PopupAnnouncement, Promotion } from '@perya/contracts';

import { theme } from '@/config/theme';

// Shapes the content API answers with, and a router to render the home feature's parts in.

export const banner = (overrides: Partial<Banner> = {}): Banner => ({
  id: 1,
  groupName: 'w_home',
  url: '/lgw/images/banners/welcome.svg',
  linkageType: 'NONE',
  linkage: '',
  title: 'Welcome bonus',
  sequence: 0,
  ...overrides,
});

export const popup = (overrides: Partial<PopupAnnouncement> = {}): PopupAnnouncement => ({
  id: 1,
  title: 'Maintenance tonight',
  content: '<p>Games pause at 2 AM.</p>',
  execution: 'B',
  time: '2026-11-21 10:00:00',
  ...overrides,
});

export const notice = (id: number): PlayerNotice => ({
  id,
  title: `Notice ${id}`,
  content: `<p>Notice ${id} text</p>`,
  time: '2026-11-21 10:00:00',
  startsAt: '2026-11-21T02:00:00.000Z',
});

export const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: 7,
  title: '100% Welcome Bonus',
  category: 'NEWBIE',
  content: '<p>Double your first deposit.</p>',
  announcementImages: [{ url: '/lgw/images/promotions/welcome.svg', sequence: 0 }],
  time: '2026-11-21 10:00:00',
  startsAt: '2026-11-21T02:00:00.000Z',
  endsAt: null,
  ...overrides,
});

export const announcements = (overrides: Partial<Announcements> = {}): Announcements => ({
  banners: [],
  player: [],
  popup: [],
  promotion: [],
  marquee: [],
  ...overrides,
});

export const renderInRouter = (ui: ReactNode) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  const view = render(
    <MantineProvider theme={theme} defaultColorScheme="dark">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
};
