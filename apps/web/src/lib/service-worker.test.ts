import { describe, expect, it, vi } from 'vitest';

import { HAND_OVER_BATCH, loadedAssetUrls, requestInBatches } from './service-worker';

describe('the service worker’s hand-over', () => {
  it('should name the page’s own fingerprinted files once, not the back office’s or other sites’', () => {
    const entries = [
      'https://perya.test/assets/index-abc.js',
      'https://perya.test/assets/index-abc.js',
      'https://perya.test/assets/index-abc.css',
      'https://perya.test/assets/outfit-latin.woff2',
      'https://perya.test/assets/admin-xyz.js',
      'https://perya.test/wps/system/status',
      'https://cdn.example/assets/other.js',
    ].map((name) => ({ name }) as PerformanceEntry);
    expect(loadedAssetUrls(entries, 'https://perya.test')).toEqual([
      'https://perya.test/assets/index-abc.js',
      'https://perya.test/assets/index-abc.css',
      'https://perya.test/assets/outfit-latin.woff2',
    ]);
  });

  it('should ask for a batch at once and the rest a batch per idle moment, each once and in order', async () => {
    const urls = Array.from({ length: 2 * HAND_OVER_BATCH + 3 }, (_, index) => `/assets/file-${index}.js`);
    const requested: string[] = [];
    requestInBatches(urls, (url) => requested.push(url));
    expect(requested).toEqual(urls.slice(0, HAND_OVER_BATCH));
    await vi.waitFor(() => expect(requested).toHaveLength(urls.length));
    expect(requested).toEqual(urls);
  });
});
