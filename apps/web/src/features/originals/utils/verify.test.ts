import { describe, expect, it } from 'vitest';

import type { OriginalsBet } from '@perya/contracts';

import dice from '../../../../../../packages/games/test-vectors/dice.json';
import keno from '../../../../../../packages/games/test-vectors/keno.json';
import limbo from '../../../../../../packages/games/test-vectors/limbo.json';
import mines from '../../../../../../packages/games/test-vectors/mines.json';
import plinko from '../../../../../../packages/games/test-vectors/plinko.json';
import slot from '../../../../../../packages/games/test-vectors/slot.json';
import { verifyBet } from './verify';

// The browser's verifier on packages/games' published vectors: the same seeds give the same
// blocks, floats and outcome on WebCrypto, and a record that differs is caught.

const betOf = (outcome: OriginalsBet['outcome'], stake: string, payout: string): OriginalsBet => ({
  betId: 'vector-bet-1',
  game: outcome.game,
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
      expect(sut).toMatchObject({
        commitmentMatches: true,
        matchesRecord: true,
        recomputed: { roll: vector.expected.roll },
      });
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
    expect(honest).toMatchObject({
      commitmentMatches: true,
      matchesRecord: true,
      recomputed: { result: vector.expected.result },
    });
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

  it.each(plinko.map((vector, index) => [index, vector] as const))(
    'should reproduce plinko vector %i and its bucket',
    async (_index, vector) => {
      const outcome = {
        game: 'plinko' as const,
        rows: vector.input.bet.rows,
        risk: vector.input.bet.risk,
        path: vector.expected.path,
        bucket: vector.expected.bucket,
      };
      const seeds = { ...vector.input, commitment: vector.expected.commitment };
      const sut = await verifyBet(
        betOf(outcome, vector.input.stakeMinor, vector.expected.payoutMinor),
        seeds,
        100_000_000n,
      );
      expect(sut).toMatchObject({
        commitmentMatches: true,
        matchesRecord: true,
        recomputed: { bucket: vector.expected.bucket },
      });
      expect(sut.transcript.floats).toEqual(vector.expected.floats);
    },
  );

  it('should catch a plinko record whose ball landed elsewhere', async () => {
    const vector = plinko[0]!;
    const seeds = { ...vector.input, commitment: vector.expected.commitment };
    const forged = {
      game: 'plinko' as const,
      rows: vector.input.bet.rows,
      risk: vector.input.bet.risk,
      path: vector.expected.path,
      bucket: vector.expected.bucket + 1,
    };
    const sut = await verifyBet(
      betOf(forged, vector.input.stakeMinor, vector.expected.payoutMinor),
      seeds,
      100_000_000n,
    );
    expect(sut.matchesRecord).toBe(false);
  });

  it.each(keno.map((vector, index) => [index, vector] as const))(
    'should reproduce keno vector %i: the ten drawn and the hits',
    async (_index, vector) => {
      const outcome = {
        game: 'keno' as const,
        risk: vector.input.bet.risk,
        picks: vector.input.bet.picks,
        drawn: vector.expected.drawn,
        hits: vector.expected.hits,
      };
      const seeds = { ...vector.input, commitment: vector.expected.commitment };
      const sut = await verifyBet(
        betOf(outcome, vector.input.stakeMinor, vector.expected.payoutMinor),
        seeds,
        100_000_000n,
      );
      expect(sut).toMatchObject({
        commitmentMatches: true,
        matchesRecord: true,
        recomputed: { drawn: vector.expected.drawn, hits: vector.expected.hits },
      });
    },
  );

  it('should catch a keno record that pays more than its hits', async () => {
    const vector = keno[1]!;
    const seeds = { ...vector.input, commitment: vector.expected.commitment };
    const outcome = {
      game: 'keno' as const,
      risk: vector.input.bet.risk,
      picks: vector.input.bet.picks,
      drawn: vector.expected.drawn,
      hits: vector.expected.hits,
    };
    const sut = await verifyBet(betOf(outcome, vector.input.stakeMinor, '99999'), seeds, 100_000_000n);
    expect(sut.matchesRecord).toBe(false);
  });

  it.each(mines.map((vector, index) => [index, vector] as const))(
    'should reproduce mines vector %i: the mines, the picks and how it ended',
    async (_index, vector) => {
      const lost = vector.expected.status === 'lost';
      const outcome = {
        game: 'mines' as const,
        mineCount: vector.input.mineCount,
        revealed: vector.expected.revealed,
        mines: vector.expected.mines,
        hitTile: lost ? (vector.input.tiles.find((tile) => vector.expected.mines.includes(tile)) ?? null) : null,
        endedBy: vector.expected.endedBy as 'mine' | 'cash_out',
        currentMultiplier: 0,
        nextMultiplier: null,
      };
      const seeds = { ...vector.input, commitment: vector.expected.commitment };
      const sut = await verifyBet(
        betOf(outcome, vector.input.stakeMinor, vector.expected.payoutMinor),
        seeds,
        100_000_000n,
      );
      expect(sut).toMatchObject({
        commitmentMatches: true,
        matchesRecord: true,
        recomputed: { mines: vector.expected.mines },
        payoutMinor: BigInt(vector.expected.payoutMinor),
      });
    },
  );

  it('should catch a mines record whose mines were moved', async () => {
    const vector = mines[2]!;
    const seeds = { ...vector.input, commitment: vector.expected.commitment };
    const outcome = {
      game: 'mines' as const,
      mineCount: vector.input.mineCount,
      revealed: vector.expected.revealed,
      mines: [...vector.expected.mines].reverse(),
      hitTile: null,
      endedBy: 'cash_out' as const,
      currentMultiplier: 0,
      nextMultiplier: null,
    };
    const sut = await verifyBet(
      betOf(outcome, vector.input.stakeMinor, vector.expected.payoutMinor),
      seeds,
      100_000_000n,
    );
    expect(sut.matchesRecord).toBe(false);
  });

  it.each(slot.map((vector, index) => [index, vector] as const))(
    'should reproduce slot vector %i (every spin, free spins included) and catch a changed stop',
    async (_index, vector) => {
      const multiplierOf = (text: string) => {
        const [numerator, denominator] = text.split('/').map(BigInt) as [bigint, bigint];
        return Number((numerator * 100n) / denominator);
      };
      const spins = vector.expected.spins.map((spin) => ({
        reelSet: spin.reelSet as 'base' | 'free',
        stops: spin.stops,
        window: [],
        lineWins: spin.lineWins,
        scatterCount: spin.scatterCount,
        freeSpinsAwarded: spin.freeSpinsAwarded,
        multiplier: multiplierOf(spin.multiplier),
      }));
      const seeds = { ...vector.input, commitment: vector.expected.commitment };
      const outcome = { game: 'slot' as const, configId: vector.input.configId, spins };
      const sut = await verifyBet(
        betOf(outcome, vector.input.stakeMinor, vector.expected.payoutMinor),
        seeds,
        BigInt(vector.input.maxWinMinor),
      );
      expect(sut).toMatchObject({ commitmentMatches: true, matchesRecord: true });
      expect(sut.transcript.floats.slice(0, 5)).toEqual(vector.expected.floats.slice(0, 5));
      const changed = spins.map((spin, index) => (index === 0 ? { ...spin, stops: [...spin.stops].reverse() } : spin));
      const caught = await verifyBet(
        betOf({ ...outcome, spins: changed }, vector.input.stakeMinor, vector.expected.payoutMinor),
        seeds,
        BigInt(vector.input.maxWinMinor),
      );
      expect(caught.matchesRecord).toBe(false);
    },
  );
});
