import { describe, expect, it } from 'vitest';

import type { OriginalsBet } from '@perya/contracts';

import dice from '../../../../../../packages/games/test-vectors/dice.json';
import limbo from '../../../../../../packages/games/test-vectors/limbo.json';
import { verifyBet } from './verify';

// The browser's verifier on packages/games' published vectors: the same seeds give the same
// blocks, floats and outcome on WebCrypto, and a record that differs is caught.

const betOf = (outcome: OriginalsBet['outcome'], stake: string, payout: string): OriginalsBet => ({
  betId: 'vector-bet-1',
  game: outcome.game as 'dice' | 'limbo',
  status: 'SETTLED',
  amountMinor: stake,
  payoutMinor: payout,
  multiplier: 0,
  isWin: payout !== '0',
  isCapped: false,
  currency: 'PHP',
  outcome,
  fairness: { commitment: '', serverSeed: null, clientSeed: '', nonce: 0, cursor: 0 },
  createdAt: '2026-11-26T00:00:00.000Z',
  settledAt: null,
});

describe('verifying a bet in the browser', () => {
  it.each(dice.map((vector, index) => [index, vector] as const))(
    'should reproduce dice vector %i',
    async (_index, vector) => {
      const bet = betOf(
        {
          game: 'dice',
          direction: vector.input.bet.direction as 'over' | 'under',
          target: vector.input.bet.target,
          roll: vector.expected.roll,
        },
        vector.input.stakeMinor,
        vector.expected.payoutMinor,
      );
      const seeds = { ...vector.input, commitment: vector.expected.commitment };
      const sut = await verifyBet(bet, seeds, BigInt(vector.input.maxWinMinor));
      expect(sut).toMatchObject({ commitmentMatches: true, matchesRecord: true, value: vector.expected.roll });
      expect(sut.transcript.blocks.map((block) => block.hex)).toEqual(vector.expected.blocks.map((block) => block.hex));
    },
  );

  it('should reproduce a limbo vector and catch a record that says otherwise', async () => {
    const vector = limbo[3]!;
    const seeds = { ...vector.input, commitment: vector.expected.commitment };
    const outcome = { game: 'limbo' as const, target: vector.input.bet.target, result: vector.expected.result };
    const honest = await verifyBet(
      betOf(outcome, vector.input.stakeMinor, vector.expected.payoutMinor),
      seeds,
      100_000_000n,
    );
    expect(honest).toMatchObject({ commitmentMatches: true, matchesRecord: true, value: vector.expected.result });
    const forged = await verifyBet(
      betOf({ ...outcome, result: vector.expected.result + 1 }, vector.input.stakeMinor, vector.expected.payoutMinor),
      seeds,
      100_000_000n,
    );
    expect(forged.matchesRecord).toBe(false);
    const wrongSeed = await verifyBet(
      betOf(outcome, vector.input.stakeMinor, vector.expected.payoutMinor),
      { ...seeds, commitment: '0'.repeat(64) },
      100_000_000n,
    );
    expect(wrongSeed.commitmentMatches).toBe(false);
  });
});
