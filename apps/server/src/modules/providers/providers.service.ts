import { randomBytes } from 'node:crypto';

import type { StaffProviderKey } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { fingerprintOf } from '../../lib/secret-box';
import type { AuditActor } from '../audit';
import type { ProvidersDeps } from './providers.context';
import { createProviderLaunch } from './providers.launch';
import { createProviderRecords } from './providers.records';
import { createProviderRooms } from './providers.rooms';
import type { ProviderKeyRow } from './providers.repository';
import { PROVIDER_KEY_PURPOSE, createProviderSigning } from './providers.signing';
import { createProviderWallet } from './providers.wallet';

const OPS_ACTOR: AuditActor = { kind: 'SYSTEM', name: 'ops' };

const keyView = (row: ProviderKeyRow, fingerprint: string): StaffProviderKey => ({
  vendorCode: row.vendorCode,
  keyId: row.keyId,
  active: row.active,
  fingerprint,
  createdAt: row.createdAt.toISOString(),
});

/** Game providers: launching, the signed wallet protocol, rounds and the records built on them. */
export const createProvidersService = (deps: ProvidersDeps) => {
  const signing = createProviderSigning(deps);
  const launch = createProviderLaunch(deps);
  const fingerprintOfStored = async (stored: string) =>
    fingerprintOf(await deps.secrets.open(PROVIDER_KEY_PURPOSE, stored));
  return {
    verifySignature: signing.verify,
    ...createProviderWallet(deps),
    ...createProviderRecords(deps),
    launchGame: launch.launchGame,
    ...createProviderRooms(deps),
    /**
     * Adds (or replaces) a vendor's signing key (docs/provider-wallet-protocol.md "Keys"), sealed at
     * rest: `ops provider-key`. Audited with the key's fingerprint, never the secret.
     */
    async setKey(
      input: { vendorCode: string; keyId: string; secret: string; active: boolean },
      actor: AuditActor = OPS_ACTOR,
    ) {
      const sealed = await deps.secrets.seal(PROVIDER_KEY_PURPOSE, input.secret);
      await deps.db.transaction(async (tx) => {
        const before = await deps.providersRepository.findKey(input.vendorCode, input.keyId, tx);
        await deps.providersRepository.upsertKey({ ...input, secret: sealed }, tx);
        await deps.audit.record(
          {
            actor,
            action: 'games.key.set',
            targetKind: 'provider_key',
            targetId: `${input.vendorCode}:${input.keyId}`,
            detail: {
              before: before ? { active: before.active, fingerprint: await fingerprintOfStored(before.secret) } : null,
              after: { active: input.active, fingerprint: fingerprintOf(input.secret) },
            },
          },
          tx,
        );
      });
      signing.keysChanged();
    },

    /**
     * A new random key for a vendor (the back office's "generate"): stored sealed, answered once
     * with its secret, which nothing answers again. The vendor's other keys stay active until
     * retired, so the provider can switch over.
     */
    async generateKey(vendorCode: string, keyId: string | undefined, actor: AuditActor) {
      const id =
        keyId ??
        `${vendorCode.toLowerCase()}-${deps.clock.now().toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(3).toString('hex')}`;
      const secret = randomBytes(32).toString('base64url');
      const sealed = await deps.secrets.seal(PROVIDER_KEY_PURPOSE, secret);
      const row = await deps.db.transaction(async (tx) => {
        const saved = await deps.providersRepository.insertKey(
          { vendorCode, keyId: id, secret: sealed, active: true },
          tx,
        );
        if (!saved)
          throw new AppError('VALIDATION', `${vendorCode} has a key ${id}`, {
            fields: { keyId: 'This key id is taken' },
          });
        await deps.audit.record(
          {
            actor,
            action: 'games.key.generate',
            targetKind: 'provider_key',
            targetId: `${vendorCode}:${id}`,
            detail: { before: null, after: { active: true, fingerprint: fingerprintOf(secret) } },
          },
          tx,
        );
        return saved;
      });
      signing.keysChanged();
      return { key: keyView(row, fingerprintOf(secret)), secret };
    },

    /** The keys as staff see them: id, state, fingerprint, when made; never the secret. */
    async listKeys(vendorCode?: string) {
      const rows = await deps.providersRepository.listKeys(vendorCode);
      return Promise.all(rows.map(async (row) => keyView(row, await fingerprintOfStored(row.secret))));
    },

    /** The keys providers may sign with now, opened (start-up looks for the demo's public ones on a real install). */
    async activeKeys() {
      const rows = await deps.providersRepository.activeKeys();
      return Promise.all(
        rows.map(async (row) => ({ ...row, secret: await deps.secrets.open(PROVIDER_KEY_PURPOSE, row.secret) })),
      );
    },

    /** Seals keys an older version stored in clear (at start, once per key). */
    async sealStoredKeys(): Promise<number> {
      let sealedCount = 0;
      for (const row of await deps.providersRepository.listKeys(undefined)) {
        if (deps.secrets.isSealed(row.secret)) continue;
        const sealed = await deps.secrets.seal(PROVIDER_KEY_PURPOSE, row.secret);
        await deps.providersRepository.replaceKeySecret(row.vendorCode, row.keyId, sealed);
        sealedCount += 1;
      }
      if (sealedCount > 0) signing.keysChanged();
      return sealedCount;
    },

    /** Retires a key once the provider signs with its successor; null when there is no such key. */
    async retireKey(vendorCode: string, keyId: string, actor: AuditActor = OPS_ACTOR) {
      const row = await deps.db.transaction(async (tx) => {
        const before = await deps.providersRepository.findKey(vendorCode, keyId, tx);
        if (!before) return null;
        await deps.providersRepository.retireKey(vendorCode, keyId, tx);
        await deps.audit.record(
          {
            actor,
            action: 'games.key.retire',
            targetKind: 'provider_key',
            targetId: `${vendorCode}:${keyId}`,
            detail: { before: { active: before.active }, after: { active: false } },
          },
          tx,
        );
        return { ...before, active: false };
      });
      signing.keysChanged();
      return row ? keyView(row, await fingerprintOfStored(row.secret)) : null;
    },
  };
};

export type ProvidersService = ReturnType<typeof createProvidersService>;
