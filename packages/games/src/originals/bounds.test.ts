import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { settleCrashBet } from '../crash/crash-point';
import { originalsStreamRequest } from '../fair/seeds';
import { openStreamSync } from '../fair/stream';
import type { Multiplier, Payout } from '../money/payout';
import { nodeCrypto } from '../node';
import { PERYA_LIGHTS } from '../slot/perya-lights';
import { playSlot } from '../slot/slot-engine';
import { playDice } from './dice';
import { KENO_RISKS, playKeno } from './keno';
import { playLimbo } from './limbo';
import { playMinesAuto } from './mines';
import { PLINKO_RISKS, playPlinko } from './plinko';

// Whatever the seeds, bet and money settings: no payout is negative, none is above the maximum
// win, and none is above the stake times the outcome's exact multiplier (flooring only ever takes).

const seeds = fc.record({
  serverSeed: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex')),
  clientSeed: fc.stringMatching(/^[a-z0-9]{1,12}$/),
  nonce: fc.nat(),
});
const wager = fc.record({
  stakeMinor: fc.bigInt({ min: 1n, max: 10n ** 12n }),
  maxWinMinor: fc.bigInt({ min: 0n, max: 10n ** 13n }),
});

const bet = fc.oneof(
  fc.record({
    game: fc.constant('dice' as const),
    direction: fc.constantFrom('over' as const, 'under' as const),
    chance: fc.integer({ min: 1, max: 9_800 }),
  }),
  fc.record({ game: fc.constant('limbo' as const), target: fc.integer({ min: 101, max: 100_000_000 }) }),
  fc.record({
    game: fc.constant('mines' as const),
    mineCount: fc.integer({ min: 1, max: 24 }),
    tiles: fc.uniqueArray(fc.integer({ min: 0, max: 24 }), { minLength: 1, maxLength: 25 }),
  }),
  fc.record({
    game: fc.constant('plinko' as const),
    rows: fc.integer({ min: 8, max: 16 }),
    risk: fc.constantFrom(...PLINKO_RISKS),
  }),
  fc.record({
    game: fc.constant('keno' as const),
    picks: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 }),
    risk: fc.constantFrom(...KENO_RISKS),
  }),
  fc.record({ game: fc.constant('slot' as const) }),
  fc.record({
    game: fc.constant('crash' as const),
    cashOutAt: fc.integer({ min: 101, max: 100_000_000 }),
    crashPoint: fc.integer({ min: 100, max: 10 ** 9 }),
  }),
);

type Played = Payout & { readonly multiplier: Multiplier };

describe('payout bounds', () => {
  it('should never pay a negative amount, above the maximum win, or above stake × multiplier', () => {
    fc.assert(
      fc.property(seeds, wager, bet, (pair, money, input) => {
        const source = openStreamSync(nodeCrypto, originalsStreamRequest(pair));
        let played: Played;
        switch (input.game) {
          case 'dice':
            played = playDice(source, {
              direction: input.direction,
              target: input.direction === 'under' ? input.chance : 10_000 - input.chance,
              ...money,
            });
            break;
          case 'limbo':
            played = playLimbo(source, { target: input.target, ...money });
            break;
          case 'mines':
            played = playMinesAuto(source, { mineCount: input.mineCount, tiles: input.tiles, ...money });
            break;
          case 'plinko':
            played = playPlinko(source, { rows: input.rows, risk: input.risk, ...money });
            break;
          case 'keno':
            played = playKeno(source, { picks: input.picks, risk: input.risk, ...money });
            break;
          case 'slot':
            played = playSlot(source, { config: PERYA_LIGHTS, ...money });
            break;
          case 'crash':
            played = settleCrashBet({ cashOutAt: input.cashOutAt, crashPoint: input.crashPoint, ...money });
            break;
        }
        expect(played.payoutMinor).toBeGreaterThanOrEqual(0n);
        expect(played.payoutMinor).toBeLessThanOrEqual(money.maxWinMinor);
        expect(played.payoutMinor * played.multiplier.denominator).toBeLessThanOrEqual(
          money.stakeMinor * played.multiplier.numerator,
        );
        expect(played.isCapped).toBe(
          (money.stakeMinor * played.multiplier.numerator) / played.multiplier.denominator > money.maxWinMinor,
        );
      }),
      { numRuns: 500 },
    );
  });
});
