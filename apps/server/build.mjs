// Bundles the server (src/main.ts, src/cli.ts) into dist/ (see scripts/bundle.mjs), then makes
// the migrated embedded database a first start on an empty data folder begins from
// (src/db/pglite-template-file.ts).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { bundleNodeProgram } from '../../scripts/bundle.mjs';

const root = dirname(fileURLToPath(import.meta.url));
await bundleNodeProgram({ root, entryPoints: ['src/main.ts', 'src/cli.ts', 'src/make-pglite-template.ts'] });
const template = spawnSync(process.execPath, [join(root, 'dist', 'make-pglite-template.js')], { stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);
