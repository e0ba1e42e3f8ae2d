import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { AppError } from '../lib/errors';
import { apiScope } from './api-scope';
import { envelopePlugin } from './envelope';
import { generateRequestId, requestContextPlugin } from './request-context';

// The platform on its own: envelope, errors, validation and languages, with routes made to fail.

const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/echo',
    {
      schema: {
        body: z.object({ name: z.string().min(2).max(10), age: z.number().int().min(18) }),
        response: { 200: z.object({ greeting: z.string() }) },
      },
    },
    async (request) => ({ greeting: `hello ${request.body.name}` }),
  );
  app.get('/crash', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/refuse', async () => {
    throw new AppError('TRIAL_FORBIDDEN', 'trial 42 tried a member action');
  });
  app.get(
    '/leaky',
    { schema: { response: { 200: z.object({ id: z.number() }) } } },
    async () => ({ id: 'not-a-number' }) as never,
  );
};

describe('platform', () => {
  let sut: FastifyInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    sut = Fastify({ logger: { level: 'info', stream }, genReqId: generateRequestId });
    await sut.register(requestContextPlugin);
    await sut.register(envelopePlugin);
    await sut.register(apiScope, { routes: [testRoutes] });
    sut.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ success: false, code: 'NOT_FOUND', message: 'x', value: null }),
    );
    await sut.ready();
  });
  afterAll(async () => {
    await sut.close();
  });

  it('should wrap a route result in a success envelope', async () => {
    const response = await sut.inject({ method: 'POST', url: '/echo', payload: { name: 'Juan', age: 30 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      code: 'OK',
      message: 'Success',
      value: { greeting: 'hello Juan' },
    });
  });

  it('should refuse a bad body with per-field messages and not run the route', async () => {
    const response = await sut.inject({ method: 'POST', url: '/echo', payload: { name: 'J', age: 16.5, extra: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION',
      message: 'Some fields are not valid. Please check them and try again.',
      value: { fields: { name: 'Must be at least 2 characters.', age: 'Must be a whole number.' } },
    });
  });

  it('should say a missing field is required, in the caller language', async () => {
    const response = await sut.inject({
      method: 'POST',
      url: '/echo',
      payload: { age: 20 },
      headers: { 'x-lang': 'TY' },
    });
    expect(response.json()).toMatchObject({
      message: 'May mga field na hindi wasto. Pakisuri at subukang muli.',
      value: { fields: { name: 'Hindi maaaring walang laman.' } },
    });
  });

  it('should pick the language from Accept-Language without X-Lang', async () => {
    const response = await sut.inject({
      method: 'POST',
      url: '/echo',
      payload: {},
      headers: { 'accept-language': 'pt-BR,pt;q=0.9' },
    });
    expect(response.json().message).toBe('Alguns campos não são válidos. Verifique-os e tente novamente.');
  });

  it('should answer malformed JSON with a 400 envelope', async () => {
    const response = await sut.inject({
      method: 'POST',
      url: '/echo',
      payload: '{"name": "Juan",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'MALFORMED_BODY', value: null });
  });

  it('should answer an unsupported body type with a 415 envelope', async () => {
    const response = await sut.inject({
      method: 'POST',
      url: '/echo',
      payload: 'name=Juan',
      headers: { 'content-type': 'text/csv' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('should answer a crash with INTERNAL and a request id, never the error or a stack', async () => {
    const response = await sut.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      success: false,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
      value: { requestId: response.headers['x-request-id'] },
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
    expect(logLines.some((line) => line.includes(body.value.requestId) && line.includes('request failed'))).toBe(true);
  });

  it('should answer a response that breaks its own schema with INTERNAL', async () => {
    const response = await sut.inject({ method: 'GET', url: '/leaky' });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('INTERNAL');
    expect(response.body).not.toContain('not-a-number');
  });

  it('should answer an expected refusal with its code, status and message', async () => {
    const response = await sut.inject({ method: 'GET', url: '/refuse', headers: { 'x-lang': 'EN' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'TRIAL_FORBIDDEN',
      message: 'Please Register an Account first',
      value: null,
    });
  });

  it('should keep a well-formed upstream request id and replace a bad one', async () => {
    const kept = await sut.inject({ method: 'GET', url: '/crash', headers: { 'x-request-id': 'edge-1234abcd' } });
    expect(kept.headers['x-request-id']).toBe('edge-1234abcd');
    const replaced = await sut.inject({ method: 'GET', url: '/crash', headers: { 'x-request-id': 'x\ny' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
