import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';

import { AppError } from '../../lib/errors';
import { createSystemGate } from './system.gate';
import type { GateDecision, SystemService } from './system.service';

const requestTo = (systemGate?: 'open') =>
  ({ ip: '203.0.113.9', routeOptions: { config: systemGate ? { systemGate } : {} } }) as unknown as FastifyRequest;

const gateWith = (decision: GateDecision) => {
  const asked: string[] = [];
  const service = { gate: async (ip: string) => (asked.push(ip), decision) } as unknown as SystemService;
  return { sut: createSystemGate(service), asked };
};

describe('createSystemGate', () => {
  const reply = {} as FastifyReply;

  it('should let a call through when the system is open', async () => {
    const { sut, asked } = gateWith('OPEN');
    await expect(sut.call({} as never, requestTo(), reply)).resolves.toBeUndefined();
    expect(asked).toEqual(['203.0.113.9']);
  });

  it.each(['MAINTENANCE', 'REGION_BLOCKED'] as const)('should refuse a call with %s', async (decision) => {
    const { sut } = gateWith(decision);
    const refusal = sut.call({} as never, requestTo(), reply);
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({ code: decision });
  });

  it('should not ask about system routes', async () => {
    const { sut, asked } = gateWith('MAINTENANCE');
    await expect(sut.call({} as never, requestTo('open'), reply)).resolves.toBeUndefined();
    expect(asked).toEqual([]);
  });
});
