import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

// The real entry point in a child process: it starts on an empty data directory, seeds, serves,
// and on SIGTERM finishes the request in flight, closes the database and exits 0.

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'perya-main-'));

type Started = {
  port: number;
  lines: string[];
  exited: Promise<number | null>;
  signal: (name: NodeJS.Signals) => void;
};

const startServer = (env: Record<string, string>): Promise<Started> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(line);
        const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(line);
        if (match) resolve({ port: Number(match[1]), lines, exited, signal: (name) => child.kill(name) });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${lines.join('\n')}`)));
  });

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

// A first start from source on an empty folder runs initdb, every migration and the demo seed in
// a child process: about 20 s on a quiet machine, over 60 s beside a full test run (CI once). The
// limits below bound a hang, they do not measure the start (bench:startup does).
const START_LIMIT_MS = 180_000;

describe('main', () => {
  it('should stop with one line naming a bad variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((done) => child.on('exit', done));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual(['Invalid configuration: PORT must be a port number (got "eighty")']);
  });

  it('should serve, then shut down gracefully on SIGTERM', { timeout: START_LIMIT_MS }, async () => {
    const server = await startServer({ DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web') });
    const base = `http://127.0.0.1:${server.port}`;
    const status = await (await fetch(`${base}/wps/system/status`)).json();
    expect(status).toMatchObject({ success: true, value: { status: 0 } });

    server.signal('SIGTERM');
    expect(await server.exited).toBe(0);
    const log = server.lines.join('\n');
    expect(log).toContain('demo data seeded by a child process');
    expect(log).toContain('shutting down');
    expect(log).toContain('database closed');
  });

  it('should keep its data across restarts and not seed twice', { timeout: START_LIMIT_MS }, async () => {
    const server = await startServer({ DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web') });
    server.signal('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.lines.join('\n')).not.toContain('demo data seeded');
  });
});
