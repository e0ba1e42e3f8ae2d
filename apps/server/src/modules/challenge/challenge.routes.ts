// Pulls in the rate-limit plugin's route-config types (`config.rateLimit`); the plugin itself is
// registered with the app.
import type {} from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  CaptchaImageSchema,
  CaptchaQuerySchema,
  SliderChallengeSchema,
  SliderVerifyRequestSchema,
  SliderVerifyResultSchema,
} from '@perya/contracts';

const tags = ['challenge'];

// Per-IP limits: a person needs a handful of puzzles a minute; a script needs thousands.
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** The bot checks: slider puzzle (spec §4) and image captcha (spec §7.1). */
export const challengeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/challenge/slider',
    {
      config: perMinute(30),
      schema: {
        tags,
        summary: 'A new slider puzzle: a picture with a hole and the piece that fills it',
        response: { 200: SliderChallengeSchema },
      },
    },
    async (request) => app.challengeService.createSliderChallenge(request.ip),
  );

  app.post(
    '/wps/challenge/slider/verify',
    {
      config: perMinute(30),
      schema: {
        tags,
        summary: 'Checks where the piece was let go; a solved puzzle gives a one-use token (validate)',
        body: SliderVerifyRequestSchema,
        response: { 200: SliderVerifyResultSchema },
      },
    },
    async (request) => app.challengeService.verifySlider(request.body),
  );

  app.get(
    '/wps/captcha',
    {
      config: perMinute(30),
      schema: {
        tags,
        summary: 'A captcha image (PNG, base64) for the client-chosen key; a new one replaces the old',
        querystring: CaptchaQuerySchema,
        response: { 200: CaptchaImageSchema },
      },
    },
    async (request) => app.challengeService.createCaptcha(request.query.key, request.ip),
  );
};
