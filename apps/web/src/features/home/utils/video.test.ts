import { describe, expect, it } from 'vitest';

import { videoEmbedOf } from './video';

describe('video blocks (spec §2.7)', () => {
  it('should embed YouTube links from youtube-nocookie.com', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(videoEmbedOf(link)?.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    }
  });

  it('should embed Facebook videos through the video plugin', () => {
    expect(videoEmbedOf('https://www.facebook.com/perya.ph/videos/1234567890')?.src).toContain(
      'facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fperya.ph%2Fvideos%2F1234567890',
    );
  });

  it('should show nothing for a link that is not a video-site link', () => {
    expect(videoEmbedOf('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedOf('javascript:alert(1)')).toBeNull();
    expect(videoEmbedOf('https://www.youtube.com/@perya.ph')).toBeNull();
    expect(videoEmbedOf('https://www.facebook.com/perya.ph')).toBeNull();
    expect(videoEmbedOf('not a url')).toBeNull();
  });
});
