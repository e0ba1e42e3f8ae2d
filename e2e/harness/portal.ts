import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

// Starts the built portal (apps/server/dist/main.js, serving apps/web/dist) as a real process on
// a free port with its own embedded database, the way `npm start` runs it. The database starts as
// a copy of the one the global setup migrated and seeded (seeded-template.ts): a fresh start
// spends ~8 s importing the catalogue and playing the demo's rounds, the same for every portal.

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER = join(REPO_ROOT, 'apps', 'server', 'dist', 'main.js');
const CLI = join(REPO_ROOT, 'apps', 'server', 'dist', 'cli.js');

export type Portal = {
  baseUrl: string;
  dataDir: string;
  logs: string[];
  stop: () => Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash would: nothing is closed; `stop` then cleans up. */
  kill: () => void;
};

export type PortalOptions = {
  env?: Record<string, string>;
  /** Operator commands (npm run ops -- …) applied to the fresh database before the server starts. */
  ops?: string[][];
  /** The port to listen on (one from freePort, when a simulator must know it first); a free one otherwise. */
  port?: number;
};

// Ports for the servers a test starts. A port the system hands out (listen on 0) is free when
// asked, but the server takes it seconds later, after its database is ready; with two files
// running at once the other file's next ask, or an outgoing connection, may get the same port in
// between, and the readiness check would then reach the other file's server. So each Vitest
// worker (VITEST_POOL_ID, 1 to maxWorkers: at most one file at a time each) hands out its own
// block of ports, below Linux's ephemeral range (32768 and up), checking each is free.
// E2E_PORT_BASE moves all blocks, for a second checkout's e2e run on the same machine.
const PORT_BLOCK = 500;
const FIRST_PORT =
  Number(process.env.E2E_PORT_BASE ?? 20_000) + (Number(process.env.VITEST_POOL_ID ?? 1) - 1) * PORT_BLOCK;
let nextPort = FIRST_PORT;

const isFree = (port: number): Promise<boolean> =>
  new Promise((answer) => {
    const server = createServer();
    server.once('error', () => answer(false));
    server.listen(port, '127.0.0.1', () => server.close(() => answer(true)));
  });

/** A port nothing listens on now, from this worker's own block. */
export const freePort = async (): Promise<number> => {
  while (nextPort < FIRST_PORT + PORT_BLOCK) {
    const port = nextPort;
    nextPort += 1;
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port left in ${FIRST_PORT}–${FIRST_PORT + PORT_BLOCK - 1}`);
};

const waitUntilReady = async (
  baseUrl: string,
  logs: string[],
  exited: () => boolean,
  seconds: number,
): Promise<void> => {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`portal exited during start:\n${logs.join('')}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`portal not ready after ${seconds} s:\n${logs.join('')}`);
};

/**
 * The built server as a process on `port`, ready when this resolves; `stop` sends SIGTERM (the
 * server finishes its requests and closes its database) and answers with the exit code.
 */
export const startServerProcess = async (
  env: Record<string, string>,
  port: number,
  // A start on an empty data folder seeds the demo first (46 s at a load average of 7 on 2 cores).
  { readySeconds = 60 }: { readySeconds?: number } = {},
): Promise<{ baseUrl: string; logs: string[]; stop: () => Promise<number | null>; kill: () => void }> => {
  const logs: string[] = [];
  let hasExited = false;
  const child = spawn(process.execPath, [SERVER], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
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
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(baseUrl, logs, () => hasExited, readySeconds);
  } catch (failure) {
    // Never leave a half-started server holding its port for the next file.
    child.kill('SIGKILL');
    throw failure;
  }
  return {
    baseUrl,
    logs,
    stop: () => {
      if (!hasExited) child.kill('SIGTERM');
      return exit;
    },
    kill: () => {
      if (!hasExited) child.kill('SIGKILL');
    },
  };
};

export const startPortal = async (options: PortalOptions = {}): Promise<Portal> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'perya-e2e-'));
  const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...options.env };
  // A portal on PostgreSQL (DATABASE_URL) seeds its own database; one on PGlite starts from the copy.
  if (!options.env?.DATABASE_URL) cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  for (const command of options.ops ?? []) {
    const result = spawnSync(process.execPath, [CLI, ...command], { env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`ops ${command.join(' ')} failed: ${result.stderr}`);
  }
  const port = options.port ?? (await freePort());
  // Links in e-mails point at this portal unless a test says otherwise.
  const server = await startServerProcess({ PUBLIC_URL: `http://127.0.0.1:${port}`, ...env }, port);
  return {
    baseUrl: server.baseUrl,
    dataDir,
    logs: server.logs,
    kill: server.kill,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
