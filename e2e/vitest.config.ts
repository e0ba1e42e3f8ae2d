import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

import { SlowestFilesReporter } from '../vitest.slowest-files';

// End-to-end tests: the built app in Debian's Chromium. Every file starts its own servers on
// ports it asks the system for, each embedded database in its own temp folder and each
// PostgreSQL one under a fresh name (harness/portal.ts, harness/postgres.ts), so two files can
// run at once: one file alone leaves most of a 2-core machine idle while its page waits on the
// server or the server on its database (decision 045).
//
// Some files run alone, one at a time, after the others: those whose assertions or printed
// figures are about time — sessions (refused within 2 s), phone-speed (the first screen on slow
// 4G), portal-motion (the banner's 5 s autoplay, 9 s allowed). sessions is also, with
// live-events, one of the two files on the one Redis of TEST_REDIS_URL (channels and rate-limit
// keys are not named per run): running alone, it never runs beside live-events.
// Decision 066 moved into the pairs: live-events; stats-stream (it SIGKILLs a server and polls
// for PostgreSQL's lock hand-over, 90 s allowed for each wait); originals-crash (a bet joins the
// live round in one statement since decision 063, and the test tries round after round for 180 s);
// the rest of the portal's home.
const ALONE = ['sessions', 'phone-speed', 'portal-motion'].map((name) => `**/${name}.e2e.ts`);

const E2E = dirname(fileURLToPath(import.meta.url));

const shared = {
  root: E2E,
  // A bound for a hung test, not a measure: the heaviest flows (agent income in three languages
  // and two sizes) took 117 s in one run and over 120 s in the next on the 2-core machine.
  testTimeout: 240_000,
  hookTimeout: 120_000,
  // A page under test loads lazy chunks and calls the API before what a poll waits for appears;
  // Vitest's default of 1 s is shorter than that on a busy 2-core machine (the wallet test's
  // withdrawal account list missed it once in CI). Explicit timeouts in a test still win.
  expect: { poll: { timeout: 15_000 } },
};

export default defineConfig({
  test: {
    // The usual summary, then the ten slowest files: the e2e step is most of CI's time.
    reporters: ['default', new SlowestFilesReporter()],
    // One migrated and seeded embedded database, copied by every portal that runs on PGlite
    // (made once for both groups: the root's setup provides it to every project).
    globalSetup: [join(E2E, 'harness', 'seeded-template.ts')],
    projects: [
      {
        test: {
          ...shared,
          name: 'e2e',
          include: ['**/*.e2e.ts'],
          exclude: ALONE,
          // Two files at a time: measured on the 2-core CI machine (decision 045).
          maxWorkers: 2,
          fileParallelism: true,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e-alone',
          include: ALONE,
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
