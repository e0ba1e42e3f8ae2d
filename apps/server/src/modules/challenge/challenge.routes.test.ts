import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SLIDER_HEIGHT, SLIDER_PIECE_SIZE, SLIDER_WIDTH } from '@perya/contracts';

import type { ChallengeTestApp } from './challenge.test-app';
import { SECOND, createChallengeTestApp, dragTrail, expectCode } from './challenge.test-app';

// The slider puzzle over HTTP and its one-use token, with a clock the tests move (never sleep).

const expectChallengeFailed = (response: LightMyRequestResponse) => expectCode(response, 'CHALLENGE_FAILED');

describe('slider challenge routes', () => {
  let sut: ChallengeTestApp;

  beforeAll(async () => {
    sut = await createChallengeTestApp();
  });
  afterAll(async () => {
    await sut.close();
  });

  describe('GET /wps/challenge/slider', () => {
    it('should return a background and a piece that decode as PNGs of the right sizes', async () => {
      const { value, answer } = await sut.newSlider();
      expect(value).toMatchObject({ width: SLIDER_WIDTH, height: SLIDER_HEIGHT, expiresInSeconds: 120 });
      expect(value.background).not.toMatch(/^data:/);
      const background = await sharp(Buffer.from(value.background, 'base64')).metadata();
      const piece = await sharp(Buffer.from(value.piece, 'base64')).metadata();
      expect([background.format, background.width, background.height]).toEqual(['png', SLIDER_WIDTH, SLIDER_HEIGHT]);
      expect([piece.format, piece.width, piece.height, piece.hasAlpha]).toEqual([
        'png',
        SLIDER_PIECE_SIZE,
        SLIDER_PIECE_SIZE,
        true,
      ]);
      expect(value.pieceY).toBeGreaterThanOrEqual(0);
      expect(value.pieceY).toBeLessThanOrEqual(SLIDER_HEIGHT - SLIDER_PIECE_SIZE);
      expect(answer).toBeGreaterThanOrEqual(90);
      expect(answer).toBeLessThanOrEqual(SLIDER_WIDTH - SLIDER_PIECE_SIZE - 10);
    });

    it('should keep the answer on the server only', async () => {
      const { value, answer } = await sut.newSlider();
      expect(Object.keys(value).sort()).toEqual(
        ['background', 'challengeId', 'expiresInSeconds', 'height', 'piece', 'pieceY', 'width'].sort(),
      );
      expect(JSON.stringify(value)).not.toContain(`"x":${answer}`);
    });
  });

  describe('POST /wps/challenge/slider/verify', () => {
    it('should give a one-use token for a release within the tolerance', async () => {
      const { value, answer } = await sut.newSlider();
      const response = await sut.verify({
        challengeId: value.challengeId,
        x: answer + 5.5,
        durationMs: 700,
        trail: dragTrail(answer + 5),
      });
      expect(response.statusCode).toBe(200);
      const result = response.json().value;
      expect(result.expiresInSeconds).toBe(120);
      expect(result.validate).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const row = await sut.repository.findById(value.challengeId);
      expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.tokenHash).not.toContain(result.validate);
    });

    it('should accept a release without a trail', async () => {
      const { value, answer } = await sut.newSlider();
      expect((await sut.verify({ challengeId: value.challengeId, x: answer - 6, durationMs: 400 })).statusCode).toBe(
        200,
      );
    });

    it('should refuse a wrong x and change nothing but the attempt count', async () => {
      const { value, answer } = await sut.newSlider();
      const before = await sut.repository.findById(value.challengeId);
      expectChallengeFailed(await sut.verify({ challengeId: value.challengeId, x: answer + 7, durationMs: 900 }));
      const after = await sut.repository.findById(value.challengeId);
      expect(after).toEqual({ ...before, attempts: 1 });
    });

    it('should refuse a drag faster than a hand', async () => {
      const { value, answer } = await sut.newSlider();
      expectChallengeFailed(await sut.verify({ challengeId: value.challengeId, x: answer, durationMs: 249 }));
    });

    it('should refuse a trail that jumps straight to the answer', async () => {
      const { value, answer } = await sut.newSlider();
      expectChallengeFailed(
        await sut.verify({ challengeId: value.challengeId, x: answer, durationMs: 900, trail: [0, 1, 2, answer] }),
      );
      expectChallengeFailed(
        await sut.verify({ challengeId: value.challengeId, x: answer, durationMs: 900, trail: [0, answer, answer] }),
      );
    });

    it('should refuse an expired puzzle', async () => {
      const { value, answer } = await sut.newSlider();
      sut.moveClock(121 * SECOND);
      expectChallengeFailed(
        await sut.verify({ challengeId: value.challengeId, x: answer, durationMs: 900, trail: dragTrail(answer) }),
      );
    });

    it('should refuse the sixth try even when it is right', async () => {
      const { value, answer } = await sut.newSlider();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expectChallengeFailed(await sut.verify({ challengeId: value.challengeId, x: answer + 50, durationMs: 900 }));
      }
      expectChallengeFailed(
        await sut.verify({ challengeId: value.challengeId, x: answer, durationMs: 900, trail: dragTrail(answer) }),
      );
      expect((await sut.repository.findById(value.challengeId))?.attempts).toBe(6);
    });

    it('should accept the fifth try', async () => {
      const { value, answer } = await sut.newSlider();
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expectChallengeFailed(await sut.verify({ challengeId: value.challengeId, x: answer + 50, durationMs: 900 }));
      }
      expect((await sut.verify({ challengeId: value.challengeId, x: answer, durationMs: 900 })).statusCode).toBe(200);
    });

    it('should refuse a replay of a solved puzzle', async () => {
      const { value, answer } = await sut.newSlider();
      const body = { challengeId: value.challengeId, x: answer, durationMs: 900, trail: dragTrail(answer) };
      expect((await sut.verify(body)).statusCode).toBe(200);
      expectChallengeFailed(await sut.verify(body));
    });

    it('should refuse an unknown puzzle', async () => {
      expectChallengeFailed(await sut.verify({ challengeId: crypto.randomUUID(), x: 100, durationMs: 900 }));
    });

    it.each([
      ['no fields', {}],
      ['no x', { challengeId: crypto.randomUUID(), durationMs: 900 }],
      ['x past the picture', { challengeId: crypto.randomUUID(), x: SLIDER_WIDTH + 1, durationMs: 900 }],
      ['a negative x', { challengeId: crypto.randomUUID(), x: -1, durationMs: 900 }],
      ['a text x', { challengeId: crypto.randomUUID(), x: '120', durationMs: 900 }],
      ['a bad id', { challengeId: 'not-a-uuid', x: 120, durationMs: 900 }],
      ['a 10 kB id', { challengeId: 'a'.repeat(10_000), x: 120, durationMs: 900 }],
      ['a fractional duration', { challengeId: crypto.randomUUID(), x: 120, durationMs: 1.5 }],
      [
        'a 601-sample trail',
        { challengeId: crypto.randomUUID(), x: 120, durationMs: 900, trail: dragTrail(600, 0, 1) },
      ],
    ])('should answer %s with 400 VALIDATION', async (_name, payload) => {
      expectCode(await sut.verify(payload), 'VALIDATION');
    });
  });

  describe('consumeSliderToken', () => {
    it('should accept a token exactly once', async () => {
      const token = await sut.solveSlider();
      expect(await sut.app.challengeService.consumeSliderToken(token)).toBe(true);
      expect(await sut.app.challengeService.consumeSliderToken(token)).toBe(false);
    });

    it('should accept a token once when two requests race with it', async () => {
      const token = await sut.solveSlider();
      const results = await Promise.all([
        sut.app.challengeService.consumeSliderToken(token),
        sut.app.challengeService.consumeSliderToken(token),
        sut.app.challengeService.consumeSliderToken(token),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('should refuse an expired token', async () => {
      const token = await sut.solveSlider();
      sut.moveClock(121 * SECOND);
      expect(await sut.app.challengeService.consumeSliderToken(token)).toBe(false);
    });

    it('should refuse a missing, empty, oversized or unknown token', async () => {
      for (const token of [undefined, '', ' ', 'x'.repeat(10_000), 'unknown-token-value']) {
        expect(await sut.app.challengeService.consumeSliderToken(token)).toBe(false);
      }
    });
  });

  describe('deleteExpired', () => {
    it('should delete expired puzzles and captchas but keep a live token', async () => {
      // An hour on, everything earlier tests left has expired: start from an empty table.
      sut.moveClock(3600 * SECOND);
      await sut.app.challengeService.deleteExpired();
      const stale = await sut.newSlider();
      const staleCaptcha = await sut.newCaptcha();
      sut.moveClock(100 * SECOND);
      const solved = await sut.newSlider();
      sut.moveClock(110 * SECOND);
      const solvedResponse = await sut.verify({
        challengeId: solved.value.challengeId,
        x: solved.answer,
        durationMs: 900,
      });
      const token: string = solvedResponse.json().value.validate;
      sut.moveClock(90 * SECOND);
      const fresh = await sut.newSlider();
      sut.moveClock(25 * SECOND);

      // At 325 s: the first puzzle (120 s) and the captcha (300 s) have expired. The solved
      // puzzle's own expiry passed at 220 s, but its token (solved at 210 s) runs to 330 s.
      expect(await sut.app.challengeService.deleteExpired()).toBe(2);
      expect(await sut.repository.findById(stale.value.challengeId)).toBeUndefined();
      expect(await sut.repository.findById(staleCaptcha.key)).toBeUndefined();
      expect(await sut.repository.findById(solved.value.challengeId)).toBeDefined();
      expect(await sut.repository.findById(fresh.value.challengeId)).toBeDefined();
      expect(await sut.app.challengeService.consumeSliderToken(token)).toBe(true);

      sut.moveClock(10 * SECOND);
      expect(await sut.app.challengeService.deleteExpired()).toBe(1);
      expect(await sut.repository.findById(fresh.value.challengeId)).toBeDefined();
    });
  });
});
