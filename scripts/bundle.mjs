// Bundles a Node program of this repository with esbuild into its dist/. Workspace packages
// (@perya/*) are bundled in; every other dependency of the package stays external and loads
// from node_modules. Used by apps/server/build.mjs and tools/payment-sim/build.mjs.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { build } from 'esbuild';

export const bundleNodeProgram = async ({ root, entryPoints }) => {
  const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const external = Object.keys(dependencies).filter((name) => !name.startsWith('@perya/'));
  // Chunks are content-named: clear the old ones rather than let them pile up.
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints,
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
};
