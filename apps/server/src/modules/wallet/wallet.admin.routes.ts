import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  BalanceSchema,
  BonusSchema,
  GrantBonusRequestSchema,
  MemberIdParamsSchema,
  TurnoverWeightsSchema,
  UpdateTurnoverWeightsRequestSchema,
  UpdateWalletSettingsRequestSchema,
  WalletSettingsSchema,
} from '@perya/contracts';
import { z } from 'zod';

import { staffOf } from '../../plugins/access-control';
import type { AuditActor } from '../audit';

const tags = ['back office'];

/** The staff member behind a request, as the audit log records them. */
export const staffActor = (request: FastifyRequest): AuditActor => {
  const staff = staffOf(request);
  return { kind: 'STAFF', id: staff.id, name: staff.username, ip: request.ip };
};

/** Staff operations on members' wallets (screens come with the back office). */
export const walletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallet = app.walletService;

  app.post(
    '/wps/admin/members/:memberId/bonuses',
    {
      schema: {
        tags,
        summary: 'Grant a bonus with a turnover requirement (staff, audited)',
        params: MemberIdParamsSchema,
        body: GrantBonusRequestSchema,
        response: { 200: z.object({ bonus: BonusSchema, replayed: z.boolean(), balance: BalanceSchema }) },
      },
    },
    async (request) => {
      const { expiresAt, ...body } = request.body;
      return wallet.grantBonus({
        memberId: request.params.memberId,
        ...body,
        ...(expiresAt ? { expiresAt: new Date(expiresAt) } : {}),
        actor: staffActor(request),
      });
    },
  );

  app.get(
    '/wps/admin/settings/bonus-turnover',
    {
      schema: {
        tags,
        summary: 'How much of each game category counts toward bonus turnover (staff; unlisted: 100 %)',
        response: { 200: TurnoverWeightsSchema },
      },
    },
    async () => wallet.getTurnoverWeights(),
  );

  app.put(
    '/wps/admin/settings/bonus-turnover',
    {
      schema: {
        tags,
        summary:
          "Set categories' contribution weights toward bonus turnover, in basis points (10000 = 100 %, resets; " +
          '0 = does not count). Applies to rounds settled from now on (staff, audited).',
        body: UpdateTurnoverWeightsRequestSchema,
        response: { 200: TurnoverWeightsSchema },
      },
    },
    async (request) => wallet.setTurnoverWeights({ weights: request.body.weights, actor: staffActor(request) }),
  );

  app.get(
    '/wps/admin/settings/wallet',
    { schema: { tags, summary: 'Wallet settings (staff)', response: { 200: WalletSettingsSchema } } },
    async () => wallet.getSettings(),
  );

  app.put(
    '/wps/admin/settings/wallet',
    {
      schema: {
        tags,
        summary: 'Change wallet settings (staff, audited)',
        body: UpdateWalletSettingsRequestSchema,
        response: { 200: WalletSettingsSchema },
      },
    },
    async (request) => wallet.updateSettings(request.body, staffActor(request)),
  );
};
