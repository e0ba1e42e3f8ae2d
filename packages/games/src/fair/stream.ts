import type { FairCrypto, SyncFairCrypto } from './crypto';
import { toHex, utf8Bytes } from './encoding';

// The byte stream behind every outcome: block `cursor` is HMAC-SHA256(key, messageFor(cursor)),
// 32 bytes, read in order. The originals read floats from it exactly as Stake's generator does
// (so third-party verifiers agree); the lottery reads whole bytes with rejection sampling, which
// makes its numbers exactly uniform.
//
// Engines are synchronous functions of a RandomSource. On the server the source computes blocks
// as it goes (node:crypto answers at once). In the browser WebCrypto answers later, so the runner
// plays the engine on the blocks it has, and when the engine asks for more it computes the next
// block and plays the engine again from the start: engines are pure, so the replay reaches the
// same point and goes on. No engine needs to know which crypto it runs on.

export const BLOCK_BYTES = 32;
/** Stake's float: four bytes, b0/256 + b1/256² + b2/256³ + b3/256⁴, exact in a double. */
export const BYTES_PER_FLOAT = 4;
export const FLOATS_PER_BLOCK = BLOCK_BYTES / BYTES_PER_FLOAT;

/** What an engine draws from. */
export type RandomSource = {
  /** The next float in [0, 1) (4 bytes, Stake's translation). */
  float(): number;
  /** The next byte, 0–255. */
  byte(): number;
  /** A uniform integer in [0, bound), 1 ≤ bound ≤ 2³², by rejection sampling on whole bytes. */
  integerBelow(bound: number): number;
};

/** Which blocks a stream reads: the key (a secret seed) and each block's message. */
export type StreamRequest = { readonly key: string; readonly messageFor: (cursor: number) => string };

/** What a player needs to check a round step by step (the key stays out: it may still be secret). */
export type StreamTranscript = {
  /** Every block the round read: its cursor, the HMAC message and the 32 bytes in hex. */
  readonly blocks: readonly { readonly cursor: number; readonly message: string; readonly hex: string }[];
  /** Every float the round drew, in order. */
  readonly floats: readonly number[];
  /** How many bytes the round read in all (floats count 4). */
  readonly bytesUsed: number;
};

export type StreamRun<T> = { readonly result: T; readonly transcript: StreamTranscript };

/** Stake's bytes-to-float translation. */
export const floatFromBytes = (b0: number, b1: number, b2: number, b3: number): number =>
  b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4;

/** Floats of a block, 8 per 32 bytes (for verification pages). */
export const floatsOfBlock = (bytes: Uint8Array): number[] => {
  const floats: number[] = [];
  for (let offset = 0; offset + BYTES_PER_FLOAT <= bytes.length; offset += BYTES_PER_FLOAT) {
    floats.push(floatFromBytes(bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!, bytes[offset + 3]!));
  }
  return floats;
};

const BLOCKS_EXHAUSTED = Symbol('blocks exhausted');

type Reader = RandomSource & { readonly floats: number[]; bytesUsed(): number };

const createReader = (blockAt: (cursor: number) => Uint8Array, isRecording = true): Reader => {
  let cursor = 0;
  let offset = 0;
  let block: Uint8Array | undefined;
  let used = 0;
  const floats: number[] = [];
  const byte = (): number => {
    if (block === undefined || offset === BLOCK_BYTES) {
      block = blockAt(cursor);
      cursor += 1;
      offset = 0;
    }
    used += 1;
    const value = block[offset]!;
    offset += 1;
    return value;
  };
  return {
    floats,
    bytesUsed: () => used,
    byte,
    float: () => {
      const value = floatFromBytes(byte(), byte(), byte(), byte());
      if (isRecording) floats.push(value);
      return value;
    },
    integerBelow: (bound) => {
      if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32) {
        throw new RangeError(`integerBelow needs a whole bound in [1, 2^32], got ${bound}`);
      }
      if (bound === 1) return 0;
      let width = 1;
      while (256 ** width < bound) width += 1;
      const range = 256 ** width;
      // The largest multiple of bound that fits: values at or above it are drawn again, so every
      // result has exactly the same number of byte strings behind it.
      const limit = range - (range % bound);
      for (;;) {
        let value = 0;
        for (let index = 0; index < width; index += 1) value = value * 256 + byte();
        if (value < limit) return value % bound;
      }
    },
  };
};

const transcriptOf = (request: StreamRequest, blocks: readonly Uint8Array[], reader: Reader): StreamTranscript => {
  const blocksRead = Math.ceil(reader.bytesUsed() / BLOCK_BYTES);
  return {
    blocks: blocks.slice(0, blocksRead).map((bytes, cursor) => ({
      cursor,
      message: request.messageFor(cursor),
      hex: toHex(bytes),
    })),
    floats: reader.floats,
    bytesUsed: reader.bytesUsed(),
  };
};

/**
 * The stream as a bare source with crypto that answers at once, recording nothing: the server's
 * hot path and the benches (a round is recomputed with a transcript only when someone verifies it).
 */
export const openStreamSync = (crypto: SyncFairCrypto, request: StreamRequest): RandomSource => {
  const key = utf8Bytes(request.key);
  return createReader((cursor) => crypto.hmacSha256(key, utf8Bytes(request.messageFor(cursor))), false);
};

/** Plays `play` on the stream with crypto that answers at once, with the round's transcript. */
export const runStreamSync = <T>(
  crypto: SyncFairCrypto,
  request: StreamRequest,
  play: (source: RandomSource) => T,
): StreamRun<T> => {
  const key = utf8Bytes(request.key);
  const blocks: Uint8Array[] = [];
  const reader = createReader((cursor) => {
    const bytes = crypto.hmacSha256(key, utf8Bytes(request.messageFor(cursor)));
    blocks.push(bytes);
    return bytes;
  });
  const result = play(reader);
  return { result, transcript: transcriptOf(request, blocks, reader) };
};

/**
 * Plays `play` on the stream with any crypto (WebCrypto in the browser). `play` must be pure and
 * must not catch errors it did not throw: it is replayed from the start whenever it reads past the
 * blocks computed so far.
 */
export const runStream = async <T>(
  crypto: FairCrypto,
  request: StreamRequest,
  play: (source: RandomSource) => T,
): Promise<StreamRun<T>> => {
  const key = utf8Bytes(request.key);
  const blocks: Uint8Array[] = [];
  const nextBlock = async () => {
    blocks.push(await crypto.hmacSha256(key, utf8Bytes(request.messageFor(blocks.length))));
  };
  await nextBlock();
  for (;;) {
    const reader = createReader((cursor) => {
      const bytes = blocks[cursor];
      if (bytes === undefined) throw BLOCKS_EXHAUSTED;
      return bytes;
    });
    try {
      const result = play(reader);
      return { result, transcript: transcriptOf(request, blocks, reader) };
    } catch (error) {
      if (error !== BLOCKS_EXHAUSTED) throw error;
      await nextBlock();
    }
  }
};
