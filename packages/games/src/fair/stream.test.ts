import { createHmac } from 'node:crypto';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { nodeCrypto } from '../node';
import { playPlinko } from '../originals/plinko';
import { PERYA_LIGHTS } from '../slot/perya-lights';
import { playSlot } from '../slot/slot-engine';
import { createWebCrypto } from './crypto';
import { originalsStreamRequest } from './seeds';
import { floatFromBytes, floatsOfBlock, openStreamSync, type RandomSource, runStream, runStreamSync } from './stream';

const SEEDS = {
  serverSeed: '5f2c8a17b3e94d06a1c7e2f83b9d4a6e0c1f7b2a9d3e8c4f6a0b1d2e3f4a5b6c',
  clientSeed: 'perya',
  nonce: 42,
};
const webCrypto = createWebCrypto();
const wager = { stakeMinor: 100n, maxWinMinor: 1_000_000n };

/** A source that reads the given bytes in order (for exact tests of the translations). */
const bytesSource = (bytes: number[]): RandomSource => {
  const request = { key: 'k', messageFor: (cursor: number) => String(cursor) };
  let offset = 0;
  return openStreamSync(
    {
      hmacSha256: () => {
        const block = new Uint8Array(32);
        block.set(bytes.slice(offset, offset + 32));
        offset += 32;
        return block;
      },
      sha256: () => new Uint8Array(32),
    },
    request,
  );
};

describe('stream', () => {
  it('should read block i as HMAC-SHA256(server seed as text, "clientSeed:nonce:i")', () => {
    const { transcript } = runStreamSync(nodeCrypto, originalsStreamRequest(SEEDS), (source) =>
      Array.from({ length: 9 }, () => source.float()),
    );
    expect(transcript.blocks.map((block) => block.message)).toEqual(['perya:42:0', 'perya:42:1']);
    for (const block of transcript.blocks) {
      expect(block.hex).toBe(createHmac('sha256', SEEDS.serverSeed).update(block.message).digest('hex'));
    }
    const bytes = Buffer.from(transcript.blocks[0]!.hex, 'hex');
    expect(transcript.floats.slice(0, 8)).toEqual(floatsOfBlock(bytes));
    expect(transcript.bytesUsed).toBe(36);
  });

  it('should translate 4 bytes to a float as Stake does: b0/256 + b1/256² + b2/256³ + b3/256⁴', () => {
    expect(floatFromBytes(0, 0, 0, 0)).toBe(0);
    expect(floatFromBytes(128, 0, 0, 0)).toBe(0.5);
    expect(floatFromBytes(255, 255, 255, 255)).toBe(1 - 2 ** -32);
    expect(floatFromBytes(0x12, 0x34, 0x56, 0x78)).toBe(0x12345678 / 2 ** 32);
  });

  it('should give the same outcomes and transcripts on WebCrypto (replaying across blocks) as on node:crypto', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 10_000 }), async (nonce) => {
        const request = originalsStreamRequest({ ...SEEDS, nonce });
        // A slot round reads 5 floats a spin, past the first block whenever it wins free spins.
        const play = (source: RandomSource) => playSlot(source, { config: PERYA_LIGHTS, ...wager });
        const onServer = runStreamSync(nodeCrypto, request, play);
        const inBrowser = await runStream(webCrypto, request, play);
        expect(inBrowser.result).toEqual(onServer.result);
        expect(inBrowser.transcript).toEqual(onServer.transcript);
        expect(play(openStreamSync(nodeCrypto, request))).toEqual(onServer.result);
      }),
      { numRuns: 60 },
    );
  });

  it('should let a 16-row plinko drop read its second block in the browser too', async () => {
    const request = originalsStreamRequest(SEEDS);
    const play = (source: RandomSource) => playPlinko(source, { rows: 16, risk: 'high', ...wager });
    const inBrowser = await runStream(webCrypto, request, play);
    expect(inBrowser.transcript.blocks).toHaveLength(2);
    expect(inBrowser.result).toEqual(runStreamSync(nodeCrypto, request, play).result);
  });

  it('should not swallow an engine error while replaying', async () => {
    await expect(
      runStream(webCrypto, originalsStreamRequest(SEEDS), () => {
        throw new RangeError('engine bug');
      }),
    ).rejects.toThrow('engine bug');
  });

  it('should draw integers below a bound by rejecting the bytes above the last whole multiple', () => {
    // bound 10 on one byte: 250–255 are drawn again, so 255 then 7 gives 7; 249 gives 9.
    const source = bytesSource([255, 7, 249, 250, 251, 252, 253, 254, 3]);
    expect([source.integerBelow(10), source.integerBelow(10), source.integerBelow(10)]).toEqual([7, 9, 3]);
    // bound 10,000 on two bytes: 65,536 − 65,536 mod 10,000 = 60,000; 0xEA60 = 60,000 is rejected.
    const wide = bytesSource([0xea, 0x60, 0x27, 0x0f]);
    expect(wide.integerBelow(10_000)).toBe(0x270f % 10_000);
    expect(bytesSource([9]).integerBelow(1)).toBe(0);
    expect(() => bytesSource([]).integerBelow(0)).toThrow(RangeError);
    expect(() => bytesSource([]).integerBelow(2.5)).toThrow(RangeError);
  });

  it('should make every residue equally likely: each value of integerBelow has the same number of byte strings', () => {
    for (const bound of [2, 3, 6, 7, 10, 45, 58, 100, 255, 256]) {
      const counts = new Array<number>(bound).fill(0);
      for (let byte = 0; byte < 256; byte += 1) {
        const limit = 256 - (256 % bound);
        if (byte < limit) counts[byte % bound]! += 1;
      }
      expect(new Set(counts).size).toBe(1);
      // and the implementation agrees with that rule for every accepted byte
      for (let byte = 0; byte < 256 - (256 % bound); byte += 1) {
        expect(bytesSource([byte]).integerBelow(bound)).toBe(byte % bound);
      }
    }
  });
});
