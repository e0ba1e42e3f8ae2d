import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Fastify from 'fastify';
import { expect } from 'vitest';

import type { SliderChallenge } from '@perya/contracts';

import { createTestDatabase } from '../../db/test-database';
import type { Clock } from '../../lib/clock';
import { apiScope } from '../../plugins/api-scope';
import { databasePlugin } from '../../plugins/database';
import { envelopePlugin } from '../../plugins/envelope';
import { generateRequestId, requestContextPlugin } from '../../plugins/request-context';
import { challengeModule, challengeRoutes } from '.';
import { createChallengeRepository } from './challenge.repository';

// For the module's tests only: a minimal app (platform plugins, the database, this module and
// its routes) on a fresh database, with a clock the tests move instead of sleeping.

export const SECOND = 1000;

/** A drag from `from` to `to` sampled every `step` pixels, as a hand would leave it. */
export const dragTrail = (to: number, from = 0, step = 9): number[] => {
  const trail: number[] = [];
  for (let position = from; position < to; position += step) trail.push(position);
  trail.push(to);
  return trail;
};

export const expectCode = (response: LightMyRequestResponse, code: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json().code).toBe(code);
};

export const createChallengeTestApp = async () => {
  let currentTime = new Date('2026-03-01T08:00:00Z');
  const clock: Clock = { now: () => currentTime };
  const handle = await createTestDatabase();
  const repository = createChallengeRepository(handle.db);
  const app: FastifyInstance = Fastify({ logger: false, genReqId: generateRequestId });
  await app.register(requestContextPlugin);
  await app.register(envelopePlugin);
  await app.register(databasePlugin, { handle });
  await app.register(challengeModule, { clock });
  await app.register(apiScope, { routes: [challengeRoutes] });
  await app.ready();

  const verify = (payload: object) => app.inject({ method: 'POST', url: '/wps/challenge/slider/verify', payload });

  /** A new puzzle, with its answer read from the database. */
  const newSlider = async (): Promise<{ value: SliderChallenge; answer: number }> => {
    const response = await app.inject({ method: 'GET', url: '/wps/challenge/slider' });
    expect(response.statusCode).toBe(200);
    const value: SliderChallenge = response.json().value;
    const row = await repository.findById(value.challengeId);
    return { value, answer: Number(row?.answer) };
  };

  return {
    app,
    repository,
    verify,
    newSlider,
    moveClock: (milliseconds: number) => {
      currentTime = new Date(currentTime.getTime() + milliseconds);
    },
    /** A solved puzzle's token. */
    solveSlider: async (): Promise<string> => {
      const { value, answer } = await newSlider();
      const response = await verify({
        challengeId: value.challengeId,
        x: answer,
        durationMs: 900,
        trail: dragTrail(answer),
      });
      expect(response.statusCode).toBe(200);
      return response.json().value.validate;
    },
    /** A new captcha under `key`, with its answer read from the database. */
    newCaptcha: async (key: string = crypto.randomUUID()) => {
      const response = await app.inject({ method: 'GET', url: `/wps/captcha?key=${key}` });
      expect(response.statusCode).toBe(200);
      const row = await repository.findById(key);
      return { key, image: response.json().value as string, answer: row?.answer ?? '' };
    },
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
};

export type ChallengeTestApp = Awaited<ReturnType<typeof createChallengeTestApp>>;
