import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  ClosureCheckSchema,
  DeclarationRequestSchema,
  DeclarationStatusSchema,
  CloseAccountRequestSchema,
  FamilyEvidenceSchema,
  FamilyExclusionReceiptSchema,
  FamilyExclusionRequestSchema,
  KycStatusSchema,
  KycSubmitRequestSchema,
  LoginHistorySchema,
  UPLOAD_MAX_BYTES,
} from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { memberOf } from '../../plugins/access-control';

const tags = ['compliance'];

/** The member's side: verification (KYC), closing the account, login history; the public family exclusion form. */
export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  const compliance = app.complianceService;

  app.get(
    '/wps/compliance/kyc',
    {
      schema: {
        tags,
        summary: 'My verification: tier, state, what each action needs, a screening hold (tok)',
        response: { 200: KycStatusSchema },
      },
    },
    async (request) => compliance.kyc.status(memberOf(request).id),
  );

  app.post(
    '/wps/compliance/kyc',
    {
      schema: {
        tags,
        summary:
          'Send my ID and a selfie for review (both uploaded first through /wps/v2/uploads); the birthday is held to the minimum age (tok)',
        body: KycSubmitRequestSchema,
        response: { 200: KycStatusSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request) => compliance.kyc.submit(memberOf(request).id, request.body, request.language),
  );

  app.get(
    '/wps/compliance/declaration',
    {
      schema: {
        tags,
        summary:
          'Whether I owe the prohibited-person declaration (an account my agent made; decision 055), and when I made it (tok)',
        response: { 200: DeclarationStatusSchema },
      },
    },
    async (request) => compliance.declaration.status(memberOf(request).id),
  );

  app.post(
    '/wps/compliance/declaration',
    {
      schema: {
        tags,
        summary:
          'Declare that I am not a prohibited person (21 or over, not an official, military or police, student or licensee employee) (tok)',
        body: DeclarationRequestSchema,
        response: { 200: DeclarationStatusSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request) =>
      compliance.declaration.declare(memberOf(request).id, request.body.notProhibited, request.language),
  );

  app.get(
    '/wps/compliance/closure',
    {
      schema: {
        tags,
        summary: 'Whether my account can be closed now: the balance and open withdrawals (tok)',
        response: { 200: ClosureCheckSchema },
      },
    },
    async (request) => compliance.account.closureCheck(memberOf(request).id),
  );

  app.post(
    '/wps/compliance/closure',
    {
      schema: {
        tags,
        summary: 'Close my account (zero balance, no open withdrawal, my password); every session ends (tok)',
        body: CloseAccountRequestSchema,
        response: { 200: z.object({ closed: z.literal(true) }) },
      },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request) => {
      await compliance.account.close(memberOf(request).id, request.body.password, request.ip, request.language);
      return { closed: true as const };
    },
  );

  app.get(
    '/wps/compliance/logins',
    {
      schema: {
        tags,
        summary: 'My last 30 logins: time, address, device, method (tok)',
        response: { 200: LoginHistorySchema },
      },
    },
    async (request) => {
      const member = memberOf(request);
      return compliance.account.loginHistory(member.id, member.sessionId);
    },
  );

  app.post(
    '/wps/compliance/family-exclusion',
    {
      schema: {
        tags,
        summary:
          'File a family exclusion request (spouse, parent or adult child), with evidence sent first to /evidence; staff review it (public)',
        body: FamilyExclusionRequestSchema,
        response: { 200: FamilyExclusionReceiptSchema },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
    },
    async (request) => compliance.family.submit(request.body, request.language),
  );

  await app.register(async (scope) => {
    // Multipart in this scope only (see uploads.routes.ts): one image, at most 5 MB, re-encoded.
    await scope.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    scope.post(
      '/wps/compliance/family-exclusion/evidence',
      {
        schema: {
          tags,
          summary:
            'Evidence for a family exclusion request (multipart field "file"; PNG, JPG or WebP, at most 5 MB) (public)',
          consumes: ['multipart/form-data'],
          response: { 200: FamilyEvidenceSchema },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      },
      async (request) => {
        if (!request.isMultipart()) throw new AppError('UPLOAD_INVALID', 'not multipart');
        let bytes: Buffer;
        try {
          const file = await request.file();
          if (!file || file.fieldname !== 'file') throw new AppError('UPLOAD_INVALID', 'no "file" field');
          bytes = await file.toBuffer();
        } catch (error) {
          if (error instanceof AppError) throw error;
          throw new AppError(
            'UPLOAD_INVALID',
            `multipart refused: ${error instanceof Error ? error.message : 'unknown'}`,
          );
        }
        return compliance.family.storeEvidence(bytes);
      },
    );
  });
};
