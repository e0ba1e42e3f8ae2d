import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  ProtectionStateSchema,
  RealityCheckSchema,
  SetMoneyLimitRequestSchema,
  SetSessionLimitsRequestSchema,
  TakeBreakRequestSchema,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';
import type { ProtectionActor } from './protection.context';

const tags = ['protection'];

/** The member's own protection settings: always its own (the session's member), never an id from the request. */
export const protectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.protectionService;
  const actorOf = (member: { id: number; account: string }): ProtectionActor => ({
    kind: 'MEMBER',
    id: member.id,
    name: member.account,
  });

  app.get(
    '/wps/member/protection',
    {
      schema: {
        tags,
        summary: "The caller's limits (with what is used and left in each window), pending changes and break from play",
        response: { 200: ProtectionStateSchema },
      },
    },
    async (request) => service.stateOf(memberOf(request).id),
  );

  app.put(
    '/wps/member/protection/limits',
    {
      schema: {
        tags,
        summary: 'Set or remove a deposit, loss or wager limit: lower at once, higher or none after 24 hours (audited)',
        body: SetMoneyLimitRequestSchema,
        response: { 200: ProtectionStateSchema },
      },
    },
    async (request) => {
      const member = memberOf(request);
      await service.setMoneyLimit(member.id, request.body, actorOf(member));
      return service.stateOf(member.id);
    },
  );

  app.put(
    '/wps/member/protection/session',
    {
      schema: {
        tags,
        summary: 'Set the session time limit (the cooling rule applies) and the reality-check interval (audited)',
        body: SetSessionLimitsRequestSchema,
        response: { 200: ProtectionStateSchema },
      },
    },
    async (request) => {
      const member = memberOf(request);
      await service.setSessionLimits(member.id, request.body, actorOf(member));
      return service.stateOf(member.id);
    },
  );

  app.post(
    '/wps/member/protection/break',
    {
      schema: {
        tags,
        summary: 'Take a time-out (24 h, 7 d, 30 d) or self-exclude (6 months, 1 year, 5 years; irrevocable) (audited)',
        body: TakeBreakRequestSchema,
        response: { 200: ProtectionStateSchema },
      },
    },
    async (request) => {
      const member = memberOf(request);
      return service.takeBreak(member.id, request.body, actorOf(member));
    },
  );

  app.post(
    '/wps/member/protection/break/lift',
    {
      schema: {
        tags,
        summary: 'Lift a self-exclusion whose term has ended (never before) (audited)',
        response: { 200: ProtectionStateSchema },
      },
    },
    async (request) => {
      const member = memberOf(request);
      return service.liftBreak(member.id, actorOf(member));
    },
  );

  app.get(
    '/wps/member/protection/reality-check',
    {
      schema: {
        tags,
        summary: "The reality check's figures: time in this login session and its net result",
        response: { 200: RealityCheckSchema },
      },
    },
    async (request) => {
      const member = memberOf(request);
      return service.realityCheck(member.id, member.sessionId);
    },
  );
};
