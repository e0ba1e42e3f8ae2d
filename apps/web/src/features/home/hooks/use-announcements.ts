import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { getLanguageCode } from '@/i18n/language';
import { useSessionStore } from '@/stores/session-store';

import { announcementsQueryOptions } from '../api/content';

/** The announcements for this visitor and language (one cached call shared by every block). */
export const useAnnouncements = () => {
  // Re-renders when the language changes, so the key follows it.
  useTranslation();
  const token = useSessionStore((state) => state.token);
  return useQuery(announcementsQueryOptions(token, getLanguageCode()));
};
