import { describe, expect, it } from 'vitest';

import { symbolOf } from './games.art';
import { gameImageSvg, vendorImageSvg, vendorMarkSvg } from './games.images';

// The generated catalogue art (issue 22 item 27): a symbol that fits the game's name and
// category, no words on the tile, and vendor marks that read at the size they are shown.

const tile = (name: string, gameType: string, gameCode = 'G1') =>
  gameImageSvg({ vendorCode: 'LNS', gameCode, name, vendorName: 'Lucky Nine Studios', gameType });

describe('game art', () => {
  it.each([
    ['Golden Carabao Megaways', 'RNG', 'carabao'],
    ['Ruby Mango', 'RNG', 'fruit'],
    ['Bangus Hunter', 'FISH', 'fish'],
    ['Dragon Tiger', 'LIVE', 'cards'],
    ['Live Roulette', 'LIVE', 'roulette'],
    ['Saranggola Crash', 'BGS', 'kite'],
    ['E-Lotto 6/42', 'ELOTT', 'balls'],
    ['PBA Basketball', 'SPORTS', 'basketball'],
    ['Mobile Legends Cup', 'ESPORTS', 'gamepad'],
    ['SV388 Arena', 'COCKFIGHT', 'rooster'],
    ['Something Unnamed', 'ESPORTS', 'gamepad'],
    ['Something Unnamed', 'RNG', 'seven'],
  ])('should draw %s (%s) as a %s', (name, gameType, symbol) => {
    expect(symbolOf(name, gameType)).toBe(symbol);
  });

  it('should print no words on a tile: the card under it names the game once', () => {
    for (const [name, type] of [
      ['Golden Carabao', 'RNG'],
      ['Live Baccarat', 'LIVE'],
      ['E-Lotto 6/42', 'ELOTT'],
    ] as const) {
      const svg = tile(name, type);
      expect(svg).toContain(`aria-label="${name}"`);
      expect(svg).not.toMatch(/<text[^>]*>[^<]*(Golden|Carabao|Baccarat|Lotto)/);
    }
  });

  it('should draw different games differently and the same game the same every time', () => {
    expect(tile('Golden Carabao', 'RNG')).toBe(tile('Golden Carabao', 'RNG'));
    expect(tile('Golden Carabao', 'RNG')).not.toBe(tile('Ocean Bangus', 'RNG'));
    expect(tile('Golden Carabao', 'RNG', 'A')).not.toBe(tile('Golden Carabao', 'RNG', 'B'));
  });

  it('should write a vendor wordmark large enough to read at a third of its size', () => {
    for (const name of ['BTi Sports', 'Lucky Nine Studios', 'TCG Vietnam Lottery']) {
      const svg = vendorImageSvg({ vendorCode: name, name, category: 'RNG' });
      const sizes = [...svg.matchAll(/font-size="(\d+)"/g)].map((match) => Number(match[1]));
      expect(sizes.length).toBeGreaterThan(0);
      // Shown 120 px wide (a third of 360), text of 30+ px is 10+ px on screen.
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(30);
      expect(svg).toContain(name.toUpperCase().split(' ')[0]);
    }
    expect(vendorMarkSvg({ vendorCode: 'LNS', name: 'Lucky Nine Studios' })).toContain('>LN</text>');
  });
});
