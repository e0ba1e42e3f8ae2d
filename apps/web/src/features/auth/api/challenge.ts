import type { SliderVerifyRequest } from '@perya/contracts';
import { CaptchaImageSchema, SliderChallengeSchema, SliderVerifyResultSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';

/** A new slider puzzle (single use: never cached between tries). */
export const getSliderChallenge = () => api.get('/wps/challenge/slider', SliderChallengeSchema);

/** Checks where the piece was let go; resolves with the one-use `validate` token. */
export const verifySlider = (body: SliderVerifyRequest) =>
  api.post('/wps/challenge/slider/verify', SliderVerifyResultSchema, body);

/** The captcha image (PNG, base64) for `key`; a new call with the same key replaces the code. */
export const getCaptchaImage = (key: string) => api.get('/wps/captcha', CaptchaImageSchema, { key });
