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
    // One migrated and seeded embedded database, copied by every portal that runs on PGlite.
    globalSetup: ['./harness/seeded-template.ts'],
  },
});
