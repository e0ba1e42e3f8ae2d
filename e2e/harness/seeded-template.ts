import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

import { freePort, startServerProcess } from './portal';

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
  const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const server = await startServerProcess(env, await freePort(), { readySeconds: 180 });
  // A clean stop: the database is closed, not copied mid-write.
  const code = await server.stop();
  if (code !== 0) throw new Error(`the template portal did not stop cleanly (exit ${code}):\n${server.logs.join('')}`);
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
