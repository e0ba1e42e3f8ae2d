// Installs dependencies when they are missing or older than package-lock.json, so that
// `npm start` and `npm test` work on a fresh clone with nothing but Node and npm.
import { log, mtimeOf, run } from './lib.mjs';

export const ensureInstalled = () => {
  const installed = mtimeOf('node_modules/.package-lock.json');
  if (installed === 0 || installed < mtimeOf('package-lock.json')) {
    log('installing dependencies (npm ci)…');
    run('npm', ['ci', '--no-audit', '--no-fund']);
  }
};

if (import.meta.url === `file://${process.argv[1]}`) ensureInstalled();
