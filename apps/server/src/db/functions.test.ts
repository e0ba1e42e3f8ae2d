import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { MIGRATIONS_DIR } from '../lib/paths';

// One current copy of each SQL function (style guide §12): db/functions/<name>.sql is the
// definition to read and to change; a change is copied whole into a new migration. The newest
// migration that defines a function must define exactly what its file says, and every function
// a migration defines has its file.

const FUNCTIONS_DIR = join(import.meta.dirname, 'functions');
const DEFINITION = /CREATE OR REPLACE FUNCTION ([a-z_]+)\(/g;
/** A function a later migration drops is no longer current: it has no file. */
const DROP = /DROP FUNCTION ([a-z_]+)\(/g;

/** Each function's newest definition in the migrations: from CREATE to the `$$;` closing its body. */
const newestInMigrations = (): Map<string, { migration: string; text: string }> => {
  const newest = new Map<string, { migration: string; text: string }>();
  const migrations = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  for (const migration of migrations) {
    const sql = readFileSync(join(MIGRATIONS_DIR, migration), 'utf8');
    for (const match of sql.matchAll(DEFINITION)) {
      const opening = sql.indexOf('$$', match.index);
      const closing = sql.indexOf('$$;', opening + 2);
      newest.set(match[1]!, { migration, text: sql.slice(match.index, closing + 3) });
    }
    for (const match of sql.matchAll(DROP)) newest.delete(match[1]!);
  }
  return newest;
};

/** A function file without its leading comment lines. */
const definitionIn = (file: string): string =>
  readFileSync(join(FUNCTIONS_DIR, file), 'utf8')
    .split('\n')
    .filter((line, index, lines) => !(line.startsWith('--') && lines.slice(0, index).every((l) => l.startsWith('--'))))
    .join('\n')
    .trim();

describe('SQL functions', () => {
  const migrations = newestInMigrations();
  const files = readdirSync(FUNCTIONS_DIR).filter((name) => name.endsWith('.sql'));

  it('should have a file in db/functions for every function a migration defines, and no other', () => {
    expect(files.map((file) => file.replace(/\.sql$/, '')).sort()).toEqual([...migrations.keys()].sort());
  });

  it.each(files)('should define %s in its newest migration exactly as its file does', (file) => {
    const newest = migrations.get(file.replace(/\.sql$/, ''));
    expect(newest, `no migration defines ${file}`).toBeDefined();
    expect(newest!.text.trim(), `the newest definition is in ${newest!.migration}`).toBe(definitionIn(file));
  });
});
