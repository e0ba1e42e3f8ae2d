// Helpers shared by the root scripts. Node built-ins only: these run before `npm ci` has.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository root, inheriting the terminal; exits on failure. */
export const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** Newest modification time (ms) under the given files and folders; 0 when none exist. */
export const newestMtime = (paths) => {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(join(ROOT, path));
  return newest;
};

export const mtimeOf = (path) => (existsSync(join(ROOT, path)) ? statSync(join(ROOT, path)).mtimeMs : 0);

export const log = (message) => process.stdout.write(`[perya] ${message}\n`);
