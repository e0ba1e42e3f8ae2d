import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  ConfirmWithdrawalRequestSchema,
  CreateDepositRequestSchema,
  CreateDepositResultSchema,
  CreateWithdrawalAccountRequestSchema,
  CreateWithdrawalRequestSchema,
  DepositPageSchema,
  DepositQuerySchema,
  DepositSchema,
  IdParamsSchema,
  PaymentChannelListSchema,
  SuccessSchema,
  WithdrawalAccountListSchema,
  WithdrawalAccountSchema,
  WithdrawalPageSchema,
  WithdrawalQuerySchema,
  WithdrawalSchema,
  WithdrawSettingsSchema,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';

const tags = ['payments'];
const moneyRateLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** Deposits and withdrawals, from the member's side (spec §2.5 depositv2, withdraw). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.paymentsService;

  app.get(
    '/wps/v2/deposit/channels',
    {
      schema: {
        tags,
        summary: 'Ways to deposit, with their limits (tok)',
        response: { 200: PaymentChannelListSchema },
      },
    },
    async (request) => payments.listChannels(memberOf(request).id),
  );

  app.post(
    '/wps/v2/deposits',
    {
      schema: {
        tags,
        summary: 'Start a deposit: manual (reference + proof) or through a gateway (tok)',
        body: CreateDepositRequestSchema,
        response: { 200: CreateDepositResultSchema },
      },
      config: moneyRateLimit,
    },
    async (request) => payments.createDeposit({ memberId: memberOf(request).id, ...request.body }),
  );

  app.get(
    '/wps/v2/deposits',
    {
      schema: {
        tags,
        summary: 'My deposits, newest first (tok)',
        querystring: DepositQuerySchema,
        response: { 200: DepositPageSchema },
      },
    },
    async (request) => payments.listDeposits(memberOf(request).id, request.query.pageNo, request.query.pageSize),
  );

  app.get(
    '/wps/v2/deposits/:id',
    { schema: { tags, summary: 'One of my deposits (tok)', params: IdParamsSchema, response: { 200: DepositSchema } } },
    async (request) => payments.getDeposit(memberOf(request).id, request.params.id),
  );

  app.get(
    '/wps/v2/withdraw/settings',
    {
      schema: {
        tags,
        summary: 'Withdrawal limits and what may be withdrawn now (tok)',
        response: { 200: WithdrawSettingsSchema },
      },
    },
    async (request) => payments.getSettings(memberOf(request).id),
  );

  app.get(
    '/wps/v2/withdraw/accounts',
    { schema: { tags, summary: 'My saved payout accounts (tok)', response: { 200: WithdrawalAccountListSchema } } },
    async (request) => payments.listAccounts(memberOf(request).id),
  );

  app.post(
    '/wps/v2/withdraw/accounts',
    {
      schema: {
        tags,
        summary: 'Save a payout account in my real name (tok, enc)',
        body: CreateWithdrawalAccountRequestSchema,
        response: { 200: WithdrawalAccountSchema },
      },
      config: moneyRateLimit,
    },
    async (request) => payments.addAccount({ memberId: memberOf(request).id, ...request.body }),
  );

  app.delete(
    '/wps/v2/withdraw/accounts/:id',
    {
      schema: {
        tags,
        summary: 'Remove a saved payout account (tok)',
        params: IdParamsSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await payments.removeAccount(memberOf(request).id, request.params.id);
      return { done: true as const };
    },
  );

  app.post(
    '/wps/v2/withdrawals',
    {
      schema: {
        tags,
        summary: 'Request a withdrawal: the amount is held until staff review it (tok, enc)',
        body: CreateWithdrawalRequestSchema,
        response: { 200: WithdrawalSchema },
      },
      config: moneyRateLimit,
    },
    async (request) => payments.requestWithdrawal({ memberId: memberOf(request).id, ...request.body }),
  );

  app.get(
    '/wps/v2/withdrawals',
    {
      schema: {
        tags,
        summary: 'My withdrawals, newest first (tok)',
        querystring: WithdrawalQuerySchema,
        response: { 200: WithdrawalPageSchema },
      },
    },
    async (request) => payments.listWithdrawals(memberOf(request).id, request.query.pageNo, request.query.pageSize),
  );

  app.post(
    '/wps/v2/withdrawals/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Answer a payout: received, not received (with proof) or all paid (tok)',
        params: IdParamsSchema,
        body: ConfirmWithdrawalRequestSchema,
        response: { 200: WithdrawalSchema },
      },
      config: moneyRateLimit,
    },
    async (request) =>
      payments.confirmWithdrawal({ memberId: memberOf(request).id, id: request.params.id, ...request.body }),
  );
};
