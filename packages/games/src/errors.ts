// One error type for every rule the engines enforce. The server maps each code to its own result
// code (and the player's language) with an exhaustive switch; the message is for logs only.

export const GAME_ERROR_CODES = [
  /** A server seed, client seed, nonce, draw seed or draw id that breaks its format. */
  'INVALID_SEED',
  /** A bet outside the game's rules: dice target, limbo target, mine count, rows, picks, selection. */
  'INVALID_BET',
  /** A stake that is not a positive whole number of minor units, or a negative maximum win. */
  'INVALID_STAKE',
  /** An action on a mines game that has already ended (lost or cashed out). */
  'GAME_FINISHED',
  /** A mines tile picked twice. */
  'TILE_ALREADY_REVEALED',
  /** A mines cash-out before any tile was revealed. */
  'NOTHING_TO_CASH_OUT',
  /** A game or lottery configuration (tables, reels, prize structure) that fails validation. */
  'INVALID_CONFIG',
  /** A lottery result that does not fit its layout (settling against the wrong draw). */
  'INVALID_DRAW',
] as const;

export type GameErrorCode = (typeof GAME_ERROR_CODES)[number];

export class GameRuleError extends Error {
  override readonly name = 'GameRuleError';

  constructor(
    readonly code: GameErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const isGameRuleError = (error: unknown): error is GameRuleError => error instanceof GameRuleError;
