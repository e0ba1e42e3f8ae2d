import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { AUDIT_EXPORT_MAX_ROWS, AuditPageSchema, AuditQuerySchema } from '@perya/contracts';

/** The audit log, for the back office: append-only, filtered, sorted, paged, exported as CSV. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/admin/audit',
    {
      schema: {
        tags: ['back office'],
        summary: 'Audit log: who did what to which record, when and from where (audit.view)',
        description:
          'Filters: actorName (exact, any case), action (a prefix: "staff." finds every staff action), targetKind, ' +
          'targetId, from/to (a day in UTC, inclusive, or an instant). `format=csv` answers every filtered row ' +
          `(at most ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en')}) as text/csv, paging ignored; cells a spreadsheet ` +
          "would run as a formula start with '.",
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema },
      },
    },
    async (request, reply) => {
      const { format, sort: _sort, ...query } = request.query;
      if (format === 'csv') {
        const csv = await app.auditService.exportCsv(query);
        // Text, not the JSON envelope: the schema's 200 describes the JSON page.
        return (reply as FastifyReply)
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="audit-log.csv"')
          .header('cache-control', 'no-store')
          .send(csv);
      }
      return app.auditService.list(query);
    },
  );
};
