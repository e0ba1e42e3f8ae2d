import { Writable } from 'node:stream';

import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';

import { lazyChildLoggerFactory } from './lazy-request-logger';

/** A pino logger writing its lines to an array, with the app's kind of redaction. */
const capturingLogger = (level: string) => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level, redact: { paths: ['*.password', '*.token'], censor: '[redacted]' } }, stream);
  return { logger, lines };
};

describe('lazyChildLoggerFactory', () => {
  it('makes no child while nothing is written at an enabled level', () => {
    const { logger, lines } = capturingLogger('warn');
    const child = vi.spyOn(logger, 'child');
    const requestLog = lazyChildLoggerFactory.call(Fastify(), logger, { reqId: 'r-1' }, {}, {} as never);

    requestLog.info({ req: { url: '/x' } }, 'incoming request');
    requestLog.debug('details');

    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(requestLog.level).toBe('warn');
  });

  it('writes a line at an enabled level through one child, with the bindings and the redaction', () => {
    const { logger, lines } = capturingLogger('warn');
    const child = vi.spyOn(logger, 'child');
    const requestLog = lazyChildLoggerFactory.call(Fastify(), logger, { reqId: 'r-2' }, {}, {} as never);

    requestLog.warn({ body: { password: 'hunter2', amount: 5 } }, 'refused');
    requestLog.error('failed');

    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { reqId: 'r-2', msg: 'refused', body: { password: '[redacted]', amount: 5 } },
      { reqId: 'r-2', msg: 'failed' },
    ]);
  });

  it('passes its bindings on to a child of its own', () => {
    const { logger, lines } = capturingLogger('info');
    const requestLog = lazyChildLoggerFactory.call(Fastify(), logger, { reqId: 'r-3' }, {}, {} as never);

    requestLog.child({ module: 'wallet' }).info({ call: { token: 'abc' } }, 'posted');

    expect(lines).toMatchObject([{ reqId: 'r-3', module: 'wallet', msg: 'posted', call: { token: '[redacted]' } }]);
  });

  it('makes the child at once when the route sets its own level', () => {
    const { logger, lines } = capturingLogger('warn');
    const child = vi.spyOn(logger, 'child');
    const requestLog = lazyChildLoggerFactory.call(
      Fastify(),
      logger,
      { reqId: 'r-4' },
      { level: 'debug' },
      {} as never,
    );

    requestLog.debug('verbose route');

    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([{ reqId: 'r-4', msg: 'verbose route' }]);
  });

  it('serves a Fastify without logging as Fastify itself would', async () => {
    const app = Fastify({ logger: false, childLoggerFactory: lazyChildLoggerFactory });
    app.get('/ping', async (request) => {
      request.log.info('nobody hears this');
      return { ok: true };
    });

    const response = await app.inject({ method: 'GET', url: '/ping' });

    expect(response.json()).toEqual({ ok: true });
    await app.close();
  });

  it('serves as a Fastify request logger', async () => {
    const { logger, lines } = capturingLogger('info');
    const app = Fastify({ loggerInstance: logger, childLoggerFactory: lazyChildLoggerFactory });
    app.get('/ping', async (request) => {
      request.log.warn({ input: { token: 'secret' } }, 'odd input');
      return { ok: true };
    });

    const response = await app.inject({ method: 'GET', url: '/ping' });

    expect(response.json()).toEqual({ ok: true });
    const requestLines = lines.filter((line) => line.reqId !== undefined);
    expect(requestLines.map((line) => line.msg)).toEqual(['incoming request', 'odd input', 'request completed']);
    expect(requestLines[1]).toMatchObject({ input: { token: '[redacted]' } });
    expect(new Set(requestLines.map((line) => line.reqId)).size).toBe(1);
    await app.close();
  });
});
