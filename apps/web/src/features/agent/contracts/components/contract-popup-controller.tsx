import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import type { Consolidated } from '@perya/contracts';

import { consolidatedQueryOptions } from '@/lib/member-queries';
import { useFeatureFlag } from '@/lib/site-config';
import { sessionValue } from '@/lib/storage';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

/** Session flag: the member chose "answer later"; the popup waits for the next login. */
export const CONTRACT_POPUP_LATER_KEY = 'contractPopupLater';

/** Whether the consolidated info names a request waiting for the member (1 offer, 2 termination). */
export const hasContractRequest = (consolidated: Consolidated | undefined): boolean =>
  Boolean(
    consolidated?.enableCt &&
    [
      consolidated.dailysalreqtype,
      consolidated.divtypereq,
      consolidated.contracthoursalreqt,
      consolidated.realtimesalreqtype,
    ].some((value) => value > 0),
  );

/**
 * The contract popup of spec §2.4: after login, a real member (not trial) with AGENTPOLICY3 on
 * whose consolidated info (spec §3) shows a pending offer or termination request gets the popup,
 * once per page load, unless it chose to answer later in this session. It waits for other popups.
 */
export const ContractPopupController = () => {
  const isTrial = useSessionStore((state) => state.isTrial);
  // A session held for a password change asks nothing else (ALLOWED_BEFORE_PASSWORD_CHANGE).
  const mustChangePassword = useSessionStore((state) => state.mustChangePassword);
  const enabled = useFeatureFlag('AGENTPOLICY3') && !isTrial && !mustChangePassword;
  const consolidated = useQuery({ ...consolidatedQueryOptions(), enabled });
  const isIdle = useModalStore((state) => !state.open && !state.pending);
  const openModalIfIdle = useModalStore((state) => state.openModalIfIdle);
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current || !isIdle || !hasContractRequest(consolidated.data)) return;
    if (sessionValue.get(CONTRACT_POPUP_LATER_KEY) === '1') return;
    opened.current = openModalIfIdle('contractPopup');
  }, [consolidated.data, isIdle, openModalIfIdle]);

  return null;
};
