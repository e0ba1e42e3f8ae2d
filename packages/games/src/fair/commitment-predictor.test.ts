import { createHash, createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { createCrashChain } from '../crash/chain';
import { crashPointSync } from '../crash/crash-point';
import { drawStreamRequest } from '../lottery/draw-seed';
import { drawVnResult } from '../lottery/vn-layouts';
import { nodeCrypto } from '../node';
import { rollDice } from '../originals/dice';
import { commitSeedSync, generateServerSeed, originalsStreamRequest } from './seeds';
import { floatFromBytes, openStreamSync } from './stream';

// The published commitment must not predict outcomes (domain-rules §4.5: a site derived results
// from the very hash it published, and a proof of concept predicted 20 crashes out of 20). Each
// predictor below sees only what a player sees before betting (the commitment, the client seed,
// the nonce, past games) and guesses a coin-like outcome; over many rounds it must score at chance.
// The control shows the test catches the bug it guards against.

const ROUNDS_PER_SEED = 400;
const SEEDS = 40;
const ROUNDS = ROUNDS_PER_SEED * SEEDS;
// 5 standard deviations of a fair coin's hit rate over n guesses: a false alarm once in ~3.5M runs.
const bandFor = (rounds: number) => 5 * Math.sqrt(0.25 / rounds);
const BAND = bandFor(ROUNDS);

const floatOf = (bytes: Buffer) => floatFromBytes(bytes[0]!, bytes[1]!, bytes[2]!, bytes[3]!);

/** The attack of domain-rules §4.5: treat the commitment as if it were the seed. */
const predictWithCommitment = (commitment: string, clientSeed: string, nonce: number) =>
  Math.floor(floatOf(createHmac('sha256', commitment).update(`${clientSeed}:${nonce}:0`).digest()) * 10_001) >= 5_000;

/** A second guess: hash the commitment with the public inputs. */
const predictWithHash = (commitment: string, clientSeed: string, nonce: number) =>
  (createHash('sha256').update(`${commitment}:${clientSeed}:${nonce}`).digest()[0]! & 1) === 1;

const scoreDice = (roll: (serverSeed: string, commitment: string, clientSeed: string, nonce: number) => number) => {
  let hitsWithCommitment = 0;
  let hitsWithHash = 0;
  for (let seed = 0; seed < SEEDS; seed += 1) {
    const serverSeed = generateServerSeed();
    const commitment = commitSeedSync(nodeCrypto, serverSeed);
    const clientSeed = `player-${seed}`;
    for (let nonce = 0; nonce < ROUNDS_PER_SEED; nonce += 1) {
      const isHigh = roll(serverSeed, commitment, clientSeed, nonce) >= 5_000;
      if (predictWithCommitment(commitment, clientSeed, nonce) === isHigh) hitsWithCommitment += 1;
      if (predictWithHash(commitment, clientSeed, nonce) === isHigh) hitsWithHash += 1;
    }
  }
  return { withCommitment: hitsWithCommitment / ROUNDS, withHash: hitsWithHash / ROUNDS };
};

describe('commitment predictor', () => {
  it('should score at chance on dice when only the commitment and public inputs are known', () => {
    const score = scoreDice((serverSeed, _commitment, clientSeed, nonce) =>
      rollDice(openStreamSync(nodeCrypto, originalsStreamRequest({ serverSeed, clientSeed, nonce }))),
    );
    expect(Math.abs(score.withCommitment - 0.5)).toBeLessThan(BAND);
    expect(Math.abs(score.withHash - 0.5)).toBeLessThan(BAND);
  });

  it('should catch an engine that derives outcomes from the published commitment (the control)', () => {
    const leaky = scoreDice((_serverSeed, commitment, clientSeed, nonce) =>
      Math.floor(floatOf(createHmac('sha256', commitment).update(`${clientSeed}:${nonce}:0`).digest()) * 10_001),
    );
    expect(leaky.withCommitment).toBe(1);
    expect(Math.abs(leaky.withCommitment - 0.5)).toBeGreaterThan(BAND);
  });

  it('should score at chance on the next crash game from the published hashes of the games before it', () => {
    const salt = 'public-salt';
    const chain = createCrashChain(nodeCrypto, generateServerSeed(), 8_000);
    let hits = 0;
    let rounds = 0;
    // Before game i + 1 a player knows the terminating hash and games 1…i (their hashes revealed).
    let known = chain.terminatingHash;
    for (const gameHash of chain.gameHashes) {
      const guess =
        crashPointSync(nodeCrypto, createHash('sha256').update(Buffer.from(known, 'hex')).digest('hex'), salt) >= 200;
      const actual = crashPointSync(nodeCrypto, gameHash, salt) >= 200;
      if (guess === actual) hits += 1;
      rounds += 1;
      known = gameHash;
    }
    // Both guess and outcome are "≥ 2×" (p ≈ 0.495 each), so chance agreement is p² + (1 − p)² ≈ 0.5.
    expect(Math.abs(hits / rounds - 0.5)).toBeLessThan(bandFor(rounds));
  });

  it('should score at chance on a lottery draw from its commitment and draw id', () => {
    let hits = 0;
    for (let draw = 0; draw < 2_000; draw += 1) {
      const drawSeed = generateServerSeed();
      const drawId = `vn-north-${draw}`;
      const commitment = commitSeedSync(nodeCrypto, drawSeed);
      const result = drawVnResult(openStreamSync(nodeCrypto, drawStreamRequest({ drawSeed, drawId })), 'north');
      const special = result.prizes.find((prize) => prize.tier === 'special')!.numbers[0]!;
      const guessOdd = (createHmac('sha256', commitment).update(`${drawId}:0`).digest()[0]! & 1) === 1;
      const isOdd = Number(special.slice(-1)) % 2 === 1;
      if (guessOdd === isOdd) hits += 1;
    }
    expect(Math.abs(hits / 2_000 - 0.5)).toBeLessThan(bandFor(2_000));
  });
});
