import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import type { z } from 'zod';

import type { StaffMeSchema, StaffPermission } from '@perya/contracts';
import { ROLE_PERMISSIONS } from '@perya/contracts';

import { theme } from '@/config/theme';

import { AdminApp } from '../admin-app';
import type { AdminPortalParts } from '../shell/portal-parts';
import { AdminPartsProvider } from '../shell/portal-parts';

type StaffMe = z.infer<typeof StaffMeSchema>;

// The back office in a component test: the shell's routes at `path`, with stand-ins for the
// portal's parts (a slider that is solved at once, a captcha input without an image).

const SolvedAtOnce: AdminPortalParts['Challenge'] = ({ onSolved }) => {
  useEffect(() => onSolved('slider-token'), [onSolved]);
  return null;
};

export const TEST_PARTS: AdminPortalParts = {
  LanguageSelect: () => null,
  Challenge: SolvedAtOnce,
  Captcha: ({ value, onChange, onKey }) => {
    useEffect(() => onKey('00000000-0000-4000-8000-000000000001'), [onKey]);
    return <input aria-label="Captcha" value={value} onChange={(event) => onChange(event.currentTarget.value)} />;
  },
  BannerPreview: ({ banner }) => <img alt={banner.title} src={banner.url} data-testid="banner-preview" />,
};

export const staffMe = (overrides: Partial<StaffMe> = {}): StaffMe => {
  const role = overrides.role ?? 'OWNER';
  return {
    id: 1,
    username: 'admin',
    displayName: 'Ada Admin',
    role,
    permissions: [...(ROLE_PERMISSIONS[role] as StaffPermission[])],
    secondFactor: 'DONE',
    mustChangePassword: false,
    ...overrides,
  };
};

/** Wraps `children` as the app does (theme, query cache, a memory router at `path`). */
export const renderWithAdmin = (children: ReactNode, path = '/admin') => {
  const router = createMemoryRouter(
    [{ path: '/admin/*', element: <AdminPartsProvider value={TEST_PARTS}>{children}</AdminPartsProvider> }],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MantineProvider theme={theme} defaultColorScheme="dark">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
};

export const renderAdmin = (path = '/admin') => renderWithAdmin(<AdminApp />, path);
