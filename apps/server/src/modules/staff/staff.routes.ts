import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  StaffIdParamsSchema,
  StaffInviteRequestSchema,
  StaffInviteResultSchema,
  StaffListQuerySchema,
  StaffMemberSchema,
  StaffPageSchema,
  StaffReasonRequestSchema,
  StaffUpdateRequestSchema,
} from '@perya/contracts';

import { staffOf } from '../../plugins/access-control';
import type { StaffActor } from './staff.management';

const tags = ['back office'];

const actorOf = (request: FastifyRequest): StaffActor => {
  const staff = staffOf(request);
  return { id: staff.id, username: staff.username, ip: request.ip };
};

/** Staff management by the owner (staff.manage): every change audited with before and after. */
export const staffAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const management = app.staffManagement;

  app.get(
    '/wps/admin/staff',
    {
      schema: {
        tags,
        summary: 'Staff members: filter by role, status, part of the username; sorted and paged (staff.manage)',
        querystring: StaffListQuerySchema,
        response: { 200: StaffPageSchema },
      },
    },
    async (request) => management.list(request.query),
  );

  app.post(
    '/wps/admin/staff',
    {
      schema: {
        tags,
        summary: 'Invite a staff member (staff.manage, audited)',
        description:
          'Answers a temporary password, shown this once, valid for 72 hours: the first login replaces it ' +
          '(POST /wps/admin/password) and enrols an authenticator. A username in use answers USERNAME_TAKEN.',
        body: StaffInviteRequestSchema,
        response: { 200: StaffInviteResultSchema },
      },
    },
    async (request) => management.invite(actorOf(request), request.body),
  );

  app.put(
    '/wps/admin/staff/:id',
    {
      schema: {
        tags,
        summary: 'Change a display name or role (staff.manage, audited)',
        description:
          'Carries the version the record was opened at: STALE_RECORD when it changed since. Demoting the last ' +
          'active owner answers LAST_OWNER; changing your own role STAFF_SELF_CHANGE.',
        params: StaffIdParamsSchema,
        body: StaffUpdateRequestSchema,
        response: { 200: StaffMemberSchema },
      },
    },
    async (request) => management.update(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/wps/admin/staff/:id/disable',
    {
      schema: {
        tags,
        summary: 'Disable a staff member and end all their sessions, everywhere (staff.manage, audited)',
        description:
          'With a reason of 2 to 200 characters (REASON_REQUIRED when missing or shorter), kept in the audit entry. Not yourself (STAFF_SELF_CHANGE), ' +
          'not the last active owner (LAST_OWNER).',
        params: StaffIdParamsSchema,
        body: StaffReasonRequestSchema.nullish(),
        response: { 200: StaffMemberSchema },
      },
    },
    async (request) => management.disable(actorOf(request), request.params.id, request.body?.reason),
  );

  app.post(
    '/wps/admin/staff/:id/enable',
    {
      schema: {
        tags,
        summary: 'Enable a disabled staff member again (staff.manage, audited)',
        description:
          'With a reason of 2 to 200 characters (REASON_REQUIRED when missing or shorter), kept in the audit entry.',
        params: StaffIdParamsSchema,
        body: StaffReasonRequestSchema.nullish(),
        response: { 200: StaffMemberSchema },
      },
    },
    async (request) => management.enable(actorOf(request), request.params.id, request.body?.reason),
  );

  app.post(
    '/wps/admin/staff/:id/secondFactor/reset',
    {
      schema: {
        tags,
        summary: 'Clear a staff member’s authenticator and recovery codes; ends their sessions (staff.manage, audited)',
        description:
          'With a reason of 2 to 200 characters (REASON_REQUIRED when missing or shorter), kept in the audit entry. Their next login enrols a new ' +
          'authenticator. Not yourself (STAFF_SELF_CHANGE).',
        params: StaffIdParamsSchema,
        body: StaffReasonRequestSchema.nullish(),
        response: { 200: StaffMemberSchema },
      },
    },
    async (request) => management.resetSecondFactor(actorOf(request), request.params.id, request.body?.reason),
  );

  app.post(
    '/wps/admin/staff/:id/invitation',
    {
      schema: {
        tags,
        summary: 'Send an invitation again: a new temporary password, shown this once (staff.manage, audited)',
        description:
          'For a staff member still INVITED (the first invitation expired or its password was lost; else ' +
          'STAFF_NOT_INVITED). The old temporary password stops working and any session opened with it ends; ' +
          'the new one is valid for 72 hours.',
        params: StaffIdParamsSchema,
        response: { 200: StaffInviteResultSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return management.resendInvitation(actorOf(request), request.params.id);
    },
  );
};
