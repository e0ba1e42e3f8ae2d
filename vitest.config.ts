import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

import { SlowestFilesReporter } from './vitest.slowest-files';

// One `vitest run` for the whole tree. The server's integration tests run on embedded PGlite
// and, when TEST_DATABASE_URL is set (as .ci/run does), on PostgreSQL too: the database, seed,
// stream and ledger suites on both, the route suites on PostgreSQL only (decision 044).

const routeSuites = ['src/**/*.routes.test.ts'];

const serverIntegrationTests = [
  'src/**/*.pg.test.ts',
  'src/db/**/*.test.ts',
  'src/**/*.routes.test.ts',
  'src/**/*.repository.test.ts',
  'src/**/*.int.test.ts',
  'src/seed/**/*.test.ts',
];

// The server's files run one after another in a worker that keeps the modules it imported
// (decision 066): importing the whole server again for each file was most of a route suite's
// time (16 route suites on PostgreSQL: 123 s isolated, 41 s so). Each file still builds its own
// app on its own database and closes both; nothing in the server or its test kits keeps state
// between files but memoized constants and counters for unique names, and no server test mocks
// a module or a global. The web's files share workers too, with their own reset (decision 071).
const SHARED_MODULES = { isolate: false } as const;

// Names this run's seeded database templates on PostgreSQL (decision 070): the demo seed dates
// what it writes by the wall clock, so each run seeds its own once instead of once per file.
const TEST_RUN_STARTED = String(Math.floor(Date.now() / 1000));

export default defineConfig({
  test: {
    // The usual summary, then the ten slowest files.
    reporters: ['default', new SlowestFilesReporter()],
    // One test file per core. Vitest's default leaves one core free, which on a 2-core machine
    // runs the files one at a time; the files wait on PostgreSQL and Redis often enough that two
    // at once finish in 482 s instead of 699 s there (each file has its own database).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: { name: 'contracts', root: 'packages/contracts', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      // In-house games: exact maths and small simulations only; the 10⁷-round runs are bench:rtp.
      {
        test: {
          name: 'games',
          root: 'packages/games',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // The exact-RTP sweeps take a second or two alone, longer beside the other projects.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Concurrency tests need a server with many connections: PostgreSQL only. With
          // PostgreSQL at hand (CI), the route suites run there only (decision 044): they take
          // twice as long and twice the CPU on PGlite, and the end-to-end suite runs every portal
          // on PGlite anyway. Without it, everything runs here.
          exclude: ['src/**/*.pg.test.ts', ...(process.env.TEST_DATABASE_URL ? routeSuites : [])],
          env: { TEST_DB_KIND: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          ...SHARED_MODULES,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                root: 'apps/server',
                environment: 'node',
                include: serverIntegrationTests,
                env: { TEST_DB_KIND: 'postgres', TEST_RUN_STARTED },
                testTimeout: 30_000,
                hookTimeout: 60_000,
                ...SHARED_MODULES,
              },
            },
          ]
        : []),
      {
        test: { name: 'payment-sim', root: 'tools/payment-sim', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        test: { name: 'provider-sim', root: 'tools/provider-sim', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
  },
});
