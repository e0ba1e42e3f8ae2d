import { ApiError } from '@/lib/api-client';

/**
 * Whether a failed money request may have reached the server: no answer came back (network,
 * timeout) or the server failed. Then a retry must reuse the request id so money moves once. A
 * clear refusal (4xx) moved nothing, so the next attempt is a new request.
 */
export const isAmbiguousFailure = (failure: unknown): boolean =>
  !(failure instanceof ApiError) || failure.code === 'NETWORK' || failure.status >= 500;
