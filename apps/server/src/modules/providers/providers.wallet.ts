import { createHash } from 'node:crypto';

import type { z } from 'zod';

import type {
  ErrorCode,
  ProviderBetSchema,
  ProviderRollbackSchema,
  ProviderRoundEndSchema,
  ProviderWinSchema,
} from '@perya/contracts';

import type { Executor } from '../../db/client';
import { sqlStateOf } from '../../db/errors';
import { AppError } from '../../lib/errors';
import { type BatchOutcome, createGroupCommit } from '../../lib/group-commit';
import { hashToken } from '../../lib/tokens';
import { createTtlCache } from '../../lib/ttl-cache';
import { transferIdFor } from '../wallet';
import type { ProvidersDeps } from './providers.context';
import type { LaunchTokenRow, ProviderCallInput, StoredAnswer } from './providers.repository';
import type { ProviderTransactionKind } from './providers.tables';

// The provider wallet protocol's money calls (docs/provider-wallet-protocol.md). Each runs in one
// database transaction: the claim of the provider's transaction id (with a hash of its payload),
// the round, the ledger posting and the answer given all commit together. A repeat of the same
// call gets that stored answer; final refusals (insufficient funds, a closed round …) are stored
// too, so a repeat is refused the same way. Bets and wins — the hot calls — are database
// functions (migration 0010), one statement each, and share commits under load (decision 016);
// rollbacks and round ends run their steps from here.

type Bet = z.output<typeof ProviderBetSchema>;
type Win = z.output<typeof ProviderWinSchema>;
type Rollback = z.output<typeof ProviderRollbackSchema>;
type RoundEnd = z.output<typeof ProviderRoundEndSchema>;
type Member = { id: number; account: string; currency: string };

const ok = (value: unknown): StoredAnswer => ({ code: 'OK', value });
const refusal = (code: ErrorCode, value: unknown = null): StoredAnswer => ({ code, value });

type TransactionValue = {
  user: string;
  currency: string;
  balance: string;
  transaction_uuid: string;
  reference: string | null;
};

/** The stored answer as the caller gets it: a value, or the refusal as an error. */
const deliver = (answer: StoredAnswer): TransactionValue => {
  if (answer.code === 'OK') return answer.value as TransactionValue;
  throw new AppError(answer.code as ErrorCode, `provider call refused: ${answer.code}`, answer.value);
};

/** A call rolled back by a deadlock or a serialization failure: worth sending again, alone. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Refusals the database functions raise: PY001, the provider's transaction id came with another
 * payload; PY002 and PY003, player protection's trigger (migration of issue 18) undid a bet of a
 * member on a break from play or one that would cross a loss or wager limit. These are not stored
 * as the call's answer (the statement that would store it was undone): a repeat is judged again.
 */
const REFUSALS: Record<string, ErrorCode> = {
  PY001: 'DUPLICATE_REQUEST',
  PY002: 'PLAY_BLOCKED',
  PY003: 'PLAY_LIMIT_REACHED',
};

const refusalOf = (error: unknown): AppError | null => {
  const state =
    error && typeof error === 'object' && 'errorState' in error ? String(error.errorState) : sqlStateOf(error);
  const code = state ? REFUSALS[state] : undefined;
  if (!code) return null;
  const message = error && typeof error === 'object' && 'errorMessage' in error ? error.errorMessage : error;
  return new AppError(code, message instanceof Error ? message.message : String(message));
};

const refusing = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
};

/** The hash that tells a repeat from a reuse: the call and its fields, without the launch token. */
const payloadHashOf = (call: string, body: Record<string, unknown>) => {
  const fields = Object.keys(body)
    .filter((key) => key !== 'token')
    .sort()
    .map((key) => [key, body[key]]);
  return createHash('sha256')
    .update(JSON.stringify([call, fields]))
    .digest('hex');
};

export const createProviderWallet = ({
  db,
  providersRepository: repository,
  clock,
  wallet,
  members,
  games,
  groupCommits = 1,
}: ProvidersDeps) => {
  // Launch tokens and game names are read on every call and never change: remembered.
  const tokens = createTtlCache<string, LaunchTokenRow | null>({ ttlMs: 60_000, maxEntries: 200_000, clock });
  const gameInfos = createTtlCache<string, { gameType: string; gameName: string; vendorName: string } | null>({
    ttlMs: 300_000,
    maxEntries: 50_000,
    clock,
  });

  const findToken = async (token: string): Promise<LaunchTokenRow | null> => {
    const hash = hashToken(token);
    const known = tokens.get(hash);
    if (known !== undefined) return known;
    const row = (await repository.findLaunchToken(hash)) ?? null;
    tokens.set(hash, row);
    return row;
  };

  const gameInfo = async (vendor: string, gameCode: string) => {
    const key = `${vendor}:${gameCode}`;
    let info = gameInfos.get(key);
    if (info === undefined) {
      const [game] = await games.findGamesByCodes([{ vendorCode: vendor, gameCode }]);
      info = game ? { gameType: game.gameType, gameName: game.displayName, vendorName: game.vendorName } : null;
      gameInfos.set(key, info);
    }
    if (!info) throw new AppError('NOT_FOUND', `game ${vendor}/${gameCode}`);
    return info;
  };

  const memberFor = async (user: string): Promise<Member> => {
    const member = await members.findActiveMember(Number(user));
    if (!member || member.isTrial) throw new AppError('NOT_FOUND', `member ${user}`);
    return member;
  };

  /** A token, when one is given, must be this member's for this vendor (wins and rollbacks may come after it expired). */
  const checkToken = async (token: string | undefined, member: Member, vendor: string, needsLive: boolean) => {
    if (token === undefined) {
      if (needsLive) throw new AppError('TOKEN_INVALID', 'no launch token');
      return;
    }
    const row = await findToken(token);
    if (!row || row.memberId !== member.id || row.vendorCode !== vendor)
      throw new AppError('TOKEN_INVALID', `token not of member ${member.id} at ${vendor}`);
    if (needsLive && row.expiresAt <= clock.now())
      throw new AppError('TOKEN_EXPIRED', `token of member ${member.id} expired`);
  };

  const balanceValue = (member: Member, balance: bigint) => ({
    user: String(member.id),
    currency: member.currency,
    balance: balance.toString(),
  });
  const transactionValue = (member: Member, balance: bigint, transactionId: string, reference: string | null) => ({
    ...balanceValue(member, balance),
    transaction_uuid: transactionId,
    reference,
  });

  /** Everything a money call needs before its transaction opens (accounts are resolved outside one). */
  const prepare = async (vendor: string, body: { user: string; game_code: string; currency?: string }) => {
    const member = await memberFor(body.user);
    if (body.currency !== undefined && body.currency !== member.currency) {
      throw new AppError('VALIDATION', `currency ${body.currency}`, {
        fields: { currency: `The player plays in ${member.currency}` },
      });
    }
    const [info, account, house] = await Promise.all([
      gameInfo(vendor, body.game_code),
      wallet.playAccount(member.id, vendor, member.currency),
      wallet.houseFor(member.id, member.currency),
    ]);
    return { member, info, account, house };
  };

  /**
   * Claims the provider's transaction id for this call. Null when it is new (the call goes on);
   * the stored answer when it is a repeat; refused when the id was used for something else.
   */
  const claim = async (
    tx: Executor,
    row: {
      vendor: string;
      transactionId: string;
      kind: ProviderTransactionKind;
      payloadHash: string;
      memberId: number;
      roundId: string;
      amount: bigint;
      referenceId?: string;
    },
  ): Promise<StoredAnswer | null> => {
    const claimed = await repository.claimTransaction(
      {
        vendorCode: row.vendor,
        transactionId: row.transactionId,
        kind: row.kind,
        payloadHash: row.payloadHash,
        memberId: row.memberId,
        roundId: row.roundId,
        amount: row.amount,
        referenceId: row.referenceId ?? null,
        answer: refusal('INTERNAL'),
        createdAt: clock.now(),
      },
      tx,
    );
    if (claimed) return null;
    const existing = await repository.findTransaction(row.vendor, row.transactionId, tx);
    if (!existing) throw new Error(`provider transaction ${row.transactionId} vanished`);
    // A rollback came first for this bet: the late bet fails (spec of the protocol).
    if (existing.kind === 'TOMBSTONE' && row.kind === 'BET') return refusal('BET_ROLLED_BACK');
    if (existing.payloadHash !== row.payloadHash)
      throw new AppError('DUPLICATE_REQUEST', `transaction ${row.transactionId} reused with another payload`);
    return existing.answer;
  };

  const metadataOf = (
    vendor: string,
    gameCode: string,
    round: string,
    info: { gameType: string; gameName: string; vendorName: string },
  ) => ({
    counterparty: info.vendorName,
    gameType: info.gameType,
    gameName: info.gameName,
    vendor,
    gameCode,
    round,
  });

  /** A bet's or win's fields as provider_bet / provider_win take them (migration 0010). */
  const callOf = (
    call: 'bet' | 'win',
    vendor: string,
    body: Bet | Win,
    member: Member,
    account: bigint,
    house: bigint,
  ): Omit<ProviderCallInput, 'metadata'> => ({
    call,
    vendor,
    transaction_id: body.transaction_uuid,
    payload_hash: payloadHashOf(call, body),
    member_id: String(member.id),
    currency: member.currency,
    round: body.round,
    game_code: body.game_code,
    amount: String(body.amount),
    account: account.toString(),
    house: house.toString(),
    transfer_id: transferIdFor(`provider:${vendor}:${body.transaction_uuid}`),
    at: clock.now().toISOString(),
  });

  // Bets and wins that arrive while one is in the database go together: one statement, one
  // commit, each call answered on its own (lib/group-commit.ts, decision 016).
  const calls = createGroupCommit<ProviderCallInput, StoredAnswer>({
    concurrency: groupCommits,
    maxBatch: 64,
    one: (input) => refusing(() => repository.runCall(input)),
    many: async (inputs) => {
      const outcomes = await repository.runCallsBatch(inputs);
      return Promise.all(
        outcomes.map(async (outcome, index): Promise<BatchOutcome<StoredAnswer>> => {
          if ('answer' in outcome) return { ok: true, value: outcome.answer };
          const input = inputs[index];
          // A deadlock with another transaction rolled this call back alone: it goes again by itself.
          if (input && RETRYABLE.has(outcome.errorState)) {
            return repository.runCall(input).then(
              (value) => ({ ok: true, value }),
              (error: unknown) => ({ ok: false, error: refusalOf(error) ?? error }),
            );
          }
          return { ok: false, error: refusalOf(outcome) ?? new Error(outcome.errorMessage) };
        }),
      );
    },
  });

  /** Runs a bet or win; once its money moved, the member's open pages hear of it. */
  const moneyCall = async (member: Member, account: bigint, input: ProviderCallInput) => {
    const answer = await calls.submit(input);
    if (answer.code === 'OK' && (answer.value as TransactionValue | null)?.reference) wallet.balancesMoved([account]);
    return answer;
  };

  return {
    async authenticate(vendor: string, token: string) {
      const row = await findToken(token);
      if (!row || row.vendorCode !== vendor) throw new AppError('TOKEN_INVALID', 'unknown launch token');
      if (row.expiresAt <= clock.now()) throw new AppError('TOKEN_EXPIRED', 'launch token expired');
      const member = await members.getMember(row.memberId);
      const account = await wallet.playAccount(member.id, vendor, member.currency);
      return {
        user: String(member.id),
        account: member.account,
        nickname: member.nickname ?? member.account,
        currency: member.currency,
        balance: (await wallet.accountBalance(account)).toString(),
        language: member.language,
      };
    },

    async balance(vendor: string, body: { user: string; token?: string }) {
      const member = await memberFor(body.user);
      await checkToken(body.token, member, vendor, false);
      return balanceValue(
        member,
        await wallet.accountBalance(await wallet.playAccount(member.id, vendor, member.currency)),
      );
    },

    async bet(vendor: string, body: Bet) {
      const { member, info, account, house } = await prepare(vendor, body);
      await checkToken(body.token, member, vendor, true);
      return deliver(
        await moneyCall(member, account, {
          ...callOf('bet', vendor, body, member, account, house),
          metadata: metadataOf(vendor, body.game_code, body.round, info),
        }),
      );
    },

    async win(vendor: string, body: Win) {
      const { member, info, account, house } = await prepare(vendor, body);
      await checkToken(body.token, member, vendor, false);
      return deliver(
        await moneyCall(member, account, {
          ...callOf('win', vendor, body, member, account, house),
          metadata: {
            ...metadataOf(vendor, body.game_code, body.round, info),
            ...(body.is_bonus ? { providerBonus: true } : {}),
          },
          ...(body.reference_transaction_uuid ? { reference_id: body.reference_transaction_uuid } : {}),
          is_bonus: body.is_bonus ?? false,
          round_closed: body.round_closed ?? false,
        }),
      );
    },

    async rollback(vendor: string, body: Rollback) {
      const { member, info, account, house } = await prepare(vendor, body);
      await checkToken(body.token, member, vendor, false);
      const answer = await db.transaction(async (tx) => {
        const stored = await claim(tx, {
          vendor,
          transactionId: body.transaction_uuid,
          kind: 'ROLLBACK',
          payloadHash: payloadHashOf('rollback', body),
          memberId: member.id,
          roundId: body.round,
          amount: 0n,
          referenceId: body.reference_transaction_uuid,
        });
        if (stored) return stored;
        const settle = async (answer: StoredAnswer, ledgerTransferId: string | null = null) => {
          await repository.settleTransaction(vendor, body.transaction_uuid, { answer, ledgerTransferId }, tx);
          return answer;
        };
        const nothingMoved = async () =>
          settle(
            ok(
              transactionValue(
                member,
                (await wallet.lockAndRead(account, tx))?.balance ?? 0n,
                body.transaction_uuid,
                null,
              ),
            ),
          );

        // The bet first, then its round: a bet claims its own row before it locks the round, so
        // taking them in this order here cannot deadlock with it.
        let bet = await repository.lockTransaction(vendor, body.reference_transaction_uuid, tx);
        if (!bet) {
          // The bet never arrived (or not yet): a tombstone makes it fail if it comes late.
          const tombstoned = await repository.claimTransaction(
            {
              vendorCode: vendor,
              transactionId: body.reference_transaction_uuid,
              kind: 'TOMBSTONE',
              payloadHash: '',
              memberId: member.id,
              roundId: body.round,
              amount: 0n,
              referenceId: body.transaction_uuid,
              answer: refusal('BET_ROLLED_BACK'),
              createdAt: clock.now(),
            },
            tx,
          );
          if (tombstoned) return nothingMoved();
          bet = await repository.lockTransaction(vendor, body.reference_transaction_uuid, tx);
          if (!bet) throw new Error(`bet ${body.reference_transaction_uuid} vanished`);
        }
        if (bet.kind === 'TOMBSTONE') return nothingMoved();
        if (bet.kind !== 'BET' || bet.memberId !== member.id || bet.roundId !== body.round) {
          return settle(
            refusal('VALIDATION', { fields: { reference_transaction_uuid: 'Not a bet of this player in this round' } }),
          );
        }
        const round = await repository.lockRound(vendor, body.round, tx);
        if (round?.hasWin) return settle(refusal('ROLLBACK_AFTER_WIN'));
        // Already refunded, or refused when it came (nothing to give back): succeed, credit nothing.
        if (bet.rolledBack || !bet.ledgerTransferId) return nothingMoved();
        const [posted] = await wallet.postTransfers(
          [
            {
              id: transferIdFor(`provider:${vendor}:${body.transaction_uuid}`),
              debitAccountId: house,
              creditAccountId: account,
              amountMinor: bet.amount,
              currency: member.currency,
              kind: 'REFUND',
              metadata: metadataOf(vendor, body.game_code, body.round, info),
            },
          ],
          tx,
          { at: clock.now() },
        );
        if (!posted) throw new Error('ledger returned no refund');
        await repository.settleTransaction(vendor, bet.transactionId, { answer: bet.answer, rolledBack: true }, tx);
        await repository.updateRound(vendor, body.round, { betDelta: -bet.amount }, tx);
        if ((await repository.liveBetsInRound(vendor, body.round, tx)) === 0) {
          await repository.updateRound(vendor, body.round, { status: 'ROLLED_BACK', settledAt: clock.now() }, tx);
        }
        return settle(ok(transactionValue(member, posted.creditBalance, body.transaction_uuid, posted.id)), posted.id);
      });
      return deliver(answer);
    },

    async endRound(vendor: string, body: RoundEnd) {
      const member = await memberFor(body.user);
      const account = await wallet.playAccount(member.id, vendor, member.currency);
      return db.transaction(async (tx) => {
        const round = await repository.lockRound(vendor, body.round, tx);
        if (!round || round.memberId !== member.id) throw new AppError('UNKNOWN_ROUND', `round ${body.round}`);
        if (round.status === 'OPEN')
          await repository.updateRound(vendor, body.round, { status: 'CLOSED', settledAt: clock.now() }, tx);
        return balanceValue(member, (await wallet.lockAndRead(account, tx))?.balance ?? 0n);
      });
    },
  };
};
