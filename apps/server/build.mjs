// Bundles the server (src/main.ts, src/cli.ts) into dist/ (see scripts/bundle.mjs), copies the crash
// chain's worker beside it, then makes the migrated embedded database a first start on an empty
// data folder begins from (src/db/pglite-template-file.ts).
import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { bundleNodeProgram } from '../../scripts/bundle.mjs';

const root = dirname(fileURLToPath(import.meta.url));
await bundleNodeProgram({ root, entryPoints: ['src/main.ts', 'src/cli.ts', 'src/make-pglite-template.ts'] });
// The crash chain's worker (decision 059) is loaded by URL beside the bundle, not imported: copied
// as it is (plain JavaScript with Node's modules only), next to main.js and its chunks.
copyFileSync(join(root, 'src/modules/crash/crash.chain.worker.mjs'), join(root, 'dist/crash.chain.worker.mjs'));
const template = spawnSync(process.execPath, [join(root, 'dist', 'make-pglite-template.js')], { stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);
