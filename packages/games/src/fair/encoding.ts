// Byte helpers that work the same in the browser and in Node (no Buffer).

const HEX_PATTERN = /^(?:[0-9a-f]{2})*$/;
const encoder = new TextEncoder();

/** UTF-8 bytes of a string. */
export const utf8Bytes = (text: string): Uint8Array => encoder.encode(text);

/** Lowercase hex of bytes. */
export const toHex = (bytes: Uint8Array): string => {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
};

/** Bytes of a lowercase hex string; throws on odd length or a non-hex character. */
export const fromHex = (hex: string): Uint8Array => {
  if (!HEX_PATTERN.test(hex)) throw new TypeError('expected lowercase hex of whole bytes');
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
};

/** Constant-time comparison of two equal-length strings (hex digests). */
export const equalsConstantTime = (left: string, right: string): boolean => {
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let index = 0; index < left.length; index += 1) {
    difference |= left.charCodeAt(index) ^ right.charCodeAt(index);
  }
  return difference === 0;
};
