import { describe, expect, it } from 'vitest';

import { ConfigError, readConfig } from './env';

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
});
