import { describe, expect, it } from 'vitest';

import { fairnessPath, fairnessPathOfRound } from './fairness-path';

// The betting record's link to an original's fairness page (decision 060): the bet id is the
// wallet protocol round's last part; crash goes to its page without one; other vendors get none.

describe('fairnessPathOfRound', () => {
  const back = '/member/personalHistoryCopy';

  it('should link an original’s round to its game’s page with the bet id', () => {
    const sut = fairnessPathOfRound({ vassalage: 'BGS', gameCode: 'DICE', roundId: '42:3f0c-bet_id-01' }, back);
    expect(sut).toBe(`/fair/dice?bet=3f0c-bet_id-01&back=${encodeURIComponent(back)}`);
    expect(fairnessPathOfRound({ vassalage: 'BGS', gameCode: 'PERYA_LIGHTS', roundId: '7:slot-bet-0001' })).toBe(
      '/fair/slot?bet=slot-bet-0001',
    );
  });

  it('should link a crash round to the crash page without a bet id', () => {
    expect(fairnessPathOfRound({ vassalage: 'BGS', gameCode: 'CRASH', roundId: '42:c:crash-bet-01' })).toBe(
      '/fair/crash',
    );
  });

  it('should not link another vendor’s round, nor an in-house game that is not an original', () => {
    expect(fairnessPathOfRound({ vassalage: 'JILI', gameCode: 'DICE', roundId: '42:abcdefgh' })).toBeNull();
    expect(fairnessPathOfRound({ vassalage: 'BGS', gameCode: 'TONGITS', roundId: '42:abcdefgh' })).toBeNull();
  });
});

describe('fairnessPath', () => {
  it('should leave the query out when there is nothing to pass', () => {
    expect(fairnessPath('keno')).toBe('/fair/keno');
  });
});
