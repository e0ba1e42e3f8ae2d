import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import type { ChildRunner } from './seed-in-child';
import { SEEDING_MARKER, needsDemoSeed, seedDemoFolderInChild } from './seed-in-child';

// The child itself (the CLI's seed, then the server opening the folder) runs in main.test.ts; here
// the folder's states around it, with a runner that records what the child would have been given.

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'perya-seed-child-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A runner that writes what a seeded database leaves (PG_VERSION) and records its call. */
const fakeSeed = (code = 0) => {
  const calls: { args: string[]; dataDir: string | undefined; seen: string[] }[] = [];
  const run: ChildRunner = async (args, env) => {
    const dataDir = env.DATA_DIR;
    calls.push({ args, dataDir, seen: dataDir ? readdirSync(dataDir).sort() : [] });
    if (dataDir && code === 0) writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
    return { code, output: code === 0 ? '' : 'seed exploded' };
  };
  return { run, calls };
};

describe('seedDemoFolderInChild', () => {
  it('should seed a new folder in a child and leave no marker', async () => {
    const folder = join(newFolder(), 'data');
    const { run, calls } = fakeSeed();

    expect(await seedDemoFolderInChild(folder, { PATH: '/bin' }, run)).toBe(true);

    expect(calls).toHaveLength(1);
    expect(calls[0]?.args.at(-1)).toBe('seed');
    expect(calls[0]?.args.at(-2)).toMatch(/cli\.(ts|js)$/);
    expect(calls[0]?.dataDir).toBe(folder);
    // The marker is there while the child works, and gone once it has finished.
    expect(calls[0]?.seen).toEqual([SEEDING_MARKER]);
    expect(existsSync(join(folder, SEEDING_MARKER))).toBe(false);
    expect(needsDemoSeed(folder)).toBe(false);
  });

  it('should leave a folder that already holds a database alone', async () => {
    const folder = newFolder();
    writeFileSync(join(folder, 'PG_VERSION'), '17\n');
    const { run, calls } = fakeSeed();

    expect(await seedDemoFolderInChild(folder, {}, run)).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('should leave a folder with other files and no database to the server, and delete nothing', async () => {
    const folder = newFolder();
    writeFileSync(join(folder, 'notes.txt'), 'an operator file\n');
    const { run, calls } = fakeSeed();

    expect(needsDemoSeed(folder)).toBe(false);
    expect(await seedDemoFolderInChild(folder, {}, run)).toBe(false);
    expect(calls).toHaveLength(0);
    expect(readdirSync(folder)).toEqual(['notes.txt']);
  });

  it('should seed an empty folder that already exists', async () => {
    const folder = newFolder();
    const { run, calls } = fakeSeed();

    expect(await seedDemoFolderInChild(folder, {}, run)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('should empty and seed again a folder whose seed died half-way', async () => {
    const folder = newFolder();
    writeFileSync(join(folder, SEEDING_MARKER), 'earlier\n');
    writeFileSync(join(folder, 'PG_VERSION'), '17\n');
    mkdirSync(join(folder, 'base'));
    writeFileSync(join(folder, 'base', 'half-written'), 'x');
    expect(needsDemoSeed(folder)).toBe(true);
    const { run, calls } = fakeSeed();

    expect(await seedDemoFolderInChild(folder, {}, run)).toBe(true);

    // The child found nothing of the dead seed: only the new marker.
    expect(calls[0]?.seen).toEqual([SEEDING_MARKER]);
    expect(readdirSync(folder)).toEqual(['PG_VERSION']);
  });

  it('should keep the marker and say why when the child fails', async () => {
    const folder = newFolder();
    const { run } = fakeSeed(3);

    await expect(seedDemoFolderInChild(folder, {}, run)).rejects.toThrow(/demo seed failed \(exit 3\):\nseed exploded/);
    // The next start sees a seed that did not finish, and starts it over.
    expect(existsSync(join(folder, SEEDING_MARKER))).toBe(true);
    expect(needsDemoSeed(folder)).toBe(true);
  });
});
