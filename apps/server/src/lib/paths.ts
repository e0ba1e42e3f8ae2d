import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The server runs from source (tests, tsx) and from the bundle in dist/; both find their files
// by walking up from this module to the server package's folder.

const findServerRoot = (): string => {
  let directory = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(directory, 'drizzle', 'meta', '_journal.json'))) return directory;
    const parent = dirname(directory);
    if (parent === directory) throw new Error('cannot find the server package (drizzle/meta/_journal.json)');
    directory = parent;
  }
};

export const SERVER_ROOT = findServerRoot();
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');
export const REPO_ROOT = resolve(SERVER_ROOT, '..', '..');
export const DEFAULT_WEB_DIST_DIR = join(REPO_ROOT, 'apps', 'web', 'dist');
export const DEMO_FEED_FILE = join(SERVER_ROOT, 'seed-data', 'demo-feed.json.gz');
