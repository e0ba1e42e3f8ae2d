import { defineConfig } from 'vitest/config';

// End-to-end tests: the built app in Debian's Chromium. Files run one at a time (each starts its
// own servers; the machine has two cores).
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A page under test loads lazy chunks and calls the API before what a poll waits for appears;
    // Vitest's default of 1 s is shorter than that on a busy 2-core machine (the wallet test's
    // withdrawal account list missed it once in CI). Explicit timeouts in a test still win.
    expect: { poll: { timeout: 15_000 } },
    // One migrated and seeded embedded database, copied by every portal that runs on PGlite.
    globalSetup: ['./harness/seeded-template.ts'],
  },
});
