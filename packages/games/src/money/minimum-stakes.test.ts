import { describe, expect, it } from 'vitest';

import { KENO_PICK_COUNTS, KENO_RISKS } from '../originals/keno';
import { LIMBO_MIN_TARGET } from '../originals/limbo';
import { MINES_MAX_MINES, MINES_TILES } from '../originals/mines';
import { PLINKO_RISKS, PLINKO_ROWS } from '../originals/plinko';
import { PERYA_LIGHTS } from '../slot/perya-lights';
import {
  crashMinimumStakeMinor,
  diceMinimumStakeMinor,
  kenoMinimumStakeMinor,
  limboMinimumStakeMinor,
  minesMinimumStakeMinor,
  MINIMUM_STAKES_MINOR,
  plinkoMinimumStakeMinor,
  slotMinimumStakeMinor,
} from './minimum-stakes';

// MINIMUM_STAKES_MINOR is each game's largest minimum over all its configurations, recomputed
// here. (Limbo and crash: at a target t ≥ 99.00× the win chance is at most 1 %, so flooring can
// cost at most 1 % of one minor unit per unit staked: those targets need no minimum above 1.)

const largest = (values: Iterable<bigint>) => [...values].reduce((max, value) => (value > max ? value : max), 0n);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('minimum stakes', () => {
  it('should hold the largest minimum of dice over every chance', () => {
    expect(largest(range(1, 9_800).map((target) => diceMinimumStakeMinor({ direction: 'under', target })))).toBe(
      MINIMUM_STAKES_MINOR.dice,
    );
  });

  it('should hold the largest minimum of limbo and crash over every target', () => {
    expect(largest(range(LIMBO_MIN_TARGET, 9_900).map((target) => limboMinimumStakeMinor({ target })))).toBe(
      MINIMUM_STAKES_MINOR.limbo,
    );
    expect(limboMinimumStakeMinor({ target: 9_900 })).toBe(1n);
    expect(crashMinimumStakeMinor(108)).toBe(MINIMUM_STAKES_MINOR.crash);
  });

  it('should hold the largest minimum of mines, plinko and keno over every configuration', () => {
    expect(
      largest(
        range(1, MINES_MAX_MINES).flatMap((mineCount) =>
          range(1, MINES_TILES - mineCount).map((revealed) => minesMinimumStakeMinor(mineCount, revealed)),
        ),
      ),
    ).toBe(MINIMUM_STAKES_MINOR.mines);
    expect(
      largest(PLINKO_RISKS.flatMap((risk) => PLINKO_ROWS.map((rows) => plinkoMinimumStakeMinor({ rows, risk })))),
    ).toBe(MINIMUM_STAKES_MINOR.plinko);
    expect(
      largest(KENO_RISKS.flatMap((risk) => KENO_PICK_COUNTS.map((picks) => kenoMinimumStakeMinor(risk, picks)))),
    ).toBe(MINIMUM_STAKES_MINOR.keno);
  });

  it('should hold the slot’s bound: one minor unit a round within the edge', () => {
    expect(slotMinimumStakeMinor(PERYA_LIGHTS)).toBe(MINIMUM_STAKES_MINOR.slot);
  });
});
