import { afterEach, describe, expect, it, vi } from 'vitest';

import { CHUNK_LOAD_TIMEOUT_MS } from '@perya/contracts';

import { ChunkLoadError, loadWithTimeout } from './lazy-with-timeout';

describe('loadWithTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should fail with ChunkLoadError when a chunk has not arrived after 120 s (spec §8), not before', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const outcome = loadWithTimeout(() => new Promise<never>(() => undefined)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled: unknown = 'pending';
    void outcome.then((value) => (settled = value));
    await Promise.resolve();
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
  });

  it('should turn a failed import into a ChunkLoadError at once', async () => {
    const failure = await loadWithTimeout(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkLoadError);
  });
});
