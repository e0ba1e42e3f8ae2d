import { describe, expect, it } from 'vitest';

import { originalsStreamRequest } from '../fair/seeds';
import { openStreamSync } from '../fair/stream';
import { toPercent } from '../math/fraction';
import { nodeCrypto } from '../node';
import { PERYA_LIGHTS } from '../slot/perya-lights';
import { playSlot } from '../slot/slot-engine';
import { playDice } from './dice';
import { PLINKO_TABLES } from './plinko';
import { originalRtp, type OriginalBet, playOriginal } from './play-original';

const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'c', nonce: 3 };
const source = () => openStreamSync(nodeCrypto, originalsStreamRequest(seeds));
const wager = { stakeMinor: 1_000n, maxWinMinor: 10n ** 9n };

describe('playOriginal', () => {
  it('should play exactly what the game’s own function plays', () => {
    expect(playOriginal(source(), { game: 'dice', direction: 'over', target: 5050, ...wager })).toEqual({
      game: 'dice',
      result: playDice(source(), { direction: 'over', target: 5050, ...wager }),
    });
    expect(playOriginal(source(), { game: 'slot', configId: 'perya-lights', ...wager })).toEqual({
      game: 'slot',
      result: playSlot(source(), { config: PERYA_LIGHTS, ...wager }),
    });
    for (const bet of [
      { game: 'limbo', target: 200 },
      { game: 'mines', mineCount: 3, tiles: [1, 2] },
      { game: 'plinko', rows: 12, risk: 'medium' },
      { game: 'keno', picks: [1, 2, 3], risk: 'high' },
    ] as OriginalBet[]) {
      expect(playOriginal(source(), { ...bet, ...wager }).game).toBe(bet.game);
    }
  });

  it('should refuse an unknown game or slot', () => {
    expect(() => playOriginal(source(), { game: 'slot', configId: 'toString', ...wager })).toThrow(
      expect.objectContaining({ code: 'INVALID_BET' }),
    );
    expect(() => playOriginal(source(), { game: 'roulette', ...wager } as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_BET' }),
    );
  });

  it('should give the RTP to show for each game and configuration', () => {
    expect(toPercent(originalRtp({ game: 'dice' }), 4)).toBe('98.9901');
    expect(toPercent(originalRtp({ game: 'crash' }), 2)).toBe('99.00');
    expect(toPercent(originalRtp({ game: 'plinko', rows: 16, risk: 'high' }), 4)).toBe(
      PLINKO_TABLES.high[16].rtpPercent,
    );
    expect(toPercent(originalRtp({ game: 'slot', configId: 'perya-lights' }), 4)).toBe(PERYA_LIGHTS.rtpPercent);
  });
});
