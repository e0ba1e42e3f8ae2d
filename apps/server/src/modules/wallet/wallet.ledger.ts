import type { Executor } from '../../db/client';
import { sqlStateOf, isCheckViolation } from '../../db/errors';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { BalanceNotices } from './wallet.notices';
import type { PostedTransferResult, ResolvedTransferResult, WalletRepository } from './wallet.repository';
import type { TransferKind } from './wallet.tables';

/** One movement of money: from the debit account to the credit account. */
export type TransferRequest = {
  /** Chosen by the caller; the same id with the same content moves money once. */
  id: string;
  debitAccountId: bigint;
  creditAccountId: bigint;
  amountMinor: bigint;
  currency: string;
  kind: TransferKind;
  reference?: string | null;
  metadata?: Record<string, unknown>;
  /** Hold instead of move: the debit account's available balance drops until posted or voided. */
  pending?: boolean;
};

export type TransferResult = PostedTransferResult;

/** The largest amount a bigint column holds; anything above is refused before the database. */
const MAX_BIGINT = 2n ** 63n - 1n;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The database functions (migration 0004) signal ledger refusals with SQLSTATEs of class PY.
const REFUSALS: Record<string, AppError['code']> = {
  PY001: 'DUPLICATE_REQUEST',
  PY002: 'PENDING_RESOLVED',
  PY003: 'NOT_FOUND',
};

const refusalOf = (error: unknown): AppError | null => {
  if (isCheckViolation(error, 'ledger_accounts_non_negative'))
    return new AppError('INSUFFICIENT_FUNDS', 'balance would go below zero');
  if (isCheckViolation(error, 'ledger_accounts_ceiling'))
    return new AppError('BALANCE_LIMIT', 'balance would go above the ceiling (migration 0016)');
  const state = sqlStateOf(error);
  const code = state ? REFUSALS[state] : undefined;
  return code ? new AppError(code, error instanceof Error ? error.message : code) : null;
};

/** Runs a ledger write, turning the database's refusals into application errors. */
const refusing = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
};

const checkRequest = (request: TransferRequest) => {
  if (!UUID.test(request.id)) throw new AppError('VALIDATION', 'transfer id must be a UUID');
  if (request.amountMinor <= 0n || request.amountMinor > MAX_BIGINT)
    throw new AppError('VALIDATION', 'amount out of range');
  if (request.debitAccountId === request.creditAccountId)
    throw new AppError('VALIDATION', 'debit and credit accounts are the same');
};

/**
 * The only writer of balances. Each call is one statement (one round trip, one transaction unless
 * the caller passes its own): see the ledger_post and ledger_resolve functions for the rules.
 * Every write that moves or holds money tells `notices` whose balances changed, after it commits.
 */
export const createLedger = ({
  walletRepository,
  clock,
  notices,
}: {
  walletRepository: WalletRepository;
  clock: Clock;
  notices?: Pick<BalanceNotices, 'transfersPosted' | 'pendingResolved'>;
}) => ({
  /**
   * Posts transfers together: all of them or none. Each either moves money (or holds it, when
   * pending) or, when its id was used before with the same content, is a replay that moves
   * nothing. An id reused for different content is refused (DUPLICATE_REQUEST).
   */
  async postTransfers(
    requests: TransferRequest[],
    executor?: Executor,
    options: { at?: Date } = {},
  ): Promise<TransferResult[]> {
    if (requests.length === 0) return [];
    requests.forEach(checkRequest);
    if (new Set(requests.map((request) => request.id.toLowerCase())).size < requests.length) {
      throw new AppError('VALIDATION', 'the same transfer id twice in one batch');
    }
    const rows = await refusing(() =>
      walletRepository.postTransfers(
        requests.map((request) => ({
          id: request.id,
          debitAccountId: request.debitAccountId,
          creditAccountId: request.creditAccountId,
          amountMinor: request.amountMinor,
          currency: request.currency,
          kind: request.kind,
          pending: request.pending ?? false,
          reference: request.reference ?? null,
          metadata: request.metadata ?? {},
        })),
        // `at` only for history imported as it happened (the demo seed); live transfers take the clock.
        options.at ?? clock.now(),
        executor,
      ),
    );
    const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row]));
    const results = requests.map((request) => {
      const row = byId.get(request.id.toLowerCase());
      if (!row) throw new Error(`ledger_post returned no row for ${request.id}`);
      return row;
    });
    // A replay moved nothing: only the transfers that did are worth a notice.
    const moved = requests.filter((_, index) => !results[index]?.replayed);
    notices?.transfersPosted(
      moved.flatMap((request) => [request.debitAccountId, request.creditAccountId]),
      executor,
    );
    return results;
  },

  /**
   * Posts (moves the held money) or voids (releases the hold) a pending transfer, once. The
   * resolution has its own id: repeating it is a replay; resolving a resolved hold is refused.
   */
  async resolvePending(
    input: { id: string; pendingId: string; action: 'POST' | 'VOID' },
    executor?: Executor,
  ): Promise<ResolvedTransferResult> {
    if (!UUID.test(input.id) || !UUID.test(input.pendingId))
      throw new AppError('VALIDATION', 'transfer id must be a UUID');
    const result = await refusing(() => walletRepository.resolvePending(input, clock.now(), executor));
    if (!result.replayed) notices?.pendingResolved(input.pendingId, executor);
    return result;
  },

  totalBalance: (currency: string, executor?: Executor) => walletRepository.totalBalance(currency, executor),
});

export type Ledger = ReturnType<typeof createLedger>;
