import type { ProvidersDeps } from './providers.context';
import { createProviderLaunch } from './providers.launch';
import { createProviderRecords } from './providers.records';
import { createProviderSigning } from './providers.signing';
import { createProviderWallet } from './providers.wallet';

/** Game providers: launching, the signed wallet protocol, rounds and the records built on them. */
export const createProvidersService = (deps: ProvidersDeps) => {
  const signing = createProviderSigning(deps);
  const launch = createProviderLaunch(deps);
  return {
    verifySignature: signing.verify,
    ...createProviderWallet(deps),
    ...createProviderRecords(deps),
    launchGame: launch.launchGame,
    /** Adds (or replaces) a vendor's signing key (docs/provider-wallet-protocol.md "Keys"). */
    async setKey(input: { vendorCode: string; keyId: string; secret: string; active: boolean }) {
      await deps.providersRepository.upsertKey(input);
      signing.keysChanged();
    },
    /** The keys providers may sign with now (start-up looks for the demo's public ones on a real install). */
    activeKeys: () => deps.providersRepository.activeKeys(),
    /** Retires a key once the provider signs with its successor; false when there is no such key. */
    async retireKey(vendorCode: string, keyId: string): Promise<boolean> {
      const retired = await deps.providersRepository.retireKey(vendorCode, keyId);
      signing.keysChanged();
      return retired;
    },
  };
};

export type ProvidersService = ReturnType<typeof createProvidersService>;
