/**
 * Runs a task when the browser has a moment to spare (at the latest after `timeout` ms), so work
 * nobody waits for stays out of the first screen's busy time. Returns a cancel function.
 */
export const whenIdle = (task: () => void, timeout = 2_000): (() => void) => {
  // Safari has no requestIdleCallback: a short timer stands in.
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, Math.min(timeout, 300));
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(task, { timeout });
  return () => window.cancelIdleCallback(handle);
};
