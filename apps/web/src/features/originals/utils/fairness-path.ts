import type { OriginalsGame } from '@perya/contracts';
import { ORIGINALS_GAME_CODES, ORIGINALS_GAMES, ORIGINALS_VENDOR } from '@perya/contracts';

// The fairness page's address (decision 060), for the game screen's drawer and, through app/,
// for the betting record: other features get a URL from here, never a component.

export const isOriginalsGame = (value: string | undefined): value is OriginalsGame =>
  (ORIGINALS_GAMES as readonly string[]).includes(value ?? '');

/** /fair/<game>, with the bet to verify and the way back (a path of the portal). */
export const fairnessPath = (game: OriginalsGame, { betId, back }: { betId?: string; back?: string } = {}): string => {
  const query = new URLSearchParams();
  if (betId) query.set('bet', betId);
  if (back) query.set('back', back);
  const search = query.toString();
  return `/fair/${game}${search ? `?${search}` : ''}`;
};

const GAME_BY_CODE = new Map(
  Object.entries(ORIGINALS_GAME_CODES).map(([game, code]) => [code, game as OriginalsGame] as const),
);

/**
 * The fairness page of a betting record's round, or null when it is not an original's. The
 * originals' rounds are `<member>:<betId>` (the wallet protocol's round, decision 043), so the bet
 * id is what follows the last colon. Crash rounds (`<member>:c:<betId>`) come from a hash chain
 * that the crash screen verifies: their link is the crash page, without a bet.
 */
export const fairnessPathOfRound = (
  round: { vassalage: string; gameCode: string; roundId: string },
  back?: string,
): string | null => {
  if (round.vassalage !== ORIGINALS_VENDOR) return null;
  const game = GAME_BY_CODE.get(round.gameCode);
  if (!game) return null;
  if (game === 'crash') return fairnessPath('crash', { back });
  const betId = round.roundId.slice(round.roundId.lastIndexOf(':') + 1);
  return fairnessPath(game, { betId: betId || undefined, back });
};
