import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, openSession, valueOf } from '../../testing/api-session';
import { createReportsModel } from '../../testing/agent-reports-model';
import { createTestClock } from '../../testing/auth-helpers';
import type { StatsTree } from '../../testing/stats-fixtures';
import { createStatsTree, roundSteps, writeMoney } from '../../testing/stats-fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// The agent centre's reports on a fixture tree (agent → m1, sub-agent → m2, m3): every figure
// equals a plain computation from the rounds and the ledger over a recursive walk of the uplines
// (neither the aggregates nor the closure table), and every refusal is a clear 4xx.

const FROM = '2026-11-15';
const TO = '2026-11-21';

describe('agent reports', () => {
  let sut: TestApp;
  let call: Caller;
  let tree: StatsTree;
  let other: StatsTree;
  let agent = '';
  let subAgent = '';
  let player = '';
  let trial = '';
  const clock = createTestClock(new Date('2026-11-21T08:00:00Z'));

  let model: ReturnType<typeof createReportsModel>;
  const playOf = (top: number, from: string, to: string, self = false) => model.play(top, from, to, self);
  const moneyOf = (top: number, kind: string) => model.money(top, kind, FROM, TO);

  const play = async (member: number, bet: bigint, win: bigint, at: string, game = 'G-RNG', close = true) => {
    const steps = roundSteps(sut.database.db);
    const id = `r-${randomUUID()}`;
    await steps.open({ id, member, game, currency: 'PHP', bet, at: new Date(at) });
    if (close) await steps.win(id, win, true, new Date(new Date(at).getTime() + 30_000));
  };

  beforeAll(async () => {
    sut = await createTestApp({ clock });
    call = createCaller(sut.app);
    const db = sut.database.db;
    model = createReportsModel(db);
    tree = await createStatsTree(db);
    other = await createStatsTree(db);
    const [m1, m2, m3] = tree.members as [number, number, number];
    await model.setType([tree.subAgent, other.subAgent], 1);
    await model.setJoined([m1, m2], '2026-11-16T02:00:00Z');
    await model.setJoined([m3, tree.subAgent], '2026-10-01T02:00:00Z');
    await play(m1, 10_000n, 2_500n, '2026-11-16T03:00:00Z');
    await play(m1, 5_000n, 12_000n, '2026-11-20T17:30:00Z', 'G-LIVE'); // Manila 2026-11-21
    await play(m2, 40_000n, 0n, '2026-11-18T10:00:00Z');
    await play(m3, 7_000n, 7_000n, '2026-11-19T23:00:00Z', 'G-LIVE');
    await play(m3, 3_000n, 0n, '2026-11-20T01:00:00Z', 'G-RNG', false); // open: listed, counts nothing
    await play(tree.subAgent, 2_000n, 1_000n, '2026-11-17T04:00:00Z');
    await play(tree.agent, 99_000n, 0n, '2026-11-17T04:00:00Z'); // the agent's own play is not its team's
    await play(m2, 1_000n, 0n, '2026-11-05T04:00:00Z'); // before the range
    for (let i = 0; i < 7; i += 1) await play(m2, BigInt(100 + i), 0n, `2026-11-19T0${i}:10:00Z`);
    await play(other.members[0] as number, 70_000n, 0n, '2026-11-18T10:00:00Z');
    await writeMoney(db, tree, m1, 'DEPOSIT', 50_000n, new Date('2026-11-16T01:00:00Z'));
    await writeMoney(db, tree, m1, 'DEPOSIT', 20_000n, new Date('2026-11-19T01:00:00Z'));
    await writeMoney(db, tree, m2, 'DEPOSIT', 30_000n, new Date('2026-11-18T01:00:00Z'));
    await writeMoney(db, tree, m2, 'WITHDRAWAL_PAID', 8_000n, new Date('2026-11-20T01:00:00Z'));
    await writeMoney(db, tree, m3, 'BONUS', 1_500n, new Date('2026-11-19T02:00:00Z'));
    await writeMoney(db, tree, m3, 'DEPOSIT', 9_000n, new Date('2026-10-02T01:00:00Z'));
    await sut.app.statsService.rebuild(null);
    agent = await openSession(sut.app, tree.agent);
    subAgent = await openSession(sut.app, tree.subAgent);
    player = await openSession(sut.app, m1);
    trial = await openSession(sut.app, await model.insertTrial());
  });
  afterAll(async () => {
    await sut.close();
  });

  describe('team overview', () => {
    it('should equal the rounds and the ledger of the team, day by day and in total', async () => {
      const report = valueOf(await call('GET', `/wps/agent/reports/overview?from=${FROM}&to=${TO}`, agent));
      const played = await playOf(tree.agent, FROM, TO);
      const deposits = await moneyOf(tree.agent, 'DEPOSIT');
      const withdrawals = await moneyOf(tree.agent, 'WITHDRAWAL');
      const bonuses = await moneyOf(tree.agent, 'BONUS');
      expect(report.members).toBe(4);
      expect(report.totals).toMatchObject({
        rounds: played.rounds,
        betMinor: played.bet,
        validBetMinor: played.bet,
        payoutMinor: played.payout,
        bonusMinor: bonuses.amount,
        profitMinor: (BigInt(played.payout) + BigInt(bonuses.amount) - BigInt(played.bet)).toString(),
        deposits: deposits.n,
        depositMinor: deposits.amount,
        withdrawals: withdrawals.n,
        withdrawalMinor: withdrawals.amount,
        newMembers: 2,
        firstDeposits: 2,
        activeMembers: 4,
      });
      expect(report.totals.rounds).toBe(12);
      // Days add up to the totals; the newest first.
      const sumOf = (key: string) =>
        report.days.reduce((sum: bigint, day: Record<string, string>) => sum + BigInt(day[key] ?? '0'), 0n).toString();
      expect(sumOf('betMinor')).toBe(report.totals.betMinor);
      expect(report.days[0].day).toBe('2026-11-21');
      expect(report.days.find((day: { day: string }) => day.day === '2026-11-21')).toMatchObject({
        betMinor: '5000',
        payoutMinor: '12000',
        activeMembers: 1,
      });
    });

    it('should count only the direct downlines in the direct scope', async () => {
      const report = valueOf(
        await call('GET', `/wps/agent/reports/overview?from=${FROM}&to=${TO}&scope=direct`, agent),
      );
      expect(report.members).toBe(2);
      expect(report.totals).toMatchObject({ betMinor: '17000', payoutMinor: '15500', rounds: 3, activeMembers: 2 });
    });
  });

  describe('user profit and loss', () => {
    it('should give each direct downline its own and its team figures, summing to the team', async () => {
      const report = valueOf(
        await call('GET', `/wps/agent/reports/profit?from=${FROM}&to=${TO}&sort=bet&order=desc`, agent),
      );
      expect(report.path).toEqual([{ memberId: tree.agent, account: expect.any(String) }]);
      expect(report.list.map((row: { memberId: number }) => row.memberId)).toEqual([tree.subAgent, tree.members[0]]);
      const sub = await playOf(tree.subAgent, FROM, TO, true);
      expect(report.list[0]).toMatchObject({ isAgent: true, teamSize: 2, betMinor: sub.bet, payoutMinor: sub.payout });
      expect(report.list[0].bonusMinor).toBe('1500');
      const team = await playOf(tree.agent, FROM, TO);
      expect(report.totals).toMatchObject({ betMinor: team.bet, payoutMinor: team.payout, rounds: team.rounds });
      const sum = report.list.reduce(
        (total: bigint, row: { profitMinor: string }) => total + BigInt(row.profitMinor),
        0n,
      );
      expect(sum.toString()).toBe(report.totals.profitMinor);
    });

    it('should drill into a sub-agent, and find one member by account', async () => {
      const report = valueOf(
        await call(
          'GET',
          `/wps/agent/reports/profit?from=${FROM}&to=${TO}&parentId=${tree.subAgent}&sort=account`,
          agent,
        ),
      );
      expect(report.path.map((step: { memberId: number }) => step.memberId)).toEqual([tree.agent, tree.subAgent]);
      expect(report.list.map((row: { memberId: number }) => row.memberId).sort()).toEqual(
        [tree.members[1], tree.members[2]].sort(),
      );
      const account = await model.accountOf(tree.members[1] as number);
      const one = valueOf(
        await call('GET', `/wps/agent/reports/profit?from=${FROM}&to=${TO}&account=${account}`, agent),
      );
      const own = await playOf(tree.members[1] as number, FROM, TO, true);
      expect(one.list).toHaveLength(1);
      expect(one.list[0]).toMatchObject({ betMinor: own.bet, rounds: own.rounds });
      expect(one.totals.betMinor).toBe(own.bet);
    });

    it('should page the rows in a stable order', async () => {
      const first = valueOf(await call('GET', `/wps/agent/reports/profit?from=${FROM}&to=${TO}&pageSize=1`, agent));
      const second = valueOf(
        await call('GET', `/wps/agent/reports/profit?from=${FROM}&to=${TO}&pageSize=1&pageNo=2`, agent),
      );
      expect({ total: first.total, totalPages: first.totalPages }).toEqual({ total: 2, totalPages: 2 });
      expect(first.list[0].memberId).not.toBe(second.list[0].memberId);
    });
  });

  describe('team betting', () => {
    it('should list every round of the team once by cursor, with settled totals of the set', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let totals: Record<string, string> | null = null;
      do {
        const page = valueOf(
          await call(
            'GET',
            `/wps/agent/reports/bets?from=${FROM}&to=${TO}&pageSize=4${cursor ? `&cursor=${cursor}` : ''}`,
            agent,
          ),
        );
        seen.push(...page.list.map((row: { roundId: string }) => row.roundId));
        cursor = page.nextCursor;
        totals = page.totals;
      } while (cursor);
      const expected = await model.roundIds(tree.agent, '2026-11-14T16:00:00Z', '2026-11-21T16:00:00Z');
      expect(seen).toEqual(expected);
      expect(seen).toHaveLength(13);
      const played = await playOf(tree.agent, FROM, TO);
      expect(totals).toMatchObject({ rounds: played.rounds, betMinor: played.bet, payoutMinor: played.payout });
    });

    it('should filter by member and category, with the totals of that set', async () => {
      const account = await model.accountOf(tree.members[0] as number);
      const page = valueOf(
        await call('GET', `/wps/agent/reports/bets?from=${FROM}&to=${TO}&account=${account}&category=LIVE`, agent),
      );
      expect(page.list).toHaveLength(1);
      expect(page.list[0]).toMatchObject({
        betMinor: '5000',
        validBetMinor: '5000',
        payoutMinor: '12000',
        gameType: 'LIVE',
      });
      expect(page.totals).toMatchObject({ rounds: 1, betMinor: '5000', profitMinor: '7000' });
    });
  });

  describe('account details', () => {
    it("should list the team's transfers by cursor, signed from the member's side", async () => {
      const all: Array<{ account: string; amountMinor: string; kind: string }> = [];
      let cursor: string | null = null;
      do {
        const page = valueOf(
          await call(
            'GET',
            `/wps/agent/reports/transactions?from=${FROM}&to=${TO}&pageSize=2${cursor ? `&cursor=${cursor}` : ''}`,
            agent,
          ),
        );
        all.push(...page.list);
        cursor = page.nextCursor;
      } while (cursor);
      expect(all.map((row) => row.amountMinor)).toEqual(['-8000', '1500', '20000', '30000', '50000']);
      const withdrawals = valueOf(
        await call('GET', `/wps/agent/reports/transactions?from=${FROM}&to=${TO}&kind=WITHDRAWAL`, agent),
      );
      expect(withdrawals.list).toHaveLength(1);
    });
  });

  describe('agent announcements', () => {
    it('should show only the broadcasts to agents', async () => {
      await model.broadcast('AGENTS', 'Agents only');
      await model.broadcast('ALL', 'Everyone');
      const page = valueOf(await call('GET', '/wps/agent/reports/announcements', agent));
      expect(page.list.map((message: { title: string }) => message.title)).toEqual(['Agents only']);
      expect(page.unread).toBe(1);
    });
  });

  describe('bad input and other teams', () => {
    const urls = ['overview', 'bets', 'profit', 'transactions', 'announcements'].map(
      (name) => `/wps/agent/reports/${name}`,
    );

    it('should refuse a non-agent, a trial account and a guest', async () => {
      for (const url of urls) {
        expectRefusal(await call('GET', url, player), 403, 'FORBIDDEN');
        expectRefusal(await call('GET', url, trial), 403, 'TRIAL_FORBIDDEN');
        expectRefusal(await call('GET', url, null), 401, 'AUTH_REQUIRED');
      }
    });

    it("should refuse another agent's member, and the upline from a sub-agent, in the caller's language", async () => {
      const outsider = await model.accountOf(other.members[0] as number);
      const refusals = [
        `/wps/agent/reports/profit?parentId=${other.agent}`,
        `/wps/agent/reports/profit?parentId=${other.subAgent}`,
        `/wps/agent/reports/profit?account=${outsider}`,
        `/wps/agent/reports/bets?account=${outsider}`,
        `/wps/agent/reports/transactions?account=${outsider}`,
      ];
      for (const url of refusals) expectRefusal(await call('GET', url, agent), 403, 'NOT_IN_TEAM');
      const upline = await call('GET', `/wps/agent/reports/profit?parentId=${tree.agent}`, subAgent, undefined, 'TY');
      expectRefusal(upline, 403, 'NOT_IN_TEAM');
      expect(upline.json().message).toBe('Wala sa iyong team ang miyembrong iyon.');
      expect(upline.body).not.toContain(String(tree.agent));
    });

    it('should refuse reversed, unreal and too long ranges', async () => {
      for (const url of urls.slice(0, 4)) {
        expectRefusal(await call('GET', `${url}?from=2026-11-20&to=2026-11-10`, agent), 400, 'REPORT_RANGE_INVALID');
        expectRefusal(await call('GET', `${url}?from=2026-02-30&to=2026-03-02`, agent), 400, 'REPORT_RANGE_INVALID');
        expectRefusal(await call('GET', `${url}?from=2026-01-01&to=2026-11-20`, agent), 400, 'REPORT_RANGE_TOO_LONG');
        expectRefusal(await call('GET', `${url}?from=20261101`, agent), 400, 'VALIDATION');
      }
      const portuguese = await call(
        'GET',
        '/wps/agent/reports/overview?from=2026-01-01&to=2026-11-20',
        agent,
        undefined,
        'PT',
      );
      expect(portuguese.json().message).toContain('92 dias');
    });

    it('should refuse bad cursors, NUL bytes, huge strings and wrong types', async () => {
      const forged = Buffer.from(JSON.stringify(['2026-11-20T00:00:00.000000Z', 'x'])).toString('base64url');
      const bad = [
        '/wps/agent/reports/bets?cursor=bm90LWEtY3Vyc29y',
        `/wps/agent/reports/bets?cursor=${forged}`,
        `/wps/agent/reports/transactions?cursor=${forged}`,
        `/wps/agent/reports/transactions?cursor=${'A'.repeat(500)}`,
        '/wps/agent/reports/bets?cursor=a%00b',
        '/wps/agent/reports/bets?account=ab%00cd',
        `/wps/agent/reports/bets?account=${'a'.repeat(5000)}`,
        '/wps/agent/reports/bets?category=live%27--',
        '/wps/agent/reports/profit?parentId=9223372036854775808',
        '/wps/agent/reports/profit?parentId=abc',
        '/wps/agent/reports/profit?sort=password',
        '/wps/agent/reports/profit?pageSize=100000',
        '/wps/agent/reports/transactions?kind=STEAL',
        '/wps/agent/reports/overview?scope=everyone',
      ];
      for (const url of bad) expectRefusal(await call('GET', url, agent), 400, 'VALIDATION');
    });
  });
});
