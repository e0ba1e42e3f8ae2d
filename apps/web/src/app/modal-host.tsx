import type { ComponentType } from 'react';
import { Suspense, lazy, useState } from 'react';

import { LanguageSync } from '@/features/auth/components/language-sync';
import { loadWithTimeout } from '@/lib/lazy-with-timeout';
import { withFullStyles, withStylesFrom } from '@/lib/with-full-styles';
import type { PopupName } from '@/stores/modal-store';
import { useModalStore } from '@/stores/modal-store';

// Each group of popups is its own chunk, fetched the first time one of them opens (the 100 ms
// opening delay of spec §2.4 covers most of the fetch) and kept mounted afterwards, so their
// closing animations and state behave as if they had always been there.

const lazyGroup = <M,>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  loadSheet?: () => Promise<unknown>,
) =>
  lazy(async () => ({
    default: pick(await loadWithTimeout(() => (loadSheet ? withStylesFrom(load, loadSheet) : withFullStyles(load)))),
  }));

const GROUPS: Array<{ names: PopupName[]; Component: ComponentType }> = [
  {
    names: ['loginPopupModal', 'registerModal', 'changePassModal', 'forgetPassModal', 'trialDialog', 'logoutConfirm'],
    Component: lazyGroup(
      () => import('@/features/auth/components/auth-modals'),
      (module) => module.AuthModals,
    ),
  },
  {
    names: ['helpModal'],
    Component: lazyGroup(
      () => import('@/features/help/components/help-modal'),
      (module) => module.HelpModal,
    ),
  },
  {
    names: ['publicModal', 'noticeModal', 'giftModal'],
    Component: lazyGroup(
      () => import('@/features/home/components/content-modals'),
      (module) => module.ContentModals,
      // They open by themselves as a page settles: their own few styles, unless the page has the
      // full sheet already.
      () => import('@/styles/mantine-popups'),
    ),
  },
  {
    names: ['contractPopup'],
    Component: lazyGroup(
      () => import('@/features/agent/contracts/components/contract-popup'),
      (module) => module.ContractPopup,
    ),
  },
  {
    names: ['feedbackModal'],
    Component: lazyGroup(
      () => import('./feedback-modal'),
      (module) => module.FeedbackModal,
    ),
  },
];

/** Every named popup of spec §2.4 that can open from anywhere. */
export const ModalHost = () => {
  const open = useModalStore((state) => state.open ?? state.pending);
  const [mounted, setMounted] = useState<ReadonlySet<number>>(new Set());
  const wanted = GROUPS.findIndex((group) => open !== null && group.names.includes(open));
  if (wanted >= 0 && !mounted.has(wanted)) setMounted(new Set([...mounted, wanted]));
  return (
    <>
      {GROUPS.map(({ Component }, index) =>
        mounted.has(index) ? (
          <Suspense key={index} fallback={null}>
            <Component />
          </Suspense>
        ) : null,
      )}
      <LanguageSync />
    </>
  );
};
