// Builds the web app and the server when their sources are newer than the build (or always,
// with --force). `npm start` and `npm run test:e2e` call it; `npm run build` forces it.
import { log, mtimeOf, newestMtime, run } from './lib.mjs';

const TARGETS = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/admin.html',
      'apps/web/vite.config.ts',
      'apps/web/vite.admin.config.ts',
      'apps/web/vite.precompress.ts',
      'apps/web/package.json',
      'packages/contracts/src',
    ],
    build: () => run('npm', ['run', 'build', '--workspace', '@perya/web', '--silent']),
  },
  {
    name: 'server',
    output: 'apps/server/dist/main.js',
    inputs: [
      'apps/server/src',
      'apps/server/drizzle',
      'apps/server/build.mjs',
      'scripts/bundle.mjs',
      'apps/server/package.json',
      'packages/contracts/src',
    ],
    build: () => run('node', ['apps/server/build.mjs']),
  },
  {
    name: 'payment gateway simulator',
    output: 'tools/payment-sim/dist/main.js',
    inputs: [
      'tools/payment-sim/src',
      'tools/payment-sim/build.mjs',
      'scripts/bundle.mjs',
      'tools/payment-sim/package.json',
    ],
    build: () => run('node', ['tools/payment-sim/build.mjs']),
  },
  {
    name: 'game provider simulator',
    output: 'tools/provider-sim/dist/main.js',
    inputs: [
      'tools/provider-sim/src',
      'tools/provider-sim/build.mjs',
      'scripts/bundle.mjs',
      'tools/provider-sim/package.json',
    ],
    build: () => run('node', ['tools/provider-sim/build.mjs']),
  },
];

export const buildStale = ({ force = false } = {}) => {
  for (const target of TARGETS) {
    const built = mtimeOf(target.output);
    if (force || built === 0 || newestMtime(target.inputs) > built) {
      log(`building the ${target.name}…`);
      target.build();
    }
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ensureInstalled } = await import('./ensure-install.mjs');
  ensureInstalled();
  buildStale({ force: process.argv.includes('--force') });
}
