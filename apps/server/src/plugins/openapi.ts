import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { envelopeJsonSchemaTransform } from './envelope';

/** The OpenAPI document, generated from the routes' zod schemas: UI at /docs, JSON at /docs/json. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Perya API',
          version: '0.1.0',
          description: [
            'Every response is the envelope `{ success, code, message, value }`. `code` is a stable',
            "string (see `packages/contracts/src/errors.ts`); `message` is in the caller's language",
            '(header `X-Lang`: EN, TY, PT …, else `Accept-Language`). Validation failures are',
            '`400 VALIDATION` with per-field messages in `value.fields`. Calls marked (tok) take',
            '`Authorization: Bearer <token>`; the role each route needs is in `packages/contracts/src/access.ts`.',
            'Fields marked (enc) may be sent encrypted to `GET /wps/system/publicKey`.',
          ].join(' '),
        },
        tags: [
          { name: 'system', description: 'Status, configuration and feature flags (spec §7.1)' },
          { name: 'session', description: 'Log in and out; second factor; free play; devices' },
          { name: 'members', description: 'Register, member info, profile, passwords, authenticator app' },
          { name: 'verification', description: 'SMS codes (one-use, expiring, throttled)' },
          { name: 'challenge', description: 'Slider puzzle and image captcha' },
          { name: 'agents', description: 'Invitation codes and contracts' },
          { name: 'back office', description: 'Staff sessions' },
          { name: 'operations', description: 'Health and readiness probes' },
          {
            name: 'statistics',
            description: 'Play and money figures from the activity stream aggregates (issue 15, decision 022)',
          },
          {
            name: 'agent reports',
            description:
              "The agent centre's reports on the caller's team, from the play statistics (issue 17, decision 036)",
          },
          {
            name: 'promotions',
            description: 'Promotions, applications and the reward centre (issue 19, decision 040)',
          },
          {
            name: 'referral',
            description:
              "Invite friends: a member's code, friends and rewards; the programme and its staff routes (issue 19, decision 042)",
          },
          {
            name: 'red envelopes',
            description: 'Timed red-envelope drops and rains, paid as bonuses with turnover (issue 19, decision 041)',
          },
          {
            name: 'missions',
            description:
              'Daily and weekly missions with milestones and leaderboards, read from the play statistics, rewards paid as bonuses (issue 20, decision 048)',
          },
          {
            name: 'points mall',
            description:
              'Points from valid bets (a ledger of their own, never expiring), reward items, redeem and convert behind the payment password, history, details, rules (issue 20, decision 049)',
          },
          {
            name: 'originals',
            description: 'Perya Originals: provably fair in-house games on the provider wallet protocol (decision 043)',
          },
          {
            name: 'vip',
            description:
              'The VIP ladder (levels, progress, bonuses) and the rebate by level × category, claimed from manualRebate (issue 20, decision 047)',
          },
        ],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', description: 'The session token from a login' },
          },
        },
      },
      transform: envelopeJsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
