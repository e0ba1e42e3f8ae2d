import { Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';

import { ContractPopupController } from '@/features/agent/contracts/components/contract-popup-controller';
import { SystemGate } from '@/features/system/components/system-gate';
import { useSessionStore } from '@/stores/session-store';

import { ModalHost } from './modal-host';

// The live events socket is for signed-in tabs only: visitors never load it (nor the schema of its
// events). Signing out unmounts it, which closes the socket.
const LiveEventsListener = lazy(() =>
  import('@/features/live-events/components/live-events-listener').then((module) => ({
    default: module.LiveEventsListener,
  })),
);

// The declaration an agent-made account owes at first login (decision 055) is a Mantine modal with
// the compliance calls' schemas: a lazy chunk for signed-in tabs, never in the player's entry
// (e2e/entry-budget). The contract popup inside it waits for it, as it waits for the declaration.
const DeclarationGate = lazy(() =>
  import('@/features/compliance/components/declaration-gate').then((module) => ({
    default: module.DeclarationGate,
  })),
);

/** The loader bar while a route (or its lazy chunk) loads; hidden after each navigation. */
const NavigationProgress = () => {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label={t('a11y.loading')} />;
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
export const RootLayout = () => {
  const isSignedIn = useSessionStore((state) => Boolean(state.token));
  return (
    <SystemGate>
      <NavigationProgress />
      <ScrollToTopOnRouteChange />
      <Outlet />
      <ModalHost />
      {isSignedIn && (
        <Suspense fallback={null}>
          <LiveEventsListener />
        </Suspense>
      )}
      {isSignedIn && (
        <Suspense fallback={null}>
          <DeclarationGate>
            <ContractPopupController />
          </DeclarationGate>
        </Suspense>
      )}
    </SystemGate>
  );
};
