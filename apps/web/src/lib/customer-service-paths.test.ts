import { describe, expect, it } from 'vitest';

import type { CustomerServiceEntry } from '@perya/contracts';
import { CUSTOMER_SERVICE_SEAL_AAD } from '@perya/contracts';

import { openCustomerServicePaths } from './customer-service-paths';

const toBase64Url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Seals a path the way the server delivers it ("csd1.<kid>.<iv>.<ciphertext+tag>"). */
const seal = async (path: string, rawKey: Uint8Array<ArrayBuffer>, kid: string) => {
  const key = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(CUSTOMER_SERVICE_SEAL_AAD) },
    key,
    new TextEncoder().encode(path),
  );
  return `csd1.${kid}.${toBase64Url(iv)}.${toBase64Url(sealed)}`;
};

const entry = (path: string, csPosition = 'LIVECHAT-1'): CustomerServiceEntry => ({
  csPosition,
  csType: 'LIVECHAT',
  title: 'Live chat',
  path,
});

describe('openCustomerServicePaths', () => {
  const rawKey = crypto.getRandomValues(new Uint8Array(32));
  const sealingKey = { kid: 'k1', key: btoa(String.fromCharCode(...rawKey)) };

  it('should open sealed paths with the delivered key, and leave plain ones as they are', async () => {
    const entries = [
      entry(await seal('https://t.me/PeryaSupport', rawKey, 'k1'), 'TELEGRAM-1'),
      entry('/helpmc#contact', 'LIVECHAT-1'),
    ];
    expect((await openCustomerServicePaths(entries, sealingKey)).map((item) => item.path)).toEqual([
      'https://t.me/PeryaSupport',
      '/helpmc#contact',
    ]);
  });

  it('should drop what cannot be opened: a tampered value, another key, or no WebCrypto', async () => {
    const good = await seal('viber://chat?number=%2B639171230000', rawKey, 'k1');
    const tampered = `${good.slice(0, -4)}AAAA`;
    const otherKid = await seal('https://t.me/x', rawKey, 'k2');
    const opened = await openCustomerServicePaths([entry(good), entry(tampered), entry(otherKid)], sealingKey);
    expect(opened.map((item) => item.path)).toEqual(['viber://chat?number=%2B639171230000']);
    expect(await openCustomerServicePaths([entry(good), entry('/helpmc')], sealingKey, null)).toEqual([
      entry('/helpmc'),
    ]);
    expect(await openCustomerServicePaths([entry(good)], undefined)).toEqual([]);
  });
});
