import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  PayoutApprovalPageSchema,
  PayoutApprovalSchema,
  PayoutApprovalsQuerySchema,
  PayoutRejectRequestSchema,
  RunSettlementRequestSchema,
  SettlementSettingsSchema,
  SettlementSettingsUpdateSchema,
  RunSettlementResultSchema,
  StaffStatementPageSchema,
  StaffStatementsQuerySchema,
  StatementIdParamsSchema,
  StatementSchema,
} from '@perya/contracts';

import type { AuditActor } from '../audit';
import { staffActor } from '../wallet';

const tags = ['back office'];

/** Staff calls of the agent settlement (screens come with the back-office issue). */
export const agentSettlementAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.agentSettlementService;
  const approvals = app.agentPayoutApprovals;
  const staff = (request: Parameters<typeof staffActor>[0]) => staffActor(request) as AuditActor & { kind: 'STAFF' };

  app.get(
    '/wps/admin/agents/settlements',
    {
      schema: {
        tags,
        summary: 'Settlement statements of every agent, by agent, kind, outcome and range of days (staff)',
        querystring: StaffStatementsQuerySchema,
        response: { 200: StaffStatementPageSchema },
      },
    },
    async (request) => service.staffStatements(request.query),
  );

  app.get(
    '/wps/admin/agents/settlements/:statementId',
    {
      schema: {
        tags,
        summary: 'One settlement statement with every input (staff)',
        params: StatementIdParamsSchema,
        response: { 200: StatementSchema },
      },
    },
    async (request) => service.staffStatement(request.params.statementId),
  );

  app.post(
    '/wps/admin/agents/settlements/run',
    {
      schema: {
        tags,
        summary:
          'Settle, or settle again, the window of a kind containing an instant; pays only what has not been paid (staff, audited)',
        body: RunSettlementRequestSchema,
        response: { 200: RunSettlementResultSchema },
      },
    },
    async (request) => service.run(request.body, staffActor(request)),
  );

  app.get(
    '/wps/admin/agents/settlement-settings',
    {
      schema: {
        tags,
        summary:
          'Settlement settings: what makes an active member, and the payout above which two staff approve (staff)',
        response: { 200: SettlementSettingsSchema },
      },
    },
    async () => approvals.settings(),
  );

  app.put(
    '/wps/admin/agents/settlement-settings',
    {
      schema: {
        tags,
        summary: 'Change the settlement settings, naming the version read (staff, audited)',
        body: SettlementSettingsUpdateSchema,
        response: { 200: SettlementSettingsSchema },
      },
    },
    async (request) => approvals.updateSettings(request.body, staffActor(request)),
  );

  app.get(
    '/wps/admin/agents/payout-approvals',
    {
      schema: {
        tags,
        summary: 'Agent payouts held for two staff approvals (above the threshold), oldest first (staff)',
        querystring: PayoutApprovalsQuerySchema,
        response: { 200: PayoutApprovalPageSchema },
      },
    },
    async (request) => approvals.list(request.query),
  );

  app.post(
    '/wps/admin/agents/payout-approvals/:statementId/approve',
    {
      schema: {
        tags,
        summary:
          'Approve a held payout: the first approval is recorded (409 SECOND_APPROVER_REQUIRED), a second staff member’s pays it once (staff, audited)',
        params: StatementIdParamsSchema,
        response: { 200: PayoutApprovalSchema },
      },
    },
    async (request) => approvals.approve(request.params.statementId, staff(request)),
  );

  app.post(
    '/wps/admin/agents/payout-approvals/:statementId/reject',
    {
      schema: {
        tags,
        summary: 'Reject a held payout with a reason the agent reads; nothing is paid for it (staff, audited)',
        params: StatementIdParamsSchema,
        body: PayoutRejectRequestSchema,
        response: { 200: PayoutApprovalSchema },
      },
    },
    async (request) => approvals.reject(request.params.statementId, request.body.reason, staff(request)),
  );
};
