import { defineProject, mergeConfig } from 'vitest/config';

import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/setup.ts'],
      // A guard against hangs, not a speed goal: a page test renders and clicks through jsdom, which
      // took over vitest's default 5 s beside the server suites on a loaded 2-core machine.
      testTimeout: 20_000,
    },
  }),
);
