import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { createWebCrypto } from '../fair/crypto';
import { nodeCrypto } from '../node';
import { computeTestVectors, TEST_VECTOR_FILES, type TestVectors } from './test-vectors';

// Known answers: fixed seeds give the fixed, published results of test-vectors/*.json, on the
// server's crypto and on the browser's. A change to any engine that moves an outcome fails here.

const committed = Object.fromEntries(
  TEST_VECTOR_FILES.map((name) => [
    name,
    JSON.parse(readFileSync(new URL(`../../test-vectors/${name}.json`, import.meta.url), 'utf8')) as unknown,
  ]),
) as TestVectors;

const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('test vectors', () => {
  it('should reproduce every committed vector on node:crypto', async () => {
    expect(asJson(await computeTestVectors(nodeCrypto))).toEqual(committed);
  });

  it('should reproduce every committed vector on WebCrypto (the browser verifier)', async () => {
    expect(asJson(await computeTestVectors(createWebCrypto()))).toEqual(committed);
  });

  it('should cover every game with wins and losses', () => {
    expect(committed.dice.some((vector) => vector.expected.isWin)).toBe(true);
    expect(committed.dice.some((vector) => !vector.expected.isWin)).toBe(true);
    expect(committed.limbo.some((vector) => vector.expected.isWin)).toBe(true);
    expect(committed.mines.map((vector) => vector.expected.status)).toEqual(
      expect.arrayContaining(['lost', 'cashed_out']),
    );
    expect(committed.plinko.length).toBeGreaterThan(0);
    expect(committed.keno.length).toBeGreaterThan(0);
    expect(committed.slot.some((vector) => vector.expected.payoutMinor !== '0')).toBe(true);
    expect(committed.slot.some((vector) => vector.expected.spins.length > 1)).toBe(true);
    expect(committed.crash.games).toHaveLength(12);
    expect(committed.lottery.vn).toHaveLength(3);
  });
});
