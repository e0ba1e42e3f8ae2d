import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  ApproveWithdrawalRequestSchema,
  ChannelIdParamsSchema,
  IdParamsSchema,
  RejectDecisionSchema,
  ReviewDecisionSchema,
  StaffChannelListSchema,
  StaffChannelSchema,
  StaffDepositPageSchema,
  StaffDepositSchema,
  StaffQueueQuerySchema,
  StaffWithdrawalPageSchema,
  StaffWithdrawalSchema,
  UpsertChannelRequestSchema,
  WithdrawalPayoutRequestSchema,
} from '@perya/contracts';

import { staffOf } from '../../plugins/access-control';

const tags = ['back office'];

/** Staff decisions on money (screens come with the back office); each is audited. */
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
        summary: 'Deposits by status (staff)',
        querystring: StaffQueueQuerySchema,
        response: { 200: StaffDepositPageSchema },
      },
    },
    async (request) => payments.depositQueue(request.query),
  );

  app.post(
    '/wps/admin/deposits/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a deposit: credit the member (staff, audited)',
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
        summary: 'Reject a deposit, with the reason the member sees (staff, audited)',
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
        summary: 'Withdrawals by status (staff)',
        querystring: StaffQueueQuerySchema,
        response: { 200: StaffWithdrawalPageSchema },
      },
    },
    async (request) => payments.withdrawalQueue(request.query),
  );

  app.post(
    '/wps/admin/withdrawals/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a withdrawal: post the hold, record the payout (staff, audited)',
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
        summary: 'Reject a withdrawal: release the hold (staff, audited)',
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
        summary: 'Change a deposit channel (staff, audited)',
        params: ChannelIdParamsSchema,
        body: UpsertChannelRequestSchema,
        response: { 200: StaffChannelSchema },
      },
    },
    async (request) => payments.updateChannel(request.params.id, request.body, actorOf(request)),
  );
};
