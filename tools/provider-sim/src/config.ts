// The CLI's configuration, read from the environment. A mistake stops the start with a message
// naming the variable, rather than a simulator that quietly signs with the wrong key.

export type ProviderKey = { keyId: string; secret: string };

export type ProviderSimConfig = {
  port: number;
  host: string;
  /** undefined: derived from host and port once listening. */
  publicUrl: string | undefined;
  walletUrl: string;
  keys: Record<string, ProviderKey>;
};

export const DEFAULT_PORT = 8091;
export const DEFAULT_WALLET_URL = 'http://127.0.0.1:8080/wps/provider/v1';

/**
 * The demo catalogue's vendors (apps/server/seed-data/demo-feed.json.gz), each with the development
 * key the demo seeds (docs/provider-wallet-protocol.md, Keys).
 */
export const DEMO_VENDORS = [
  'BGS',
  'LNS',
  'BAG',
  'SMP',
  'KLS',
  'TSR',
  'MYN',
  'BRC',
  'PLW',
  'CBU',
  'VGN',
  'TALA',
  'ALON',
  'ISDA',
  'DAGAT',
  'BRH',
  'BNG',
  'BTI',
  'TFG',
  'SV3',
  'WS168',
  'DS88',
  'TCG_LOTTO_VN',
  'TCG_SEA',
  'PLT',
  'SABA',
  'LKS',
  'VRT',
  'IA',
  'AVIA',
  'DIG',
  'WGB',
  'SWT',
  'KNO',
  'PERYA_LOTTO',
] as const;

export const demoKey = (vendor: string): ProviderKey => ({
  keyId: `perya-dev-${vendor}`,
  secret: `perya-dev-provider-secret-${vendor}`,
});

export const DEFAULT_KEYS = DEMO_VENDORS.map(
  (vendor) => `${vendor}:${demoKey(vendor).keyId}:${demoKey(vendor).secret}`,
).join(',');

/** "VENDOR:keyId:secret,VENDOR2:keyId:secret" → { VENDOR: { keyId, secret } }; a secret may contain ':'. */
export const parseKeys = (list: string): Record<string, ProviderKey> => {
  const keys: Record<string, ProviderKey> = {};
  for (const entry of list.split(',')) {
    const [vendor = '', keyId = '', ...rest] = entry.split(':');
    const secret = rest.join(':').trim();
    if (vendor.trim() === '' || keyId.trim() === '' || secret === '') {
      throw new Error(`PROVIDER_SIM_KEYS: expected VENDOR:keyId:secret, got "${entry}"`);
    }
    keys[vendor.trim()] = { keyId: keyId.trim(), secret };
  }
  return keys;
};

const parsePort = (value: string): number => {
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65_535) throw new Error(`PROVIDER_SIM_PORT: not a port: "${value}"`);
  return Number(value);
};

const parseWalletUrl = (value: string): string => {
  try {
    const { protocol } = new URL(value);
    if (protocol === 'http:' || protocol === 'https:') return value.replace(/\/+$/, '');
  } catch {
    // Reported below.
  }
  throw new Error(`PROVIDER_SIM_WALLET_URL: not an http(s) URL: "${value}"`);
};

export const readConfig = (env: Readonly<Record<string, string | undefined>>): ProviderSimConfig => ({
  port: parsePort(env.PROVIDER_SIM_PORT ?? String(DEFAULT_PORT)),
  host: env.PROVIDER_SIM_HOST || '127.0.0.1',
  publicUrl: env.PROVIDER_SIM_PUBLIC_URL || undefined,
  walletUrl: parseWalletUrl(env.PROVIDER_SIM_WALLET_URL || DEFAULT_WALLET_URL),
  keys: parseKeys(env.PROVIDER_SIM_KEYS || DEFAULT_KEYS),
});
