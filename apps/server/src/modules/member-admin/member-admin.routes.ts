import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  ChangeUplineRequestSchema,
  CreateMemberNoteRequestSchema,
  MemberActionRequestSchema,
  MemberActionResultSchema,
  MemberNoteListSchema,
  MemberNoteSchema,
  MemberParamsSchema,
  MemberSessionParamsSchema,
  RevokeMemberSessionRequestSchema,
  SetVipLevelRequestSchema,
  StaffBetPageSchema,
  StaffLedgerPageSchema,
  StaffMemberBetQuerySchema,
  StaffMemberLedgerQuerySchema,
  StaffMemberPageSchema,
  StaffMemberProfileSchema,
  StaffMemberQuerySchema,
  StaffMemberSessionsSchema,
  SuccessSchema,
} from '@perya/contracts';

import { staffOf } from '../../plugins/access-control';
import { staffActor } from '../wallet';
import { toCsv } from './member-admin.csv';

const tags = ['back office'];

/** A CSV answer (not in the envelope): what the list's filters select, up to the export cap. */
const sendCsv = (reply: FastifyReply, name: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);

const csvNote = ' With format=csv: the filtered rows (up to 100,000) as text/csv, not in the envelope.';

/** The back office's members (issue 16): search, profile, history, notes and staff actions. */
export const memberAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.memberAdminService;

  app.get(
    '/wps/admin/members',
    {
      schema: {
        tags,
        summary: `Members: search by id, username prefix, mobile, e-mail; filters, sort, pages (staff).${csvNote}`,
        querystring: StaffMemberQuerySchema,
        response: { 200: StaffMemberPageSchema },
      },
    },
    async (request, reply) => {
      if (request.query.format !== 'csv') return service.listMembers(request.query);
      const page = await service.listMembers(request.query, true);
      return sendCsv(
        reply,
        'members',
        toCsv(
          [
            ['id', 'id'],
            ['account', 'username'],
            ['nickname', 'nickname'],
            ['type', 'type'],
            ['status', 'status'],
            ['vipLevel', 'vip level'],
            ['email', 'e-mail'],
            ['mobile', 'mobile'],
            ['uplineAccount', 'upline'],
            ['registeredIp', 'registered ip'],
            ['createdAt', 'registered at'],
            ['lastLoginAt', 'last login at'],
          ],
          page.list,
        ),
      );
    },
  );

  app.get(
    '/wps/admin/members/:memberId',
    {
      schema: {
        tags,
        summary: 'A member: profile, balances, upline, version, and risk links to other members (staff)',
        params: MemberParamsSchema,
        response: { 200: StaffMemberProfileSchema },
      },
    },
    async (request) => service.getProfile(request.params.memberId),
  );

  app.get(
    '/wps/admin/members/:memberId/ledger',
    {
      schema: {
        tags,
        summary: `A member's ledger transfers, newest first, by cursor (staff).${csvNote}`,
        params: MemberParamsSchema,
        querystring: StaffMemberLedgerQuerySchema,
        response: { 200: StaffLedgerPageSchema },
      },
    },
    async (request, reply) => {
      const { memberId } = request.params;
      if (request.query.format !== 'csv') return service.listLedger(memberId, request.query);
      const page = await service.listLedger(memberId, request.query, true);
      return sendCsv(
        reply,
        `member-${memberId}-ledger`,
        toCsv(
          [
            ['createdAt', 'time'],
            ['id', 'transfer'],
            ['kind', 'kind'],
            ['status', 'status'],
            ['amountMinor', 'amount (minor units)'],
            ['currency', 'currency'],
            ['debitAccount', 'debit account'],
            ['creditAccount', 'credit account'],
            ['reference', 'reference'],
          ],
          page.list,
        ),
      );
    },
  );

  app.get(
    '/wps/admin/members/:memberId/bets',
    {
      schema: {
        tags,
        summary: `A member's rounds with the game providers, newest first, by cursor (staff).${csvNote}`,
        params: MemberParamsSchema,
        querystring: StaffMemberBetQuerySchema,
        response: { 200: StaffBetPageSchema },
      },
    },
    async (request, reply) => {
      const { memberId } = request.params;
      if (request.query.format !== 'csv') return service.listBets(memberId, request.query);
      const page = await service.listBets(memberId, request.query, true);
      return sendCsv(
        reply,
        `member-${memberId}-bets`,
        toCsv(
          [
            ['startedAt', 'started at'],
            ['vendorCode', 'vendor'],
            ['gameCode', 'game'],
            ['roundId', 'round'],
            ['status', 'status'],
            ['betMinor', 'bet (minor units)'],
            ['winMinor', 'win (minor units)'],
            ['currency', 'currency'],
            ['settledAt', 'settled at'],
          ],
          page.list,
        ),
      );
    },
  );

  app.get(
    '/wps/admin/members/:memberId/sessions',
    {
      schema: {
        tags,
        summary: "A member's sessions and devices (latest 100) and login addresses (staff)",
        params: MemberParamsSchema,
        response: { 200: StaffMemberSessionsSchema },
      },
    },
    async (request) => service.listSessions(request.params.memberId),
  );

  app.post(
    '/wps/admin/members/:memberId/sessions/:sessionId/revoke',
    {
      schema: {
        tags,
        summary: "End one of a member's sessions (staff, audited)",
        params: MemberSessionParamsSchema,
        body: RevokeMemberSessionRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) =>
      service.revokeSession({ ...request.params, reason: request.body.reason, actor: staffActor(request) }),
  );

  app.get(
    '/wps/admin/members/:memberId/notes',
    {
      schema: {
        tags,
        summary: "Staff notes on a member's profile, newest first (staff)",
        params: MemberParamsSchema,
        response: { 200: MemberNoteListSchema },
      },
    },
    async (request) => service.listNotes(request.params.memberId),
  );

  app.post(
    '/wps/admin/members/:memberId/notes',
    {
      schema: {
        tags,
        summary: "Add a note to a member's profile; notes are never changed or deleted (staff, audited)",
        params: MemberParamsSchema,
        body: CreateMemberNoteRequestSchema,
        response: { 200: MemberNoteSchema },
      },
    },
    async (request) =>
      service.addNote({
        memberId: request.params.memberId,
        body: request.body.body,
        staffId: staffOf(request).id,
        actor: staffActor(request),
      }),
  );

  const actions = [
    ['lock', 'Lock a member: suspend and end every session (staff, audited, versioned)', service.lockMember],
    ['unlock', 'Unlock a member (staff, audited, versioned)', service.unlockMember],
    [
      'force-password-change',
      'Make the next login change the login password (staff, audited, versioned)',
      service.forcePasswordChange,
    ],
    [
      'reset-payment-password',
      'Clear the payment password and its lock; the member sets a new one (staff, audited, versioned)',
      service.resetPaymentPassword,
    ],
  ] as const;
  for (const [path, summary, run] of actions) {
    app.post(
      `/wps/admin/members/:memberId/${path}`,
      {
        schema: {
          tags,
          summary,
          params: MemberParamsSchema,
          body: MemberActionRequestSchema,
          response: { 200: MemberActionResultSchema },
        },
      },
      async (request) => run({ memberId: request.params.memberId, ...request.body, actor: staffActor(request) }),
    );
  }

  app.post(
    '/wps/admin/members/:memberId/upline',
    {
      schema: {
        tags,
        summary: 'Move a member (and its team) under another agent, not into its own team (staff, audited, versioned)',
        params: MemberParamsSchema,
        body: ChangeUplineRequestSchema,
        response: { 200: MemberActionResultSchema },
      },
    },
    async (request) =>
      service.changeUpline({ memberId: request.params.memberId, ...request.body, actor: staffActor(request) }),
  );

  app.post(
    '/wps/admin/members/:memberId/vip-level',
    {
      schema: {
        tags,
        summary:
          "Set a member's VIP level, 0 to 10 (staff, audited, versioned); upward, each level passed owes its upgrade bonus once ever, paid by the ladder's run",
        params: MemberParamsSchema,
        body: SetVipLevelRequestSchema,
        response: { 200: MemberActionResultSchema },
      },
    },
    async (request) =>
      service.setVipLevel({ memberId: request.params.memberId, ...request.body, actor: staffActor(request) }),
  );
};
