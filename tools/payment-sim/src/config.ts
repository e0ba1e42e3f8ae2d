// The CLI's configuration, read from the environment. A mistake stops the start with a message
// naming the variable, rather than a simulator that quietly signs with the wrong secret.

export type PaymentSimConfig = {
  port: number;
  host: string;
  /** undefined: derived from host and port once listening. */
  publicUrl: string | undefined;
  merchants: Record<string, string>;
};

export const DEFAULT_PORT = 8090;
export const DEFAULT_MERCHANTS = 'PERYA:perya-dev-gateway-secret';

/** "id:secret,id2:secret2" → { id: secret, id2: secret2 }; a secret may itself contain ':'. */
export const parseMerchants = (list: string): Record<string, string> => {
  const merchants: Record<string, string> = {};
  for (const entry of list.split(',')) {
    const separator = entry.indexOf(':');
    const merchantId = entry.slice(0, Math.max(separator, 0)).trim();
    const secret = entry.slice(separator + 1).trim();
    if (separator < 0 || merchantId === '' || secret === '') {
      throw new Error(`PAYMENT_SIM_MERCHANTS: expected id:secret, got "${entry}"`);
    }
    merchants[merchantId] = secret;
  }
  return merchants;
};

const parsePort = (value: string): number => {
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65_535) throw new Error(`PAYMENT_SIM_PORT: not a port: "${value}"`);
  return Number(value);
};

export const readConfig = (env: Readonly<Record<string, string | undefined>>): PaymentSimConfig => ({
  port: parsePort(env.PAYMENT_SIM_PORT ?? String(DEFAULT_PORT)),
  host: env.PAYMENT_SIM_HOST ?? '127.0.0.1',
  publicUrl: env.PAYMENT_SIM_PUBLIC_URL || undefined,
  merchants: parseMerchants(env.PAYMENT_SIM_MERCHANTS ?? DEFAULT_MERCHANTS),
});
