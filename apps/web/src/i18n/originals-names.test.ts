import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { ORIGINALS_GAME_CODES, ORIGINALS_GAMES, ORIGINALS_VENDOR } from '@perya/contracts';

// A Perya Original has one name wherever a player sees it (decision 059): its screen's title in
// every language is its name in the catalogue, which the demo feed (scripts/generate-demo-feed.mjs)
// gives the portal. Crash was "Saranggola Crash" in the catalogue and "Perya Crash" on its screen.

const localesDir = join(import.meta.dirname, 'locales');
const demoFeed = join(import.meta.dirname, '../../../server/seed-data/demo-feed.json.gz');

type FeedGame = { vendor: string; code: string; name: string };

describe('Perya Originals names', () => {
  const feed = JSON.parse(gunzipSync(readFileSync(demoFeed)).toString('utf8')) as { games: FeedGame[] };
  const catalogueName = (code: string) =>
    feed.games.find((game) => game.vendor === ORIGINALS_VENDOR && game.code === code)?.name;

  it.each(['en', 'fil', 'pt'])('should title each game’s screen with its catalogue name (%s)', (language) => {
    const { names } = JSON.parse(readFileSync(join(localesDir, language, 'originals.json'), 'utf8')) as {
      names: Record<string, string>;
    };
    for (const game of ORIGINALS_GAMES)
      expect({ game, name: names[game] }).toEqual({ game, name: catalogueName(ORIGINALS_GAME_CODES[game]) });
  });
});
