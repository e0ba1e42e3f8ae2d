// A round as the page shows it: the amounts formatted here, once, so that the page's script
// never does money arithmetic.
import { formatAmountMinor } from './money';
import type { RoundResult } from './rounds';
import type { WalletCall } from './wallet-client';

export type RoundTone = 'win' | 'loss' | 'pending' | 'refused' | 'neutral';

export type RoundView = {
  tone: RoundTone;
  headline: string;
  message: string;
  /** The balance after the round, formatted ("₱1,234.50"); null when no answer carried one. */
  balance: string | null;
};

const REFUSED_HEADLINES: Record<WalletCall, string> = {
  authenticate: 'Session refused',
  balance: 'Balance unavailable',
  bet: 'Bet refused',
  win: 'Win refused',
  rollback: 'Rollback refused',
};

const headlineOf = (result: RoundResult): { tone: RoundTone; headline: string } => {
  switch (result.status) {
    case 'PENDING':
      return { tone: 'pending', headline: 'Round in progress…' };
    case 'ROLLED_BACK':
      return { tone: 'neutral', headline: 'Rolled back' };
    case 'REFUSED': {
      const { refusal } = result;
      if (refusal?.status === null) return { tone: 'refused', headline: 'Connection problem' };
      return { tone: 'refused', headline: refusal ? REFUSED_HEADLINES[refusal.call] : 'Refused' };
    }
    case 'SETTLED':
      if (result.win === '0') return { tone: 'loss', headline: 'No win' };
      return {
        tone: 'win',
        headline: `${result.options.bonus ? 'BONUS' : 'WIN'} ${formatAmountMinor(result.win, result.currency)}`,
      };
  }
};

export const toRoundView = (result: RoundResult): RoundView => ({
  ...headlineOf(result),
  message: result.message,
  balance: result.balance === null ? null : formatAmountMinor(result.balance, result.currency),
});
