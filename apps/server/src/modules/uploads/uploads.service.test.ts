import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { UPLOAD_MAX_PIXELS } from '@perya/contracts';

import { systemClock } from '../../lib/clock';
import type { Slots } from '../../lib/decode-slots';
import { createSlots } from '../../lib/decode-slots';
import type { UploadsRepository } from './uploads.repository';
import { createUploadsService } from './uploads.service';

// Issue 22 item 14: a 129 kB PNG decoding to 40 megapixels was accepted as a proof image, and
// eight at once took the server to 800 MB. The size an image decodes to is read from its header
// and refused above UPLOAD_MAX_PIXELS before any pixel is decoded; decoding runs in bounded slots.

/** Slots that remember how many ran at once, and how many runs there were. */
const watchedSlots = (concurrent: number) => {
  const slots = createSlots({ concurrent, queued: 16 });
  const seen = { runs: 0, mostAtOnce: 0 };
  const watched: Slots = {
    run: (work) =>
      slots.run(async () => {
        seen.runs += 1;
        seen.mostAtOnce = Math.max(seen.mostAtOnce, slots.load().running);
        return work();
      }),
    load: slots.load,
  };
  return { watched, seen };
};

const repository = { insert: async () => undefined } as unknown as UploadsRepository;

describe('proof images that decode to too many pixels', () => {
  let bomb: Buffer;
  let photo: Buffer;

  beforeAll(async () => {
    // 40 megapixels of one colour: a small file.
    bomb = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
  }, 30_000);

  it('should refuse an image above the pixel limit from its header, without decoding it', async () => {
    expect(bomb.length).toBeLessThan(200_000);
    const { watched, seen } = watchedSlots(2);
    const uploads = createUploadsService({ uploadsRepository: repository, clock: systemClock, decoding: watched });
    await expect(uploads.storeImage(1, bomb)).rejects.toMatchObject({ code: 'UPLOAD_INVALID' });
    expect(seen.runs).toBe(0);
    expect(8000 * 5000).toBeGreaterThan(UPLOAD_MAX_PIXELS);
  });

  it('should decode at most two images at once when eight arrive together, and store them all', async () => {
    const { watched, seen } = watchedSlots(2);
    const uploads = createUploadsService({ uploadsRepository: repository, clock: systemClock, decoding: watched });
    const stored = await Promise.all(Array.from({ length: 8 }, () => uploads.storeImage(1, photo)));
    expect(stored.map(({ width, height }) => `${width}x${height}`)).toEqual(Array(8).fill('1200x900'));
    expect(seen.runs).toBe(8);
    expect(seen.mostAtOnce).toBeLessThanOrEqual(2);
  });
});
