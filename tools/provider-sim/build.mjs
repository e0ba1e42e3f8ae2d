// Bundles the simulator (src/main.ts, the CLI; src/index.ts, the library) into dist/ (see
// scripts/bundle.mjs).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { bundleNodeProgram } from '../../scripts/bundle.mjs';

await bundleNodeProgram({
  root: dirname(fileURLToPath(import.meta.url)),
  entryPoints: ['src/main.ts', 'src/index.ts'],
});
