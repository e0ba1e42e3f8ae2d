import { Progress } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';

import { LiveEventsListener } from '@/features/live-events/components/live-events-listener';
import { SystemGate } from '@/features/system/components/system-gate';

import { ModalHost } from './modal-host';

/** The loader bar while a route (or its lazy chunk) loads; hidden after each navigation. */
const NavigationProgress = () => {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Progress
      value={100}
      animated
      color="gold"
      size={3}
      radius={0}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 1000 }}
      aria-label="Loading"
    />
  );
};

/** Scrolls to the top when the route changes, not when only the hash or query does (spec §2.2). */
const ScrollToTopOnRouteChange = () => {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current !== pathname) window.scrollTo({ top: 0, behavior: 'instant' });
    previous.current = pathname;
  }, [pathname]);
  return null;
};

/** The root of every route: the system gate (maintenance / region block), then the page. */
export const RootLayout = () => (
  <SystemGate>
    <NavigationProgress />
    <ScrollToTopOnRouteChange />
    <Outlet />
    <ModalHost />
    <LiveEventsListener />
  </SystemGate>
);
