// HMAC-SHA256 and SHA-256 for the RTP bench, in plain JavaScript, for one reason: node:crypto costs
// about 10 µs a call on this machine in object set-up alone (createHmac → update → digest), and the
// bench makes some 10⁸ calls. Every call here is one or two SHA-256 compressions: the key's inner
// and outer pad states are computed once per key and reused (the key is the same for millions of
// rounds), and the bench's messages ("clientSeed:nonce:cursor", a 32-byte hash) fit one block.
//
// It is checked byte for byte against node:crypto when a worker starts and on the first block of
// every chunk (see worker.mjs); anything it does not handle in its fast path goes to node:crypto.
// The server uses node:crypto (@perya/games/node); this file is not part of any product code.
import { createHash, createHmac } from 'node:crypto';

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const IV = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);
const W = new Int32Array(64);

/** One SHA-256 compression of `block` (16 big-endian words) into `state`. */
const compress = (state, block) => {
  for (let i = 0; i < 16; i += 1) W[i] = block[i];
  for (let i = 16; i < 64; i += 1) {
    const w15 = W[i - 15];
    const w2 = W[i - 2];
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    W[i] = (W[i - 16] + s0 + W[i - 7] + s1) | 0;
  }
  let a = state[0];
  let b = state[1];
  let c = state[2];
  let d = state[3];
  let e = state[4];
  let f = state[5];
  let g = state[6];
  let h = state[7];
  for (let i = 0; i < 64; i += 1) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i] + W[i]) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0] + a) | 0;
  state[1] = (state[1] + b) | 0;
  state[2] = (state[2] + c) | 0;
  state[3] = (state[3] + d) | 0;
  state[4] = (state[4] + e) | 0;
  state[5] = (state[5] + f) | 0;
  state[6] = (state[6] + g) | 0;
  state[7] = (state[7] + h) | 0;
};

const block = new Int32Array(16);
const padded = new Uint8Array(64);

/** Loads `bytes` (≤ 55) as the last block of a message that follows `prefixBytes` bytes. */
const loadLastBlock = (bytes, prefixBytes) => {
  padded.fill(0);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const bits = (prefixBytes + bytes.length) * 8;
  padded[62] = (bits >>> 8) & 0xff;
  padded[63] = bits & 0xff;
  for (let i = 0; i < 16; i += 1) {
    block[i] = (padded[4 * i] << 24) | (padded[4 * i + 1] << 16) | (padded[4 * i + 2] << 8) | padded[4 * i + 3];
  }
};

const toBytes = (state) => {
  const out = new Uint8Array(32);
  for (let i = 0; i < 8; i += 1) {
    out[4 * i] = state[i] >>> 24;
    out[4 * i + 1] = (state[i] >>> 16) & 0xff;
    out[4 * i + 2] = (state[i] >>> 8) & 0xff;
    out[4 * i + 3] = state[i] & 0xff;
  }
  return out;
};

const padState = (key, pad) => {
  const bytes = new Uint8Array(64);
  bytes.set(key);
  for (let i = 0; i < 64; i += 1) bytes[i] ^= pad;
  const words = new Int32Array(16);
  for (let i = 0; i < 16; i += 1) {
    words[i] = (bytes[4 * i] << 24) | (bytes[4 * i + 1] << 16) | (bytes[4 * i + 2] << 8) | bytes[4 * i + 3];
  }
  const state = IV.slice();
  compress(state, words);
  return state;
};

const sameBytes = (left, right) => {
  if (left.length !== right.length) return false;
  for (let i = 0; i < left.length; i += 1) if (left[i] !== right[i]) return false;
  return true;
};

export const createFastCrypto = () => {
  let cachedKey = new Uint8Array(0);
  let inner = null;
  let outer = null;
  const state = new Int32Array(8);
  return {
    hmacSha256: (key, message) => {
      if (key.length > 64 || message.length > 55)
        return new Uint8Array(createHmac('sha256', key).update(message).digest());
      if (inner === null || !sameBytes(key, cachedKey)) {
        cachedKey = key.slice();
        inner = padState(key, 0x36);
        outer = padState(key, 0x5c);
      }
      state.set(inner);
      loadLastBlock(message, 64);
      compress(state, block);
      loadLastBlock(toBytes(state), 64);
      state.set(outer);
      compress(state, block);
      return toBytes(state);
    },
    sha256: (data) => {
      if (data.length > 55) return new Uint8Array(createHash('sha256').update(data).digest());
      state.set(IV);
      loadLastBlock(data, 0);
      compress(state, block);
      return toBytes(state);
    },
  };
};

/** Throws unless the fast crypto agrees with node:crypto on `samples` random keys and messages. */
export const checkFastCrypto = (crypto, samples = 1_000) => {
  for (let sample = 0; sample < samples; sample += 1) {
    const key = Buffer.from(
      createHash('sha256')
        .update(`k${sample}`)
        .digest('hex')
        .slice(0, 1 + (sample % 64)),
    );
    const message = Buffer.from(`client-${sample}:${sample * 7919}:${sample % 5}`.slice(0, 1 + (sample % 55)));
    const expected = createHmac('sha256', key).update(message).digest();
    if (!sameBytes(crypto.hmacSha256(key, message), expected)) throw new Error(`fast HMAC differs on sample ${sample}`);
    const data = createHash('sha256').update(message).digest();
    if (!sameBytes(crypto.sha256(data), createHash('sha256').update(data).digest())) {
      throw new Error(`fast SHA-256 differs on sample ${sample}`);
    }
  }
};
