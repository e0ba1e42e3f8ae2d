import type { Clock } from '../../lib/clock';
import type { GatewayClient, GatewayConfig } from './payments.gateway';
import { createGatewayClient } from './payments.gateway';

// Which payment gateway a deposit goes through is read when it is needed, not at start: staff
// change the gateway in the back office (Settings → Payment gateway, stored with the merchant
// secret sealed; decisions 030 and 039) and the next deposit, callback or channel list uses it,
// in every process within the settings cache's 2 s, without a restart. Until staff save gateway
// settings, the environment's PAYMENT_GATEWAY_* apply as before.

/** The gateway the stored settings describe: channels name it by this key, callbacks arrive on it. */
export const STORED_GATEWAY_KEY = 'PERYA_PAY';

/** What staff saved for the gateway (null while they saved nothing), the secret opened. */
export type StoredGateway = { settings: Record<string, unknown>; secret: string | null } | null;

export type GatewaySource = {
  /** The client for a gateway key, or undefined when no such gateway is configured now. */
  get(key: string): Promise<GatewayClient | undefined>;
  /** The keys of the gateways configured now (a gateway channel must name one). */
  keys(): Promise<string[]>;
};

const storedConfigOf = (stored: NonNullable<StoredGateway>): GatewayConfig | null => {
  const { url, merchant } = stored.settings;
  // Saved without a secret (or with it removed) the gateway is off: deposits are manual only,
  // rather than signing with a secret staff meant to take away.
  if (typeof url !== 'string' || url === '' || typeof merchant !== 'string' || !stored.secret) return null;
  return { key: STORED_GATEWAY_KEY, url, merchantId: merchant, secret: stored.secret };
};

export const createGatewaySource = (options: {
  /** The gateways of the environment (config.paymentGateways). */
  environment: GatewayConfig[];
  /** The stored gateway settings (systemService.getDelivery('GATEWAY')). */
  readStored: () => Promise<StoredGateway>;
  clock: Clock;
  fetch?: typeof fetch;
}): GatewaySource => {
  const environment = new Map(
    options.environment.map((config) => [config.key, createGatewayClient(config, options.clock, options.fetch)]),
  );
  // The client of the stored settings, rebuilt only when they change.
  let stored: { signature: string; client: GatewayClient | undefined } | null = null;

  const current = async (): Promise<Map<string, GatewayClient>> => {
    const saved = await options.readStored();
    if (!saved) return environment;
    const signature = JSON.stringify(saved);
    if (stored?.signature !== signature) {
      const config = storedConfigOf(saved);
      stored = { signature, client: config ? createGatewayClient(config, options.clock, options.fetch) : undefined };
    }
    const merged = new Map(environment);
    if (stored.client) merged.set(STORED_GATEWAY_KEY, stored.client);
    else merged.delete(STORED_GATEWAY_KEY);
    return merged;
  };

  return {
    get: async (key) => (await current()).get(key),
    keys: async () => [...(await current()).keys()],
  };
};
