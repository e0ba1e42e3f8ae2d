import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '@perya/contracts';

import { renderCaptcha } from './challenge.images';

describe('renderCaptcha', () => {
  it('should draw the image at twice the size it is shown at, large enough to read on a phone', async () => {
    const { text, png } = await renderCaptcha();
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: CAPTCHA_WIDTH * 2, height: CAPTCHA_HEIGHT * 2, format: 'png' });
    expect(CAPTCHA_WIDTH).toBeGreaterThanOrEqual(200);
    expect(text).toMatch(/^[A-Za-z0-9]{4,5}$/);
  });
});
