// `npm start`: install what is missing, build what is stale, then run the server (API, web app,
// migrations and demo data) in this process. Configuration comes from the environment.
//
// In the demo setup (no DATABASE_URL) it also starts the simulators beside the server, each unless
// its real counterpart is configured: the payment gateway (tools/payment-sim, unless
// PAYMENT_GATEWAY_URL is set) and the game provider (tools/provider-sim, unless
// PROVIDER_LAUNCH_URL is set), so deposits and games work end to end with nothing else to
// install. They stop with the server.
import { spawn } from 'node:child_process';

import { buildStale } from './build.mjs';
import { ensureInstalled } from './ensure-install.mjs';
import { log, ROOT } from './lib.mjs';

ensureInstalled();
buildStale();

/** Runs a simulator beside the server; it stops when the server does. */
const startSimulator = (name, main, env) => {
  const simulator = spawn(process.execPath, [`${ROOT}/${main}`], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  simulator.on('exit', (code) => {
    if (code) log(`${name} stopped (exit ${code})`);
  });
  process.on('exit', () => simulator.kill());
};

if (!process.env.DATABASE_URL && !process.env.PAYMENT_GATEWAY_URL) {
  const port = process.env.PAYMENT_SIM_PORT || '8090';
  startSimulator('payment gateway simulator', 'tools/payment-sim/dist/main.js', { PAYMENT_SIM_PORT: port });
  process.env.PAYMENT_GATEWAY_URL = `http://127.0.0.1:${port}`;
  log(`payment gateway simulator on http://127.0.0.1:${port}`);
}

if (!process.env.DATABASE_URL && !process.env.PROVIDER_LAUNCH_URL) {
  const port = process.env.PROVIDER_SIM_PORT || '8091';
  startSimulator('game provider simulator', 'tools/provider-sim/dist/main.js', {
    PROVIDER_SIM_PORT: port,
    PROVIDER_SIM_WALLET_URL: `http://127.0.0.1:${process.env.PORT || '8080'}/wps/provider/v1`,
  });
  process.env.PROVIDER_LAUNCH_URL = `http://127.0.0.1:${port}`;
  log(`game provider simulator on http://127.0.0.1:${port}`);
}

await import(`${ROOT}/apps/server/dist/main.js`);
