// A press of Spin: the round's signed money calls, in the order the test options ask for, and
// what the player is told. Rounds live in memory so that the page can follow a delayed one.
import { randomUUID } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import { formatAmountMinor } from './money';
import { bonusOutcome, spinOutcome } from './outcome';
import type { Reels } from './outcome';
import { flowOf } from './play-options';
import type { PlayOptions, PlayRequest } from './play-options';
import { balanceOf, toRefusal } from './sessions';
import type { Refusal, Session, Sessions } from './sessions';
import type { SignedCall, TestOptionName, WalletAnswer, WalletCall, WalletClient } from './wallet-client';

/**
 * SETTLED: the round was paid (a win of "0" included). ROLLED_BACK: its bet was rolled back.
 * PENDING: a delayed call is still to come. REFUSED: the wallet refused a call or did not answer.
 */
export type RoundStatus = 'SETTLED' | 'ROLLED_BACK' | 'PENDING' | 'REFUSED';

export type RoundResult = {
  /** Our round id (a UUID), sent as `round`. */
  round: string;
  vendor: string;
  game: string;
  /** The member, or null when authenticate was refused. */
  user: string | null;
  currency: string;
  /** The stake in minor units; "0" for a bonus. */
  bet: string;
  /** What the reels pay in minor units ("0": no win); credited when status is SETTLED. */
  win: string;
  /** The pay-table multiplier in tenths (15 is 1.5×); 0 for no win. */
  multiplierTenths: number;
  /** The symbols shown; null when nothing was played. */
  reels: Reels | null;
  status: RoundStatus;
  /** The balance after the round, from the wallet's last answer that carried one; null if none did. */
  balance: string | null;
  /** The call that failed the round (with rollback first: the refused late bet, as expected). */
  refusal: Refusal | null;
  /** What the page tells the player. */
  message: string;
  options: PlayOptions;
  /** Our transaction_uuid of each money call the round made (null: not made, or refused). */
  transactions: { bet: string | null; win: string | null; rollback: string | null };
};

/** Waits `ms`, or less when `signal` aborts; never rejects. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export type RoundsDeps = {
  client: WalletClient;
  sessions: Sessions;
  random: () => number;
  sleep: Sleep;
  log: Pick<FastifyBaseLogger, 'error'>;
};

const settledMessage = (result: RoundResult): string => {
  const win = formatAmountMinor(result.win, result.currency);
  if (result.options.bonus) return `Bonus! ${win} credited.`;
  return result.win === '0' ? 'No win this time.' : `You won ${win}!`;
};

const pendingMessage = (result: RoundResult): string => {
  const seconds = `${result.options.delaySeconds} s`;
  const win = formatAmountMinor(result.win, result.currency);
  switch (flowOf(result.options)) {
    case 'bonus':
      return `A bonus of ${win} is on its way: paid in ${seconds}.`;
    case 'rollback':
      return `Your bet will be rolled back in ${seconds}.`;
    case 'rollbackFirst':
      return `Rolled back first; the late bet follows in ${seconds}.`;
    case 'win':
      return result.win === '0'
        ? `No win. The round closes in ${seconds}.`
        : `${win} win on its way: paid in ${seconds}.`;
  }
};

export const createRounds = ({ client, sessions, random, sleep, log }: RoundsDeps) => {
  const rounds = new Map<string, RoundResult>();
  const inFlight = new Set<Promise<void>>();
  // Aborted by close(): delayed calls not yet sent are dropped.
  const shutdown = new AbortController();

  const refuse = (result: RoundResult, refusal: Refusal) => {
    result.status = 'REFUSED';
    result.refusal = refusal;
    result.message = refusal.message;
  };

  const playRound = async (result: RoundResult, session: Session, stake: string): Promise<void> => {
    const { vendor, game, round, options, currency } = result;
    const { user, token } = session;
    const delayTags: TestOptionName[] = options.delaySeconds > 0 ? ['delay'] : [];
    const betId = randomUUID();

    const noteBalance = (answer: WalletAnswer) => {
      const money = balanceOf(answer);
      if (money === null) return;
      result.balance = money.balance;
      sessions.noteBalance(session, money.balance);
    };
    // One money call: signed, sent, and with the duplicate option sent again under the same
    // transaction_uuid, signed afresh. The first copy's answer is the one that counts.
    const sendMoney = async (call: WalletCall, body: Record<string, unknown>, tags: TestOptionName[]) => {
      const request = client.sign(vendor, call, body);
      const answer = await client.send(request, tags);
      noteBalance(answer);
      if (options.duplicate) noteBalance(await client.send(client.sign(vendor, call, body), ['duplicate', ...tags]));
      return { request, answer };
    };
    // The replay option: the very same request again, same nonce, timestamp and signature.
    const replay = async (request: SignedCall, tags: TestOptionName[]) => {
      if (options.replay) await client.send(request, ['replay', ...tags]);
    };
    const bet = (tags: TestOptionName[]) =>
      sendMoney('bet', { user, token, transaction_uuid: betId, round, game_code: game, amount: stake, currency }, tags);
    const win = async (tags: TestOptionName[]) => {
      const id = randomUUID();
      const sent = await sendMoney(
        'win',
        {
          user,
          token,
          transaction_uuid: id,
          round,
          game_code: game,
          amount: result.win,
          currency,
          ...(options.bonus ? { is_bonus: true } : { reference_transaction_uuid: betId }),
          round_closed: true,
        },
        tags,
      );
      if (sent.answer.success) result.transactions.win = id;
      return sent;
    };
    const rollback = async (tags: TestOptionName[]) => {
      const id = randomUUID();
      const body = { user, token, transaction_uuid: id, reference_transaction_uuid: betId, round, game_code: game };
      const sent = await sendMoney('rollback', body, tags);
      if (sent.answer.success) result.transactions.rollback = id;
      return sent;
    };
    const settleWith = (answer: WalletAnswer, call: WalletCall, status: RoundStatus, message: () => string) => {
      if (!answer.success) return refuse(result, toRefusal(call, answer));
      result.status = status;
      result.message = message();
    };

    // The first part happens before Spin returns; `finish`, the call that settles the round,
    // waits for the delay option.
    let finish: () => Promise<void>;
    switch (flowOf(options)) {
      case 'bonus':
        finish = async () => {
          const sent = await win(['bonus', ...delayTags]);
          await replay(sent.request, ['bonus', ...delayTags]);
          settleWith(sent.answer, 'win', 'SETTLED', () => settledMessage(result));
        };
        break;
      case 'rollbackFirst': {
        const first = await rollback(['rollback-first']);
        if (!first.answer.success) return refuse(result, toRefusal('rollback', first.answer));
        finish = async () => {
          const late = await bet(['rollback-first', ...delayTags]);
          await replay(late.request, ['rollback-first', ...delayTags]);
          if (late.answer.code === 'BET_ROLLED_BACK') {
            result.status = 'ROLLED_BACK';
            result.refusal = toRefusal('bet', late.answer);
            result.message = 'Rolled back first: the late bet was refused (BET_ROLLED_BACK), as it should be.';
            return;
          }
          if (!late.answer.success) return refuse(result, toRefusal('bet', late.answer));
          // A wallet bug; the round is still closed properly, and the player is told.
          result.transactions.bet = betId;
          const paid = await win(['rollback-first', ...delayTags]);
          settleWith(
            paid.answer,
            'win',
            'SETTLED',
            () =>
              `The wallet took a bet it had rolled back; it must refuse it with BET_ROLLED_BACK. ${settledMessage(result)}`,
          );
        };
        break;
      }
      case 'rollback':
      case 'win': {
        const placed = await bet([]);
        await replay(placed.request, []);
        if (!placed.answer.success) return refuse(result, toRefusal('bet', placed.answer));
        result.transactions.bet = betId;
        finish = options.rollback
          ? async () => {
              const sent = await rollback(['rollback', ...delayTags]);
              const refund = formatAmountMinor(stake, currency);
              settleWith(sent.answer, 'rollback', 'ROLLED_BACK', () => `Bet rolled back: ${refund} refunded.`);
            }
          : async () => {
              const sent = await win(delayTags);
              settleWith(sent.answer, 'win', 'SETTLED', () => settledMessage(result));
            };
        break;
      }
    }

    if (options.delaySeconds === 0) return finish();
    result.message = pendingMessage(result);
    const delayed: Promise<void> = sleep(options.delaySeconds * 1000, shutdown.signal)
      .then(() => (shutdown.signal.aborted ? undefined : finish()))
      .catch((error: unknown) => log.error({ err: error, round }, 'delayed call failed'))
      .finally(() => inFlight.delete(delayed));
    inFlight.add(delayed);
  };

  return {
    /** Plays one round; resolves when Spin would show its result (before any delayed call). */
    async play({ token, vendor, game, bet, options }: PlayRequest): Promise<RoundResult> {
      const result: RoundResult = {
        round: randomUUID(),
        vendor,
        game,
        user: null,
        currency: 'PHP',
        bet: options.bonus ? '0' : bet,
        win: '0',
        multiplierTenths: 0,
        reels: null,
        status: 'PENDING',
        balance: null,
        refusal: null,
        message: '',
        options,
        transactions: { bet: null, win: null, rollback: null },
      };
      rounds.set(result.round, result);
      const found = await sessions.sessionFor(vendor, token);
      if (!found.ok) {
        refuse(result, found.refusal);
        return structuredClone(result);
      }
      const { session } = found;
      result.user = session.user;
      result.currency = session.currency;
      const outcome = options.bonus ? bonusOutcome(bet, random) : spinOutcome(bet, random);
      result.reels = outcome.reels;
      result.multiplierTenths = outcome.multiplierTenths;
      result.win = outcome.win;
      await playRound(result, session, bet);
      // Nothing was played when the first money call was refused: the reels do not stop on a result.
      if (result.status === 'REFUSED' && Object.values(result.transactions).every((id) => id === null)) {
        result.reels = null;
      }
      return structuredClone(result);
    },

    /** A round as it stands now (a delayed one moves from PENDING when its call is answered). */
    find: (round: string): RoundResult | undefined => {
      const result = rounds.get(round);
      return result && structuredClone(result);
    },

    /** Resolves when no delayed call is pending, including ones started while waiting. */
    async settle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    /** Drops delayed calls not yet sent, then waits for the rest. */
    async close(): Promise<void> {
      shutdown.abort();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
};

export type Rounds = ReturnType<typeof createRounds>;
