import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

import { MIGRATIONS_DIR, SERVER_ROOT } from '../lib/paths';

// The embedded engine's first start spends most of its time in initdb and the migrations (issue
// 22 item 28, bench/startup). The build makes that state once — an engine right after the
// migrations, dumped — and a first start on an empty data folder begins from it. It holds no
// keys and no demo data (those are per install, and dated): the start-up still runs the
// migrations (nothing to do), the defaults and the seed.

/** Every file under the migrations folder, in order, by path and content. */
export const migrationsDigest = (): string => {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(relative(MIGRATIONS_DIR, path)).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 16);
};

export const TEMPLATE_PREFIX = 'pglite-migrated-';
export const TEMPLATE_DIR = join(SERVER_ROOT, 'dist');

/** Where the build puts the migrated engine of these migrations (a changed migration: a new name). */
export const pgliteTemplateFile = (): string => join(TEMPLATE_DIR, `${TEMPLATE_PREFIX}${migrationsDigest()}.tar.gz`);

/** The migrated engine the build made for these migrations, if it did. */
export const readPgliteTemplate = (): Blob | undefined => {
  const file = pgliteTemplateFile();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
};
