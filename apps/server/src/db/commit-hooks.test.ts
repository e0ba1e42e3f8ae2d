import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from './client';
import { afterCommit } from './commit-hooks';
import { createTestDatabase } from './test-database';

// Work queued on a transaction runs after COMMIT, never after ROLLBACK — on the engine the
// project runs (PGlite here, PostgreSQL in the server-postgres project).

describe('afterCommit', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('should run at once outside a transaction', () => {
    const ran: string[] = [];
    afterCommit(undefined, () => ran.push('none'));
    afterCommit(database.db, () => ran.push('db'));
    expect(ran).toEqual(['none', 'db']);
  });

  it('should wait for the commit, in order', async () => {
    const ran: string[] = [];
    const result = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      afterCommit(tx, () => ran.push('first'));
      afterCommit(tx, () => ran.push('second'));
      expect(ran).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(ran).toEqual(['first', 'second']);
  });

  it('should drop the work of a transaction that rolls back', async () => {
    const ran: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => ran.push('never'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(ran).toEqual([]);
  });

  it('should hold the work of a savepoint until the outer transaction commits', async () => {
    const ran: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        afterCommit(inner, () => ran.push('inner'));
      });
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['inner']);
  });

  it('should run the other tasks when one throws, and keep the commit a success', async () => {
    const ran: string[] = [];
    await database.db.transaction(async (tx) => {
      afterCommit(tx, () => {
        throw new Error('task broke');
      });
      afterCommit(tx, () => ran.push('after'));
    });
    expect(ran).toEqual(['after']);
  });
});
