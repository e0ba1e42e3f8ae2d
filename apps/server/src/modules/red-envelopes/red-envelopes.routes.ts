import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  MemberRedEnvelopesSchema,
  RedEnvelopeClaimHistoryQuerySchema,
  RedEnvelopeClaimPageSchema,
  RedEnvelopeClaimRequestSchema,
  RedEnvelopeClaimResultSchema,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';

const tags = ['red envelopes'];

/** The browser's own random id (X-Device-Id, as the web app makes it); anything else counts as none. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;
const deviceIdOf = (request: FastifyRequest): string | null => {
  const value = request.headers['x-device-id'];
  return typeof value === 'string' && DEVICE_ID.test(value) ? value : null;
};
/** Opening envelopes: a person taps a few times a minute at most; scripts get 429. */
const claimRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The member's red envelopes (spec §1, §7.3): drops open and coming, opening one, the history. */
export const redEnvelopeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.redEnvelopeService;

  app.get(
    '/wps/v2/red-envelopes',
    {
      schema: {
        tags,
        summary: 'Red-envelope drops open now and in the next 7 days, with my eligibility and its reasons (tok)',
        response: { 200: MemberRedEnvelopesSchema },
      },
    },
    async (request) => service.memberDrops(memberOf(request).id),
  );

  app.get(
    '/wps/v2/red-envelopes/claims',
    {
      schema: {
        tags,
        summary: 'The red envelopes I opened (tok)',
        querystring: RedEnvelopeClaimHistoryQuerySchema,
        response: { 200: RedEnvelopeClaimPageSchema },
      },
    },
    async (request) => service.memberHistory(memberOf(request).id, request.query.pageNo, request.query.pageSize),
  );

  app.post(
    '/wps/relay/MCS2_claimRafflePromotion',
    {
      schema: {
        tags,
        summary:
          'Open one envelope of an open drop; the prize is a bonus with its turnover. One claim per drop per device and per address when the drop guards them (tok)',
        body: RedEnvelopeClaimRequestSchema,
        response: { 200: RedEnvelopeClaimResultSchema },
      },
      config: claimRateLimit,
    },
    async (request) => {
      const member = memberOf(request);
      return service.claim({
        memberId: member.id,
        dropId: request.body.dropId,
        ip: request.ip,
        deviceId: deviceIdOf(request),
        sessionId: member.sessionId,
      });
    },
  );
};
