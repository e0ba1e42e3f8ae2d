import { AppError } from '../../lib/errors';

// Keyset cursors of the record lists: the last row's sort key as opaque base64url JSON. A cursor
// that does not decode to the expected parts is a bad request, never a database error.

const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeCursor = (parts: readonly string[]): string =>
  Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');

/** The parts, the first an exact time and `count - 1` more non-empty strings; VALIDATION otherwise. */
export const decodeCursor = (cursor: string, count: number, check: (parts: string[]) => boolean = () => true) => {
  const refuse = () => new AppError('VALIDATION', 'bad cursor', { fields: { cursor: 'Not a cursor of this list' } });
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== count ||
    !parts.every((part) => typeof part === 'string' && part.length > 0 && part.length <= 200 && !part.includes('\0')) ||
    !EXACT_TIME.test(parts[0] as string) ||
    Number.isNaN(Date.parse(parts[0] as string)) ||
    !check(parts as string[])
  )
    throw refuse();
  return parts as string[];
};
