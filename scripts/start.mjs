// `npm start`: install what is missing, build what is stale, then run the server (API, web app,
// migrations and demo data) in this process. Configuration comes from the environment.
//
// In the demo setup (no DATABASE_URL and no PAYMENT_GATEWAY_URL) it also starts the payment
// gateway simulator (tools/payment-sim) beside the server, so deposits through the gateway work
// end to end with nothing else to install. It stops with the server.
import { spawn } from 'node:child_process';

import { buildStale } from './build.mjs';
import { ensureInstalled } from './ensure-install.mjs';
import { log, ROOT } from './lib.mjs';

ensureInstalled();
buildStale();

if (!process.env.DATABASE_URL && !process.env.PAYMENT_GATEWAY_URL) {
  const port = process.env.PAYMENT_SIM_PORT || '8090';
  const simulator = spawn(process.execPath, [`${ROOT}/tools/payment-sim/dist/main.js`], {
    env: { ...process.env, PAYMENT_SIM_PORT: port },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  simulator.on('exit', (code) => {
    if (code) log(`payment gateway simulator stopped (exit ${code}); gateway deposits are unavailable`);
  });
  process.on('exit', () => simulator.kill());
  process.env.PAYMENT_GATEWAY_URL = `http://127.0.0.1:${port}`;
  log(`payment gateway simulator on http://127.0.0.1:${port}`);
}

await import(`${ROOT}/apps/server/dist/main.js`);
