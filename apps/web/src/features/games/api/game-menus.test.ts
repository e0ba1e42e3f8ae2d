import { describe, expect, it } from 'vitest';

import type { Vendor } from '@perya/contracts';

import { vendorLogoUrl, vendorMarkUrl } from './game-menus';

// Vendor marks that read (issue 22 item 27): the 3:1 wordmark where a logo stands alone, the
// square mark where the name is printed beside it at 22–36 px.

const vendor: Vendor = {
  vassalage: 'LNS',
  displayName: 'Lucky Nine Studios',
  gameCategory: 'RNG',
  imageUrl: '/lgw/images/vendors/RNG/LNS.svg',
  isMaintenance: false,
  gameCount: 1000,
  lobbyGame: null,
};

describe('vendor images', () => {
  it('should give the wordmark for logos and the square mark for small places beside the name', () => {
    expect(vendorLogoUrl(vendor, '/lgw/images')).toBe('/lgw/images/vendors/RNG/LNS.svg');
    expect(vendorMarkUrl(vendor, '/lgw/images')).toBe('/lgw/images/vendors/RNG/LNS.mark.svg');
    expect(vendorMarkUrl({ ...vendor, vassalage: 'BTI', gameCategory: 'ESPORTS' }, '/lgw/images/')).toBe(
      '/lgw/images/vendors/SPORTS/BTI.mark.svg',
    );
  });

  it('should leave the mark to the drawn initials when there is no image host', () => {
    expect(vendorLogoUrl(vendor, undefined)).toBe(vendor.imageUrl);
    expect(vendorMarkUrl(vendor, undefined)).toBe('');
  });
});
