import { useState } from 'react';

/** Pages of a keyset list: the cursors seen so far (the first page has none), so "previous" needs no offset. */
export const useCursorPages = () => {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  return {
    cursor: cursors.at(-1) ?? null,
    pageNo: cursors.length,
    next: (cursor: string) => setCursors((seen) => [...seen, cursor]),
    previous: () => setCursors((seen) => (seen.length > 1 ? seen.slice(0, -1) : seen)),
    reset: () => setCursors([null]),
  };
};
