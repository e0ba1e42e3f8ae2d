import { PROVIDER_REPLAY_WINDOW_SECONDS, PROVIDER_SIGNATURE_HEADERS } from '@perya/contracts';

import { cached } from '../../lib/cached';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { checkSignature, headerOf, signatureFields } from '../../lib/signed-requests';
import { createTtlCache } from '../../lib/ttl-cache';
import type { SecretSealer } from './providers.context';
import type { ProvidersRepository } from './providers.repository';

/** What a provider's signing key is sealed for (the additional data of its seal). */
export const PROVIDER_KEY_PURPOSE = 'provider-key';

/** Keys change rarely (rotation): remembered briefly; a new key works within this time. */
const KEYS_CACHE_MS = 30_000;

/**
 * Checks a provider's signed call (docs/provider-wallet-protocol.md): a known active key of that
 * vendor, the HMAC over the exact body, the time window, and a nonce not seen before. Nonces are
 * remembered in this process for the window; with several processes a replayed request can reach
 * another one, where the transaction ids' idempotency still keeps it from moving money twice.
 */
export const createProviderSigning = ({
  providersRepository,
  secrets,
  clock,
}: {
  providersRepository: ProvidersRepository;
  secrets: SecretSealer;
  clock: Clock;
}) => {
  // Keys are stored sealed (decision 030): opened once per load of the cache, not per call.
  const keys = cached(
    async () =>
      new Map(
        await Promise.all(
          (await providersRepository.activeKeys()).map(
            async (key) =>
              [`${key.vendorCode}:${key.keyId}`, await secrets.open(PROVIDER_KEY_PURPOSE, key.secret)] as const,
          ),
        ),
      ),
    KEYS_CACHE_MS,
    clock,
  );
  const seenNonces = createTtlCache<string, true>({
    ttlMs: 2 * PROVIDER_REPLAY_WINDOW_SECONDS * 1000,
    maxEntries: 1_000_000,
    clock,
  });

  return {
    async verify(
      vendor: string,
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
    ): Promise<void> {
      const keyId = headerOf(headers, PROVIDER_SIGNATURE_HEADERS.keyId);
      const fields = signatureFields({
        timestamp: headerOf(headers, PROVIDER_SIGNATURE_HEADERS.timestamp),
        nonce: headerOf(headers, PROVIDER_SIGNATURE_HEADERS.nonce),
        signature: headerOf(headers, PROVIDER_SIGNATURE_HEADERS.signature),
      });
      const secret = keyId ? (await keys.get()).get(`${vendor}:${keyId}`) : undefined;
      if (!fields || !secret)
        throw new AppError(
          'SIGNATURE_INVALID',
          `provider ${vendor}: missing signature fields or unknown key ${keyId ?? ''}`,
        );
      const check = checkSignature({
        ...fields,
        secret,
        rawBody,
        now: clock.now(),
        windowSeconds: PROVIDER_REPLAY_WINDOW_SECONDS,
      });
      if (!check.ok) throw new AppError('SIGNATURE_INVALID', `provider ${vendor}: ${check.reason}`);
      const nonceKey = `${vendor}:${fields.nonce}`;
      if (seenNonces.get(nonceKey)) throw new AppError('SIGNATURE_INVALID', `provider ${vendor}: nonce replayed`);
      seenNonces.set(nonceKey, true);
    },

    /** A key was added or retired: use the new set at once in this process. */
    keysChanged: () => keys.invalidate(),
  };
};

export type ProviderSigning = ReturnType<typeof createProviderSigning>;
