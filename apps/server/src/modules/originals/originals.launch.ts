import type { OriginalsGame } from '@perya/contracts';
import { ORIGINALS_GAME_CODES, ORIGINALS_GAMES, ORIGINALS_VENDOR } from '@perya/contracts';

// Where a launch of an in-house game goes (decision 043): the portal's own game screen on
// /seamless, not a provider's page. The launch itself (checks, token, recent games) is the
// providers module's, as for every vendor; the screen bets with the launch token it is given.

/**
 * The originals whose game screen the web app has (apps/web features/originals): all five since
 * decision 051, and crash since decision 054. A game added to the API before its screen stays off this list, and its catalogue
 * entry keeps opening the provider's page rather than a screen that is not there.
 */
export const ORIGINALS_WITH_SCREENS: readonly OriginalsGame[] = [
  'dice',
  'limbo',
  'plinko',
  'keno',
  'mines',
  'crash',
  'slot',
];

const GAME_BY_CODE = new Map<string, OriginalsGame>(
  ORIGINALS_GAMES.filter((game) => ORIGINALS_WITH_SCREENS.includes(game)).map((game) => [
    ORIGINALS_GAME_CODES[game],
    game,
  ]),
);

/** The original a catalogue game opens, or null (another vendor, or an in-house game without a screen yet). */
export const originalOf = (vendorCode: string, gameCode: string): OriginalsGame | null =>
  vendorCode === ORIGINALS_VENDOR ? (GAME_BY_CODE.get(gameCode) ?? null) : null;

/** The game screen's address on the portal, with the launch token and the way back. */
export const originalsLaunchUrl = (
  game: OriginalsGame,
  input: { publicUrl: string; token: string; language: string; back: string },
): URL => {
  const url = new URL(`/seamless/originals/${game}`, input.publicUrl);
  url.search = new URLSearchParams({ token: input.token, lang: input.language, back: input.back }).toString();
  return url;
};
