import { describe, expect, it } from 'vitest';

import { parseMerchants, readConfig } from './config';

describe(readConfig.name, () => {
  it('should default to port 8090 on 127.0.0.1 with the PERYA development merchant', () => {
    expect(readConfig({})).toEqual({
      port: 8090,
      host: '127.0.0.1',
      publicUrl: undefined,
      merchants: { PERYA: 'perya-dev-gateway-secret' },
    });
  });

  it('should read every variable', () => {
    expect(
      readConfig({
        PAYMENT_SIM_PORT: '18090',
        PAYMENT_SIM_HOST: '0.0.0.0',
        PAYMENT_SIM_PUBLIC_URL: 'https://pay.example.test',
        PAYMENT_SIM_MERCHANTS: 'A:one',
      }),
    ).toEqual({ port: 18_090, host: '0.0.0.0', publicUrl: 'https://pay.example.test', merchants: { A: 'one' } });
  });

  it('should refuse a port that is not one', () => {
    expect(() => readConfig({ PAYMENT_SIM_PORT: 'eighty' })).toThrow(/PAYMENT_SIM_PORT/);
    expect(() => readConfig({ PAYMENT_SIM_PORT: '70000' })).toThrow(/PAYMENT_SIM_PORT/);
  });
});

describe(parseMerchants.name, () => {
  it('should read id:secret pairs, keeping colons inside secrets', () => {
    expect(parseMerchants('PERYA:s3cret, OTHER:a:b:c')).toEqual({ PERYA: 's3cret', OTHER: 'a:b:c' });
  });

  it('should refuse entries without an id or a secret', () => {
    expect(() => parseMerchants('PERYA')).toThrow(/PAYMENT_SIM_MERCHANTS/);
    expect(() => parseMerchants(':secret')).toThrow(/PAYMENT_SIM_MERCHANTS/);
    expect(() => parseMerchants('PERYA:')).toThrow(/PAYMENT_SIM_MERCHANTS/);
  });
});
