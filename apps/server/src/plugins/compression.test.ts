import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { apiScope } from './api-scope';
import { compressionPlugin, remembering } from './compression';
import { envelopePlugin } from './envelope';
import { requestContextPlugin } from './request-context';

// A page of 30 games is ~10 kB of JSON; a balance is ~100 bytes.
const games = Array.from({ length: 30 }, (_, index) => ({
  code: `GAME_${index}`,
  name: `Lucky Fortune ${index}`,
  vendor: 'JILI',
  image: `/images/games/JILI/RNG/GAME_${index}.png`,
}));

const events = Array.from({ length: 40 }, (_, index) => `data: {"balance":"${index}.00"}\n\n`).join('');

const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/games',
    {
      schema: {
        response: {
          200: z.array(z.object({ code: z.string(), name: z.string(), vendor: z.string(), image: z.string() })),
        },
      },
    },
    async () => games,
  );
  app.get('/events', async (_request, reply) => reply.type('text/event-stream').send(events));
  app.get('/balance', { schema: { response: { 200: z.object({ balance: z.string() }) } } }, async () => ({
    balance: '1250.00',
  }));
};

describe('compression', () => {
  let sut: FastifyInstance;

  beforeAll(async () => {
    sut = Fastify({ logger: false });
    await sut.register(requestContextPlugin);
    await sut.register(envelopePlugin);
    await sut.register(compressionPlugin);
    await sut.register(apiScope, { routes: [testRoutes] });
    await sut.ready();
  });
  afterAll(async () => {
    await sut.close();
  });

  const plain = async (url: string) => (await sut.inject({ method: 'GET', url })).body;

  it('should answer a large answer in Brotli when the browser accepts it, the same JSON once decoded', async () => {
    const response = await sut.inject({ method: 'GET', url: '/games', headers: { 'accept-encoding': 'gzip, br' } });

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBe(Number(response.headers['content-length']));
    const decoded = brotliDecompressSync(response.rawPayload).toString();
    expect(decoded).toBe(await plain('/games'));
    expect(JSON.parse(decoded).value).toEqual(games);
    expect(response.rawPayload.length).toBeLessThan(decoded.length / 3);
  });

  it('should fall back to gzip for a browser without Brotli', async () => {
    const response = await sut.inject({ method: 'GET', url: '/games', headers: { 'accept-encoding': 'gzip' } });

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(await plain('/games'));
  });

  it('should send plain JSON to a client that does not ask for compression', async () => {
    const response = await sut.inject({ method: 'GET', url: '/games' });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().value).toEqual(games);
  });

  it('should leave a small answer uncompressed even when compression is accepted', async () => {
    const response = await sut.inject({ method: 'GET', url: '/balance', headers: { 'accept-encoding': 'br, gzip' } });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().value).toEqual({ balance: '1250.00' });
  });

  it('should leave an event stream uncompressed so each event reaches the browser at once', async () => {
    const response = await sut.inject({ method: 'GET', url: '/events', headers: { 'accept-encoding': 'br, gzip' } });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(events);
  });

  it('should compress the same bytes once and remember the output, and tell different bytes apart', () => {
    const inputs: string[] = [];
    const compress = remembering((input) => {
      inputs.push(input.toString());
      return Buffer.from(`packed:${input.toString()}`);
    });

    const first = compress(Buffer.from('page 1 of the slots'));
    const again = compress(Buffer.from('page 1 of the slots'));
    const other = compress(Buffer.from('page 2 of the slots'));

    expect(again).toBe(first);
    expect(other.toString()).toBe('packed:page 2 of the slots');
    expect(inputs).toEqual(['page 1 of the slots', 'page 2 of the slots']);
  });
});
