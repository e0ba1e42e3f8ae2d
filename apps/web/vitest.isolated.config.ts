import { MODULE_MOCKING_FILES, webProject } from './vitest.config.ts';

// The web files that replace a module with vi.mock, each in a worker of its own (vitest.config.ts).
export default webProject({
  name: 'web-isolated',
  include: MODULE_MOCKING_FILES,
  setupFiles: ['src/testing/setup.ts'],
  isolate: true,
});
