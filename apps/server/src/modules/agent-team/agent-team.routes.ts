import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  CreateDownlineRequestSchema,
  CreateInvitationLinkRequestSchema,
  CreatedDownlineSchema,
  InvitationLinkListSchema,
  InvitationLinkParamsSchema,
  InvitationLinkSchema,
  TeamMembersPageSchema,
  TeamMembersQuerySchema,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';

const tags = ['agent-team'];

// Every route here is 'agent' in ROUTE_ACCESS (non-agents FORBIDDEN, trial accounts
// TRIAL_FORBIDDEN before anything runs); a member id from the caller goes through assertInTeam.
export const agentTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.agentTeamService;

  app.get(
    '/wps/agent/team/members',
    {
      schema: {
        tags,
        summary: "One page of the caller's team, or of a team member's own team (downlineManagmentView)",
        querystring: TeamMembersQuerySchema,
        response: { 200: TeamMembersPageSchema },
      },
    },
    async (request) => service.listTeam(memberOf(request).id, request.query),
  );

  app.post(
    '/wps/agent/team/members',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Create a direct downline member or agent with the registration rules (registerCenter)',
        body: CreateDownlineRequestSchema,
        response: { 200: CreatedDownlineSchema },
      },
    },
    async (request) => service.createDownline(memberOf(request), request.body, request.language),
  );

  app.get(
    '/wps/agent/invitation-links',
    {
      schema: { tags, summary: "The caller's invitation links", response: { 200: InvitationLinkListSchema } },
    },
    async (request) => service.listLinks(memberOf(request)),
  );

  app.post(
    '/wps/agent/invitation-links',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'A new invitation link making members or agents under the caller',
        body: CreateInvitationLinkRequestSchema,
        response: { 200: InvitationLinkSchema },
      },
    },
    async (request) => service.createLink(memberOf(request), request.body.kind, request.body.contractOffer),
  );

  app.post(
    '/wps/agent/invitation-links/:id/disable',
    {
      schema: {
        tags,
        summary: "Disable one of the caller's invitation links (registrations through it are refused)",
        params: InvitationLinkParamsSchema,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    async (request) => {
      await service.disableLink(memberOf(request), request.params.id);
      return { id: request.params.id };
    },
  );
};
