// The command line entry: `node tools/provider-sim/dist/main.js`, configured by environment
// variables (see README.md).
import { readConfig } from './config';
import { startProviderSim } from './index';

const main = async () => {
  const config = readConfig(process.env);
  const sim = await startProviderSim(config);
  console.log(
    `provider-sim listening on ${sim.url} (launch URL ${sim.publicUrl}), wallet ${config.walletUrl} (vendors: ${Object.keys(config.keys).join(', ')})`,
  );

  // Once per signal: a second Ctrl-C falls back to Node's default and ends the process at once.
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= sim.close().catch((error: unknown) => {
      console.error('provider-sim: close failed', error);
      process.exitCode = 1;
    });
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
};

main().catch((error: unknown) => {
  console.error(`provider-sim: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
