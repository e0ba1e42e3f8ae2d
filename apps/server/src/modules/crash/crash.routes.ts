import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  CrashBetPageSchema,
  CrashBetParamsSchema,
  CrashBetRequestSchema,
  CrashPlaySchema,
  CrashRoundListQuerySchema,
  CrashRoundPageSchema,
  CrashRoundParamsSchema,
  CrashRoundSchema,
  CrashStateSchema,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';

const tags = ['originals'];
/** A person bets once a round and cashes out once; far more is a script. */
const BET_RATE = { rateLimit: { max: 600, timeWindow: '1 minute' } };

/** Crash (decision 054): the game's state, bets, cash-outs, history and each round's proof. */
export const crashRoutes: FastifyPluginAsyncZod = async (app) => {
  const crash = app.crashService.play;

  app.get(
    '/wps/originals/crash/state',
    {
      schema: {
        tags,
        summary: 'Crash now: the round, its players, recent crash points, limits and the chain’s published hash',
        response: { 200: CrashStateSchema },
      },
    },
    async () => crash.state(),
  );

  app.post(
    '/wps/originals/crash/bet',
    {
      schema: {
        tags,
        summary:
          'Join the round taking bets, with an optional auto cash-out (idempotent by betId; the stake through the wallet protocol as BGS) (tok)',
        body: CrashBetRequestSchema,
        response: { 200: CrashPlaySchema },
      },
      config: BET_RATE,
    },
    async (request) => crash.bet(memberOf(request), request.body),
  );

  app.post(
    '/wps/originals/crash/bets/:betId/cashout',
    {
      schema: {
        tags,
        summary: 'Cash my bet out at the multiplier of this moment (tok)',
        params: CrashBetParamsSchema,
        response: { 200: CrashPlaySchema },
      },
      config: BET_RATE,
    },
    async (request) => crash.cashOut(memberOf(request), request.params.betId),
  );

  app.get(
    '/wps/originals/crash/bets',
    {
      schema: {
        tags,
        summary: 'My crash bets, newest first, 12 a page (tok)',
        querystring: CrashRoundListQuerySchema,
        response: { 200: CrashBetPageSchema },
      },
    },
    async (request) => crash.myBets(memberOf(request), request.query.pageNo, request.query.pageSize),
  );

  app.get(
    '/wps/originals/crash/rounds',
    {
      schema: {
        tags,
        summary: 'Crashed rounds with their hashes and crash points, newest first, 12 a page',
        querystring: CrashRoundListQuerySchema,
        response: { 200: CrashRoundPageSchema },
      },
    },
    async (request) => crash.roundsPage(request.query.pageNo, request.query.pageSize),
  );

  app.get(
    '/wps/originals/crash/rounds/:roundId',
    {
      schema: {
        tags,
        summary: 'One round with what verifying it needs (its hash once crashed, the salt, the terminating hash)',
        params: CrashRoundParamsSchema,
        response: { 200: CrashRoundSchema },
      },
    },
    async (request) => crash.round(request.params.roundId),
  );
};
