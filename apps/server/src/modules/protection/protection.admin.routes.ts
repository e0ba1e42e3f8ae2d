import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { MemberParamsSchema, StaffBlockRequestSchema, StaffProtectionSchema } from '@perya/contracts';

import { staffOf } from '../../plugins/access-control';

const tags = ['protection'];

/** The back office's view of a member's protection, and the breaks staff may add (never shorten or lift). */
export const protectionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.protectionService;

  app.get(
    '/wps/admin/members/:memberId/protection',
    {
      schema: {
        tags,
        summary: "A member's limits, pending changes, break from play and their history (staff)",
        params: MemberParamsSchema,
        response: { 200: StaffProtectionSchema },
      },
    },
    async (request) => {
      const member = await app.membersService.getMember(request.params.memberId);
      return service.staffView(member.id);
    },
  );

  app.post(
    '/wps/admin/members/:memberId/protection/break',
    {
      schema: {
        tags,
        summary:
          'Place a time-out or an exclusion on a member, with a reason; it never shortens one in force (staff, audited)',
        params: MemberParamsSchema,
        body: StaffBlockRequestSchema,
        response: { 200: StaffProtectionSchema },
      },
    },
    async (request) => {
      const member = await app.membersService.getMember(request.params.memberId);
      const staff = staffOf(request);
      await service.staffPlaceBreak(member.id, request.body, { kind: 'STAFF', id: staff.id, name: staff.username });
      return service.staffView(member.id);
    },
  );
};
