import { randomBytes } from 'node:crypto';

import pg from 'pg';

// A scratch PostgreSQL database for one e2e run (as bench/lib/postgres.mjs makes for benches):
// created fresh on the server of TEST_DATABASE_URL, dropped afterwards.

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

const onAdmin = async (baseUrl: string, statement: string) => {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

export const freshDatabase = async (baseUrl: string, label: string): Promise<ScratchDatabase> => {
  const name = `perya_e2e_${label}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onAdmin(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // with (force): a server process that has not exited yet must not keep it alive.
    drop: () => onAdmin(baseUrl, `drop database if exists ${name} with (force)`),
  };
};
