import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Envelope, ErrorCode, ResultCode } from '@perya/contracts';
import { HTTP_STATUS_BY_CODE, envelopeOf, messageForIssue, resultMessage } from '@perya/contracts';

import { isAppError } from '../lib/errors';
import { languageOf } from './request-context';
import { SchemaValidationError } from './schema-validation';

// Every response is the envelope {success, code, message, value}: successes are wrapped around
// each handler's result in the API scope (routes return plain DTOs), failures by the error
// handler below, unknown paths by the not-found handler. No stack trace ever leaves the server.

export const envelope = <T>(request: FastifyRequest, code: ResultCode, value: T): Envelope<T> => ({
  success: code === 'OK',
  code,
  message: resultMessage(code, request.language),
  value,
});

export const sendError = (request: FastifyRequest, reply: FastifyReply, code: ErrorCode, value: unknown = null) =>
  reply.code(HTTP_STATUS_BY_CODE[code]).send(envelope(request, code, value));

/** Fastify's own client errors, by their code, as ours. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
};

const CLIENT_ERRORS_BY_STATUS: Record<number, ErrorCode> = {
  400: 'MALFORMED_BODY',
  401: 'AUTH_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const validationFields = (request: FastifyRequest, error: SchemaValidationError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'body';
    fields[path] ??= messageForIssue(issue as Parameters<typeof messageForIssue>[0], request.language);
  }
  return fields;
};

const handleError = (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof SchemaValidationError) {
    const fields = validationFields(request, error);
    request.log.info({ fields: Object.keys(fields) }, 'request refused by its schema');
    return sendError(request, reply, 'VALIDATION', { fields });
  }
  if (isAppError(error)) {
    request.log.info({ code: error.code, reason: error.message }, 'request refused');
    return sendError(request, reply, error.code, error.value);
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  const status = fastifyError.statusCode ?? 500;
  const clientCode = known ?? (status >= 400 && status < 500 ? CLIENT_ERRORS_BY_STATUS[status] : undefined);
  if (clientCode) {
    request.log.info({ code: clientCode, reason: fastifyError.code ?? error.message }, 'request refused');
    return sendError(request, reply, clientCode);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(request, reply, 'INTERNAL', { requestId: request.id });
};

/**
 * Fastify's router refuses a path it cannot decode or whose parameter is longer than it matches
 * (100 characters) before any hook runs, and by default answers its own body echoing the URL. The
 * router's errors answer the 404 envelope instead (no route of ours has such a path), without the URL.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  request.language = languageOf(request);
  request.log.info({ code: 'NOT_FOUND', reason: error.code }, 'request refused by the router');
  void reply.header('x-request-id', request.id);
  void sendError(request, reply, 'NOT_FOUND');
};

export const envelopePlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'envelope', dependencies: ['request-context'] },
);

/**
 * Routes declare the schema of their DTO (`response: { 200: SystemStatusSchema }`) and return
 * the DTO; what goes on the wire is the envelope around it, serialized and checked by zod.
 *
 * A DTO object served again — a page the server remembers, handed to every guest — is checked
 * and written once: its JSON is kept beside the object (a WeakMap, so it goes with the object)
 * and only the envelope around it is written per request. DTOs are not changed once returned.
 */
export const envelopeSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (source) => {
  const envelopeJson = serializerCompiler({ ...source, schema: envelopeOf(source.schema) });
  const valueJson = serializerCompiler(source);
  const written = new WeakMap<object, string>();
  return (data) => {
    const { success, code, message, value } = (data ?? {}) as Partial<Envelope<unknown>>;
    if (success !== true || typeof code !== 'string' || typeof message !== 'string') return envelopeJson(data);
    if (value === null || typeof value !== 'object') return envelopeJson(data);
    let json = written.get(value);
    if (json === undefined) {
      json = valueJson(value);
      written.set(value, json);
    }
    return `{"success":true,"code":${JSON.stringify(code)},"message":${JSON.stringify(message)},"value":${json}}`;
  };
};

/** The OpenAPI document shows the envelope around each declared response DTO. */
export const envelopeJsonSchemaTransform: typeof jsonSchemaTransform = (document) => {
  const response = document.schema?.response as Record<string, unknown> | undefined;
  if (!response) return jsonSchemaTransform(document);
  const wrapped = Object.fromEntries(
    Object.entries(response).map(([status, schema]) => [
      status,
      schema instanceof z.ZodType ? envelopeOf(schema) : schema,
    ]),
  );
  return jsonSchemaTransform({ ...document, schema: { ...document.schema, response: wrapped } });
};
