import { describe, expect, it } from 'vitest';

import { createIpLocator, isInternalAddress } from './ip-locator';

describe('createIpLocator', () => {
  const sut = createIpLocator();

  it.each([
    ['112.198.0.1', 'PH'],
    ['8.8.8.8', 'US'],
    ['2001:4860:4860::8888', 'US'],
    ['::ffff:112.198.0.1', 'PH'],
  ])('should place %s in %s', (ip, country) => {
    expect(sut.countryOf(ip)).toBe(country);
  });

  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '100.64.0.1',
    '169.254.1.1',
    '::1',
    'fe80::1',
    'fc00::1',
    '::ffff:10.0.0.1',
  ])('should treat %s as internal, with no country', (ip) => {
    expect(isInternalAddress(ip)).toBe(true);
    expect(sut.countryOf(ip)).toBeNull();
  });

  it('should not treat a public address as internal', () => {
    expect(isInternalAddress('8.8.8.8')).toBe(false);
  });

  it('should not throw on something that is not an address', () => {
    expect(sut.countryOf('not-an-ip')).toBeNull();
    expect(isInternalAddress('not-an-ip')).toBe(false);
  });
});
