import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Issue 17 acceptance: the closure table (member_hierarchy) stays equal to the tree that
// members.upline_id describes, computed by a plain recursive query, through random registrations
// (under an agent, a member's team or no one) and staff moves (member-admin's change of upline,
// cycles refused), in any order.

type Pair = { ancestor_id: string; descendant_id: string; depth: number };

const CLOSURE = `select ancestor_id::text, descendant_id::text, depth from member_hierarchy order by 1, 2`;
const RECURSIVE = `
  with recursive up(ancestor_id, descendant_id, depth) as (
    select id, id, 0 from members
    union all
    select m.upline_id, up.descendant_id, up.depth + 1
    from up join members m on m.id = up.ancestor_id
    where m.upline_id is not null
  )
  select ancestor_id::text, descendant_id::text, depth from up order by 1, 2`;

/** One step of a run: register under the n-th member of the run (or nobody), or move the n-th under the m-th. */
type Step = { op: 'register'; agent: boolean; under: number | null } | { op: 'move'; member: number; under: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('register' as const),
    agent: fc.boolean(),
    under: fc.option(fc.nat(40), { nil: null }),
  }),
  fc.record({ op: fc.constant('move' as const), member: fc.nat(40), under: fc.nat(40) }),
);

describe('member_hierarchy', () => {
  let sut: TestApp;
  let serial = 0;
  const actor = { kind: 'STAFF' as const, id: 1, name: 'property-test' };

  beforeAll(async () => {
    sut = await createTestApp();
  }, 60_000);

  afterAll(async () => {
    await sut?.close();
  });

  const register = async (type: number, uplineId: number | null): Promise<number> => {
    serial += 1;
    const member = await sut.app.membersService.createMember({
      account: `tree${serial}`,
      password: 'Sturdy2026x',
      type,
      uplineId,
    });
    return member.id;
  };

  /** Whether `id` is `root` or below it, by walking upline_id (the plain tree). */
  const isSelfOrBelow = async (root: number, id: number): Promise<boolean> => {
    const rows = await queryRows<{ found: boolean }>(
      sut.database,
      `with recursive up(id) as (select $1::bigint union all select m.upline_id from up join members m on m.id = up.id where m.upline_id is not null)
       select exists(select 1 from up where id = $2::bigint) as found`,
      [id, root],
    );
    return rows[0]?.found ?? false;
  };

  it('should equal the recursive query over upline_id after any registrations and moves', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 14 }), async (steps) => {
        // Each run grows its own forest: an agent to start from, then the steps.
        const run: { id: number; agent: boolean }[] = [{ id: await register(1, null), agent: true }];
        for (const step of steps) {
          if (step.op === 'register') {
            const upline = step.under === null ? null : run[step.under % run.length];
            // Registration places a member under an agent (a member's referral goes to its agent).
            const uplineId = upline ? (upline.agent ? upline.id : null) : null;
            run.push({ id: await register(step.agent ? 2 : 0, uplineId), agent: step.agent });
            continue;
          }
          const member = run[step.member % run.length];
          const target = run[step.under % run.length];
          if (!member || !target) continue;
          const [row] = await queryRows<{ version: number; upline_id: string | null }>(
            sut.database,
            'select version, upline_id::text from members where id = $1',
            [member.id],
          );
          const cycle = await isSelfOrBelow(member.id, target.id);
          const move = sut.app.memberAdminService.changeUpline({
            memberId: member.id,
            version: row?.version ?? 0,
            reason: 'property test',
            actor,
            uplineId: target.id,
          });
          if (row?.upline_id === String(target.id)) await move;
          else if (!target.agent || cycle) await expect(move).rejects.toMatchObject({ code: 'UPLINE_INVALID' });
          else await move;
        }
        const closure = await queryRows<Pair>(sut.database, CLOSURE);
        const recursive = await queryRows<Pair>(sut.database, RECURSIVE);
        expect(closure).toEqual(recursive);
      }),
      { numRuns: 25 },
    );
  }, 300_000);

  // On PostgreSQL (TEST_DB_KIND=postgres) these run side by side on several connections: the
  // advisory locks (shared for registrations, exclusive for moves) must keep the table right.
  it('should stay equal when registrations and moves run at the same time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 2, maxLength: 10 }), async (steps) => {
        const root = await register(1, null);
        const agents = [root];
        for (let index = 0; index < 4; index += 1)
          agents.push(await register(2, agents[index % agents.length] ?? root));
        const pick = (n: number) => agents[n % agents.length] ?? root;
        await Promise.allSettled(
          steps.map(async (step) => {
            if (step.op === 'register')
              return register(step.agent ? 2 : 0, step.under === null ? null : pick(step.under));
            const memberId = pick(step.member);
            const [row] = await queryRows<{ version: number }>(
              sut.database,
              'select version from members where id = $1',
              [memberId],
            );
            // A move may lose to another (STALE_RECORD) or find a cycle made meanwhile (UPLINE_INVALID).
            return sut.app.memberAdminService.changeUpline({
              memberId,
              version: row?.version ?? 0,
              reason: 'property test',
              actor,
              uplineId: pick(step.under),
            });
          }),
        );
        expect(await queryRows<Pair>(sut.database, CLOSURE)).toEqual(await queryRows<Pair>(sut.database, RECURSIVE));
      }),
      { numRuns: 15 },
    );
  }, 300_000);
});
