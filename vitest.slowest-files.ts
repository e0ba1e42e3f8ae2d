import type { Reporter, TestModule } from 'vitest/node';

// Prints the ten slowest test files after the runner's summary (`npm test`), so a suite that
// grows slow is seen the day it does: CI time is the sum of these.

const SHOWN = 10;

/** A file's own time: preparing and importing it, then its tests and hooks. */
const secondsOf = (module: TestModule): number => {
  const diagnostic = module.diagnostic();
  return (
    (diagnostic.environmentSetupDuration +
      diagnostic.prepareDuration +
      diagnostic.collectDuration +
      diagnostic.setupDuration +
      diagnostic.duration) /
    1000
  );
};

export class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const slowest = testModules
      .map((module) => ({ name: `${module.project.name}: ${module.relativeModuleId}`, seconds: secondsOf(module) }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN);
    if (slowest.length === 0) return;
    const lines = slowest.map(({ name, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
    process.stdout.write(`\n Slowest test files:\n${lines.join('\n')}\n`);
  }
}
