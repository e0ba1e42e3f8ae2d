import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The embedded demo's first start seeds its data folder in a child process (`cli seed`), and the
// server opens the folder only after the child has exited (issue 22 item 28, decision 065).
//
// Why: PGlite's WASM memory grows to what its busiest moment needed and is never given back. The
// demo seed — thousands of rounds, ledger lines and statistics written in a few seconds — is the
// busiest moment the embedded engine ever has, so a server that seeded in its own engine carried
// ~550 MB for the rest of its life; one that opens the seeded folder fresh starts near 380 MB.

/** Present while a child seeds the folder; found at start, it means a seed died half-way. */
export const SEEDING_MARKER = '.perya-demo-seeding';

/**
 * Whether the folder is new (missing or empty), or one whose demo seed in a child did not finish.
 * A folder with other files and no database is left to the server's own start, as before this
 * module: the marker is only ever written into a folder that was empty, so emptying a folder with
 * the marker never removes anything but what the dead seed wrote.
 */
export const needsDemoSeed = (dataDir: string): boolean => {
  const folder = resolve(dataDir);
  if (existsSync(join(folder, SEEDING_MARKER))) return true;
  return !existsSync(folder) || readdirSync(folder).length === 0;
};

/** The operator CLI beside this module: dist/cli.js when built, src/cli.ts under tsx. */
const cliPath = (): string => {
  const here = fileURLToPath(import.meta.url);
  return join(here, '..', here.endsWith('.ts') ? 'cli.ts' : 'cli.js');
};

export type ChildRunner = (args: string[], env: NodeJS.ProcessEnv) => Promise<{ code: number | null; output: string }>;

const runChild: ChildRunner = (args, env) =>
  new Promise((done, fail) => {
    // The same Node options (tsx's loader in development) and environment as this process.
    const child = spawn(process.execPath, [...process.execArgv, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => output.push(String(chunk)));
    child.once('error', fail);
    child.once('exit', (code) => done({ code, output: output.join('') }));
  });

/**
 * Seeds an embedded demo folder that needs it in a child process and waits for it. A folder
 * whose earlier seed died half-way (the marker is still there) is emptied first: what it holds
 * is a database the demo never finished, with nothing a player made in it. Returns whether it
 * seeded.
 */
export const seedDemoFolderInChild = async (
  dataDir: string,
  // Passed on whole to the child, which reads its configuration as this process did.
  // eslint-disable-next-line no-restricted-properties
  env: NodeJS.ProcessEnv = process.env,
  run: ChildRunner = runChild,
): Promise<boolean> => {
  if (!needsDemoSeed(dataDir)) return false;
  const folder = resolve(dataDir);
  if (existsSync(join(folder, SEEDING_MARKER))) {
    for (const entry of readdirSync(folder)) rmSync(join(folder, entry), { recursive: true, force: true });
  }
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, SEEDING_MARKER), `${new Date().toISOString()}\n`);
  const { code, output } = await run([cliPath(), 'seed'], { ...env, DATA_DIR: folder, SEED_DEMO: 'true' });
  if (code !== 0) throw new Error(`the demo seed failed (exit ${code}):\n${output.trim()}`);
  rmSync(join(folder, SEEDING_MARKER), { force: true });
  return true;
};
