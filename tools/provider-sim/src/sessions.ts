// Who is playing: `authenticate` turns the launch token into the member, and we keep the answer
// for the token's later rounds, as a provider keeps its game session. A sim restart forgets
// them; the next round authenticates again.
import { describeRefusal } from './messages';
import type { WalletAnswer, WalletCall, WalletClient } from './wallet-client';

export type Session = {
  vendor: string;
  token: string;
  /** The member id the wallet calls `user`; every later call sends it. */
  user: string;
  account: string;
  nickname: string;
  currency: string;
  /** Minor units, as last heard from the wallet. */
  balance: string;
  language: string;
};

/** A refused or failed wallet call, as the player and the developer see it. */
export type Refusal = {
  call: WalletCall;
  /** The wallet's code; null when it did not answer, or not with an envelope. */
  code: string | null;
  /** HTTP status; null when no answer came. */
  status: number | null;
  /** In the player's words. */
  message: string;
};

export type SessionResult = { ok: true; session: Session } | { ok: false; refusal: Refusal };
export type BalanceResult = { ok: true; balance: string; currency: string } | { ok: false; refusal: Refusal };

const DIGITS = /^\d+$/;

export const toRefusal = (call: WalletCall, answer: WalletAnswer): Refusal => ({
  call,
  code: answer.code,
  status: answer.status,
  message: describeRefusal(call, answer),
});

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/** The balance an answer carries (successes, and refusals about money), if it carries one. */
export const balanceOf = (answer: WalletAnswer): { balance: string; currency: string | null } | null => {
  const balance = field(answer.value, 'balance');
  const currency = field(answer.value, 'currency');
  if (typeof balance !== 'string' || !DIGITS.test(balance)) return null;
  return { balance, currency: typeof currency === 'string' ? currency : null };
};

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

// A success whose value lacks what we need is no success for us.
const unexpectedAnswer = (answer: WalletAnswer): WalletAnswer => ({
  ...answer,
  success: false,
  code: null,
  error: 'the answer lacks the fields the protocol promises',
});

export const createSessions = (client: WalletClient) => {
  const sessions = new Map<string, Session>();
  const keyOf = (vendor: string, token: string) => `${vendor}\n${token}`;

  /** Calls `authenticate` (always: the page shows a fresh balance) and keeps the session. */
  const authenticate = async (vendor: string, token: string): Promise<SessionResult> => {
    const answer = await client.send(client.sign(vendor, 'authenticate', { token }));
    if (!answer.success) return { ok: false, refusal: toRefusal('authenticate', answer) };
    const user = field(answer.value, 'user');
    const money = balanceOf(answer);
    if (typeof user !== 'string' || user === '' || money === null) {
      return { ok: false, refusal: toRefusal('authenticate', unexpectedAnswer(answer)) };
    }
    const session: Session = {
      vendor,
      token,
      user,
      account: text(field(answer.value, 'account'), user),
      nickname: text(field(answer.value, 'nickname'), user),
      currency: money.currency ?? 'PHP',
      balance: money.balance,
      language: text(field(answer.value, 'language'), 'EN'),
    };
    sessions.set(keyOf(vendor, token), session);
    return { ok: true, session };
  };

  /** The kept session, or a fresh one. */
  const sessionFor = async (vendor: string, token: string): Promise<SessionResult> => {
    const session = sessions.get(keyOf(vendor, token));
    return session ? { ok: true, session } : authenticate(vendor, token);
  };

  return {
    authenticate,
    sessionFor,

    /** Notes a balance the wallet just told us, so that a reload of the page is not needed. */
    noteBalance(session: Session, balance: string): void {
      session.balance = balance;
    },

    /** Asks the wallet for the member's balance (the page's refresh button). */
    async balance(vendor: string, token: string): Promise<BalanceResult> {
      const found = await sessionFor(vendor, token);
      if (!found.ok) return found;
      const { session } = found;
      const answer = await client.send(client.sign(vendor, 'balance', { user: session.user, token }));
      const money = balanceOf(answer);
      if (!answer.success) return { ok: false, refusal: toRefusal('balance', answer) };
      if (money === null) return { ok: false, refusal: toRefusal('balance', unexpectedAnswer(answer)) };
      session.balance = money.balance;
      return { ok: true, balance: money.balance, currency: money.currency ?? session.currency };
    },
  };
};

export type Sessions = ReturnType<typeof createSessions>;
