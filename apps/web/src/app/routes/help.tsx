import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { useModalStore } from '@/stores/modal-store';

import { HomePage } from './home';

/** /help: the home page with the help popup open; the hash (#term …) selects the topic. */
export const HelpPage = () => {
  const { hash } = useLocation();
  const openModal = useModalStore((state) => state.openModal);
  // The hash is part of the URL, not of an event: opening follows it whenever it changes.
  useEffect(() => {
    openModal('helpModal', decodeURIComponent(hash.slice(1)) || null);
  }, [hash, openModal]);
  return <HomePage />;
};
