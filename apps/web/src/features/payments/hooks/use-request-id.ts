import { useMemo, useRef } from 'react';

import { newRequestId } from '@/lib/request-id';

/**
 * The request id of a money request. `take(key)` gives the same id while the same request (same
 * `key`: what it would move) is retried after a failure, and a new one once the request changes;
 * `release()` after success, so the next request gets its own.
 */
export const useRequestId = () => {
  const current = useRef<{ key: string; id: string } | null>(null);
  return useMemo(
    () => ({
      take: (key: string): string => {
        if (current.current?.key !== key) current.current = { key, id: newRequestId() };
        return current.current.id;
      },
      release: () => {
        current.current = null;
      },
    }),
    [],
  );
};
