import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  BalanceSchema,
  BonusIdParamsSchema,
  BonusPageSchema,
  BonusQuerySchema,
  DownlineTransferRequestSchema,
  ForfeitBonusResultSchema,
  MemberTransferResultSchema,
  MerchantWalletSchema,
  ProfitQuerySchema,
  ProfitReportSchema,
  TransactionPageSchema,
  TransactionQuerySchema,
  TransferPartiesSchema,
  UplineTransferRequestSchema,
  WalletListSchema,
  WalletRecallRequestSchema,
  WalletTransferRequestSchema,
  WalletTransferResultSchema,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';

const tags = ['wallet'];
/** Money-moving calls a member can make: generous for people, tight for scripts. */
const moneyRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The member's wallet (spec §2.5, §7.1): balance, wallets, transfers and records. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallet = app.walletService;

  app.get(
    '/wps/v2/wallets/balance',
    { schema: { tags, summary: 'Main wallet balance for the header (tok)', response: { 200: BalanceSchema } } },
    async (request) => wallet.getBalance(memberOf(request).id),
  );

  app.get(
    '/wps/relay/GCS_merchantWallet',
    { schema: { tags, summary: 'Single wallet or provider wallets (tok)', response: { 200: MerchantWalletSchema } } },
    async () => wallet.getMerchantWallet(),
  );

  app.get(
    '/wps/v2/wallets',
    { schema: { tags, summary: 'Main and provider wallets (tok)', response: { 200: WalletListSchema } } },
    async (request) => wallet.listWallets(memberOf(request).id),
  );

  app.post(
    '/wps/relay/GCS_walletTransfer',
    {
      schema: {
        tags,
        summary: 'Move money between the main wallet and a provider wallet (tok)',
        body: WalletTransferRequestSchema,
        response: { 200: WalletTransferResultSchema },
      },
      config: moneyRateLimit,
    },
    async (request) => wallet.transferWallet({ memberId: memberOf(request).id, ...request.body }),
  );

  app.post(
    '/wps/v2/wallets/recall',
    {
      schema: {
        tags,
        summary: 'Bring every provider wallet back to the main wallet (tok)',
        body: WalletRecallRequestSchema,
        response: { 200: WalletTransferResultSchema },
      },
      config: moneyRateLimit,
    },
    async (request) => wallet.recallAll({ memberId: memberOf(request).id, requestId: request.body.requestId }),
  );

  app.get(
    '/wps/v2/transfers/parties',
    {
      schema: {
        tags,
        summary: 'Upline and direct downlines the member may send to (tok)',
        response: { 200: TransferPartiesSchema },
      },
    },
    async (request) => wallet.getTransferParties(memberOf(request).id),
  );

  app.post(
    '/wps/v2/transfers/upline',
    {
      schema: {
        tags,
        summary: 'Send money to my upline (tok, enc)',
        body: UplineTransferRequestSchema,
        response: { 200: MemberTransferResultSchema },
      },
      config: moneyRateLimit,
    },
    async (request) => wallet.transferToUpline({ memberId: memberOf(request).id, ...request.body }),
  );

  app.post(
    '/wps/v2/transfers/downline',
    {
      schema: {
        tags,
        summary: 'An agent sends money to a direct downline (tok, enc)',
        body: DownlineTransferRequestSchema,
        response: { 200: MemberTransferResultSchema },
      },
      config: moneyRateLimit,
    },
    async (request) => wallet.transferToDownline({ memberId: memberOf(request).id, ...request.body }),
  );

  app.get(
    '/wps/relay/ODSFE2_MemTransDet',
    {
      schema: {
        tags,
        summary: 'Account record: every transfer touching me, newest first (tok)',
        querystring: TransactionQuerySchema,
        response: { 200: TransactionPageSchema },
      },
    },
    async (request) => wallet.listTransactions({ memberId: memberOf(request).id, ...request.query }),
  );

  app.get(
    '/wps/v2/records/profit',
    {
      schema: {
        tags,
        summary: 'Personal profit and loss per day and game type (tok)',
        querystring: ProfitQuerySchema,
        response: { 200: ProfitReportSchema },
      },
    },
    async (request) =>
      wallet.getProfit({ memberId: memberOf(request).id, ...request.query }, app.statsService.memberPlayHours),
  );

  app.get(
    '/wps/v2/bonuses',
    {
      schema: {
        tags,
        summary: 'My bonuses and the turnover still owed (tok)',
        querystring: BonusQuerySchema,
        response: { 200: BonusPageSchema },
      },
    },
    async (request) => wallet.listBonuses({ memberId: memberOf(request).id, ...request.query }),
  );

  app.post(
    '/wps/v2/bonuses/:bonusId/forfeit',
    {
      schema: {
        tags,
        summary:
          'Give up one of my active bonuses (tok): the bonus money left, at most my available balance, goes back ' +
          'and its turnover no longer holds back withdrawals. BONUS_NOT_ACTIVE when it is completed or forfeited.',
        params: BonusIdParamsSchema,
        response: { 200: ForfeitBonusResultSchema },
      },
      config: moneyRateLimit,
    },
    async (request) => {
      const member = memberOf(request);
      return wallet.forfeitBonus({
        memberId: member.id,
        grantId: request.params.bonusId,
        actor: { kind: 'MEMBER', id: member.id, name: member.account, ip: request.ip },
      });
    },
  );
};
