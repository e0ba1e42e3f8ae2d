import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';

import { useSessionStore } from '@/stores/session-store';

import { redEnvelopesQueryOptions } from '../api/drops-query';
import { featuredDrops } from '../utils/drops';

// The widget (its art, animation, texts and the modal) is a chunk of its own, fetched only when
// a drop is open for the member or one is coming within a day: otherwise home pays one small
// request (after the first screen) and nothing else.
const RedEnvelopeWidget = lazy(() =>
  import('./red-envelope-widget').then((module) => ({ default: module.RedEnvelopeWidget })),
);

/** The home page's red-envelope slot: asks for the member's drops, shows the widget when there is one. */
export const RedEnvelopeLauncher = () => {
  // Real members only, and not while the session is held for a password change (it may ask nothing else).
  const isMember = useSessionStore((state) => Boolean(state.token) && !state.isTrial && !state.mustChangePassword);
  const drops = useQuery({ ...redEnvelopesQueryOptions(), enabled: isMember });
  // Judged at the answer's own time: the widget keeps its countdown ticking once loaded.
  const featured = featuredDrops(drops.data, drops.data ? Date.parse(drops.data.serverTime) : 0);
  if (!isMember || !drops.data || (!featured.open && !featured.next)) return null;
  return (
    <Suspense fallback={null}>
      <RedEnvelopeWidget data={drops.data} />
    </Suspense>
  );
};
