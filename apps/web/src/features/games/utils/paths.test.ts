import { describe, expect, it } from 'vitest';

import { inPortalGamePath } from './paths';

// A launch answering a game screen of the portal itself (the originals, decision 043) opens that
// path on this origin; anything else goes into the /seamless frame.

describe('inPortalGamePath', () => {
  it.each([
    ['https://portal.example/seamless/originals/dice?token=abc&back=x', '/seamless/originals/dice?token=abc&back=x'],
    ['/seamless/originals/limbo?token=abc', '/seamless/originals/limbo?token=abc'],
  ])('should open %s in the portal', (url, path) => {
    expect(inPortalGamePath(url)).toBe(path);
  });

  it.each(['https://games.provider.test/game?token=abc', '/seamless?url=x', 'javascript:alert(1)', 'http://[bad'])(
    'should leave %s to the game frame',
    (url) => {
      expect(inPortalGamePath(url)).toBeNull();
    },
  );
});
