import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import {
  ClientSeedRequestSchema,
  DiceBetRequestSchema,
  FairnessStateSchema,
  KenoBetRequestSchema,
  LimboBetRequestSchema,
  MinesPickRequestSchema,
  MinesStartRequestSchema,
  OriginalsBetListQuerySchema,
  OriginalsBetListSchema,
  OriginalsBetParamsSchema,
  OriginalsBetSchema,
  OriginalsGameListSchema,
  OriginalsPlaySchema,
  PlinkoBetRequestSchema,
  RotateSeedRequestSchema,
  SlotBetRequestSchema,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';
import type { BetParams } from './originals.engine';
import { SLOT_CONFIG_ID } from './originals.engine';

const tags = ['originals'];
/** A person plays a few bets a second at most; auto-play scripts beyond that are refused. */
const BET_RATE = { rateLimit: { max: 600, timeWindow: '1 minute' } };

/** The in-house originals (decision 043): bets, mines actions, my bets and the provably fair seeds. */
export const originalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const originals = app.originalsService;

  app.get(
    '/wps/originals/games',
    {
      schema: {
        tags,
        summary: 'The originals: enabled, bet limits, maximum win, house edge and RTP',
        response: { 200: OriginalsGameListSchema },
      },
    },
    async () => ({ games: await originals.settings.games() }),
  );

  const betRoute = <Body extends z.ZodTypeAny>(
    game: BetParams['game'],
    body: Body,
    paramsOf: (input: z.output<Body>) => BetParams,
  ) =>
    app.post(
      `/wps/originals/${game}/bet`,
      {
        schema: {
          tags,
          summary: `A ${game} bet (idempotent by betId; the stake and the payout through the wallet protocol as BGS) (tok)`,
          body,
          response: { 200: OriginalsPlaySchema },
        },
        config: BET_RATE,
      },
      async (request) => {
        const member = memberOf(request);
        const input = request.body as z.output<Body> & { betId: string; launchToken: string; amountMinor: bigint };
        return originals.play.bet(member, {
          betId: input.betId,
          launchToken: input.launchToken,
          amountMinor: input.amountMinor,
          params: paramsOf(input),
        });
      },
    );

  betRoute('dice', DiceBetRequestSchema, (input) => ({
    game: 'dice',
    direction: input.direction,
    target: input.target,
  }));
  betRoute('limbo', LimboBetRequestSchema, (input) => ({ game: 'limbo', target: input.target }));
  betRoute('plinko', PlinkoBetRequestSchema, (input) => ({ game: 'plinko', rows: input.rows, risk: input.risk }));
  betRoute('keno', KenoBetRequestSchema, (input) => ({ game: 'keno', picks: input.picks, risk: input.risk }));
  betRoute('mines', MinesStartRequestSchema, (input) => ({ game: 'mines', mineCount: input.mineCount }));
  betRoute('slot', SlotBetRequestSchema, () => ({ game: 'slot', configId: SLOT_CONFIG_ID }));

  app.post(
    '/wps/originals/mines/:betId/pick',
    {
      schema: {
        tags,
        summary: 'Open a tile (0–24) of my mines game: a mine ends it lost (tok)',
        params: OriginalsBetParamsSchema,
        body: MinesPickRequestSchema,
        response: { 200: OriginalsPlaySchema },
      },
      config: BET_RATE,
    },
    async (request) =>
      originals.play.mines(memberOf(request), request.params.betId, { kind: 'pick', tile: request.body.tile }),
  );

  app.post(
    '/wps/originals/mines/:betId/cashout',
    {
      schema: {
        tags,
        summary: 'Cash my mines game out at its current value (tok)',
        params: OriginalsBetParamsSchema,
        response: { 200: OriginalsPlaySchema },
      },
      config: BET_RATE,
    },
    async (request) => originals.play.mines(memberOf(request), request.params.betId, { kind: 'cashout' }),
  );

  app.get(
    '/wps/originals/mines/active',
    {
      schema: {
        tags,
        summary: 'My mines game still on, to resume it (null when none) (tok)',
        response: { 200: OriginalsPlaySchema.nullable() },
      },
    },
    async (request) => originals.play.activeMines(memberOf(request)),
  );

  app.get(
    '/wps/originals/bets',
    {
      schema: {
        tags,
        summary: 'My recent originals bets with each one’s seeds and nonce (tok)',
        querystring: OriginalsBetListQuerySchema,
        response: { 200: OriginalsBetListSchema },
      },
    },
    async (request) => ({
      bets: await originals.play.recent(memberOf(request), request.query.game, request.query.limit),
    }),
  );

  app.get(
    '/wps/originals/bets/:betId',
    {
      schema: {
        tags,
        summary: 'One of my originals bets, with what verifying it needs (tok)',
        params: OriginalsBetParamsSchema,
        response: { 200: OriginalsBetSchema },
      },
    },
    async (request) => originals.play.one(memberOf(request), request.params.betId),
  );

  app.get(
    '/wps/originals/fairness',
    {
      schema: {
        tags,
        summary: 'My seeds: the commitment to the active server seed, client seed, next nonce, revealed seeds (tok)',
        response: { 200: FairnessStateSchema },
      },
    },
    async (request) => originals.fairness.state(memberOf(request).id),
  );

  app.put(
    '/wps/originals/fairness/client-seed',
    {
      schema: {
        tags,
        summary: 'Set my client seed: the active server seed is revealed and a new pair starts at nonce 0 (tok)',
        body: ClientSeedRequestSchema,
        response: { 200: FairnessStateSchema },
      },
    },
    async (request) => originals.fairness.rotate(memberOf(request).id, request.body.clientSeed),
  );

  app.post(
    '/wps/originals/fairness/rotate',
    {
      schema: {
        tags,
        summary: 'Rotate my seeds: reveal the active server seed, commit to a new one (tok)',
        body: RotateSeedRequestSchema,
        response: { 200: FairnessStateSchema },
      },
    },
    async (request) => originals.fairness.rotate(memberOf(request).id, request.body.clientSeed),
  );
};
