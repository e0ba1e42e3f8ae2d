import { useRef } from 'react';

import { newRequestId } from '@/lib/request-id';

import { isAmbiguousFailure } from '../utils/api-errors';

/**
 * One request id per money request. `idFor(fingerprint)` gives the id to send: the same one
 * while the same request (same fingerprint) is retried after an ambiguous failure, a new one
 * after a success, a clear refusal, or when the request changes.
 */
export const useRequestId = () => {
  const pending = useRef<{ fingerprint: string; id: string } | null>(null);
  return {
    idFor: (fingerprint: string): string => {
      if (pending.current?.fingerprint !== fingerprint) pending.current = { fingerprint, id: newRequestId() };
      return pending.current.id;
    },
    /** Call when the request settled: keeps the id only if the failure may have reached the server. */
    settle: (failure?: unknown) => {
      if (failure === undefined || !isAmbiguousFailure(failure)) pending.current = null;
    },
  };
};
