import {
  createWebCrypto,
  drawFourD,
  drawLotto,
  drawStreamRequest,
  drawVnResult,
  runStream,
  verifySeedCommitment,
} from '@perya/games';
import type { LotteryDraw } from '@perya/contracts';
import { lotteryGameOf } from '@perya/contracts';

// Recomputing a draw in the browser (decision 053): the revealed seed against the commitment that
// was published before sales closed, then the numbers drawn again on WebCrypto from the seed and
// the draw id, with packages/games' own functions. Nothing here takes the server's numbers on trust.

export type DrawVerification = {
  commitmentMatches: boolean;
  numbers: { tier: string; numbers: string[] }[];
  /** The recomputed numbers equal the published result. */
  matchesResult: boolean;
  blocks: number;
};

export const verifyDraw = async (draw: LotteryDraw): Promise<DrawVerification> => {
  const game = lotteryGameOf(draw.gameCode);
  if (!game || !draw.drawSeed || !draw.result) throw new Error('the draw is not made yet');
  const crypto = createWebCrypto();
  const commitmentMatches = await verifySeedCommitment(crypto, draw.drawSeed, draw.commitment);
  const run = await runStream(crypto, drawStreamRequest({ drawSeed: draw.drawSeed, drawId: draw.drawId }), (source) => {
    if (game.family === 'vn') return drawVnResult(source, game.region ?? 'north').prizes;
    if (game.family === '4d') return drawFourD(source).prizes;
    return [{ tier: 'main', numbers: drawLotto(source, game.lottoGame ?? 'lotto-6-42').map(String) }];
  });
  const numbers = run.result.map((prize) => ({ tier: prize.tier, numbers: [...prize.numbers] }));
  return {
    commitmentMatches,
    numbers,
    matchesResult: JSON.stringify(numbers) === JSON.stringify(draw.result),
    blocks: run.transcript.blocks.length,
  };
};
