// A scratch PostgreSQL database for a bench run, dropped and created fresh each time.
import pg from 'pg';

export const benchDatabaseUrl = () =>
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Creates `name` on the server of `baseUrl` (dropping an old one) and returns its URL. */
export const freshDatabase = async (baseUrl, name) => {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export const dropDatabase = async (baseUrl, name) => {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
};
