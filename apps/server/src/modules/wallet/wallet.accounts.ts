import { isTrialType } from '@perya/contracts';

import { uuidV5In } from '../../lib/uuid-v5';
import type { AccountSpec, WalletRepository } from './wallet.repository';

// Which ledger account holds what. Member accounts can never go below zero; the house and the
// clearing accounts are the other side of every member movement, so they go negative (the house
// account's balance is what the house has won, with the sign of the ledger: the sum is zero).

/** The house is split over shards so bets of different members do not queue on one row. */
export const HOUSE_SHARDS = 16;

export type SystemAccount = 'PAYMENT_CLEARING' | 'WITHDRAWAL_CLEARING' | 'BONUS_FUND' | 'ADJUSTMENT';

export const accountSpecs = {
  memberMain: (memberId: number, currency: string): AccountSpec => ({
    code: `member:${memberId}:main:${currency}`,
    kind: 'MEMBER_MAIN',
    memberId,
    provider: null,
    currency,
    nonNegative: true,
  }),
  providerWallet: (memberId: number, provider: string, currency: string): AccountSpec => ({
    code: `member:${memberId}:provider:${provider}:${currency}`,
    kind: 'MEMBER_PROVIDER',
    memberId,
    provider,
    currency,
    nonNegative: true,
  }),
  house: (currency: string, shard: number): AccountSpec => ({
    code: `house:${currency}:${shard}`,
    kind: 'HOUSE',
    memberId: null,
    provider: null,
    currency,
    nonNegative: false,
  }),
  system: (kind: SystemAccount, currency: string): AccountSpec => ({
    code: `${kind.toLowerCase()}:${currency}`,
    kind,
    memberId: null,
    provider: null,
    currency,
    nonNegative: false,
  }),
};

/**
 * Resolves account ids by spec, creating accounts on first use; ids are remembered (they never
 * change). Always outside a transaction, before it opens: an account created inside one that
 * rolls back would leave a remembered id that does not exist (and PGlite has one connection).
 */
export const createAccountDirectory = (walletRepository: WalletRepository) => {
  const known = new Map<string, bigint>();
  /** Account id to the member holding it (null: a system account), for balance notices. */
  const owners = new Map<bigint, number | null>();
  const resolve = async (specs: AccountSpec[]): Promise<bigint[]> => {
    const missing = specs.filter((spec) => !known.has(spec.code));
    if (missing.length > 0) {
      const created = await walletRepository.ensureAccounts(missing);
      for (const spec of missing) {
        const id = created.get(spec.code);
        if (id === undefined) continue;
        known.set(spec.code, id);
        owners.set(id, spec.memberId);
      }
    }
    return specs.map((spec) => {
      const id = known.get(spec.code);
      if (id === undefined) throw new Error(`ledger account ${spec.code} not created`);
      return id;
    });
  };
  return {
    resolve,
    one: async (spec: AccountSpec): Promise<bigint> => (await resolve([spec]))[0] ?? 0n,
    /** The house shard for a member: each member always meets the same shard. */
    houseFor: (memberId: number, currency: string) =>
      resolve([accountSpecs.house(currency, memberId % HOUSE_SHARDS)]).then(([id]) => id ?? 0n),
    /** The members holding these accounts; ids this process never resolved are looked up. */
    async ownersOf(accountIds: bigint[]): Promise<number[]> {
      const unknown = accountIds.filter((id) => !owners.has(id));
      if (unknown.length > 0) {
        for (const row of await walletRepository.findAccountsByIds(unknown)) owners.set(row.id, row.memberId);
      }
      const members = accountIds.map((id) => owners.get(id)).filter((id): id is number => typeof id === 'number');
      return [...new Set(members)];
    },
  };
};

export type AccountDirectory = ReturnType<typeof createAccountDirectory>;

/** The currency free-play (trial) accounts play in: never mixed with real pesos. */
export const PLAY_CURRENCY = 'PLY';

/** The currency a member's wallet holds: play money for trial accounts. */
export const walletCurrencyOf = (member: { type: number; currency: string }): string =>
  isTrialType(member.type) ? PLAY_CURRENCY : member.currency;

// Ids of transfers that follow from a business event (a deposit approved, an order paid, a
// member's request) are derived from that event, so doing it twice is a replay that moves nothing.
const TRANSFER_NAMESPACE = '3f3b7d4a-9e0c-4f7e-a7a4-1d9c2b6f5e10';
export const transferIdFor: (event: string) => string = uuidV5In(TRANSFER_NAMESPACE);
