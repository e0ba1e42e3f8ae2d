import { describe, expect, it } from 'vitest';

import { lane, vendor } from '@/features/games/testing/games-fixtures';

import { directVendorOf, fittingCount, isLargeDropdown, navItemsFromLanes } from './nav-items';

const vendors = (count: number) =>
  Array.from({ length: count }, (_, index) => vendor({ vassalage: `V${index}`, displayName: `Vendor ${index}` }));

describe('the top navigation (spec §2.3)', () => {
  it('should list home, favourites, the server’s lanes in their order, then promotions', () => {
    const items = navItemsFromLanes([
      lane({ title: 'LIVE', nameKey: 'con_live', page: '/live' }),
      lane({ title: 'RNG', nameKey: 'con_rng', page: '/rng' }),
      lane({ title: 'COCKFIGHT', nameKey: 'con_cockfight', page: null }),
    ]);
    expect(items.map((item) => item.code)).toEqual(['HOME', 'FAV', 'LIVE', 'RNG', 'COCKFIGHT', 'PROMOTIONS']);
    // A lane without a page of its own still opens the category's page of the route table.
    expect(items.find((item) => item.code === 'COCKFIGHT')?.to).toBe('/cockfight');
  });

  it('should switch to the large drop-down above ten providers', () => {
    expect(isLargeDropdown(lane({ vendors: vendors(10) }))).toBe(false);
    expect(isLargeDropdown(lane({ vendors: vendors(11) }))).toBe(true);
  });

  it('should launch a lone provider directly, except where the category always opens its page', () => {
    const [single] = navItemsFromLanes([lane({ title: 'SPORTS', nameKey: 'con_sports', vendors: vendors(1) })]).filter(
      (item) => item.code === 'SPORTS',
    );
    expect(single && directVendorOf(single)?.vassalage).toBe('V0');
    const [slots] = navItemsFromLanes([lane({ title: 'RNG', vendors: vendors(1) })]).filter(
      (item) => item.code === 'RNG',
    );
    expect(slots && directVendorOf(slots)).toBeNull();
    const [several] = navItemsFromLanes([lane({ title: 'LIVE', vendors: vendors(3) })]).filter(
      (item) => item.code === 'LIVE',
    );
    expect(several && directVendorOf(several)).toBeNull();
  });

  it('should keep every item when the row is wide enough', () => {
    expect(fittingCount([100, 100, 100], 308, 4, 80)).toBe(3);
  });

  it('should leave room for "More" when some items do not fit (issue 22 item 17)', () => {
    // 100+4+100 = 204; a third would need 308 + 4 + 80 for "More" > 300.
    expect(fittingCount([100, 100, 100, 100], 300, 4, 80)).toBe(2);
    expect(fittingCount([100, 100, 100, 100], 288, 4, 80)).toBe(2);
    expect(fittingCount([100, 100, 100, 100], 287, 4, 80)).toBe(1);
    // Nothing fits beside "More": every item is listed under it.
    expect(fittingCount([100, 100], 150, 4, 80)).toBe(0);
  });
});
