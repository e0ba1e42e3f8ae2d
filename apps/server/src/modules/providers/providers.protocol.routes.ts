import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  ProviderAuthenticateSchema,
  ProviderBalanceResultSchema,
  ProviderBalanceSchema,
  ProviderBetSchema,
  ProviderPlayerSchema,
  ProviderRollbackSchema,
  ProviderRoundEndSchema,
  ProviderTransactionResultSchema,
  ProviderWinSchema,
} from '@perya/contracts';

import { AppError } from '../../lib/errors';

const tags = ['provider wallet protocol'];
const VendorParamsSchema = z.object({ vendor: z.string().regex(/^[A-Z0-9_]{2,32}$/) });

/**
 * The provider wallet protocol (docs/provider-wallet-protocol.md). The signature covers the exact
 * bytes sent, so this scope keeps JSON bodies raw; each call checks the signature before anything
 * else, then parses and validates the body. These calls stay open during maintenance and from any
 * country: money in flight must settle.
 */
export const providerProtocolRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = app.providersService;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  const verifyThenParse = async (request: FastifyRequest) => {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    // A code no vendor can have has no key either: the same refusal as an unknown vendor's.
    const params = VendorParamsSchema.safeParse(request.params);
    if (!params.success) throw new AppError('SIGNATURE_INVALID', 'provider call for a malformed vendor code');
    await providers.verifySignature(params.data.vendor, request.headers, rawBody);
    try {
      request.body = JSON.parse(rawBody);
    } catch {
      throw new AppError('MALFORMED_BODY', 'provider body is not JSON');
    }
  };
  const options = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, response: R) => ({
    schema: { tags, summary, params: VendorParamsSchema, body, response: { 200: response } },
    preValidation: verifyThenParse,
    config: { systemGate: 'open' as const },
  });

  app.post(
    '/wps/provider/v1/:vendor/authenticate',
    options('Who is playing, from the launch token', ProviderAuthenticateSchema, ProviderPlayerSchema),
    async (request) => providers.authenticate(request.params.vendor, request.body.token),
  );
  app.post(
    '/wps/provider/v1/:vendor/balance',
    options('The player’s balance', ProviderBalanceSchema, ProviderBalanceResultSchema),
    async (request) => providers.balance(request.params.vendor, request.body),
  );
  app.post(
    '/wps/provider/v1/:vendor/bet',
    options('Debit a bet (idempotent by transaction_uuid)', ProviderBetSchema, ProviderTransactionResultSchema),
    async (request) => providers.bet(request.params.vendor, request.body),
  );
  app.post(
    '/wps/provider/v1/:vendor/win',
    options('Credit a win, a zero win or a bonus (idempotent)', ProviderWinSchema, ProviderTransactionResultSchema),
    async (request) => providers.win(request.params.vendor, request.body),
  );
  app.post(
    '/wps/provider/v1/:vendor/rollback',
    options(
      'Refund a bet (idempotent; tombstone for an unknown bet)',
      ProviderRollbackSchema,
      ProviderTransactionResultSchema,
    ),
    async (request) => providers.rollback(request.params.vendor, request.body),
  );
  app.post(
    '/wps/provider/v1/:vendor/round/end',
    options('End a round', ProviderRoundEndSchema, ProviderBalanceResultSchema),
    async (request) => providers.endRound(request.params.vendor, request.body),
  );
};
