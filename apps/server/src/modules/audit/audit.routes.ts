import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { AuditPageSchema, AuditQuerySchema } from '@perya/contracts';

/** The audit log, for the back office. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/admin/audit',
    {
      schema: {
        tags: ['back office'],
        summary: 'Audit log: who did what and when (staff)',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema },
      },
    },
    async (request) => app.auditService.list(request.query),
  );
};
