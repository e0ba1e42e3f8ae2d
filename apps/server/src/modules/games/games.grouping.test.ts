import { describe, expect, it } from 'vitest';

import type { VendorForMenu } from './games.grouping';
import { displayCategoryOf, groupVendorLanes } from './games.grouping';

const vendor = (code: string, category: string, extra: Partial<VendorForMenu> = {}): VendorForMenu => ({
  code,
  displayName: code,
  category,
  sortOrder: 0,
  isMaintenance: false,
  gameCount: 1,
  gameTypes: [category],
  classifies: [],
  lobbyGame: null,
  ...extra,
});

const titles = (vendors: VendorForMenu[]) => groupVendorLanes(vendors, '/img').lanes.map((lane) => lane.title);

describe('vendor grouping (spec §4)', () => {
  it('should move e-sports vendors filed under SPORTS to ESPORTS', () => {
    expect(displayCategoryOf(vendor('TFG', 'SPORTS'))).toBe('ESPORTS');
    const menus = groupVendorLanes([vendor('BTI', 'SPORTS'), vendor('TFG', 'SPORTS')], '/img');
    expect(menus.lanes.map((lane) => [lane.title, lane.vendors.map((entry) => entry.vassalage)])).toEqual([
      ['SPORTS', ['BTI']],
      ['ESPORTS', ['TFG']],
    ]);
  });

  it('should move cockfight vendors filed under SPORTS to COCKFIGHT', () => {
    for (const code of ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'])
      expect(displayCategoryOf(vendor(code, 'SPORTS'))).toBe('COCKFIGHT');
    expect(titles([vendor('SV3', 'SPORTS')])).toEqual(['COCKFIGHT']);
  });

  it('should leave other SPORTS vendors, and cockfight vendors filed elsewhere, where they are', () => {
    expect(displayCategoryOf(vendor('BTI', 'SPORTS'))).toBe('SPORTS');
    expect(displayCategoryOf(vendor('SV3', 'COCKFIGHT'))).toBe('COCKFIGHT');
  });

  it('should form the in-house category from the excluded RNG vendors', () => {
    expect(displayCategoryOf(vendor('BGS', 'RNG'))).toBe('BGS');
    const menus = groupVendorLanes([vendor('BGS', 'RNG'), vendor('LNS', 'RNG')], '/img');
    expect(menus.lanes.map((lane) => [lane.title, lane.nameKey, lane.vendors.length])).toEqual([
      ['RNG', 'con_rng', 1],
      ['BGS', 'in_house', 1],
    ]);
  });

  it('should add an empty BINGO lane right after FISH when no vendor offers bingo', () => {
    expect(titles([vendor('LNS', 'RNG'), vendor('ISDA', 'FISH'), vendor('BRH', 'PVP')])).toEqual([
      'RNG',
      'FISH',
      'BINGO',
      'PVP',
    ]);
    const bingo = groupVendorLanes([vendor('ISDA', 'FISH')], '/img').lanes.find((lane) => lane.title === 'BINGO');
    expect(bingo).toMatchObject({ hasVendors: false, vendors: [], page: '/bingo' });
  });

  it('should keep a real BINGO lane as it is, and add none without FISH', () => {
    expect(
      groupVendorLanes([vendor('ISDA', 'FISH'), vendor('BNG', 'BINGO')], '/img').lanes.find(
        (lane) => lane.title === 'BINGO',
      )?.hasVendors,
    ).toBe(true);
    expect(titles([vendor('LNS', 'RNG')])).toEqual(['RNG']);
  });

  it('should choose the ELOTT prize mode when the ELOTT lane holds TCG_LOTTO_VN or lottery cards, LOTT otherwise', () => {
    expect(groupVendorLanes([vendor('TCG_LOTTO_VN', 'ELOTT')], '/img').prizeMode).toBe('ELOTT');
    expect(groupVendorLanes([vendor('PLT', 'ELOTT', { gameTypes: ['LOTT'] })], '/img').prizeMode).toBe('ELOTT');
    expect(groupVendorLanes([vendor('PLT', 'ELOTT', { gameTypes: ['ELOTT'] })], '/img').prizeMode).toBe('LOTT');
    expect(groupVendorLanes([vendor('TCG_LOTTO_VN', 'LOTT')], '/img').prizeMode).toBe('LOTT');
  });

  it('should give vendor centres their lobby game and list centres none, with image URLs from the image host', () => {
    const lobby = { nodeId: 7, gameCode: 'BTI_SPORTSBOOK', gameType: 'SPORTS' };
    const menus = groupVendorLanes(
      [vendor('BTI', 'SPORTS', { lobbyGame: lobby }), vendor('LNS', 'RNG', { lobbyGame: lobby })],
      '/img',
    );
    expect(menus.lanes.find((lane) => lane.title === 'SPORTS')?.vendors[0]).toMatchObject({
      lobbyGame: lobby,
      imageUrl: '/img/vendors/SPORTS/BTI.svg',
    });
    expect(menus.lanes.find((lane) => lane.title === 'RNG')?.vendors[0]).toMatchObject({
      lobbyGame: null,
      imageUrl: '/img/vendors/RNG/LNS.svg',
    });
  });
});
