import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AgentContractTier } from '@perya/contracts';
import { AGENT_ACCOUNT_TYPES, MEMBER_ACCOUNT_TYPE, TRIAL_ACCOUNT_TYPE, resultMessage } from '@perya/contracts';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, openSession, staffSession, valueOf } from '../../testing/api-session';
import { countRows, queryRows, solveSlider } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// The contract calls (decision 034) through HTTP: staff set the house's terms for a root agent,
// the agent offers to its direct downline, the downline answers through the spec's relay calls;
// termination both ways; the lower-rate rule with its warning; the consolidated flags; every
// refusal in the caller's language with nothing changed. Each test builds its own small tree.

const DAILY = '/wps/relay/MCS2_processDailySalContract';

const tier = (bet: number, active: number, rate: number): AgentContractTier => ({
  minValidBetMinor: String(bet),
  minActiveMembers: active,
  rateType: 'P',
  rate,
});
const daily = (...tiers: AgentContractTier[]) => ({ kind: 'DAILY_SALARY', category: 'ALL', period: 'D', tiers });

describe('agent contract calls', () => {
  let sut: TestApp;
  let call: Caller;
  let staff = '';
  let serial = 0;

  const newMember = async (type: number, uplineId: number | null) => {
    serial += 1;
    const member = await sut.app.membersService.createMember({
      account: `ac${Date.now().toString(36)}${serial}`,
      password: 'Sturdy2026x',
      type,
      uplineId,
    });
    return { id: member.id, account: member.account, token: await openSession(sut.app, member.id) };
  };

  /** root (house terms: daily 0.50 %, 1.00 % from ₱10,000 and 3 members) → agent → member, plus an agent below the agent. */
  const tree = async () => {
    const root = await newMember(AGENT_ACCOUNT_TYPES[0], null);
    const agent = await newMember(AGENT_ACCOUNT_TYPES[1], root.id);
    const member = await newMember(MEMBER_ACCOUNT_TYPE, agent.id);
    const subAgent = await newMember(AGENT_ACCOUNT_TYPES[1], agent.id);
    valueOf(
      await call('POST', '/wps/admin/agents/contracts', staff, {
        downlineId: root.id,
        terms: daily(tier(0, 0, 50), tier(1_000_000, 3, 100)),
        reason: 'house terms for a new root agent',
      }),
    );
    return { root, agent, member, subAgent };
  };

  const offer = (from: string, to: number, terms: unknown, lang = 'EN') =>
    call('POST', `/wps/agent/contracts/downlines/${to}/offers`, from, terms, lang);
  const answer = (token: string, contract: { id: number; version: number }, action: string, extra = {}) =>
    call('POST', DAILY, token, { contractId: contract.id, action, version: contract.version, ...extra });
  const consolidated = async (token: string) =>
    valueOf(await call('GET', '/wps/member/info/funds/consolidated', token));
  const statusOf = async (id: number) =>
    (await queryRows<{ status: string }>(sut.database, 'select status from agent_contracts where id = $1', [id]))[0]
      ?.status;

  beforeAll(async () => {
    sut = await createTestApp();
    call = createCaller(sut.app);
    staff = await staffSession(sut.app, 'OWNER');
  }, 120_000);

  afterAll(async () => {
    await sut?.close();
  });

  it('should let an agent offer and its direct downline accept through the spec call, recorded', async () => {
    const { root, agent } = await tree();
    const offered = valueOf(await offer(root.token, agent.id, daily(tier(0, 0, 40), tier(1_000_000, 3, 80)))).contract;
    expect(offered).toMatchObject({ status: 'OFFERED', upline: { id: root.id }, downline: { id: agent.id } });
    expect(await consolidated(agent.token)).toMatchObject({ dailysalreqtype: 1, dailySalary: false, enableCt: true });

    const accepted = valueOf(await answer(agent.token, offered, 'A')).contract;
    expect(accepted).toMatchObject({ status: 'ACTIVE', version: offered.version + 1 });
    expect(accepted.effectiveFrom).not.toBeNull();
    expect(await consolidated(agent.token)).toMatchObject({ dailysalreqtype: 0, dailySalary: true, salary: true });

    // Replay: accepting twice changes nothing
    expectRefusal(await answer(agent.token, offered, 'A'), 409, 'CONTRACT_ACTION_INVALID');
    expectRefusal(await answer(agent.token, accepted, 'A'), 409, 'CONTRACT_ACTION_INVALID');

    const mine = valueOf(await call('GET', '/wps/member/contracts', agent.token));
    expect(mine.contracts.map((row: { id: number }) => row.id)).toEqual([accepted.id]);
    expect(mine.events.map((event: { action: string }) => event.action)).toEqual(['ACCEPTED', 'OFFERED']);
    const view = valueOf(await call('GET', `/wps/agent/contracts/downlines/${agent.id}`, root.token));
    expect(view.contracts[0]).toMatchObject({ id: accepted.id, status: 'ACTIVE' });
    expect(view.ceilings).toHaveLength(1);
    expect(view.ceilings[0].upline).toBeNull();
  });

  it('should refuse bad offers with a clear 4xx in the caller language and change nothing', async () => {
    const { root, agent, member, subAgent } = await tree();
    const trial = await newMember(TRIAL_ACCOUNT_TYPE, root.id);
    const before = await countRows(sut.database, 'agent_contracts');
    const cases: Array<[unknown, number, string, number?]> = [
      [daily(tier(0, 0, 51)), 422, 'CONTRACT_RATE_ABOVE_UPLINE'],
      [daily(tier(0, 0, 40), tier(500_000, 3, 100)), 422, 'CONTRACT_RATE_ABOVE_UPLINE'],
      [{ ...daily(tier(0, 0, 10)), kind: 'HOURLY_SALARY', period: null }, 422, 'CONTRACT_UPLINE_HAS_NONE'],
      [daily(tier(100, 1, 10), tier(100, 1, 20)), 400, 'CONTRACT_TIERS_INVALID'],
      [daily(tier(100, 1, 30), tier(200, 2, 20)), 400, 'CONTRACT_TIERS_INVALID'],
      [{ ...daily(tier(0, 0, 10)), period: 'M' }, 400, 'CONTRACT_PERIOD_INVALID'],
      [daily(tier(0, 0, -1)), 400, 'VALIDATION'],
      [daily({ ...tier(0, 0, 10), rate: 'ten' as unknown as number }), 400, 'VALIDATION'],
      [daily({ ...tier(0, 0, 10), minValidBetMinor: '1.5' }), 400, 'VALIDATION'],
      [daily({ ...tier(0, 0, 10), minValidBetMinor: '9'.repeat(100_000) }), 400, 'VALIDATION'],
      [daily({ ...tier(0, 0, 10), rate: 2 ** 63 }), 400, 'VALIDATION'],
      [{ ...daily(tier(0, 0, 10)), category: 'x'.repeat(5_000) }, 400, 'VALIDATION'],
      [{ ...daily(), tiers: [] }, 400, 'VALIDATION'],
      [
        { ...daily(tier(0, 0, 1)), tiers: Array.from({ length: 11 }, (_, index) => tier(index, index, 1)) },
        400,
        'VALIDATION',
      ],
      [{ ...daily(tier(0, 0, 1)), extra: 'field' }, 400, 'VALIDATION'],
    ];
    for (const [terms, status, code] of cases) expectRefusal(await offer(root.token, agent.id, terms), status, code);
    // Not a direct downline: a grand-downline, a stranger, oneself; a trial account
    expectRefusal(await offer(root.token, member.id, daily(tier(0, 0, 10))), 403, 'NOT_DOWNLINE');
    expectRefusal(await offer(root.token, subAgent.id, daily(tier(0, 0, 10))), 403, 'NOT_DOWNLINE');
    const stranger = await newMember(MEMBER_ACCOUNT_TYPE, null);
    expectRefusal(await offer(root.token, stranger.id, daily(tier(0, 0, 10))), 403, 'NOT_DOWNLINE');
    expectRefusal(await offer(root.token, root.id, daily(tier(0, 0, 10))), 403, 'NOT_DOWNLINE');
    expectRefusal(await offer(root.token, trial.id, daily(tier(0, 0, 10))), 422, 'CONTRACT_PARTY_INVALID');
    // A non-agent cannot offer; a trial account cannot answer
    expectRefusal(await offer(member.token, agent.id, daily(tier(0, 0, 10))), 403, 'FORBIDDEN');
    expectRefusal(await answer(trial.token, { id: 1, version: 1 }, 'A'), 403, 'TRIAL_FORBIDDEN');
    // The agent holds nothing yet: it cannot offer its own downline
    expectRefusal(await offer(agent.token, member.id, daily(tier(0, 0, 10))), 422, 'CONTRACT_UPLINE_HAS_NONE');
    // In the caller's language
    const inFilipino = await offer(root.token, agent.id, daily(tier(0, 0, 99)), 'TY');
    expect(inFilipino.json().message).toContain('rate');
    expect(inFilipino.json().message).not.toBe(
      (await offer(root.token, agent.id, daily(tier(0, 0, 99)))).json().message,
    );
    // The agent centre in Chinese (the result codes an agent meets have a CN line)
    expect((await offer(root.token, agent.id, daily(tier(0, 0, 99)), 'CN')).json().message).toBe(
      resultMessage('CONTRACT_RATE_ABOVE_UPLINE', 'CN'),
    );
    expect(await countRows(sut.database, 'agent_contracts')).toBe(before);
  });

  it('should not let anyone but the two sides touch a contract, and refuse a stale version', async () => {
    const { root, agent, member } = await tree();
    const other = await tree();
    const offered = valueOf(await offer(root.token, agent.id, daily(tier(0, 0, 40)))).contract;
    expectRefusal(await answer(member.token, offered, 'A'), 404, 'NOT_FOUND');
    expectRefusal(await answer(other.agent.token, offered, 'A'), 404, 'NOT_FOUND');
    // The right contract through another kind's call
    expectRefusal(
      await call('POST', '/wps/relay/MCS2_processDividendReq', agent.token, {
        contractId: offered.id,
        action: 'A',
        version: offered.version,
      }),
      404,
      'NOT_FOUND',
    );
    expectRefusal(
      await call('POST', `/wps/agent/contracts/${offered.id}/withdraw`, other.root.token, { version: offered.version }),
      404,
      'NOT_FOUND',
    );
    expectRefusal(await answer(agent.token, { ...offered, version: offered.version + 5 }, 'A'), 409, 'STALE_RECORD');
    expectRefusal(
      await call('GET', `/wps/agent/contracts/downlines/${other.agent.id}`, root.token),
      403,
      'NOT_DOWNLINE',
    );
    expect(await statusOf(offered.id)).toBe('OFFERED');
  });

  it('should let the upline withdraw an offer, replace a pending one, and the downline reject one', async () => {
    const { root, agent } = await tree();
    const first = valueOf(await offer(root.token, agent.id, daily(tier(0, 0, 40)))).contract;
    const second = valueOf(await offer(root.token, agent.id, daily(tier(0, 0, 30)))).contract;
    expect(await statusOf(first.id)).toBe('TERMINATED');
    const withdrawn = valueOf(
      await call('POST', `/wps/agent/contracts/${second.id}/withdraw`, root.token, { version: second.version }),
    ).contract;
    expect(withdrawn.status).toBe('TERMINATED');
    expectRefusal(await answer(agent.token, withdrawn, 'A'), 409, 'CONTRACT_ACTION_INVALID');
    const third = valueOf(await offer(root.token, agent.id, daily(tier(0, 0, 20)))).contract;
    expect(valueOf(await answer(agent.token, third, 'R')).contract.status).toBe('REJECTED');
    expect(await consolidated(agent.token)).toMatchObject({ dailysalreqtype: 0, dailySalary: false });
  });

  it('should end a contract when one side asks and the other confirms, both ways', async () => {
    const { root, agent } = await tree();
    const offered = valueOf(await offer(root.token, agent.id, daily(tier(0, 0, 40)))).contract;
    let contract = valueOf(await answer(agent.token, offered, 'A')).contract;
    // The upline asks; the downline sees 2 and declines; then the downline asks and the upline confirms
    contract = valueOf(
      await call('POST', `/wps/agent/contracts/${contract.id}/terminate`, root.token, { version: contract.version }),
    ).contract;
    expect(contract).toMatchObject({ status: 'TERMINATION_REQUESTED', terminationRequestedBy: 'UPLINE' });
    expect(await consolidated(agent.token)).toMatchObject({ dailysalreqtype: 2, dailySalary: true });
    contract = valueOf(await answer(agent.token, contract, 'R')).contract;
    expect(contract.status).toBe('ACTIVE');
    contract = valueOf(await answer(agent.token, contract, 'C')).contract;
    expect(contract).toMatchObject({ status: 'TERMINATION_REQUESTED', terminationRequestedBy: 'DOWNLINE' });
    expect((await consolidated(agent.token)).dailysalreqtype).toBe(0);
    expectRefusal(await answer(agent.token, contract, 'A'), 409, 'CONTRACT_ACTION_INVALID');
    // The upline declines once (keep), the downline asks again, the upline confirms
    contract = valueOf(
      await call('POST', `/wps/agent/contracts/${contract.id}/keep`, root.token, { version: contract.version }),
    ).contract;
    expect(contract.status).toBe('ACTIVE');
    expectRefusal(
      await call('POST', `/wps/agent/contracts/${contract.id}/keep`, root.token, { version: contract.version }),
      409,
      'CONTRACT_ACTION_INVALID',
    );
    contract = valueOf(await answer(agent.token, contract, 'C')).contract;
    contract = valueOf(
      await call('POST', `/wps/agent/contracts/${contract.id}/terminate`, root.token, { version: contract.version }),
    ).contract;
    expect(contract.status).toBe('TERMINATED');
    expect(contract.endedAt).not.toBeNull();
    const events = await queryRows<{ action: string; from_status: string; to_status: string; actor_name: string }>(
      sut.database,
      'select action, from_status, to_status, actor_name from agent_contract_events where contract_id = $1 order by id',
      [contract.id],
    );
    expect(events.map((event) => `${event.action}:${event.from_status ?? '-'}>${event.to_status}`)).toEqual([
      'OFFERED:->OFFERED',
      'ACCEPTED:OFFERED>ACTIVE',
      'TERMINATION_REQUESTED:ACTIVE>TERMINATION_REQUESTED',
      'TERMINATION_DECLINED:TERMINATION_REQUESTED>ACTIVE',
      'TERMINATION_REQUESTED:ACTIVE>TERMINATION_REQUESTED',
      'TERMINATION_DECLINED:TERMINATION_REQUESTED>ACTIVE',
      'TERMINATION_REQUESTED:ACTIVE>TERMINATION_REQUESTED',
      'TERMINATED:TERMINATION_REQUESTED>TERMINATED',
    ]);
  });

  it('should warn before lower terms end the downline contracts above them, and end them once confirmed', async () => {
    const { root, agent, member, subAgent } = await tree();
    const held = valueOf(
      await answer(agent.token, valueOf(await offer(root.token, agent.id, daily(tier(0, 0, 50)))).contract, 'A'),
    ).contract;
    const toMember = valueOf(
      await answer(member.token, valueOf(await offer(agent.token, member.id, daily(tier(0, 0, 40)))).contract, 'A'),
    ).contract;
    const toSub = valueOf(
      await answer(subAgent.token, valueOf(await offer(agent.token, subAgent.id, daily(tier(0, 0, 20)))).contract, 'A'),
    ).contract;
    const lower = valueOf(await offer(root.token, agent.id, daily(tier(0, 0, 30)))).contract;
    expect(lower.supersedes).toBe(held.id);

    const warned = await answer(agent.token, lower, 'A', {});
    expectRefusal(warned, 409, 'CONTRACT_LOWER_RATE_CONFIRM');
    expect(warned.json().value.endsContracts).toEqual([
      { id: toMember.id, downline: { id: member.id, account: member.account }, kind: 'DAILY_SALARY', category: 'ALL' },
    ]);
    expect([await statusOf(held.id), await statusOf(lower.id), await statusOf(toMember.id)]).toEqual([
      'ACTIVE',
      'OFFERED',
      'ACTIVE',
    ]);

    const done = valueOf(await answer(agent.token, lower, 'A', { confirmLowerRate: true }));
    expect(done.contract.status).toBe('ACTIVE');
    expect(done.endedContracts.map((row: { id: number }) => row.id)).toEqual([toMember.id]);
    expect([await statusOf(held.id), await statusOf(toMember.id), await statusOf(toSub.id)]).toEqual([
      'TERMINATED',
      'TERMINATED',
      'ACTIVE',
    ]);
    const [ended] = await queryRows<{ ended_at: Date | null }>(
      sut.database,
      'select ended_at from agent_contracts where id = $1',
      [held.id],
    );
    expect(ended?.ended_at).not.toBeNull();
    const [event] = await queryRows<{ action: string }>(
      sut.database,
      'select action from agent_contract_events where contract_id = $1 order by id desc limit 1',
      [toMember.id],
    );
    expect(event?.action).toBe('ENDED_LOWER_RATE');
  });

  it('should end the contracts below a terminated one: they lost their ceiling', async () => {
    const { root, agent, subAgent } = await tree();
    const held = valueOf(
      await answer(agent.token, valueOf(await offer(root.token, agent.id, daily(tier(0, 0, 50)))).contract, 'A'),
    ).contract;
    const toSub = valueOf(
      await answer(subAgent.token, valueOf(await offer(agent.token, subAgent.id, daily(tier(0, 0, 20)))).contract, 'A'),
    ).contract;
    const asked = valueOf(await answer(agent.token, held, 'C')).contract;
    const done = valueOf(
      await call('POST', `/wps/agent/contracts/${asked.id}/terminate`, root.token, { version: asked.version }),
    );
    expect(done.endedContracts.map((row: { id: number }) => row.id)).toEqual([toSub.id]);
    expect(await statusOf(toSub.id)).toBe('TERMINATED');
  });

  describe('staff', () => {
    it('should set terms at once within the ceiling, end a contract, audit both, and refuse without permission', async () => {
      const { root, agent } = await tree();
      const set = valueOf(
        await call('POST', '/wps/admin/agents/contracts', staff, {
          downlineId: agent.id,
          terms: daily(tier(0, 0, 45)),
          reason: 'agreed by phone',
        }),
      ).contract;
      expect(set).toMatchObject({ status: 'ACTIVE', upline: { id: root.id } });
      expectRefusal(
        await call('POST', '/wps/admin/agents/contracts', staff, {
          downlineId: agent.id,
          terms: daily(tier(0, 0, 60)),
          reason: 'too high',
        }),
        422,
        'CONTRACT_RATE_ABOVE_UPLINE',
      );
      expectRefusal(
        await call('POST', '/wps/admin/agents/contracts', staff, {
          downlineId: agent.id,
          terms: daily(tier(0, 0, 5)),
          reason: ' ',
        }),
        400,
        'VALIDATION',
      );
      const list = valueOf(await call('GET', `/wps/admin/agents/contracts?memberId=${agent.id}&status=ACTIVE`, staff));
      expect(list.list.map((row: { id: number }) => row.id)).toEqual([set.id]);
      const house = valueOf(await call('GET', `/wps/admin/agents/contracts?memberId=${root.id}&house=true`, staff));
      expect(house.list).toHaveLength(1);

      const readOnly = await staffSession(sut.app, 'READ_ONLY');
      expectRefusal(
        await call('POST', `/wps/admin/agents/contracts/${set.id}/end`, readOnly, {
          version: set.version,
          reason: 'x',
        }),
        403,
        'FORBIDDEN',
      );
      expectRefusal(
        await call('POST', `/wps/admin/agents/contracts/${set.id}/end`, staff, {
          version: set.version + 1,
          reason: 'x',
        }),
        409,
        'STALE_RECORD',
      );
      const ended = valueOf(
        await call('POST', `/wps/admin/agents/contracts/${set.id}/end`, staff, {
          version: set.version,
          reason: 'left',
        }),
      ).contract;
      expect(ended.status).toBe('TERMINATED');
      const audit = await queryRows<{ action: string; detail: { reason: string } }>(
        sut.database,
        `select action, detail from audit_log where target_kind = 'agent_contract' and target_id = $1 order by id`,
        [String(set.id)],
      );
      expect(audit.map((row) => [row.action, row.detail.reason])).toEqual([
        ['agent_contract.set', 'agreed by phone'],
        ['agent_contract.end', 'left'],
      ]);
    });

    it('should refuse house terms for a member without an upline that is not an agent, and for a trial account', async () => {
      const loner = await newMember(MEMBER_ACCOUNT_TYPE, null);
      const trial = await newMember(TRIAL_ACCOUNT_TYPE, null);
      for (const id of [loner.id, trial.id])
        expectRefusal(
          await call('POST', '/wps/admin/agents/contracts', staff, {
            downlineId: id,
            terms: daily(tier(0, 0, 5)),
            reason: 'x',
          }),
          422,
          'CONTRACT_PARTY_INVALID',
        );
    });
  });

  it('should let another module offer inside its own transaction, rolled back with it', async () => {
    const { root, agent } = await tree();
    const before = await countRows(sut.database, 'agent_contracts');
    await expect(
      sut.app.database.db.transaction(async (tx) => {
        await sut.app.agentContractsService.createOffer(
          {
            uplineId: root.id,
            downlineId: agent.id,
            terms: { ...daily(tier(0, 0, 10)), kind: 'DAILY_SALARY', category: 'ALL', period: 'D' },
          },
          tx,
        );
        throw new Error('the invitation failed afterwards');
      }),
    ).rejects.toThrow('the invitation failed afterwards');
    expect(await countRows(sut.database, 'agent_contracts')).toBe(before);
  });

  describe('invitation links with an offer (register centre)', () => {
    const register = async (inviteCode: string, username: string) =>
      call('PUT', '/wps/member/register', null, {
        username,
        password: 'Sturdy2026x',
        confirmPassword: 'Sturdy2026x',
        agreeTerms: true,
        notProhibited: true,
        validate: await solveSlider(sut.app, sut.database),
        inviteCode,
      });
    const offersTo = (account: string) =>
      queryRows<{ upline_id: string; status: string; kind: string; tiers: unknown }>(
        sut.database,
        `select c.upline_id::text, c.status, c.kind, c.tiers from agent_contracts c
         join members m on m.id = c.downline_id where m.account = $1`,
        [account],
      );

    it("should offer the link's terms to each account registered through it, and refuse terms above the ceiling", async () => {
      const { root } = await tree();
      expectRefusal(
        await call('POST', '/wps/agent/invitation-links', root.token, {
          kind: 'MEMBER',
          contractOffer: daily(tier(0, 0, 60)),
        }),
        422,
        'CONTRACT_RATE_ABOVE_UPLINE',
      );
      const link = valueOf(
        await call('POST', '/wps/agent/invitation-links', root.token, {
          kind: 'MEMBER',
          contractOffer: daily(tier(0, 0, 30)),
        }),
      );
      expect(link.contractOffer).toEqual(daily(tier(0, 0, 30)));
      const account = `io${Date.now().toString(36)}`;
      valueOf(await register(link.code, account));
      expect(await offersTo(account)).toEqual([
        { upline_id: String(root.id), status: 'OFFERED', kind: 'DAILY_SALARY', tiers: [tier(0, 0, 30)] },
      ]);
      const listed = valueOf(await call('GET', '/wps/agent/invitation-links', root.token));
      expect(listed.list.find((item: { id: number }) => item.id === link.id)?.contractOffer).toEqual(
        daily(tier(0, 0, 30)),
      );
    });

    it('should still register through a link whose terms no longer fit, without the offer', async () => {
      const { root } = await tree();
      const link = valueOf(
        await call('POST', '/wps/agent/invitation-links', root.token, {
          kind: 'MEMBER',
          contractOffer: daily(tier(0, 0, 40)),
        }),
      );
      // The house lowers the root agent's terms below the link's offer.
      valueOf(
        await call('POST', '/wps/admin/agents/contracts', staff, {
          downlineId: root.id,
          terms: daily(tier(0, 0, 20)),
          reason: 'lower house terms',
        }),
      );
      const account = `in${Date.now().toString(36)}`;
      valueOf(await register(link.code, account));
      expect(await offersTo(account)).toEqual([]);
    });
  });
});
