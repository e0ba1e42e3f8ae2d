import { useEffect } from 'react';

import { onLanguageChange } from '@/i18n/language';
import { useSessionStore } from '@/stores/session-store';

import { updateLanguage } from '../api/member';

/** Tells the server the member's language when they change it (spec §4 "Language change"). */
export const LanguageSync = () => {
  const token = useSessionStore((state) => state.token);
  // A subscription to something outside React: an effect is the right tool.
  useEffect(() => {
    if (!token) return undefined;
    return onLanguageChange((code) => {
      void updateLanguage(code).catch(() => undefined);
    });
  }, [token]);
  return null;
};
