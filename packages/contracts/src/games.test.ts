import { describe, expect, it } from 'vitest';

import { gamePageSizeFor } from './games';
import { launchTargetOf, vendorImageUrl } from './launch-rules';

const game = (overrides: Partial<Parameters<typeof launchTargetOf>[0]> = {}) => ({
  nodeId: 42,
  gameType: 'RNG',
  vassalage: 'LNS',
  gameCode: 'LNS_0001',
  isGame: 'GAME' as const,
  isMaintenance: false,
  ...overrides,
});
const member = { session: 'member' as const };

describe('launch rules (spec §2.7)', () => {
  it('should send guests to log in and trial accounts to register, before anything else', () => {
    expect(launchTargetOf(game({ isMaintenance: true }), { session: 'guest' })).toEqual({ kind: 'LOGIN' });
    expect(launchTargetOf(game({ vassalage: 'TCG_SEA', gameType: 'LOTT' }), { session: 'trial' })).toEqual({
      kind: 'REGISTER_DIALOG',
    });
  });

  it('should stop at maintenance of the game or of its vendor', () => {
    expect(launchTargetOf(game({ isMaintenance: true }), member)).toEqual({ kind: 'MAINTENANCE' });
    expect(launchTargetOf(game(), { ...member, vendorInMaintenance: true })).toEqual({ kind: 'MAINTENANCE' });
  });

  it('should open the Vietnamese, South-East-Asian and other lottery pages with the game code', () => {
    expect(launchTargetOf(game({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN_NORTH' }), member)).toEqual(
      {
        kind: 'ROUTE',
        path: '/vnLottery',
        query: { gameCode: 'VN_NORTH' },
      },
    );
    expect(launchTargetOf(game({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'SEA_4D' }), member)).toEqual({
      kind: 'ROUTE',
      path: '/seaLottery',
      query: { gameCode: 'SEA_4D' },
    });
    for (const gameType of ['LOTT', 'ELOTT']) {
      expect(launchTargetOf(game({ vassalage: 'PLT', gameType, gameCode: 'PLT_EZ2' }), member)).toEqual({
        kind: 'ROUTE',
        path: '/lottery',
        query: { gameCode: 'PLT_EZ2' },
      });
    }
  });

  it('should open /rng for the vendor when an RNG vendor is chosen from the vendor list, and launch a slot otherwise', () => {
    expect(launchTargetOf(game(), { ...member, fromVendorList: true })).toEqual({
      kind: 'ROUTE',
      path: '/rng',
      query: { vassalage: 'LNS' },
    });
    expect(launchTargetOf(game(), member)).toEqual({ kind: 'LAUNCH', nodeId: 42 });
  });

  it('should open the vendor popup list for a VASSALAGE entry, and launch everything else', () => {
    expect(launchTargetOf(game({ gameType: 'LIVE', vassalage: 'TALA', isGame: 'VASSALAGE' }), member)).toEqual({
      kind: 'VENDOR_LIST',
      vassalage: 'TALA',
    });
    expect(launchTargetOf(game({ gameType: 'LIVE', vassalage: 'TALA' }), member)).toEqual({
      kind: 'LAUNCH',
      nodeId: 42,
    });
  });
});

describe('image URLs and page sizes', () => {
  it('should build vendor images from the host, the game type and the code, with the BTI and TCG_SEA cases', () => {
    expect(vendorImageUrl('/lgw/images/', 'LNS', 'RNG')).toBe('/lgw/images/vendors/RNG/LNS.svg');
    expect(vendorImageUrl('/lgw/images', 'BTI', 'ESPORTS')).toBe('/lgw/images/vendors/SPORTS/BTI.svg');
    expect(vendorImageUrl('/lgw/images', 'TCG_SEA', 'ELOTT')).toBe('/lgw/images/vendors/LOTT/TCG_SEA.svg');
  });

  it('should list 12 in-house crash games to a page and 30 of anything else', () => {
    expect(gamePageSizeFor('BGS')).toBe(12);
    expect(gamePageSizeFor('LNS')).toBe(30);
    expect(gamePageSizeFor(undefined)).toBe(30);
  });
});
