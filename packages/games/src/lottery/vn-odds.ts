// Odds of the lô-đề bet types, per board (domain-rules §4.6 (a)): North's 27 prize numbers, and
// the 18 of Central and South. A bet costs stake × costFactor and pays stake × odds per hit. The
// RTP shown to players (domain-rules §4.8 item 4) is declared here and checked exactly by
// vnBetRtp in the tests; an operator who changes odds changes the figure with them.

export const VN_BET_TYPES = [
  'lo2',
  'lo3',
  'de',
  'de_head',
  'de_tail',
  'xien2',
  'xien3',
  'xien4',
  'big_small',
  'odd_even',
] as const;
export type VnBetType = (typeof VN_BET_TYPES)[number];

export const VN_BOARDS = ['north', 'south'] as const;
export type VnBoard = (typeof VN_BOARDS)[number];

export type VnOdds = { readonly costFactor: number; readonly odds: number; readonly rtpPercent: string };

export const VN_ODDS: Record<VnBoard, Record<VnBetType, VnOdds>> = {
  north: {
    lo2: { costFactor: 27, odds: 95, rtpPercent: '95.0000' },
    lo3: { costFactor: 23, odds: 920, rtpPercent: '92.0000' },
    de: { costFactor: 1, odds: 95, rtpPercent: '95.0000' },
    de_head: { costFactor: 1, odds: 9.5, rtpPercent: '95.0000' },
    de_tail: { costFactor: 1, odds: 9.5, rtpPercent: '95.0000' },
    xien2: { costFactor: 1, odds: 17, rtpPercent: '93.2996' },
    xien3: { costFactor: 1, odds: 77, rtpPercent: '94.6941' },
    xien4: { costFactor: 1, odds: 350, rtpPercent: '93.4470' },
    big_small: { costFactor: 1, odds: 1.95, rtpPercent: '97.5000' },
    odd_even: { costFactor: 1, odds: 1.95, rtpPercent: '97.5000' },
  },
  south: {
    lo2: { costFactor: 18, odds: 95, rtpPercent: '95.0000' },
    lo3: { costFactor: 17, odds: 920, rtpPercent: '92.0000' },
    de: { costFactor: 1, odds: 95, rtpPercent: '95.0000' },
    de_head: { costFactor: 1, odds: 9.5, rtpPercent: '95.0000' },
    de_tail: { costFactor: 1, odds: 9.5, rtpPercent: '95.0000' },
    xien2: { costFactor: 1, odds: 36, rtpPercent: '93.9881' },
    xien3: { costFactor: 1, odds: 245, rtpPercent: '95.8794' },
    xien4: { costFactor: 1, odds: 1700, rtpPercent: '94.3882' },
    big_small: { costFactor: 1, odds: 1.95, rtpPercent: '97.5000' },
    odd_even: { costFactor: 1, odds: 1.95, rtpPercent: '97.5000' },
  },
};
