import { randomUUID } from 'node:crypto';

import type { SliderChallenge, SliderVerifyRequest, SliderVerifyResult } from '@perya/contracts';
import { ChallengeTokenSchema, CaptchaQuerySchema, SLIDER_HEIGHT, SLIDER_WIDTH } from '@perya/contracts';

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { generateToken, hashToken } from '../../lib/tokens';
import type { ChallengeRepository, ChallengeRow } from './challenge.repository';
import type { CaptchaImage, SliderPuzzle } from './challenge.images';
import { renderCaptcha, renderSliderPuzzle } from './challenge.images';

/** How long a slider puzzle can be answered, and how long its token then stays usable. */
export const SLIDER_TTL_SECONDS = 120;
export const SLIDER_TOKEN_TTL_SECONDS = 120;
export const CAPTCHA_TTL_SECONDS = 5 * 60;
/** Tries per puzzle, counted whether right or wrong. */
export const SLIDER_MAX_ATTEMPTS = 5;
/** How far (background pixels) the piece may land from its hole. */
export const SLIDER_TOLERANCE_PX = 6;
/** A drag faster than this is a script, not a hand. */
export const SLIDER_MIN_DURATION_MS = 250;
const TRAIL_MIN_DISTINCT_POSITIONS = 3;
// A trail may not cover most of its way in one sample: that is a jump, not a drag. Small
// absolute steps are always fine (a fast flick on a slow phone samples coarsely).
const TRAIL_MAX_STEP_SHARE = 0.5;
const TRAIL_ALWAYS_FINE_STEP_PX = 30;

export type ChallengeServiceDeps = {
  db: Database;
  challengeRepository: ChallengeRepository;
  clock: Clock;
  /** Image generators; tests may pass fixed ones. */
  renderSlider?: () => Promise<SliderPuzzle>;
  renderCaptchaImage?: () => Promise<CaptchaImage>;
};

type SliderRejection =
  'UNKNOWN' | 'TOO_MANY_ATTEMPTS' | 'EXPIRED' | 'ALREADY_SOLVED' | 'WRONG_X' | 'TOO_FAST' | 'TRAIL';

const secondsAfter = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);

/** True when a trail looks like a hand: several distinct positions and no leap across the track. */
export const isHumanTrail = (trail: readonly number[]): boolean => {
  if (new Set(trail).size < TRAIL_MIN_DISTINCT_POSITIONS) return false;
  const span = Math.max(...trail) - Math.min(...trail);
  let largestStep = 0;
  for (let index = 1; index < trail.length; index += 1) {
    largestStep = Math.max(largestStep, Math.abs((trail[index] ?? 0) - (trail[index - 1] ?? 0)));
  }
  return largestStep <= Math.max(TRAIL_ALWAYS_FINE_STEP_PX, span * TRAIL_MAX_STEP_SHARE);
};

const rejectionOf = (
  row: ChallengeRow | undefined,
  input: SliderVerifyRequest,
  now: Date,
): SliderRejection | undefined => {
  if (!row) return 'UNKNOWN';
  if (row.attempts > SLIDER_MAX_ATTEMPTS) return 'TOO_MANY_ATTEMPTS';
  if (row.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  if (row.solvedAt) return 'ALREADY_SOLVED';
  if (Math.abs(input.x - Number(row.answer)) > SLIDER_TOLERANCE_PX) return 'WRONG_X';
  if (input.durationMs < SLIDER_MIN_DURATION_MS) return 'TOO_FAST';
  if (input.trail && !isHumanTrail(input.trail)) return 'TRAIL';
  return undefined;
};

export const createChallengeService = ({
  db,
  challengeRepository,
  clock,
  renderSlider = renderSliderPuzzle,
  renderCaptchaImage = renderCaptcha,
}: ChallengeServiceDeps) => ({
  /** A fresh slider puzzle for this visitor; the piece's x is kept on the server. */
  async createSliderChallenge(ip: string): Promise<SliderChallenge> {
    // The images are drawn before any query: nothing holds the database while sharp works.
    const puzzle = await renderSlider();
    const challengeId = randomUUID();
    const now = clock.now();
    await challengeRepository.insert({
      id: challengeId,
      kind: 'SLIDER',
      answer: String(puzzle.x),
      ip,
      createdAt: now,
      expiresAt: secondsAfter(now, SLIDER_TTL_SECONDS),
    });
    return {
      challengeId,
      background: puzzle.background.toString('base64'),
      piece: puzzle.piece.toString('base64'),
      pieceY: puzzle.y,
      width: SLIDER_WIDTH,
      height: SLIDER_HEIGHT,
      expiresInSeconds: SLIDER_TTL_SECONDS,
    };
  },

  /**
   * Checks where the user let go. Every try counts, in the same transaction as the check, so
   * concurrent tries cannot exceed the limit or solve one puzzle twice. A solved puzzle yields a
   * one-use token; only its hash is stored.
   */
  async verifySlider(input: SliderVerifyRequest): Promise<SliderVerifyResult> {
    const now = clock.now();
    const token = generateToken(24);
    const rejection = await db.transaction(async (tx) => {
      const row = await challengeRepository.incrementAttempts(input.challengeId, 'SLIDER', tx);
      const reason = rejectionOf(row, input, now);
      if (reason || !row) return reason ?? 'UNKNOWN';
      await challengeRepository.markSolved(
        row.id,
        { solvedAt: now, tokenHash: hashToken(token), tokenExpiresAt: secondsAfter(now, SLIDER_TOKEN_TTL_SECONDS) },
        tx,
      );
      return undefined;
    });
    // Thrown after the commit, so the counted attempt stays counted.
    if (rejection) throw new AppError('CHALLENGE_FAILED', `slider rejected: ${rejection}`);
    return { validate: token, expiresInSeconds: SLIDER_TOKEN_TTL_SECONDS };
  },

  /** A new captcha image under the client's key; it replaces an earlier one with that key. */
  async createCaptcha(key: string, ip: string): Promise<string> {
    const { text, png } = await renderCaptchaImage();
    const now = clock.now();
    const isStored = await challengeRepository.upsertCaptcha({
      id: key,
      answer: text.toLowerCase(),
      ip,
      createdAt: now,
      expiresAt: secondsAfter(now, CAPTCHA_TTL_SECONDS),
    });
    // The key belongs to a slider puzzle: refuse rather than overwrite it.
    if (!isStored) throw new AppError('CAPTCHA_INVALID', 'captcha key taken by another challenge');
    return png.toString('base64');
  },

  /**
   * Uses up a slider token: true only for the token of a solved, unexpired puzzle not used
   * before. One conditional update, so of two concurrent calls exactly one gets true.
   */
  async consumeSliderToken(token: string | undefined): Promise<boolean> {
    const parsed = ChallengeTokenSchema.safeParse(token);
    if (!parsed.success) return false;
    return challengeRepository.consumeToken(hashToken(parsed.data), clock.now());
  },

  /** Checks a captcha answer, case-insensitively. One try per captcha: the row goes either way. */
  async checkCaptcha(key: string | undefined, answer: string | undefined): Promise<boolean> {
    if (key === undefined || !CaptchaQuerySchema.shape.key.safeParse(key).success) return false;
    const row = await challengeRepository.deleteCaptcha(key);
    if (!row || row.expiresAt.getTime() <= clock.now().getTime()) return false;
    return typeof answer === 'string' && answer.trim().toLowerCase() === row.answer;
  },

  /** Deletes challenges (and tokens) past their expiry; returns how many went. For a scheduler. */
  async deleteExpired(): Promise<number> {
    return challengeRepository.deleteExpired(clock.now());
  },
});

export type ChallengeService = ReturnType<typeof createChallengeService>;
