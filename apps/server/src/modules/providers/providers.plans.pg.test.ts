import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/test-database';
import { queryRows } from '../../testing/auth-helpers';
import { inRolledBackTransaction } from '../../testing/rolled-back';
import type { ProviderCallInput } from './providers.repository';

// Migration 0013: the provider calls' statements reach the rows they name through the keys, on a
// database fresh from the migrations — no statistics yet — as much as later. Before it, a plan
// made in a connection's first batches read provider_transactions through the rounds' index
// (every transaction of the vendor, for each call) and provider_rounds through the member's index
// (every round of the member): a batch got slower with every round played.

const VENDOR = 'PLANTEST';
const MEMBERS = 64;
const ROUNDS = 12;

describe('provider calls on a fresh database', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('read no index entry beside the keys, however many rounds are played', async () => {
    const account = async (code: string, memberId: number | null, balance: number) => {
      const [row] = await queryRows<{ id: string }>(
        database,
        `insert into ledger_accounts (code, kind, member_id, currency, non_negative, balance)
         values ($1, $2, $3, 'PHP', $4, $5) returning id`,
        [`test:plans:${code}`, memberId === null ? 'HOUSE' : 'MEMBER_MAIN', memberId, memberId !== null, balance],
      );
      return row?.id ?? '0';
    };
    const houses = [await account('house-1', null, 0), await account('house-2', null, 0)];
    type Member = { id: number; account: string; house: string };
    const members: Member[] = [];
    for (let index = 0; index < MEMBERS; index += 1) {
      const id = 995_000 + index;
      members.push({ id, account: await account(`member-${id}`, id, 100_000), house: houses[index % 2] ?? '0' });
    }
    const call = (
      kind: 'bet' | 'win',
      member: Member,
      round: string,
      extra: Partial<ProviderCallInput> = {},
    ): ProviderCallInput => ({
      call: kind,
      vendor: VENDOR,
      transaction_id: randomUUID(),
      payload_hash: randomUUID(),
      member_id: String(member.id),
      currency: 'PHP',
      round,
      game_code: 'G1',
      amount: kind === 'bet' ? '100' : '95',
      account: member.account,
      house: member.house,
      transfer_id: randomUUID(),
      metadata: {},
      at: new Date().toISOString(),
      ...extra,
    });

    // One transaction on one connection: its plans are cached as a pooled connection's are, and its
    // statistics count every index entry its statements read.
    const indexReads = await inRolledBackTransaction(database.db, async (scratch) => {
      for (let played = 0; played < ROUNDS; played += 1) {
        const bets = members.map((member) => call('bet', member, randomUUID()));
        const wins = bets.map((bet, index) =>
          call('win', members[index] ?? members[0]!, bet.round, {
            reference_id: bet.transaction_id,
            round_closed: true,
          }),
        );
        for (const batch of [bets, wins]) {
          const answers =
            (await scratch.rows`select answer->>'code' as code from provider_calls_batch(${JSON.stringify(batch)}::jsonb)`) as {
              code: string;
            }[];
          expect(answers.map((answer) => answer.code)).toEqual(batch.map(() => 'OK'));
        }
      }
      return scratch.rows`select relname as index, pg_stat_get_xact_tuples_returned(oid) as read from pg_class
                          where relname in ('provider_transactions_round', 'provider_rounds_member') order by 1`;
    });

    expect(indexReads).toEqual([
      { index: 'provider_rounds_member', read: '0' },
      { index: 'provider_transactions_round', read: '0' },
    ]);
  });
});
