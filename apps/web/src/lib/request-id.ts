import { v4 as uuidV4 } from 'uuid';

/**
 * A fresh id for one money request. Keep it while the request is retried (a double click, a lost
 * answer) so the server moves the money once; take a new one for the next request. `uuid` rather
 * than crypto.randomUUID, which browsers offer only on HTTPS or localhost.
 */
export const newRequestId = (): string => uuidV4();
