// `npm start`: install what is missing, build what is stale, then run the server (API, web app,
// migrations and demo data) in this process. Configuration comes from the environment.
import { buildStale } from './build.mjs';
import { ensureInstalled } from './ensure-install.mjs';
import { ROOT } from './lib.mjs';

ensureInstalled();
buildStale();
await import(`${ROOT}/apps/server/dist/main.js`);
