import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { fraction, isEqual, toNumber } from '../math/fraction';
import { rtpOf } from '../money/payout';
import {
  cashOutMines,
  type MinesGame,
  minesMultiplier,
  minesOutcomes,
  minesPublicView,
  MINES_RTP,
  placeMines,
  playMinesAuto,
  revealMinesTile,
  startMines,
} from './mines';

/** A source of fixed floats, then zeros. */
const floatsSource = (floats: number[]) => {
  let index = 0;
  return { float: () => floats[index++] ?? 0, byte: () => 0, integerBelow: () => 0 };
};
const wager = { stakeMinor: 10_000n, maxWinMinor: 10n ** 12n };

describe('mines', () => {
  it('should price reveals as 0.99·C(25,k)/C(25−m,k): domain-rules §4.3', () => {
    expect(minesMultiplier(3, 1)).toEqual(fraction(1125, 1000));
    expect(toNumber(minesMultiplier(3, 3))).toBeCloseTo(1.4786, 4);
    expect(minesMultiplier(24, 1)).toEqual(fraction(2475, 100));
    expect(minesMultiplier(13, 12)).toEqual(fraction(5_148_297));
  });

  it('should return 99 % for every mine count and every number of reveals', () => {
    for (let mineCount = 1; mineCount <= 24; mineCount += 1) {
      for (let revealed = 1; revealed <= 25 - mineCount; revealed += 1) {
        expect(isEqual(rtpOf(minesOutcomes(mineCount, revealed)), MINES_RTP)).toBe(true);
      }
    }
  });

  it("should place mines in Stake's order: each float picks from the tiles left", () => {
    // 0 → tile 0; 0.5 of the 24 left → index 12 = tile 13; 0.999 of 23 → the last left, tile 24.
    expect(placeMines(floatsSource([0, 0.5, 0.999]), 3)).toEqual([0, 13, 24]);
  });

  it('should lose on a mine, pay on cash-out, and refuse actions after the end', () => {
    const game = startMines(floatsSource([0, 0.5, 0.999]), { mineCount: 3, ...wager });
    const afterOne = revealMinesTile(game, 1);
    expect(afterOne).toMatchObject({ status: 'playing', revealed: [1], multiplier: fraction(1125, 1000) });
    expect(minesPublicView(afterOne).mines).toBeNull();
    expect(() => revealMinesTile(afterOne, 1)).toThrow(expect.objectContaining({ code: 'TILE_ALREADY_REVEALED' }));
    const cashed = cashOutMines(afterOne);
    expect(cashed).toMatchObject({ status: 'cashed_out', endedBy: 'cash_out', payoutMinor: 11_250n });
    expect(minesPublicView(cashed).mines).toEqual([0, 13, 24]);
    expect(() => revealMinesTile(cashed, 2)).toThrow(expect.objectContaining({ code: 'GAME_FINISHED' }));
    expect(() => cashOutMines(cashed)).toThrow(expect.objectContaining({ code: 'GAME_FINISHED' }));
    const lost = revealMinesTile(afterOne, 13);
    expect(lost).toMatchObject({ status: 'lost', endedBy: 'mine', hitTile: 13, payoutMinor: 0n });
    expect(() => cashOutMines(lost)).toThrow(expect.objectContaining({ code: 'GAME_FINISHED' }));
    expect(() => cashOutMines(game)).toThrow(expect.objectContaining({ code: 'NOTHING_TO_CASH_OUT' }));
    expect(() => revealMinesTile(game, 25)).toThrow(expect.objectContaining({ code: 'INVALID_BET' }));
    expect(() => revealMinesTile(game, -1)).toThrow(expect.objectContaining({ code: 'INVALID_BET' }));
  });

  it('should cash out by itself on the last safe tile and at the maximum win', () => {
    const oneMine = startMines(floatsSource([0]), { mineCount: 1, ...wager });
    let game: MinesGame = oneMine;
    for (let tile = 1; tile < 25; tile += 1) game = revealMinesTile(game, tile);
    expect(game).toMatchObject({ status: 'cashed_out', endedBy: 'all_safe_revealed', payoutMinor: 247_500n });
    const threeMines = startMines(floatsSource([0, 0.5, 0.999]), {
      mineCount: 3,
      stakeMinor: 10_000n,
      maxWinMinor: 11_000n,
    });
    expect(revealMinesTile(threeMines, 1)).toMatchObject({
      status: 'cashed_out',
      endedBy: 'max_win',
      payoutMinor: 11_000n,
      isCapped: true,
    });
  });

  it.each([0, 25, 2.5])('should refuse %s mines', (mineCount) => {
    expect(() => startMines(floatsSource([]), { mineCount, ...wager })).toThrow(
      expect.objectContaining({ code: 'INVALID_BET' }),
    );
  });

  it('should keep its invariants under any sequence of actions (state machine)', () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('reveal' as const), tile: fc.integer({ min: -1, max: 25 }) }),
      fc.record({ kind: fc.constant('cashOut' as const) }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 24, maxLength: 24 }),
        fc.integer({ min: 1, max: 24 }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(action, { maxLength: 30 }),
        (floats, mineCount, stakeMinor, maxWinMinor, actions) => {
          let game = startMines(floatsSource(floats), { mineCount, stakeMinor, maxWinMinor });
          expect(new Set(game.mines).size).toBe(mineCount);
          for (const step of actions) {
            const before = game;
            try {
              game = step.kind === 'reveal' ? revealMinesTile(game, step.tile) : cashOutMines(game);
            } catch (error) {
              const code = (error as { code?: string }).code;
              expect(['GAME_FINISHED', 'TILE_ALREADY_REVEALED', 'NOTHING_TO_CASH_OUT', 'INVALID_BET']).toContain(code);
              if (before.status !== 'playing') expect(code).toBe('GAME_FINISHED');
              expect(game).toBe(before); // a refused action changes nothing
              continue;
            }
            expect(before.status).toBe('playing');
            // Safe reveals are never mines, and never repeat.
            expect(game.revealed.some((tile) => game.mines.includes(tile))).toBe(false);
            expect(new Set(game.revealed).size).toBe(game.revealed.length);
            expect(game.payoutMinor).toBeGreaterThanOrEqual(0n);
            expect(game.payoutMinor).toBeLessThanOrEqual(game.maxWinMinor);
            if (game.status === 'lost') expect(game.payoutMinor).toBe(0n);
            if (game.status === 'cashed_out') {
              const exact = (stakeMinor * game.multiplier.numerator) / game.multiplier.denominator;
              expect(game.payoutMinor).toBe(exact < maxWinMinor ? exact : maxWinMinor);
            }
            if (game.status === 'playing') expect(game.payoutMinor).toBe(0n);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('should play a whole auto-bet: reveal the tiles in order, cash out if all were safe', () => {
    const won = playMinesAuto(floatsSource([0, 0.5, 0.999]), { mineCount: 3, tiles: [1, 2, 3], ...wager });
    expect(won).toMatchObject({ status: 'cashed_out', revealed: [1, 2, 3] });
    const lost = playMinesAuto(floatsSource([0, 0.5, 0.999]), { mineCount: 3, tiles: [1, 13, 2], ...wager });
    expect(lost).toMatchObject({ status: 'lost', revealed: [1] });
    expect(() => playMinesAuto(floatsSource([]), { mineCount: 3, tiles: [1, 1], ...wager })).toThrow(
      expect.objectContaining({ code: 'INVALID_BET' }),
    );
  });
});
