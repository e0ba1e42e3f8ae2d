import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { openPglite } from './client';
import { runMigrations } from './migrate';
import { TEMPLATE_DIR, TEMPLATE_PREFIX, pgliteTemplateFile } from './pglite-template-file';

// Makes the migrated engine a first start begins from (db/pglite-template-file.ts says why).

/** Migrates an empty in-memory engine and dumps it (gzip) into `file`, written aside then renamed. */
export const makePgliteTemplate = async (file: string): Promise<Blob> => {
  const handle = openPglite();
  try {
    await runMigrations(handle);
    if (!handle.pglite) throw new Error('an embedded database without its engine');
    const image = await handle.pglite.dumpDataDir('gzip');
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
    return image;
  } finally {
    await handle.close();
  }
};

/** The build's step: the template of the current migrations, and none of older ones. */
export const buildPgliteTemplate = async (): Promise<string> => {
  const file = pgliteTemplateFile();
  for (const entry of readdirSync(TEMPLATE_DIR)) {
    if (entry.startsWith(TEMPLATE_PREFIX) && join(TEMPLATE_DIR, entry) !== file) rmSync(join(TEMPLATE_DIR, entry));
  }
  if (!existsSync(file)) await makePgliteTemplate(file);
  return file;
};
