import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';

import { protectionQueryOptions } from '../api/protection';

/** Where a member on a break may still go: the break page, withdrawals and help. */
const OPEN_ON_BREAK = [
  paths.memberPage('responsibleGaming'),
  paths.memberPage('withdraw'),
  paths.help(),
  paths.helpCentre,
];

/**
 * A member on a time-out or exclusion is signed in only to the break page (until when, where to
 * get help) and to withdraw its balance. The server refuses play and deposits whatever the page.
 */
export const usePlayBlockRedirect = () => {
  const isMember = useSessionStore((state) => Boolean(state.token) && !state.isTrial && !state.mustChangePassword);
  const state = useQuery({ ...protectionQueryOptions(), enabled: isMember });
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const blocked = isMember && Boolean(state.data?.block);
  useEffect(() => {
    if (blocked && !OPEN_ON_BREAK.some((path) => pathname === path || pathname.startsWith(`${path}/`)))
      void navigate(paths.memberPage('responsibleGaming'), { replace: true });
  }, [blocked, pathname, navigate]);
};
