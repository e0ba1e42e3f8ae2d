import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { openPglite } from './client';
import { runMigrations } from './migrate';
import { makePgliteTemplate } from './pglite-template';

// Issue 22 item 28: a first start on an empty data folder begins from the migrated engine the
// build made, instead of running initdb and every migration.

describe('the embedded database template', { timeout: 180_000 }, () => {
  const folder = mkdtempSync(join(tmpdir(), 'perya-template-test-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('should start an empty data folder from the migrated engine, and reopen it as it is', async () => {
    const image = await makePgliteTemplate(join(folder, 'template.tar.gz'));
    const dataDir = join(folder, 'data');

    const first = openPglite(dataDir, image);
    // The tables are there before any migration runs on this folder.
    const tables = await first.pglite!.query<{ count: number }>(
      "select count(*)::int as count from information_schema.tables where table_name in ('games', 'ledger_accounts', 'members')",
    );
    expect(tables.rows[0]?.count).toBe(3);
    await runMigrations(first); // nothing to do, and no error
    await first.close();

    // A folder that holds a database is opened as it is, never loaded over.
    const again = openPglite(dataDir, image);
    expect((await again.pglite!.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
    await again.close();
  });
});
