import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AGENT_ACCOUNT_TYPES } from '@perya/contracts';

import type { Caller } from '../../testing/api-session';
import { createCaller, openSession, staffSession, valueOf } from '../../testing/api-session';
import { queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Two answers racing on PostgreSQL (decision 034): each runs in its own connection and transaction;
// the contract lock and the version make exactly one win, the other gets a clear 409, and the
// partial unique index keeps one binding contract per member, kind and category whatever happens.

const terms = (rate: number) => ({
  kind: 'DAILY_SALARY',
  category: 'ALL',
  period: 'D',
  tiers: [{ minValidBetMinor: '0', minActiveMembers: 0, rateType: 'P', rate }],
});

describe('agent contracts racing on PostgreSQL', () => {
  let sut: TestApp;
  let call: Caller;
  let staff = '';

  beforeAll(async () => {
    sut = await createTestApp();
    if (!sut.database.pool) throw new Error('this test runs on PostgreSQL (TEST_DB_KIND=postgres)');
    call = createCaller(sut.app);
    staff = await staffSession(sut.app, 'OWNER');
  }, 120_000);

  afterAll(async () => {
    await sut?.close();
  });

  it('should let exactly one of two racing accepts win', async () => {
    for (let round = 0; round < 5; round += 1) {
      const root = await sut.app.membersService.createMember({
        account: `race${round}r${Date.now().toString(36)}`,
        password: 'Sturdy2026x',
        type: AGENT_ACCOUNT_TYPES[0],
      });
      const agent = await sut.app.membersService.createMember({
        account: `race${round}a${Date.now().toString(36)}`,
        password: 'Sturdy2026x',
        type: AGENT_ACCOUNT_TYPES[1],
        uplineId: root.id,
      });
      valueOf(
        await call('POST', '/wps/admin/agents/contracts', staff, {
          downlineId: root.id,
          terms: terms(50),
          reason: 'race',
        }),
      );
      const rootToken = await openSession(sut.app, root.id);
      const agentTokens = [await openSession(sut.app, agent.id), await openSession(sut.app, agent.id)];
      const offered = valueOf(
        await call('POST', `/wps/agent/contracts/downlines/${agent.id}/offers`, rootToken, terms(40)),
      ).contract;
      const answers = await Promise.all(
        agentTokens.map((token) =>
          call('POST', '/wps/relay/MCS2_processDailySalContract', token, {
            contractId: offered.id,
            action: 'A',
            version: offered.version,
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409);
      expect(['CONTRACT_ACTION_INVALID', 'STALE_RECORD']).toContain(loser?.json().code);
      const events = await queryRows<{ count: string }>(
        sut.database,
        `select count(*) from agent_contract_events where contract_id = $1 and action = 'ACCEPTED'`,
        [offered.id],
      );
      expect(Number(events[0]?.count)).toBe(1);

      // Staff setting terms twice at once: both go through one after the other, one binding remains
      const sets = await Promise.all(
        [30, 35].map((rate) =>
          call('POST', '/wps/admin/agents/contracts', staff, {
            downlineId: agent.id,
            terms: terms(rate),
            reason: 'race',
          }),
        ),
      );
      expect(sets.map((set) => set.statusCode)).toEqual([200, 200]);
      const binding = await queryRows<{ count: string }>(
        sut.database,
        `select count(*) from agent_contracts where downline_id = $1 and status in ('ACTIVE', 'TERMINATION_REQUESTED')`,
        [agent.id],
      );
      expect(Number(binding[0]?.count)).toBe(1);
    }
  });
});
