import { AppError } from '../../lib/errors';

/**
 * Staff edit the version of a record they opened: if it moved since (someone else saved), the
 * edit is refused with STALE_RECORD and nothing changes. The answer carries the current version.
 */
export const requireVersion = (what: string, id: number, current: number, opened: number): void => {
  if (current !== opened) {
    throw new AppError('STALE_RECORD', `${what} ${id} is at version ${current}, the edit was of ${opened}`, {
      currentVersion: current,
    });
  }
};
