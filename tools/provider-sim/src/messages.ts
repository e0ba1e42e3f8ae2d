// What the player reads when the wallet refuses a call or cannot be reached. The codes are the
// protocol's (docs/provider-wallet-protocol.md, Errors); an unknown one is named as it is.
import type { WalletAnswer, WalletCall } from './wallet-client';

const MESSAGES: Record<string, string> = {
  INSUFFICIENT_FUNDS: 'Not enough balance for this bet. Lower the bet or top up your wallet.',
  TOKEN_EXPIRED: 'Your game session has expired. Go back to Perya and open the game again.',
  TOKEN_INVALID: 'This game link is not valid. Go back to Perya and open the game again.',
  SIGNATURE_INVALID: 'The casino refused our signature: check the provider keys.',
  VALIDATION: 'The casino refused the request as malformed.',
  NOT_FOUND: 'The casino does not know this player or this game.',
  UNKNOWN_ROUND: 'The casino does not know this round, so it could not be paid.',
  DUPLICATE_REQUEST: 'The casino saw this transaction before, with other details.',
  BET_ROLLED_BACK: 'The bet was refused: it had already been rolled back.',
  ROUND_CLOSED: 'This round is already closed.',
  WIN_AFTER_ROLLBACK: 'The win was refused: the bet of this round was rolled back.',
  ROLLBACK_AFTER_WIN: 'The rollback was refused: this round was already paid.',
};

/** The player's words for a refused or failed call. */
export const describeRefusal = (call: WalletCall, answer: WalletAnswer): string => {
  if (answer.status === null) return 'Could not reach the casino. Check your connection and try again.';
  if (answer.code === null) return `The casino gave an unexpected answer to the ${call} (HTTP ${answer.status}).`;
  // Object.hasOwn, so that a code like "constructor" is not found on the prototype.
  return Object.hasOwn(MESSAGES, answer.code)
    ? (MESSAGES[answer.code] as string)
    : `The casino refused the ${call} (${answer.code}).`;
};
