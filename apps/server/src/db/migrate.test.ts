import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from './client';
import { runMigrations } from './migrate';
import { createTestDatabase } from './test-database';

const rows = async (handle: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

describe('runMigrations', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase({ fromEmpty: true });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('should create every table of the schema', async () => {
    const tables = await rows(
      handle,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'customer_service_entries',
        'domain_routes',
        'feature_flags',
        'game_vendors',
        'games',
        'help_topics',
        'member_hierarchy',
        'members',
        'register_field_settings',
        'seed_runs',
        'site_settings',
        'site_resources',
      ]),
    );
  });

  it('should record each migration once and change nothing when run again', async () => {
    const before = await rows(handle, sql`select hash from drizzle.__drizzle_migrations order by id`);
    expect(before.length).toBeGreaterThan(0);
    await runMigrations(handle);
    const after = await rows(handle, sql`select hash from drizzle.__drizzle_migrations order by id`);
    expect(after).toEqual(before);
  });

  it('should keep site_settings to a single row', async () => {
    await handle.db.execute(sql`insert into site_settings (id) values (1) on conflict do nothing`);
    await expect(handle.db.execute(sql`insert into site_settings (id) values (2)`)).rejects.toThrow();
  });

  it('should refuse a register field whose minimum exceeds its maximum', async () => {
    await expect(
      handle.db.execute(sql`
        insert into register_field_settings (field, enabled, required, accepted_pattern, pattern_id, min_length, max_length)
        values ('username', true, true, '*', 0, 10, 5)`),
    ).rejects.toThrow();
  });
});
