import { describe, expect, it } from 'vitest';

import { readConfig } from './env';
import { describeSetup } from './setup-report';

// The start-up summary (issue 22: "the start-up log says what a real install must set, and what
// the embedded demo turns on").

const POSTGRES = 'postgres://perya@db.internal:5432/perya';
const REAL_INSTALL = {
  DATABASE_URL: POSTGRES,
  PUBLIC_URL: 'https://www.perya.ph',
  REDIS_URL: 'redis://cache.internal:6379',
  PAYMENT_GATEWAY_URL: 'https://pay.example.ph',
  PAYMENT_GATEWAY_SECRET: 'a-real-gateway-secret-0123456789',
  PROVIDER_LAUNCH_URL: 'https://games.example.ph',
  SMS_PROVIDER: 'semaphore',
  SMS_API_KEY: 'semaphore-key',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.ph',
  TRUST_PROXY: '10.0.0.0/8',
};

describe('describeSetup', () => {
  it('should name every demo convenience the embedded demo turns on, and ask nothing of it', () => {
    const sut = describeSetup(readConfig({}), 'pglite');
    expect(sut.demoConveniences).toEqual([
      expect.stringMatching(/^embedded PGlite database in \.\/\.data, fsync off/),
      expect.stringMatching(/^demo data on an empty database: .*\(SEED_DEMO\)$/),
      '/dev/outbox, for this machine only (DEV_OUTBOX)',
      "payment gateway with the simulator's public secret (PAYMENT_GATEWAY_SECRET)",
      expect.stringMatching(
        /^partners on this machine \(the simulators\): http:\/\/127\.0\.0\.1:8090, http:\/\/127\.0\.0\.1:8091/,
      ),
      'SMS recorded in the outbox, not sent (SMS_PROVIDER)',
      'e-mail recorded in the outbox, not sent (SMTP_URL)',
    ]);
    expect(sut.unsetForRealInstall).toEqual([]);
  });

  it('should say what a PostgreSQL install with only DATABASE_URL lacks, with no demo data, outbox or simulator', () => {
    const sut = describeSetup(readConfig({ DATABASE_URL: POSTGRES }), 'postgres');
    expect(sut.demoConveniences).toEqual([
      'SMS recorded in the outbox, not sent (SMS_PROVIDER)',
      'e-mail recorded in the outbox, not sent (SMTP_URL)',
    ]);
    expect(sut.unsetForRealInstall.map((entry) => entry.split(/[:,]/)[0])).toEqual([
      'PUBLIC_URL',
      'PAYMENT_GATEWAY_URL and PAYMENT_GATEWAY_SECRET',
      'PROVIDER_LAUNCH_URL',
      'REDIS_URL',
      'TRUST_PROXY',
    ]);
  });

  it('should find nothing to say of a configured real install', () => {
    expect(describeSetup(readConfig(REAL_INSTALL), 'postgres')).toEqual({
      demoConveniences: [],
      unsetForRealInstall: [],
    });
  });

  it('should name the demo conveniences a PostgreSQL install asked for, and rate limits turned off', () => {
    const sut = describeSetup(
      readConfig({ ...REAL_INSTALL, SEED_DEMO: 'true', DEV_OUTBOX: 'true', RATE_LIMITS: 'false' }),
      'postgres',
    );
    expect(sut.demoConveniences).toEqual([
      expect.stringMatching(/^demo data on an empty database/),
      '/dev/outbox, for this machine only (DEV_OUTBOX)',
    ]);
    expect(sut.unsetForRealInstall).toEqual([expect.stringMatching(/^RATE_LIMITS is off/)]);
  });
});
