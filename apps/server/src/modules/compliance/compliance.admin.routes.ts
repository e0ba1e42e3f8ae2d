import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  AmlCaseDecisionRequestSchema,
  AmlExportQuerySchema,
  ComplianceSettingsSchema,
  ComplianceSettingsUpdateSchema,
  FamilyDecisionRequestSchema,
  IdParamsSchema,
  KycDecisionRequestSchema,
  ComplianceIdParamsSchema,
  ScreeningDecisionRequestSchema,
  ScreeningImportRequestSchema,
  ScreeningImportResultSchema,
  StaffAmlOverviewSchema,
  StaffFamilyPageSchema,
  StaffFamilyQuerySchema,
  StaffKycPageSchema,
  StaffKycQuerySchema,
  StaffScreeningPageSchema,
  StaffScreeningQuerySchema,
} from '@perya/contracts';

import { staffOf } from '../../plugins/access-control';
import type { AuditActor } from '../audit';

const tags = ['back office'];
const Done = z.object({ done: z.literal(true) });

const actorOf = (request: FastifyRequest): AuditActor & { kind: 'STAFF' } => {
  const staff = staffOf(request);
  return { kind: 'STAFF', id: staff.id, name: staff.username, ip: request.ip };
};

/** The back office's compliance desk: KYC review, screening queue and list, AML, family requests (every action audited). */
export const complianceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const compliance = app.complianceService;

  app.get(
    '/wps/admin/compliance/settings',
    {
      schema: {
        tags,
        summary: 'Compliance settings: minimum age, KYC gates, AML thresholds (staff)',
        response: { 200: ComplianceSettingsSchema },
      },
    },
    async () => compliance.settings.get(),
  );
  app.put(
    '/wps/admin/compliance/settings',
    {
      schema: {
        tags,
        summary: 'Change compliance settings (staff, audited before/after)',
        body: ComplianceSettingsUpdateSchema,
        response: { 200: ComplianceSettingsSchema },
      },
    },
    async (request) => compliance.settings.update(request.body, actorOf(request)),
  );

  app.get(
    '/wps/admin/compliance/kyc',
    {
      schema: {
        tags,
        summary: 'KYC submissions, newest first (the 200 latest), by status (staff)',
        querystring: StaffKycQuerySchema,
        response: { 200: StaffKycPageSchema },
      },
    },
    async (request) => compliance.kyc.listForStaff(request.query.status),
  );
  app.post(
    '/wps/admin/compliance/kyc/:id/decision',
    {
      schema: {
        tags,
        summary: 'Approve or reject a KYC submission with a reason (staff, audited)',
        params: ComplianceIdParamsSchema,
        body: KycDecisionRequestSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      await compliance.kyc.decide(request.params.id, request.body.decision, request.body.reason, actorOf(request));
      return { done: true as const };
    },
  );

  app.get(
    '/wps/admin/compliance/screening',
    {
      schema: {
        tags,
        summary: 'Screening hits (the 200 latest), by status, and the size of the imported list (staff)',
        querystring: StaffScreeningQuerySchema,
        response: { 200: StaffScreeningPageSchema },
      },
    },
    async (request) => compliance.screening.listHits(request.query.status),
  );
  app.post(
    '/wps/admin/compliance/screening/import',
    {
      schema: {
        tags,
        summary:
          'Replace the screening list with a CSV (full_name,birthday,reference); any bad row imports nothing and lists the rows (staff, audited)',
        body: ScreeningImportRequestSchema,
        response: { 200: ScreeningImportResultSchema },
      },
      bodyLimit: 3 * 1024 * 1024,
    },
    async (request) => compliance.screening.importCsv(request.body.csv, actorOf(request)),
  );
  app.post(
    '/wps/admin/compliance/screening/:id/decision',
    {
      schema: {
        tags,
        summary: 'Clear a screening hit as a false positive or confirm it, with a reason (staff, audited)',
        params: ComplianceIdParamsSchema,
        body: ScreeningDecisionRequestSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      await compliance.screening.decide(
        request.params.id,
        request.body.decision,
        request.body.reason,
        actorOf(request),
      );
      return { done: true as const };
    },
  );

  app.get(
    '/wps/admin/compliance/aml',
    {
      schema: {
        tags,
        summary: 'Covered-transaction reports and suspicious-transaction cases with their filing deadlines (staff)',
        response: { 200: StaffAmlOverviewSchema },
      },
    },
    async () => compliance.aml.overview(),
  );
  app.get(
    '/wps/admin/compliance/aml/export',
    {
      schema: {
        tags,
        summary: 'Covered reports or cases as CSV (text/csv; staff, audited)',
        querystring: AmlExportQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await compliance.aml.exportCsv(request.query.kind, actorOf(request));
      return (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="aml-${request.query.kind}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  app.post(
    '/wps/admin/compliance/aml/cases/:id/decision',
    {
      schema: {
        tags,
        summary: 'Close a suspicious-transaction case: FILED with the AMLC, or DISMISSED, with a note (staff, audited)',
        params: ComplianceIdParamsSchema,
        body: AmlCaseDecisionRequestSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      await compliance.aml.decideCase(request.params.id, request.body.decision, request.body.note, actorOf(request));
      return { done: true as const };
    },
  );

  app.get(
    '/wps/admin/compliance/family',
    {
      schema: {
        tags,
        summary: 'Family exclusion requests (the 200 latest), by status (staff)',
        querystring: StaffFamilyQuerySchema,
        response: { 200: StaffFamilyPageSchema },
      },
    },
    async (request) => compliance.family.listForStaff(request.query.status),
  );
  app.post(
    '/wps/admin/compliance/family/:id/decision',
    {
      schema: {
        tags,
        summary: 'Approve (naming the member) or reject a family exclusion request, with a reason (staff, audited)',
        params: ComplianceIdParamsSchema,
        body: FamilyDecisionRequestSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      await compliance.family.decide(request.params.id, request.body, actorOf(request));
      return { done: true as const };
    },
  );
  app.get(
    '/wps/admin/compliance/evidence/:id',
    {
      schema: {
        tags,
        summary: 'Evidence sent with a family exclusion request, as an image (staff)',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const row = await compliance.family.findEvidence(request.params.id);
      return (reply as FastifyReply)
        .header('content-type', row.mimeType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(row.bytes);
    },
  );
};
