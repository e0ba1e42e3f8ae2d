import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { formatEncryptedSecret } from '@perya/contracts';

import type { DatabaseHandle } from '../db/client';
import type { SmsProvider } from '../modules/verification';

// Test support for identity flows: what a person would do with their eyes and phone.

const rowsOf = async <T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

type Injectable = Pick<FastifyInstance, 'inject'>;

/** Solves a slider challenge as a person would: drags to where the hole is (read from the database). */
export const solveSlider = async (app: Injectable, database: DatabaseHandle, headers: Record<string, string> = {}) => {
  const challenge = (await app.inject({ method: 'GET', url: '/wps/challenge/slider', headers })).json().value;
  const [row] = await rowsOf<{ answer: string }>(
    database,
    sql`select answer from challenges where id = ${challenge.challengeId}`,
  );
  const x = Number(row?.answer);
  const verified = await app.inject({
    method: 'POST',
    url: '/wps/challenge/slider/verify',
    headers,
    payload: {
      challengeId: challenge.challengeId,
      x,
      durationMs: 900,
      trail: [0, Math.round(x * 0.3), Math.round(x * 0.6), Math.round(x * 0.9), x],
    },
  });
  const validate = verified.json().value?.validate as string | undefined;
  if (!validate) throw new Error(`slider not solved: ${verified.body}`);
  return validate;
};

/** Fetches a captcha for a key and reads its answer (a person reads the image). */
export const solveCaptcha = async (app: Injectable, database: DatabaseHandle, key: string): Promise<string> => {
  await app.inject({ method: 'GET', url: `/wps/captcha?key=${key}` });
  const [row] = await rowsOf<{ answer: string }>(database, sql`select answer from challenges where id = ${key}`);
  return row?.answer ?? '';
};

/** An SMS provider that keeps what it is asked to send, so a test can read the code. */
export const createCapturingSmsProvider = () => {
  const sent: Array<{ to: string; body: string }> = [];
  const provider: SmsProvider = {
    name: 'capture',
    send: async (message) => {
      sent.push(message);
      return { status: 'RECORDED', providerMessageId: null };
    },
  };
  const lastCodeTo = (e164: string): string => {
    const message = [...sent].reverse().find((entry) => entry.to === e164);
    const code = message?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code sent to ${e164}`);
    return code;
  };
  return { provider, sent, lastCodeTo };
};

/** Encrypts a secret the way the browser does for "(enc)" fields. */
export const encryptLikeBrowser = (publicKey: { kid: string; publicKey: string }, secret: string): string => {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const key = createPublicKey({ key: Buffer.from(publicKey.publicKey, 'base64'), format: 'der', type: 'spki' });
  const wrappedKey = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
  return formatEncryptedSecret({
    kid: publicKey.kid,
    wrappedKey: wrappedKey.toString('base64'),
    iv: iv.toString('base64'),
    ciphertext: sealed.toString('base64'),
  });
};

/** A clock a test moves by hand. */
export const createTestClock = (start = new Date('2026-11-21T08:00:00Z')) => {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (milliseconds: number) => {
      now += milliseconds;
    },
  };
};

/** Counts rows of a table, to prove a refused request wrote nothing. */
export const countRows = async (database: DatabaseHandle, table: string): Promise<number> => {
  const [row] = await rowsOf<{ count: number }>(database, sql.raw(`select count(*)::int as count from ${table}`));
  return Number(row?.count ?? 0);
};

/** Rows of a read-only query, for tests that check what the database holds. */
export const queryRows = async <T>(database: DatabaseHandle, text: string, values: unknown[] = []): Promise<T[]> => {
  if (database.pool) return (await database.pool.query(text, values)).rows as T[];
  if (database.pglite) return (await database.pglite.query<T>(text, values)).rows;
  throw new Error('no database client');
};
