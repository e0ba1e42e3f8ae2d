import { randomBytes } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from './client';
import { queryRows } from '../testing/auth-helpers';
import type { TestDatabaseContent } from './test-database';
import { createTestDatabase } from './test-database';

// A test file's database with content (the demo seed, in testing/test-app.ts) is a copy of a
// template this run fills once per key (decision 070): on PostgreSQL, in a run that names itself.

const countingContent = (key: string) => {
  const content = {
    fills: 0,
    key,
    fill: async (handle: DatabaseHandle) => {
      content.fills += 1;
      await handle.db.execute(sql`create table template_marker (note text)`);
      await handle.db.execute(sql`insert into template_marker values (${key})`);
    },
  } satisfies TestDatabaseContent & { fills: number };
  return content;
};

const markersOf = async (handle: DatabaseHandle) =>
  (await queryRows<{ note: string }>(handle, 'select note from template_marker')).map((row) => row.note);

describe('createTestDatabase with content, on PostgreSQL', () => {
  const opened: DatabaseHandle[] = [];
  const open = async (options: Parameters<typeof createTestDatabase>[0]) => {
    const handle = await createTestDatabase(options);
    opened.push(handle);
    return handle;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((handle) => handle.close()));
  });

  it('should fill one template per key and give each file its own copy of it', async () => {
    const key = `test ${randomBytes(6).toString('hex')}`;
    const content = countingContent(key);
    const first = await open({ content });
    const second = await open({ content: countingContent(key) });
    expect(content.fills).toBe(1);
    expect(await markersOf(first)).toEqual([key]);
    expect(await markersOf(second)).toEqual([key]);

    await first.db.execute(sql`insert into template_marker values ('only in the first')`);
    expect(await markersOf(second)).toEqual([key]);

    const other = countingContent(`${key} other`);
    expect(await markersOf(await open({ content: other }))).toEqual([`${key} other`]);
    expect(other.fills).toBe(1);
  });

  it('should leave the content to the caller in a run that does not name itself', async () => {
    const runStarted = process.env.TEST_RUN_STARTED;
    delete process.env.TEST_RUN_STARTED;
    try {
      const content = countingContent(`test ${randomBytes(6).toString('hex')}`);
      const handle = await open({ content });
      expect(content.fills).toBe(0);
      await expect(markersOf(handle)).rejects.toThrow(/template_marker/);
    } finally {
      process.env.TEST_RUN_STARTED = runStarted;
    }
  });
});
