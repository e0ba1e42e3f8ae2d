import { sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { members } from '../members/members.tables';
import { withdrawalAccounts } from '../payments/payments.tables';
import { memberKnownIps, sessions } from '../session/session.tables';

// Risk links (issue 16, domain rules §5.2 "shared IP", "shared device"): other members who share a
// login address, a device id or a payout account (holder name or number) with a member. Each kind
// is one query: the member's own values by its own index, then the others holding each value by
// the value's index; grouped per value with a count and the first few members.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type LinkRow = { value: string; member_count: number; member_ids: string[] };

/** Values per kind and members per value the profile shows (the counts are whole). */
const MAX_VALUES = 20;
const MAX_MEMBERS = 10;

const grouped = (others: ReturnType<typeof sql>) => sql`
  select o.value, count(distinct o.member_id)::int as member_count,
         (array_agg(distinct o.member_id))[1:${sql.raw(String(MAX_MEMBERS))}]::text[] as member_ids
  from (${others}) o
  group by o.value
  order by count(distinct o.member_id) desc, o.value
  limit ${sql.raw(String(MAX_VALUES))}`;

export const createMemberLinksRepository = (db: Executor) => ({
  /** Addresses the member logged in from or registered from, shared with others (either way). */
  async sharedIps(memberId: number, executor: Executor = db): Promise<LinkRow[]> {
    return rowsOf<LinkRow>(
      await executor.execute(
        grouped(sql`
          with mine as (
            select ip from ${memberKnownIps} where member_id = ${memberId}
            union
            select registered_ip from ${members} where id = ${memberId} and registered_ip is not null
          )
          select k.ip as value, k.member_id from ${memberKnownIps} k join mine on mine.ip = k.ip where k.member_id <> ${memberId}
          union
          select m.registered_ip, m.id from ${members} m join mine on mine.ip = m.registered_ip where m.id <> ${memberId}`),
      ),
    );
  },

  /** Device ids (X-Device-Id) of the member's sessions seen in other members' sessions. */
  async sharedDevices(memberId: number, executor: Executor = db): Promise<LinkRow[]> {
    return rowsOf<LinkRow>(
      await executor.execute(
        grouped(sql`
          select s.device_id as value, s.member_id
          from ${sessions} s
          join (select distinct device_id from ${sessions} where member_id = ${memberId} and device_id is not null) mine
            on mine.device_id = s.device_id
          where s.member_id <> ${memberId}`),
      ),
    );
  },

  /** Payout holder names (any case) of the member's withdrawal accounts, past ones too, on others' accounts. */
  async sharedPayoutNames(memberId: number, executor: Executor = db): Promise<LinkRow[]> {
    return rowsOf<LinkRow>(
      await executor.execute(
        grouped(sql`
          select mine.name as value, w.member_id
          from ${withdrawalAccounts} w
          join (select distinct lower(account_name) as key, min(account_name) as name from ${withdrawalAccounts}
                where member_id = ${memberId} group by 1) mine on mine.key = lower(w.account_name)
          where w.member_id <> ${memberId}`),
      ),
    );
  },

  /** Payout account numbers of the member, past ones too, on others' accounts. */
  async sharedPayoutAccounts(memberId: number, executor: Executor = db): Promise<LinkRow[]> {
    return rowsOf<LinkRow>(
      await executor.execute(
        grouped(sql`
          select w.account_number as value, w.member_id
          from ${withdrawalAccounts} w
          join (select distinct account_number from ${withdrawalAccounts} where member_id = ${memberId}) mine
            on mine.account_number = w.account_number
          where w.member_id <> ${memberId}`),
      ),
    );
  },
});

export type MemberLinksRepository = ReturnType<typeof createMemberLinksRepository>;
