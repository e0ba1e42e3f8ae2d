import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { envelopeSerializerCompiler } from './envelope';

// The serializer writes the envelope around a route's DTO, checked against the DTO's schema; a DTO
// object served again (a remembered page) is checked and written once.

const PageSchema = z.object({ names: z.array(z.string()), total: z.number().int() });
const serialize = envelopeSerializerCompiler({ schema: PageSchema, method: 'GET', url: '/page', httpStatus: '200' });
const ok = (value: unknown) => ({ success: true, code: 'OK', message: 'Done', value });

describe('envelope serializer', () => {
  it('should write the envelope around the DTO, as JSON.stringify would', () => {
    const page = { names: ['a "quoted" name', 'Ñino'], total: 2 };
    expect(JSON.parse(serialize(ok(page)))).toEqual(ok(page));
    expect(serialize(ok(page))).toBe(JSON.stringify(ok(page)));
  });

  it('should write a DTO served again from what it wrote the first time, with each request’s message', () => {
    const page = { names: ['x'], total: 1 };
    const first = serialize(ok(page));
    const again = serialize({ ...ok(page), message: 'Tapos na' });
    expect(JSON.parse(again)).toEqual({ ...ok(page), message: 'Tapos na' });
    expect(first).not.toBe(again);
  });

  it('should refuse a DTO that breaks its schema, served once or again', () => {
    const broken = { names: 'not a list', total: 1 };
    expect(() => serialize(ok(broken))).toThrow();
    expect(() => serialize(ok(broken))).toThrow();
  });

  it('should check a bare value and anything but a success through the whole envelope', () => {
    const text = envelopeSerializerCompiler({ schema: z.string(), method: 'GET', url: '/text', httpStatus: '200' });
    expect(text(ok('hello'))).toBe(JSON.stringify(ok('hello')));
    expect(() => text(ok(42))).toThrow();
    expect(() => serialize({ success: false, code: 'NOT_FOUND', message: 'Not found', value: null })).toThrow();
  });
});
