import { describe, expect, it } from 'vitest';

import { createTtlCache } from './ttl-cache';

const clockAt = () => {
  let now = 0;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};

describe('ttl cache', () => {
  it('should forget entries after their time', () => {
    const clock = clockAt();
    const cache = createTtlCache<string, number>({ ttlMs: 1000, maxEntries: 10, clock });
    cache.set('a', 1);
    clock.advance(999);
    expect(cache.get('a')).toBe(1);
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('should drop the oldest entry when full, and entries matching a rule on demand', () => {
    const cache = createTtlCache<string, { member: number }>({ ttlMs: 1000, maxEntries: 2, clock: clockAt() });
    cache.set('a', { member: 1 });
    cache.set('b', { member: 2 });
    cache.set('c', { member: 1 });
    expect(cache.get('a')).toBeUndefined();
    cache.deleteWhere((value) => value.member === 1);
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('b')).toEqual({ member: 2 });
  });
});
