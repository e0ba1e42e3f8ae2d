import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  CreateLeaderboardRequestSchema,
  CreateMissionRequestSchema,
  MissionParamsSchema,
  StaffLeaderboardListSchema,
  StaffLeaderboardPayoutsQuerySchema,
  StaffLeaderboardPayoutsSchema,
  StaffLeaderboardSchema,
  StaffMissionPageSchema,
  StaffMissionQuerySchema,
  StaffMissionSchema,
  UpdateLeaderboardRequestSchema,
  UpdateMissionRequestSchema,
} from '@perya/contracts';

import { staffActor } from '../wallet';

const tags = ['back office'];

/** Staff: missions and leaderboards as data, and what the leaderboards paid (promotions.*; audited). */
export const missionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.missionsService;

  app.get(
    '/wps/admin/missions',
    {
      schema: {
        tags,
        summary: 'Missions with their claims and what they paid (staff)',
        querystring: StaffMissionQuerySchema,
        response: { 200: StaffMissionPageSchema },
      },
    },
    async (request) => service.listMissions(request.query.pageNo, request.query.pageSize),
  );

  app.post(
    '/wps/admin/missions',
    {
      schema: {
        tags,
        summary: 'Create a daily or weekly mission with its milestones (staff, audited)',
        body: CreateMissionRequestSchema,
        response: { 200: StaffMissionSchema },
      },
    },
    async (request) => service.createMission(request.body, staffActor(request)),
  );

  app.put(
    '/wps/admin/missions/:id',
    {
      schema: {
        tags,
        summary: 'Change or switch off a mission (staff, audited)',
        params: MissionParamsSchema,
        body: UpdateMissionRequestSchema,
        response: { 200: StaffMissionSchema },
      },
    },
    async (request) => service.updateMission(request.params.id, request.body, staffActor(request)),
  );

  app.get(
    '/wps/admin/leaderboards',
    { schema: { tags, summary: 'Leaderboards (staff)', response: { 200: StaffLeaderboardListSchema } } },
    async () => service.listLeaderboards(),
  );

  app.post(
    '/wps/admin/leaderboards',
    {
      schema: {
        tags,
        summary: 'Create a daily or weekly leaderboard with its prizes (staff, audited)',
        body: CreateLeaderboardRequestSchema,
        response: { 200: StaffLeaderboardSchema },
      },
    },
    async (request) => service.createLeaderboard(request.body, staffActor(request)),
  );

  app.put(
    '/wps/admin/leaderboards/:id',
    {
      schema: {
        tags,
        summary: 'Change or switch off a leaderboard; a settled period keeps what it paid (staff, audited)',
        params: MissionParamsSchema,
        body: UpdateLeaderboardRequestSchema,
        response: { 200: StaffLeaderboardSchema },
      },
    },
    async (request) => service.updateLeaderboard(request.params.id, request.body, staffActor(request)),
  );

  app.get(
    '/wps/admin/leaderboards/:id/payouts',
    {
      schema: {
        tags,
        summary: "A leaderboard's settled prizes, newest period first (staff)",
        params: MissionParamsSchema,
        querystring: StaffLeaderboardPayoutsQuerySchema,
        response: { 200: StaffLeaderboardPayoutsSchema },
      },
    },
    async (request) => service.payouts(request.params.id, request.query.periodStart),
  );
};
