import { eq } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { uploads } from './uploads.tables';

export type UploadRow = typeof uploads.$inferSelect;

export const createUploadsRepository = (db: Executor) => ({
  async insert(row: typeof uploads.$inferInsert, executor: Executor = db): Promise<void> {
    await executor.insert(uploads).values(row);
  },

  async findById(id: string, executor: Executor = db): Promise<UploadRow | undefined> {
    const [row] = await executor.select().from(uploads).where(eq(uploads.id, id));
    return row;
  },
});

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
