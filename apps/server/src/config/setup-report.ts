import type { DatabaseKind } from '../db/client';
import type { AppConfig } from './env';
import { DEV_GATEWAY_SECRET } from './env';

// What the start-up log says about the setup: which demo conveniences are on (the embedded demo
// turns them on; a real install on PostgreSQL has none unless it asked), and on PostgreSQL, what a
// real install has not set. README's "Real install" lists the same.

export type SetupReport = {
  /** Demo conveniences that are on, each with the variable that turns it off (or on). */
  demoConveniences: string[];
  /**
   * On PostgreSQL: what a real install should set and has not, each with what it costs (SMS and
   * SMTP are in the demo conveniences: recording instead of sending is one).
   */
  unsetForRealInstall: string[];
};

const isThisMachine = (url: string): boolean => {
  const hostname = new URL(url).hostname;
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname.startsWith('127.') ||
    hostname === '[::1]' ||
    hostname === '0.0.0.0'
  );
};

export const describeSetup = (config: AppConfig, database: DatabaseKind): SetupReport => {
  const demoConveniences: string[] = [];
  if (database === 'pglite') {
    demoConveniences.push(
      `embedded PGlite database in ${config.dataDir}, fsync off: not for real money (DATABASE_URL)`,
    );
  }
  if (config.seedDemo) {
    demoConveniences.push(
      'demo data on an empty database: members, staff and vendor keys with public secrets (SEED_DEMO)',
    );
  }
  if (config.devOutbox) demoConveniences.push('/dev/outbox, for this machine only (DEV_OUTBOX)');
  if (config.paymentGateways.some((gateway) => gateway.secret === DEV_GATEWAY_SECRET)) {
    demoConveniences.push("payment gateway with the simulator's public secret (PAYMENT_GATEWAY_SECRET)");
  }
  const simulators = [
    ...config.paymentGateways.filter((gateway) => isThisMachine(gateway.url)).map((gateway) => gateway.url),
    ...(config.providerLaunchUrl && isThisMachine(config.providerLaunchUrl) ? [config.providerLaunchUrl] : []),
  ];
  if (simulators.length > 0) {
    demoConveniences.push(
      `partners on this machine (the simulators): ${simulators.join(', ')} (PAYMENT_GATEWAY_URL, PROVIDER_LAUNCH_URL)`,
    );
  }
  if (config.sms.provider === 'dev') demoConveniences.push('SMS recorded in the outbox, not sent (SMS_PROVIDER)');
  if (!config.smtpUrl) demoConveniences.push('e-mail recorded in the outbox, not sent (SMTP_URL)');

  const unsetForRealInstall: string[] = [];
  if (database === 'postgres') {
    if (isThisMachine(config.publicUrl)) {
      unsetForRealInstall.push(`PUBLIC_URL: links in e-mails and gateway callbacks point at ${config.publicUrl}`);
    }
    if (config.paymentGateways.length === 0) {
      unsetForRealInstall.push('PAYMENT_GATEWAY_URL and PAYMENT_GATEWAY_SECRET: deposits are manual only');
    }
    if (config.providerLaunchUrl === null) unsetForRealInstall.push('PROVIDER_LAUNCH_URL: no game can be launched');
    if (!config.redisUrl) {
      unsetForRealInstall.push(
        "REDIS_URL, for several processes: live events reach only this process's tabs, and sign-outs reach the others within 1 s",
      );
    }
    if (config.trustProxy === false) {
      unsetForRealInstall.push(
        "TRUST_PROXY, behind a proxy or load balancer: else every client has the proxy's address (rate limits, region checks)",
      );
    }
    if (!config.rateLimits)
      unsetForRealInstall.push('RATE_LIMITS is off: logins, registrations and SMS are unthrottled');
  }
  return { demoConveniences, unsetForRealInstall };
};
