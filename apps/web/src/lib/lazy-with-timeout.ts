import { CHUNK_LOAD_TIMEOUT_MS } from '@perya/contracts';

/** A route chunk that did not arrive in time, or failed to load (spec §8). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Loads a lazy route module, failing with ChunkLoadError after 120 s (spec §9) or on a load error. */
export const loadWithTimeout = <T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('chunk load timed out')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : 'chunk failed to load'));
      },
    );
  });
