import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

import { SERVER, freePort, waitUntilReady } from './portal';

// Global setup of the e2e run: the built portal starts once on an empty embedded database —
// migrations, the 10,000-game catalogue, the demo accounts, content and two weeks of played
// rounds, as `npm start` does — and stops cleanly. Every portal on PGlite then starts from a copy
// of that directory (portal.ts) instead of seeding its own.

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'perya-e2e-template-'));
  const port = await freePort();
  const logs: string[] = [];
  let hasExited = false;
  const child = spawn(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const exit = new Promise<number | null>((done) =>
    child.on('exit', (code) => {
      hasExited = true;
      done(code);
    }),
  );
  await waitUntilReady(`http://127.0.0.1:${port}`, logs, () => hasExited);
  child.kill('SIGTERM'); // a clean stop: the database is closed, not copied mid-write
  const code = await exit;
  if (code !== 0) throw new Error(`the template portal did not stop cleanly (exit ${code}):\n${logs.join('')}`);
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
