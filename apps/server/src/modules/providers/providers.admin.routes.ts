import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  ProviderKeyCreateSchema,
  ProviderKeyCreatedSchema,
  ProviderKeyParamsSchema,
  StaffProviderKeyListSchema,
  StaffProviderKeySchema,
  VendorCodeParamsSchema,
} from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { staffOf } from '../../plugins/access-control';
import type { AuditActor } from '../audit';

const tags = ['back office'];

const actorOf = (request: FastifyRequest): AuditActor => {
  const staff = staffOf(request);
  return { kind: 'STAFF', id: staff.id, name: staff.username, ip: request.ip };
};

/**
 * Providers' signing keys in the back office (issue 16, decision 030): what `ops provider-key`
 * does. A generated secret is answered once, in the answer that creates it; stored sealed, it is
 * shown afterwards only as a fingerprint.
 */
export const providerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = app.providersService;

  const assertVendor = async (code: string) => {
    const { list } = await app.gamesService.staff.listVendors();
    if (!list.some((vendor) => vendor.code === code)) throw new AppError('NOT_FOUND', `no vendor ${code}`);
  };

  app.get(
    '/wps/admin/games/keys',
    {
      schema: {
        tags,
        summary: "Providers' signing keys: id, active, fingerprint, created; never the secret (staff)",
        querystring: z.object({ vendor: VendorCodeParamsSchema.shape.code.optional() }),
        response: { 200: StaffProviderKeyListSchema },
      },
    },
    async (request) => ({ list: await providers.listKeys(request.query.vendor) }),
  );

  app.post(
    '/wps/admin/games/vendors/:code/keys',
    {
      schema: {
        tags,
        summary:
          'Generate a new signing key for a vendor; the secret is in this answer only (staff, audited with the fingerprint)',
        params: VendorCodeParamsSchema,
        body: ProviderKeyCreateSchema,
        response: { 200: ProviderKeyCreatedSchema },
      },
    },
    async (request, reply) => {
      await assertVendor(request.params.code);
      const created = await providers.generateKey(request.params.code, request.body.keyId, actorOf(request));
      // The one answer that holds the secret is never kept by a cache on the way.
      reply.header('cache-control', 'no-store');
      return created;
    },
  );

  app.post(
    '/wps/admin/games/vendors/:code/keys/:keyId/retire',
    {
      schema: {
        tags,
        summary: 'Retire a signing key once the provider signs with its successor (staff, audited)',
        params: ProviderKeyParamsSchema,
        response: { 200: StaffProviderKeySchema },
      },
    },
    async (request) => {
      const retired = await providers.retireKey(request.params.code, request.params.keyId, actorOf(request));
      if (!retired) throw new AppError('NOT_FOUND', `${request.params.code} has no key ${request.params.keyId}`);
      return retired;
    },
  );
};
