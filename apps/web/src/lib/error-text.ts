import type { TFunction } from 'i18next';

import { ApiError } from './api-client';

/**
 * The one way a failed call becomes text, in the user's language: no answer is spec §8's
 * "network link abnormal"; a refusal is the server's message (the server writes it in the
 * language of the request, `X-Lang`); anything else is the generic failure.
 */
export const errorText = (failure: unknown, t: TFunction): string => {
  if (!(failure instanceof ApiError)) return t('common:errors.unknown');
  if (failure.code === 'NETWORK') return t('common:errors.network');
  return failure.message || t('common:errors.unknown');
};
