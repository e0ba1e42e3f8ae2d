import '@fontsource-variable/outfit';
import '@/styles/mantine-shell.css';
import '@/styles/global.css';

import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { cssVariablesResolver, theme } from '@/config/theme';
import { ApiError } from '@/lib/api-client';
import { whenIdle } from '@/lib/when-idle';

// Refusals (4xx) are answers, not glitches: retry only network failures and server errors.
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      // 'always': a call made while the browser says it is offline fails (and says so, spec §8
      // "network link abnormal") instead of pausing silently, which left skeletons up forever.
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });

// Toasts are rare on a first visit: their component (and its stylesheet) loads once the page is
// idle. Calls to notifications.show() made before it arrives wait in the store and show then.
const Notifications = lazy(() =>
  import('./notifications-host').then((module) => ({ default: module.NotificationsHost })),
);

/**
 * The toasts, mounted once the page is idle. The wait is this component's own state: held by the
 * provider, it re-rendered MantineProvider, whose new context value re-rendered every Mantine
 * component on the page (about 600 on the home, 150 ms of a phone's main thread; decision 076).
 */
const IdleNotifications = () => {
  const [isWanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  return isWanted ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
};

/** The theme with texts that follow the language: close buttons of popups and drawers need a name. */
const useLocalizedTheme = () => {
  const { t } = useTranslation();
  const close = t('actions.close');
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          CloseButton: { defaultProps: { 'aria-label': close } },
        },
      }),
    [close],
  );
};

type AppProviderProps = {
  children: ReactNode;
  /** The app's cache; main.tsx passes the one it started the first requests in. */
  queryClient?: QueryClient;
};

export const AppProvider = ({ children, queryClient: given }: AppProviderProps) => {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const localizedTheme = useLocalizedTheme();
  return (
    // Every theme variable is written by the provider (not only those that differ from Mantine's
    // defaults), so the first screen's stylesheet needs no copy of Mantine's 27 kB default sheet.
    <MantineProvider
      theme={localizedTheme}
      defaultColorScheme="dark"
      cssVariablesResolver={cssVariablesResolver}
      deduplicateCssVariables={false}
    >
      <IdleNotifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
};
