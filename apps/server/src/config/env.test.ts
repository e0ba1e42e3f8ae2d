import { describe, expect, it } from 'vitest';

import { ConfigError, DEMO_SIMULATOR_URLS, DEV_GATEWAY_SECRET, readConfig } from './env';

describe('readConfig', () => {
  it('should run with nothing set', () => {
    const sut = readConfig({});
    expect(sut).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: './.data',
      databaseUrl: undefined,
      trustProxy: false,
      seedDemo: true,
      logLevel: 'info',
    });
  });

  it('should read every setting', () => {
    const sut = readConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://user@db.internal:5432/perya',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'debug',
    });
    expect(sut.port).toBe(9000);
    expect(sut.databaseUrl).toBe('postgres://user@db.internal:5432/perya');
    expect(sut.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(sut.seedDemo).toBe(false);
    expect(sut.logLevel).toBe('debug');
  });

  it('should parse TRUST_PROXY as a boolean, a hop count or a list', () => {
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('should keep each quick draw on its own cadence unless a quick period is set', () => {
    expect(readConfig({}).lotteryQuickDrawSeconds).toBeNull();
    expect(readConfig({ LOTTERY_QUICK_SECONDS: '30' }).lotteryQuickDrawSeconds).toBe(30);
  });

  it('should treat an empty variable as unset', () => {
    expect(readConfig({ PORT: '' }).port).toBe(8080);
  });

  it.each([
    ['PORT', 'eighty', /^Invalid configuration: PORT .*\(got "eighty"\)$/],
    ['PORT', '70000', /^Invalid configuration: PORT /],
    ['LOG_LEVEL', 'loud', /^Invalid configuration: LOG_LEVEL /],
    ['DATABASE_URL', 'mysql://x@y/z', /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ URL$/],
    ['TRUST_PROXY', 'everyone', /^Invalid configuration: TRUST_PROXY must be true, false/],
    ['SEED_DEMO', 'maybe', /^Invalid configuration: SEED_DEMO must be true or false/],
    ['LOTTERY_QUICK_SECONDS', '5', /^Invalid configuration: LOTTERY_QUICK_SECONDS must be at least 30 seconds/],
  ])('should stop with one line naming %s when it is %s', (name, value, message) => {
    const read = () => readConfig({ [name]: value });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(message);
    try {
      read();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  describe('demo conveniences (issue 22 item 1)', () => {
    const POSTGRES = 'postgres://perya@db.internal:5432/perya';

    it('should turn them on with the embedded database', () => {
      const sut = readConfig({});
      expect(sut).toMatchObject({
        seedDemo: true,
        devOutbox: true,
        paymentGateways: [
          {
            key: 'PERYA_PAY',
            url: DEMO_SIMULATOR_URLS.paymentGateway,
            secret: DEV_GATEWAY_SECRET,
            merchantId: 'PERYA',
          },
        ],
        providerLaunchUrl: DEMO_SIMULATOR_URLS.providerLaunch,
      });
    });

    it('should leave every one of them off on PostgreSQL unless asked for', () => {
      const sut = readConfig({ DATABASE_URL: POSTGRES });
      expect(sut).toMatchObject({ seedDemo: false, devOutbox: false, paymentGateways: [], providerLaunchUrl: null });
    });

    it('should turn the demo data and the outbox on for PostgreSQL when asked for', () => {
      const sut = readConfig({ DATABASE_URL: POSTGRES, SEED_DEMO: 'true', DEV_OUTBOX: 'true' });
      expect(sut).toMatchObject({ seedDemo: true, devOutbox: true });
    });

    it('should let the embedded demo turn them off', () => {
      expect(readConfig({ SEED_DEMO: 'false', DEV_OUTBOX: 'false' })).toMatchObject({
        seedDemo: false,
        devOutbox: false,
      });
    });

    it('should configure a real gateway and game provider on PostgreSQL from their variables', () => {
      const sut = readConfig({
        DATABASE_URL: POSTGRES,
        PAYMENT_GATEWAY_URL: 'https://pay.example.ph',
        PAYMENT_GATEWAY_SECRET: 'a-real-gateway-secret-0123456789',
        PROVIDER_LAUNCH_URL: 'https://games.example.ph/',
      });
      expect(sut.paymentGateways).toEqual([
        {
          key: 'PERYA_PAY',
          url: 'https://pay.example.ph',
          merchantId: 'PERYA',
          secret: 'a-real-gateway-secret-0123456789',
        },
      ]);
      expect(sut.providerLaunchUrl).toBe('https://games.example.ph');
    });

    it.each([
      [
        'the development gateway secret',
        { PAYMENT_GATEWAY_URL: 'https://pay.example.ph', PAYMENT_GATEWAY_SECRET: DEV_GATEWAY_SECRET },
        /^Invalid configuration: PAYMENT_GATEWAY_SECRET is the public development secret/,
      ],
      [
        'a gateway secret without the gateway (the simulator address is the default only in the demo)',
        { PAYMENT_GATEWAY_SECRET: 'a-real-gateway-secret-0123456789' },
        /^Invalid configuration: PAYMENT_GATEWAY_URL is required with PAYMENT_GATEWAY_SECRET on PostgreSQL$/,
      ],
    ])('should refuse %s on PostgreSQL', (_case, env, message) => {
      const read = () => readConfig({ DATABASE_URL: POSTGRES, ...env });
      expect(read).toThrow(ConfigError);
      expect(read).toThrow(message);
    });
  });
});
