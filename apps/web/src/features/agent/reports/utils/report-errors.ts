import type { TFunction } from 'i18next';

import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

/** The reports' own refusals in the agent's language (CN included); anything else as the portal says it. */
const REPORT_CODES = ['NOT_IN_TEAM', 'REPORT_RANGE_INVALID', 'REPORT_RANGE_TOO_LONG', 'VALIDATION'] as const;

export const reportErrorText = (failure: unknown, t: TFunction): string => {
  if (failure instanceof ApiError && (REPORT_CODES as readonly string[]).includes(failure.code))
    return t(`errors.${failure.code}`);
  return errorText(failure, t);
};
