import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { DEMO_VENDORS, parseKeys, readConfig } from './config';

describe(readConfig.name, () => {
  it('should default to port 8091 on 127.0.0.1, the local wallet and the demo keys', () => {
    const config = readConfig({});

    expect(config).toMatchObject({
      port: 8091,
      host: '127.0.0.1',
      publicUrl: undefined,
      walletUrl: 'http://127.0.0.1:8080/wps/provider/v1',
    });
    expect(Object.keys(config.keys)).toEqual([...DEMO_VENDORS]);
    expect(config.keys.BGS).toEqual({ keyId: 'perya-dev-BGS', secret: 'perya-dev-provider-secret-BGS' });
    expect(config.keys.TCG_LOTTO_VN).toEqual({
      keyId: 'perya-dev-TCG_LOTTO_VN',
      secret: 'perya-dev-provider-secret-TCG_LOTTO_VN',
    });
  });

  it('should read every variable', () => {
    expect(
      readConfig({
        PROVIDER_SIM_PORT: '18091',
        PROVIDER_SIM_HOST: '0.0.0.0',
        PROVIDER_SIM_PUBLIC_URL: 'https://games.example.test',
        PROVIDER_SIM_WALLET_URL: 'https://portal.example.test/wps/provider/v1/',
        PROVIDER_SIM_KEYS: 'BGS:k1:one',
      }),
    ).toEqual({
      port: 18_091,
      host: '0.0.0.0',
      publicUrl: 'https://games.example.test',
      walletUrl: 'https://portal.example.test/wps/provider/v1',
      keys: { BGS: { keyId: 'k1', secret: 'one' } },
    });
  });

  it('should refuse a port or a wallet URL that is not one', () => {
    expect(() => readConfig({ PROVIDER_SIM_PORT: 'eighty' })).toThrow(/PROVIDER_SIM_PORT/);
    expect(() => readConfig({ PROVIDER_SIM_PORT: '70000' })).toThrow(/PROVIDER_SIM_PORT/);
    expect(() => readConfig({ PROVIDER_SIM_WALLET_URL: 'ftp://wallet' })).toThrow(/PROVIDER_SIM_WALLET_URL/);
  });
});

describe(parseKeys.name, () => {
  it('should read VENDOR:keyId:secret entries, keeping colons inside secrets', () => {
    expect(parseKeys('BGS:k1:s3cret, LNS:k2:a:b:c')).toEqual({
      BGS: { keyId: 'k1', secret: 's3cret' },
      LNS: { keyId: 'k2', secret: 'a:b:c' },
    });
  });

  it('should refuse entries without a vendor, a key id or a secret', () => {
    expect(() => parseKeys('BGS')).toThrow(/PROVIDER_SIM_KEYS/);
    expect(() => parseKeys('BGS:k1')).toThrow(/PROVIDER_SIM_KEYS/);
    expect(() => parseKeys(':k1:secret')).toThrow(/PROVIDER_SIM_KEYS/);
    expect(() => parseKeys('BGS::secret')).toThrow(/PROVIDER_SIM_KEYS/);
    expect(() => parseKeys('BGS:k1:')).toThrow(/PROVIDER_SIM_KEYS/);
  });
});

describe('DEMO_VENDORS', () => {
  it("should hold a key for exactly the demo catalogue's vendors", () => {
    const feed = JSON.parse(
      gunzipSync(readFileSync(new URL('../../../apps/server/seed-data/demo-feed.json.gz', import.meta.url))).toString(),
    ) as { vendors: Array<{ code: string }> };
    expect([...DEMO_VENDORS].sort()).toEqual(feed.vendors.map((vendor) => vendor.code).sort());
  });
});
