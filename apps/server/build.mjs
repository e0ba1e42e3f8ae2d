// Bundles the server (src/main.ts, src/cli.ts) into dist/ with esbuild. Workspace packages
// (@perya/*) are bundled in; every other dependency stays external and loads from node_modules.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@perya/'));

await build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  splitting: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
