import type { ApiError, Query } from '@/lib/api-client';
import { createApi, readEnvelope, requestHeaders, withQuery } from '@/lib/api-client';

import { getStaffToken, useStaffSession } from './staff-session';

// The back office's API client: the same client as the portal's (envelope, X-Lang, typed errors)
// with the staff token. A refusal that means the session is gone signs the tab out of the back office.

const SESSION_ENDED: ReadonlySet<string> = new Set(['AUTH_REQUIRED']);

const staffAuth = {
  token: getStaffToken,
  onRefused: (error: ApiError) => {
    if (SESSION_ENDED.has(error.code)) useStaffSession.getState().setToken(null);
  },
};

export const adminApi = createApi(staffAuth);

/** The file name a CSV answer asks for (Content-Disposition), or `fallback`. */
const fileNameOf = (response: Response, fallback: string): string => {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
};

/**
 * Downloads a list as CSV: the same path and filters with `format=csv`, sent with the staff token
 * (a plain link could not carry it), saved under the server's file name.
 */
export const downloadCsv = async (path: string, query: Query, fallbackName: string): Promise<void> => {
  const response = await fetch(withQuery(path, { ...query, pageNo: undefined, pageSize: undefined, format: 'csv' }), {
    headers: { accept: 'text/csv', ...requestHeaders(staffAuth) },
    credentials: 'same-origin',
  });
  // A refusal comes back as the usual envelope.
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/csv')) {
    await readEnvelope(response);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, `${fallbackName}.csv`);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
