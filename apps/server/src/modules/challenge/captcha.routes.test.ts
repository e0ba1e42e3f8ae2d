import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ChallengeTestApp } from './challenge.test-app';
import { SECOND, createChallengeTestApp, expectCode } from './challenge.test-app';

// The image captcha over HTTP and its one-try check, with a clock the tests move (never sleep).

describe('captcha routes', () => {
  let sut: ChallengeTestApp;

  beforeAll(async () => {
    sut = await createChallengeTestApp();
  });
  afterAll(async () => {
    await sut.close();
  });

  describe('GET /wps/captcha', () => {
    it('should return a PNG without a data: prefix', async () => {
      const { image, answer } = await sut.newCaptcha();
      expect(image).not.toMatch(/^data:/);
      const metadata = await sharp(Buffer.from(image, 'base64')).metadata();
      expect(metadata.format).toBe('png');
      expect(answer).toMatch(/^[a-z0-9]{4,5}$/);
      expect(answer).not.toMatch(/[0o1lij]/);
    });

    it('should replace the captcha of a key with a new one', async () => {
      const first = await sut.newCaptcha();
      sut.moveClock(4 * 60 * SECOND);
      const second = await sut.newCaptcha(first.key);
      sut.moveClock(2 * 60 * SECOND);
      // The first would have expired by now; the replacement runs 5 minutes from its own creation.
      expect(await sut.app.challengeService.checkCaptcha(second.key, second.answer)).toBe(true);
    });

    it('should refuse a key that belongs to a slider puzzle', async () => {
      const { value } = await sut.newSlider();
      const response = await sut.app.inject({ method: 'GET', url: `/wps/captcha?key=${value.challengeId}` });
      expectCode(response, 'CAPTCHA_INVALID');
      expect((await sut.repository.findById(value.challengeId))?.kind).toBe('SLIDER');
    });

    it.each([
      ['no key', '/wps/captcha'],
      ['a non-uuid key', '/wps/captcha?key=12345'],
      ['a 10 kB key', `/wps/captcha?key=${'k'.repeat(10_000)}`],
    ])('should answer %s with 400 VALIDATION', async (_name, url) => {
      expectCode(await sut.app.inject({ method: 'GET', url }), 'VALIDATION');
    });
  });

  describe('checkCaptcha', () => {
    it('should accept the right answer once', async () => {
      const { key, answer } = await sut.newCaptcha();
      expect(await sut.app.challengeService.checkCaptcha(key, answer)).toBe(true);
      expect(await sut.app.challengeService.checkCaptcha(key, answer)).toBe(false);
    });

    it('should ignore case', async () => {
      const { key, answer } = await sut.newCaptcha();
      expect(await sut.app.challengeService.checkCaptcha(key, answer.toUpperCase())).toBe(true);
    });

    it('should use up the captcha on a wrong answer', async () => {
      const { key, answer } = await sut.newCaptcha();
      expect(await sut.app.challengeService.checkCaptcha(key, `${answer}z`)).toBe(false);
      expect(await sut.app.challengeService.checkCaptcha(key, answer)).toBe(false);
    });

    it('should refuse an expired captcha', async () => {
      const { key, answer } = await sut.newCaptcha();
      sut.moveClock(5 * 60 * SECOND + 1);
      expect(await sut.app.challengeService.checkCaptcha(key, answer)).toBe(false);
    });

    it('should refuse an unknown, missing or malformed key, and a missing answer', async () => {
      const { key } = await sut.newCaptcha();
      expect(await sut.app.challengeService.checkCaptcha(crypto.randomUUID(), 'abcd')).toBe(false);
      expect(await sut.app.challengeService.checkCaptcha(undefined, 'abcd')).toBe(false);
      expect(await sut.app.challengeService.checkCaptcha('not-a-uuid', 'abcd')).toBe(false);
      expect(await sut.app.challengeService.checkCaptcha('k'.repeat(10_000), 'abcd')).toBe(false);
      expect(await sut.app.challengeService.checkCaptcha(key, undefined)).toBe(false);
    });

    it('should never accept a slider puzzle as a captcha', async () => {
      const { value, answer } = await sut.newSlider();
      expect(await sut.app.challengeService.checkCaptcha(value.challengeId, String(answer))).toBe(false);
      expect(await sut.repository.findById(value.challengeId)).toBeDefined();
    });
  });
});
