import type { preValidationAsyncHookHandler } from 'fastify';

import { ENCRYPTED_FIELDS, fieldMessage, isEncryptedSecret } from '@perya/contracts';

import { AppError } from '../lib/errors';

/**
 * Decrypts the "(enc)" fields of a request body before its schema sees them, so validation and
 * services work on the plain secret. A field that does not decrypt is a VALIDATION failure.
 */
export const createSecretDecryption =
  (decrypt: (value: string) => Promise<string>): preValidationAsyncHookHandler =>
  async (request) => {
    const fields = ENCRYPTED_FIELDS[`${request.method} ${request.routeOptions.url}`];
    if (!fields || typeof request.body !== 'object' || request.body === null) return;
    const body = request.body as Record<string, unknown>;
    const failed: Record<string, string> = {};
    for (const field of fields) {
      const value = body[field];
      if (!isEncryptedSecret(value)) continue;
      try {
        body[field] = await decrypt(value);
      } catch {
        failed[field] = fieldMessage('invalid', request.language);
      }
    }
    if (Object.keys(failed).length > 0) throw new AppError('VALIDATION', 'secret does not decrypt', { fields: failed });
  };
