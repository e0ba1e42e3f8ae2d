import { createHmac } from 'node:crypto';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { crashPointSync } from '../crash/crash-point';
import { originalsStreamRequest } from '../fair/seeds';
import { openStreamSync } from '../fair/stream';
import { nodeCrypto } from '../node';
import { rollDice } from './dice';
import { drawKeno } from './keno';
import { limboResultOf } from './limbo';
import { placeMines } from './mines';
import { dropPlinkoBall } from './plinko';

// Each game's event translation written out again the way Stake's and bustabit's public pages write
// it (Buffer bytes, string hex), independently of the engine, and compared over random seeds: what
// third-party verifiers compute is what the engines compute.

const floatsFor = (serverSeed: string, clientSeed: string, nonce: number, count: number): number[] => {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor += 1) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let offset = 0; offset < 32 && floats.length < count; offset += 4) {
      floats.push(
        bytes.subarray(offset, offset + 4).reduce((sum, value, index) => sum + value / 256 ** (index + 1), 0),
      );
    }
  }
  return floats;
};

const seeds = fc.record({
  serverSeed: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex')),
  clientSeed: fc.stringMatching(/^[a-zA-Z0-9_-]{1,20}$/),
  nonce: fc.nat({ max: 1_000_000 }),
});
const sourceFor = (pair: { serverSeed: string; clientSeed: string; nonce: number }) =>
  openStreamSync(nodeCrypto, originalsStreamRequest(pair));

describe('Stake compatibility', () => {
  it('should roll dice as floor(float × 10001)', () => {
    fc.assert(
      fc.property(seeds, (pair) => {
        const [float] = floatsFor(pair.serverSeed, pair.clientSeed, pair.nonce, 1);
        expect(rollDice(sourceFor(pair))).toBe(Math.floor(float! * 10_001));
      }),
    );
  });

  it("should draw limbo as Stake's 1e8 / (float·1e8) · 0.99, floored to cents, at least 1", () => {
    fc.assert(
      fc.property(seeds, (pair) => {
        const [float] = floatsFor(pair.serverSeed, pair.clientSeed, pair.nonce, 1);
        const floatPoint = (1e8 / (float! * 1e8)) * 0.99;
        expect(limboResultOf(sourceFor(pair).float()) / 100).toBe(Math.max(Math.floor(floatPoint * 100) / 100, 1));
      }),
    );
  });

  it('should drop plinko balls one float per row, floor(float × 2) = right', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 8, max: 16 }), (pair, rows) => {
        const floats = floatsFor(pair.serverSeed, pair.clientSeed, pair.nonce, rows);
        const path = floats.map((float) => Math.floor(float * 2));
        expect(dropPlinkoBall(sourceFor(pair), rows)).toEqual({
          path,
          bucket: path.filter((step) => step === 1).length,
        });
      }),
    );
  });

  it('should place mines by picking from the tiles left, in order, first m picks', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 24 }), (pair, mineCount) => {
        const tiles = Array.from({ length: 25 }, (_, index) => index);
        const picks = floatsFor(pair.serverSeed, pair.clientSeed, pair.nonce, 24).map(
          (float) => tiles.splice(Math.floor(float * tiles.length), 1)[0],
        );
        expect(placeMines(sourceFor(pair), mineCount)).toEqual(picks.slice(0, mineCount));
      }),
    );
  });

  it('should draw keno numbers by picking from the squares left (numbered from 1)', () => {
    fc.assert(
      fc.property(seeds, (pair) => {
        const squares = Array.from({ length: 40 }, (_, index) => index);
        const drawn = floatsFor(pair.serverSeed, pair.clientSeed, pair.nonce, 10).map(
          (float) => squares.splice(Math.floor(float * squares.length), 1)[0]! + 1,
        );
        expect(drawKeno(sourceFor(pair))).toEqual(drawn);
      }),
    );
  });

  it("should bust crash games as bustabit's verifier does", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.string({ minLength: 1 }), (hash, salt) => {
        const gameHash = Buffer.from(hash).toString('hex');
        const hex = createHmac('sha256', salt).update(Buffer.from(hash)).digest('hex');
        const x = 99 / (1 - Number.parseInt(hex.slice(0, 13), 16) / 2 ** 52);
        expect(crashPointSync(nodeCrypto, gameHash, salt) / 100).toBe(Math.max(1, Math.floor(x) / 100));
      }),
    );
  });
});
