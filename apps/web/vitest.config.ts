import type { UserWorkspaceConfig } from 'vitest/config';
import { defineProject, mergeConfig } from 'vitest/config';

import moduleMockingFiles from './src/testing/module-mocking-files.json';
import viteConfig from './vite.config.ts';

// The files that put a stand-in for a module with vi.mock: they run in a worker of their own
// each (vitest.isolated.config.ts), as every web file did before decision 071. A stand-in is
// registered for the worker, not for the file, so in the shared worker it could answer the
// files that come after. The list is a JSON file because the lint reads it too: vi.mock anywhere
// else in the web's tests is an error.
export const MODULE_MOCKING_FILES: string[] = moduleMockingFiles;

/** The web's tests: the app's Vite config and a DOM in Node. */
export const webProject = (test: NonNullable<UserWorkspaceConfig['test']>) =>
  mergeConfig(
    viteConfig,
    defineProject({
      test: {
        // happy-dom: these files took 232 s and 5.8 min of CPU here, against 283 s and 7.8 min in
        // jsdom (decision 066). The files that check DOMPurify's sanitizing ask for jsdom, where it
        // works as in a browser (in happy-dom it removes nothing).
        environment: 'happy-dom',
        // A guard against hangs, not a speed goal: a page test renders and clicks through a DOM in
        // Node, which took over vitest's default 5 s beside the server suites on a loaded 2-core machine.
        testTimeout: 20_000,
        ...test,
      },
    }),
  );

// The files share their worker and its page, one after another (decision 071): a window and the
// packages the app imports made once per worker instead of once per file, which took the project
// from 283 s to 123 s here. fresh-file.ts gives each file the app's modules afresh and empty
// storages.
export default webProject({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: MODULE_MOCKING_FILES,
  setupFiles: ['src/testing/fresh-file.ts', 'src/testing/setup.ts'],
  isolate: false,
});
