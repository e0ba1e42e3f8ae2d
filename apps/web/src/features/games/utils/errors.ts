import type { TFunction } from 'i18next';

import { ApiError } from '@/lib/api-client';

/** The text for a failure: the server's message is already in the member's language. */
export const errorMessage = (failure: unknown, t: TFunction): string => {
  if (failure instanceof ApiError && failure.code !== 'NETWORK' && failure.message) return failure.message;
  if (failure instanceof ApiError && failure.code === 'NETWORK') return t('common:errors.network');
  return t('common:errors.unknown');
};
