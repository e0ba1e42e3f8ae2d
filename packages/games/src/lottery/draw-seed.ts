import { GameRuleError } from '../errors';
import { isServerSeed } from '../fair/seeds';
import type { StreamRequest } from '../fair/stream';

// Lottery draws (domain-rules §4.8 item 2). Before a draw's sales close the server draws a seed
// (generateServerSeed) and publishes its commitment (commitSeed): SHA-256 of the seed's text. At
// the draw it computes the result from the byte stream
//
//   block i = HMAC-SHA256(key = drawSeed as text, message = "drawId:i")
//
// and after it publishes the seed, so anyone can check the commitment and recompute the result.
// The draw id is public and fixed before sales open (e.g. "vn-north-2026-11-26"), so the seed alone
// decides the numbers, and nobody who knows the commitment can predict them. Numbers are read with
// rejection sampling on whole bytes (RandomSource.integerBelow): every number exactly uniform, so
// the RTPs computed for the bet types hold exactly. One draw id, one seed, one result: the server
// must store the result once, under a unique draw id (domain-rules §4.5).

export const DRAW_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export type DrawSeed = { readonly drawSeed: string; readonly drawId: string };

export const assertDrawSeed = ({ drawSeed, drawId }: DrawSeed): void => {
  if (!isServerSeed(drawSeed)) throw new GameRuleError('INVALID_SEED', 'draw seed must be 64 lowercase hex');
  if (!DRAW_ID_PATTERN.test(drawId)) throw new GameRuleError('INVALID_SEED', 'draw id: 1-64 of A-Z a-z 0-9 . _ -');
};

/** The byte stream of one draw. */
export const drawStreamRequest = (seed: DrawSeed): StreamRequest => {
  assertDrawSeed(seed);
  return { key: seed.drawSeed, messageFor: (cursor) => `${seed.drawId}:${cursor}` };
};
