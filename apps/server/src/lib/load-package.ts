import { createRequire } from 'node:module';

/**
 * Loads a CommonJS package when first needed rather than when the server starts: packages only
 * some setups use (ioredis without REDIS_URL, nodemailer without SMTP_URL) then cost neither
 * start-up time nor memory where they are not (issue 22 item 28). Type it with
 * `as typeof import('<package>')`.
 */
export const loadPackage: (name: string) => unknown = createRequire(import.meta.url);
