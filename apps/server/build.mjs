// Bundles the server (src/main.ts, src/cli.ts) into dist/ (see scripts/bundle.mjs).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { bundleNodeProgram } from '../../scripts/bundle.mjs';

await bundleNodeProgram({ root: dirname(fileURLToPath(import.meta.url)), entryPoints: ['src/main.ts', 'src/cli.ts'] });
