import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  AdjustmentRequestSchema,
  AdjustmentResultSchema,
  ApproveWithdrawalRequestSchema,
  ChannelIdParamsSchema,
  IdParamsSchema,
  MemberIdParamsSchema,
  MoneyApprovalPageSchema,
  MoneyApprovalQuerySchema,
  MoneyApprovalSchema,
  MoneySettingsSchema,
  RejectDecisionSchema,
  roleHasPermission,
  ResolveDisputeRequestSchema,
  ReviewDecisionSchema,
  StaffChannelListSchema,
  StaffChannelSchema,
  StaffDepositPageSchema,
  StaffDepositSchema,
  StaffQueueQuerySchema,
  StaffWithdrawalPageSchema,
  StaffWithdrawalSchema,
  UpdateChannelRequestSchema,
  UpdateMoneySettingsRequestSchema,
  UpsertChannelRequestSchema,
  WithdrawalPayoutRequestSchema,
} from '@perya/contracts';

import { staffOf } from '../../plugins/access-control';

const tags = ['back office'];

const CSV_NOTE = ' With format=csv: every row the filter matches (up to 100,000), as text/csv with a header row.';
const FOUR_EYES_NOTE =
  ' Above the four-eyes threshold the first approval answers SECOND_APPROVER_REQUIRED (409) with the' +
  ' pending approval; a second, different staff member approves it (SAME_APPROVER for the first).';

/** A CSV export: the filtered queue as a download. */
const sendCsv = (reply: FastifyReply, name: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);

/** Staff decisions on money (the back office's Money screens); each is audited in its transaction. */
export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.paymentsService;
  const actorOf = (request: Parameters<typeof staffOf>[0]) => {
    const staff = staffOf(request);
    return { kind: 'STAFF' as const, id: staff.id, name: staff.username, ip: request.ip };
  };

  app.get(
    '/wps/admin/deposits',
    {
      schema: {
        tags,
        summary: 'The deposit queue: filter, sort, page, CSV (staff)',
        description: `Filters: status (comma-separated), channelId, method, memberAccount, amount range, date range.${CSV_NOTE}`,
        querystring: StaffQueueQuerySchema,
        response: { 200: StaffDepositPageSchema },
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(reply, 'deposits', await payments.depositQueueCsv(request.query))
        : payments.depositQueue(request.query),
  );

  app.post(
    '/wps/admin/deposits/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a deposit: credit the member (staff, audited)',
        description: FOUR_EYES_NOTE,
        params: IdParamsSchema,
        body: ReviewDecisionSchema,
        response: { 200: StaffDepositSchema },
      },
    },
    async (request) =>
      payments.staffDepositView(
        await payments.approveDeposit(request.params.id, actorOf(request), request.body.note ?? null),
      ),
  );

  app.post(
    '/wps/admin/deposits/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a deposit, with the reason the member sees (staff, audited; REASON_REQUIRED)',
        params: IdParamsSchema,
        body: RejectDecisionSchema,
        response: { 200: StaffDepositSchema },
      },
    },
    async (request) =>
      payments.staffDepositView(await payments.rejectDeposit(request.params.id, actorOf(request), request.body.note)),
  );

  app.get(
    '/wps/admin/withdrawals',
    {
      schema: {
        tags,
        summary: 'The withdrawal queue: filter, sort, page, CSV (staff)',
        description: `Filters: status (comma-separated), method, memberAccount, amount range, date range.${CSV_NOTE}`,
        querystring: StaffQueueQuerySchema,
        response: { 200: StaffWithdrawalPageSchema },
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(reply, 'withdrawals', await payments.withdrawalQueueCsv(request.query))
        : payments.withdrawalQueue(request.query),
  );

  app.get(
    '/wps/admin/withdrawals/disputes',
    {
      schema: {
        tags,
        summary: 'Receipt disputes: withdrawals a member said did not arrive (staff)',
        description: `Open disputes (status DISPUTED) unless a status is given; the same filters as the withdrawal queue.${CSV_NOTE}`,
        querystring: StaffQueueQuerySchema,
        response: { 200: StaffWithdrawalPageSchema },
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(reply, 'disputes', await payments.withdrawalQueueCsv(request.query, true))
        : payments.withdrawalQueue(request.query, true),
  );

  app.post(
    '/wps/admin/withdrawals/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a withdrawal: post the hold, record the payout (staff, audited)',
        description: FOUR_EYES_NOTE,
        params: IdParamsSchema,
        body: ApproveWithdrawalRequestSchema,
        response: { 200: StaffWithdrawalSchema },
      },
    },
    async (request) =>
      payments.staffWithdrawalView(await payments.approveWithdrawal(request.params.id, actorOf(request), request.body)),
  );

  app.post(
    '/wps/admin/withdrawals/:id/payout',
    {
      schema: {
        tags,
        summary: 'Record a further payout (staff, audited)',
        description: FOUR_EYES_NOTE,
        params: IdParamsSchema,
        body: WithdrawalPayoutRequestSchema,
        response: { 200: StaffWithdrawalSchema },
      },
    },
    async (request) =>
      payments.staffWithdrawalView(await payments.addPayout(request.params.id, actorOf(request), request.body)),
  );

  app.post(
    '/wps/admin/withdrawals/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a withdrawal: release the hold; the member reads the reason (staff, audited; REASON_REQUIRED)',
        params: IdParamsSchema,
        body: RejectDecisionSchema,
        response: { 200: StaffWithdrawalSchema },
      },
    },
    async (request) =>
      payments.staffWithdrawalView(
        await payments.rejectWithdrawal(request.params.id, actorOf(request), request.body.note),
      ),
  );

  app.post(
    '/wps/admin/withdrawals/:id/dispute',
    {
      schema: {
        tags,
        summary: 'Settle a receipt dispute: PAID (it arrived) or REOPENED (pay again), with a reason (staff, audited)',
        params: IdParamsSchema,
        body: ResolveDisputeRequestSchema,
        response: { 200: StaffWithdrawalSchema },
      },
    },
    async (request) =>
      payments.staffWithdrawalView(await payments.resolveDispute(request.params.id, actorOf(request), request.body)),
  );

  app.post(
    '/wps/admin/members/:memberId/adjustments',
    {
      schema: {
        tags,
        summary: 'Credit or debit a member, with a reason and optional turnover (staff, audited)',
        description:
          'Idempotent by requestId. REASON_REQUIRED without a reason. A credit with turnoverMultiplier x must be' +
          ` wagered x times before it may be withdrawn.${FOUR_EYES_NOTE} The second staff member may also send` +
          ' the same request (same requestId).',
        params: MemberIdParamsSchema,
        body: AdjustmentRequestSchema,
        response: { 200: AdjustmentResultSchema },
      },
    },
    async (request) => payments.adjustMember({ memberId: request.params.memberId, ...request.body }, actorOf(request)),
  );

  app.get(
    '/wps/admin/approvals',
    {
      schema: {
        tags,
        summary: 'Four-eyes approvals: pending, approved, rejected (staff)',
        querystring: MoneyApprovalQuerySchema,
        response: { 200: MoneyApprovalPageSchema },
      },
    },
    async (request) => payments.listApprovals(request.query),
  );

  app.post(
    '/wps/admin/approvals/:id/approve',
    {
      schema: {
        tags,
        summary: 'Second approval of a pending money decision: it is carried out (staff, audited)',
        params: IdParamsSchema,
        body: z.object({}).optional(),
        response: { 200: MoneyApprovalSchema },
      },
    },
    async (request) =>
      payments.approveApproval(request.params.id, actorOf(request), {
        adjust: roleHasPermission(staffOf(request).role, 'money.adjust'),
      }),
  );

  app.post(
    '/wps/admin/approvals/:id/reject',
    {
      schema: {
        tags,
        summary: 'Refuse a pending money decision, with a reason: nothing moves (staff, audited)',
        params: IdParamsSchema,
        body: RejectDecisionSchema,
        response: { 200: MoneyApprovalSchema },
      },
    },
    async (request) => payments.rejectApproval(request.params.id, actorOf(request), request.body.note),
  );

  app.get(
    '/wps/admin/settings/money',
    {
      schema: {
        tags,
        summary: 'Money settings: the four-eyes threshold (staff)',
        response: { 200: MoneySettingsSchema },
      },
    },
    async () => payments.getMoneySettings(),
  );

  app.put(
    '/wps/admin/settings/money',
    {
      schema: {
        tags,
        summary: 'Change the four-eyes threshold, at the version read (staff, audited; STALE_RECORD)',
        body: UpdateMoneySettingsRequestSchema,
        response: { 200: MoneySettingsSchema },
      },
    },
    async (request) => payments.updateMoneySettings(request.body, actorOf(request)),
  );

  app.get(
    '/wps/admin/payment/channels',
    { schema: { tags, summary: 'Deposit channels (staff)', response: { 200: StaffChannelListSchema } } },
    async () => payments.listChannelsForStaff(),
  );

  app.post(
    '/wps/admin/payment/channels',
    {
      schema: {
        tags,
        summary: 'Add a deposit channel (staff, audited)',
        body: UpsertChannelRequestSchema,
        response: { 200: StaffChannelSchema },
      },
    },
    async (request) => payments.createChannel(request.body, actorOf(request)),
  );

  app.put(
    '/wps/admin/payment/channels/:id',
    {
      schema: {
        tags,
        summary: 'Change a deposit channel, at the version read (staff, audited; STALE_RECORD)',
        params: ChannelIdParamsSchema,
        body: UpdateChannelRequestSchema,
        response: { 200: StaffChannelSchema },
      },
    },
    async (request) => payments.updateChannel(request.params.id, request.body, actorOf(request)),
  );
};
