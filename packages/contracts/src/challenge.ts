import { z } from 'zod';

// Bot checks before sensitive calls: the slider puzzle (spec §4: runs before username login,
// registration and SMS sends) and the image captcha (after repeated login failures).

export const SLIDER_WIDTH = 320;
/**
 * The captcha as shown, in CSS pixels (the PNG is drawn at twice this, for sharp text on phones):
 * wide enough to read on a 390 px screen, not squeezed into the input (issue 22 item 25).
 */
export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 64;
export const SLIDER_HEIGHT = 160;
export const SLIDER_PIECE_SIZE = 52;

export const SliderChallengeSchema = z.object({
  challengeId: z.uuid(),
  background: z.string().describe('PNG, base64, SLIDER_WIDTH x SLIDER_HEIGHT, with the hole the piece fills'),
  piece: z.string().describe('PNG, base64, SLIDER_PIECE_SIZE square, transparent around the piece'),
  pieceY: z.number().int().describe('Top of the piece, in background pixels'),
  width: z.number().int(),
  height: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type SliderChallenge = z.infer<typeof SliderChallengeSchema>;

export const SliderVerifyRequestSchema = z.object({
  challengeId: z.uuid(),
  x: z.number().min(0).max(SLIDER_WIDTH).describe('Left of the piece where the user let go, in background pixels'),
  durationMs: z.number().int().min(0).max(600_000).describe('Time from first touch to release'),
  trail: z
    .array(
      z
        .number()
        .int()
        .min(-SLIDER_WIDTH)
        .max(SLIDER_WIDTH * 2),
    )
    .max(600)
    .optional()
    .describe('Positions sampled while dragging; a straight jump is a bot'),
});
export type SliderVerifyRequest = z.infer<typeof SliderVerifyRequestSchema>;

/** A solved challenge: `validate` is the one-use token the protected call carries. */
export const SliderVerifyResultSchema = z.object({
  validate: z.string(),
  expiresInSeconds: z.number().int(),
});
export type SliderVerifyResult = z.infer<typeof SliderVerifyResultSchema>;

export const CaptchaQuerySchema = z.object({
  key: z.uuid().describe('Chosen by the client; the answer is sent later with the same key'),
});
/** The captcha image: PNG, base64 (spec §7.1). */
export const CaptchaImageSchema = z.string();

/** The validate token field every challenge-protected request carries. */
export const ChallengeTokenSchema = z.string().trim().min(1).max(200);
