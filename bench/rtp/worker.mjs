// One bench:rtp worker: plays chunks of rounds sent by run.mjs and answers with sums per
// configuration (count, Σ return, Σ return²), or with histograms of raw floats and bytes.
import { createHash, createHmac } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

import { GAMES, playRound, settleCrashRound, STAKE_MINOR } from './configs.mjs';
import { checkFastCrypto, createFastCrypto } from './fast-crypto.mjs';

const games = await import(workerData.gamesModule);
const crypto = createFastCrypto();
checkFastCrypto(crypto);

const seedsOf = (game, chunk) => ({
  serverSeed: createHash('sha256').update(`bench:rtp:${game}:${chunk}`).digest('hex'),
  clientSeed: `bench-${chunk}`,
});

/** The first block of each chunk is recomputed with node:crypto: the fast HMAC must agree. */
const checkFirstBlock = ({ serverSeed, clientSeed }) => {
  const message = `${clientSeed}:0:0`;
  const fast = crypto.hmacSha256(Buffer.from(serverSeed), Buffer.from(message));
  if (!Buffer.from(fast).equals(createHmac('sha256', serverSeed).update(message).digest())) {
    throw new Error('fast HMAC disagrees with node:crypto');
  }
};

const playChunk = ({ game, chunk, rounds, configurations }) => {
  const count = new Float64Array(configurations);
  const total = new Float64Array(configurations);
  const squares = new Float64Array(configurations);
  const stake = Number(STAKE_MINOR);
  const record = (index, payoutMinor) => {
    const ratio = Number(payoutMinor) / stake;
    count[index] += 1;
    total[index] += ratio;
    squares[index] += ratio * ratio;
  };
  if (game === 'crash') {
    // A chain of `rounds` games from this chunk's seed; every game busts from HMAC(salt, its hash).
    const salt = Buffer.from(`bench-salt-${chunk}`);
    let hash = createHash('sha256').update(`bench:rtp:crash:${chunk}`).digest();
    const first = games.crashPointFromHmac(createHmac('sha256', salt).update(hash).digest());
    if (first !== games.crashPointFromHmac(crypto.hmacSha256(salt, hash))) throw new Error('fast HMAC disagrees');
    for (let round = 0; round < rounds; round += 1) {
      settleCrashRound(games, games.crashPointFromHmac(crypto.hmacSha256(salt, hash)), record);
      hash = crypto.sha256(hash);
    }
  } else {
    const seeds = seedsOf(game, chunk);
    checkFirstBlock(seeds);
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const source = games.openStreamSync(crypto, games.originalsStreamRequest({ ...seeds, nonce }));
      playRound(games, game, source, nonce, record);
    }
  }
  return { count: [...count], total: [...total], squares: [...squares] };
};

/** Histograms of raw floats (1,000 equal bins) and of their bytes (256 values). */
const histogramChunk = ({ chunk, rounds }) => {
  const floatBins = new Float64Array(1_000);
  const byteBins = new Float64Array(256);
  const seeds = seedsOf('floats', chunk);
  checkFirstBlock(seeds);
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    // One block per nonce: 8 floats, 32 bytes.
    const block = crypto.hmacSha256(Buffer.from(seeds.serverSeed), Buffer.from(`${seeds.clientSeed}:${nonce}:0`));
    for (let offset = 0; offset < 32; offset += 4) {
      const float = games.floatFromBytes(block[offset], block[offset + 1], block[offset + 2], block[offset + 3]);
      floatBins[Math.floor(float * 1_000)] += 1;
    }
    for (const byte of block) byteBins[byte] += 1;
  }
  return { floatBins: [...floatBins], byteBins: [...byteBins] };
};

parentPort.on('message', (job) => {
  if (job === null) {
    parentPort.close();
    return;
  }
  if (!GAMES.includes(job.game) && job.game !== 'floats') throw new Error(`unknown game ${job.game}`);
  const result = job.game === 'floats' ? histogramChunk(job) : playChunk(job);
  parentPort.postMessage({ job, result });
});
parentPort.postMessage({ ready: true });
