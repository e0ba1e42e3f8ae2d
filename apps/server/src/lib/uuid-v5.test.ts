import { describe, expect, it } from 'vitest';

import { uuidV5In } from './uuid-v5';

describe('uuidV5In', () => {
  it('should give the RFC test vector and stable, distinct ids', () => {
    const dns = uuidV5In('6ba7b810-9dad-11d1-80b4-00c04fd430c8');
    expect(dns('www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    expect(dns('deposit:1')).toBe(dns('deposit:1'));
    expect(dns('deposit:1')).not.toBe(dns('deposit:2'));
  });
});
