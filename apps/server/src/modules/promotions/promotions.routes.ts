import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGES_MAX,
  ClaimResultSchema,
  MemberPromotionListSchema,
  MemberPromotionSchema,
  PromotionIdParamsSchema,
  PromotionJoinRequestSchema,
  RewardCentreSchema,
  RewardCountSchema,
  RewardIdParamsSchema,
  RewardSchema,
} from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { memberOf } from '../../plugins/access-control';
import type { ClaimOrigin } from './promotions.claims';

const tags = ['promotions'];

/** The browser's own random id (as the web app makes it); anything else counts as none. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

const originOf = (request: FastifyRequest): ClaimOrigin => {
  const device = request.headers['x-device-id'];
  return { ip: request.ip, deviceId: typeof device === 'string' && DEVICE_ID.test(device) ? device : null };
};

const actorOf = (request: FastifyRequest) => {
  const member = memberOf(request);
  return { kind: 'MEMBER' as const, id: member.id, name: member.account, ip: request.ip };
};

/** The signed-in player's id on a public route, or null for a visitor (staff see what visitors see). */
const viewerOf = (request: FastifyRequest) => (request.auth.kind === 'player' ? request.auth.member.id : null);

/**
 * Reads an application form: a "comment" field and up to 3 "images" files. The parser's own
 * limits refuse a 4th file or one over 5 MB (PROMOTION_APPLICATION_INVALID); nothing is stored here.
 */
const readApplication = async (request: FastifyRequest) => {
  if (!request.isMultipart()) throw new AppError('PROMOTION_APPLICATION_INVALID', 'not multipart');
  let comment = '';
  const images: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images') throw new AppError('PROMOTION_APPLICATION_INVALID', `file ${part.fieldname}`);
        images.push(await part.toBuffer());
      } else if (part.fieldname === 'comment') {
        comment = typeof part.value === 'string' ? part.value : '';
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(
      'PROMOTION_APPLICATION_INVALID',
      `multipart refused: ${error instanceof Error ? error.message : 'unknown'}`,
    );
  }
  return { comment, images };
};

/** Promotions as members and visitors see them, joining, applying, and the reward centre. */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart in this scope only; the limits are the application's (spec §5), a comment field
  // of at most 140 characters (fieldSize in bytes leaves room for multi-byte characters).
  await app.register(multipart, {
    limits: {
      fileSize: APPLICATION_IMAGE_MAX_BYTES,
      files: APPLICATION_IMAGES_MAX,
      fields: 2,
      parts: APPLICATION_IMAGES_MAX + 2,
      fieldSize: 4 * 140,
    },
  });
  const service = app.promotionsService;

  app.get(
    '/wps/v2/promotions',
    {
      schema: {
        tags,
        summary: "Promotions open or coming, each with the caller's status (spec §4) and why they cannot join",
        response: { 200: MemberPromotionListSchema },
      },
    },
    async (request) => ({ list: await service.listForMember(viewerOf(request)) }),
  );

  app.get(
    '/wps/v2/promotions/:id',
    {
      schema: {
        tags,
        summary: "One promotion with its rules and the caller's status",
        params: PromotionIdParamsSchema,
        response: { 200: MemberPromotionSchema },
      },
    },
    async (request) => service.getForMember(request.params.id, viewerOf(request)),
  );

  app.post(
    '/wps/relay/MCSFE_signUpPromotionJoin',
    {
      schema: {
        tags,
        summary: 'Join a promotion (join button; automatic ones need nothing) (tok, audited)',
        body: PromotionJoinRequestSchema,
        response: { 200: MemberPromotionSchema },
      },
    },
    async (request) => service.join(request.body.promotionId, actorOf(request)),
  );

  app.post(
    '/wps/v2/promotions/:id/apply',
    {
      schema: {
        tags,
        summary:
          'Apply (multipart: "comment" ≤ 140 characters, up to 3 "images" PNG/JPG ≤ 5 MB); staff review it (tok, audited)',
        consumes: ['multipart/form-data'],
        params: PromotionIdParamsSchema,
        response: { 200: MemberPromotionSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => service.apply(request.params.id, await readApplication(request), actorOf(request)),
  );

  app.post(
    '/wps/relay/MCSFE_signUpRequestReward',
    {
      schema: {
        tags,
        summary: "Claim this promotion's reward (period figures are looked at now) (tok, audited)",
        body: PromotionJoinRequestSchema,
        response: { 200: RewardSchema },
      },
    },
    async (request) => service.requestReward(request.body.promotionId, originOf(request), actorOf(request)),
  );

  app.get(
    '/wps/v2/rewards',
    {
      schema: {
        tags,
        summary: 'The reward centre: rewards waiting to be claimed, and those claimed, issued or expired (tok)',
        response: { 200: RewardCentreSchema },
      },
    },
    async (request) => service.rewardCentre(memberOf(request).id),
  );

  app.get(
    '/wps/v2/rewards/count',
    {
      schema: { tags, summary: "Rewards waiting: the menu's red badge (tok)", response: { 200: RewardCountSchema } },
    },
    async (request) => ({ count: await service.waitingCount(memberOf(request).id) }),
  );

  app.post(
    '/wps/v2/rewards/:id/claim',
    {
      schema: {
        tags,
        summary: 'Claim one waiting reward: a bonus with its turnover requirement (tok, audited)',
        params: RewardIdParamsSchema,
        response: { 200: RewardSchema },
      },
    },
    async (request) => service.claim(memberOf(request).id, request.params.id, originOf(request), actorOf(request)),
  );

  app.post(
    '/wps/v2/rewards/claim-all',
    {
      schema: {
        tags,
        summary: 'Claim every waiting reward; those that cannot be paid now are listed with their code (tok, audited)',
        response: { 200: ClaimResultSchema },
      },
    },
    async (request) => service.claimAll(memberOf(request).id, originOf(request), actorOf(request)),
  );
};
