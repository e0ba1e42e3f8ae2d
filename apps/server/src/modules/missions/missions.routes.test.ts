import { randomUUID } from 'node:crypto';

import { reportingDayOf } from '@perya/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, openSession, staffSession, valueOf } from '../../testing/api-session';
import { createTestClock, queryRows } from '../../testing/auth-helpers';
import { newMember } from '../../testing/red-envelope-fixtures';
import { createStatsTree, roundSteps } from '../../testing/stats-fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { STATS_SUBSCRIBER } from '../stats';
import { addDays, periodOf } from './missions.rules';

// Missions and leaderboards through the API (decision 048): progress from a scripted sequence of
// rounds reaching the statistics through the activity stream, a claim that pays once, refusals
// that move nothing, leaderboard ranks with ties and the period-end job paying prizes once.

const MINUTE = 60_000;
const SUMMARY = '/wps/relay/MCSFE_getMissionSummaryDetails';
const CLAIM = '/wps/relay/MCSFE_claimMissionReward';
const BOARD = '/wps/relay/MCSFE_getMissionLeaderboard';

type Mission = {
  missionId: number;
  progress: string;
  claimable: number;
  milestones: Array<{ reached: boolean; claimed: boolean }>;
};

describe('missions and leaderboards', () => {
  let sut: TestApp;
  let call: Caller;
  const clock = createTestClock(new Date(Math.floor(Date.now() / MINUTE) * MINUTE));
  let marketing = '';

  beforeAll(async () => {
    sut = await createTestApp({ clock });
    call = createCaller(sut.app);
    marketing = await staffSession(sut.app, 'MARKETING');
    await createStatsTree(sut.app.database.db); // the TSTAT vendor's games: G-RNG (RNG), G-LIVE (LIVE)
  });
  afterAll(async () => {
    await sut.close();
  });

  const db = () => sut.app.database.db;
  const member = async (type: 0 | 4 = 0) => {
    const id = await newMember(db(), 'ms', type);
    return { id, token: await openSession(sut.app, id) };
  };
  const createMission = async (body: Record<string, unknown>) =>
    valueOf(
      await call('POST', '/wps/admin/missions', marketing, {
        title: 'Spin the slots',
        period: 'DAILY',
        metric: 'VALID_BET',
        turnoverMultiplier: 3,
        milestones: [{ target: '1000', rewardMinor: '100' }],
        ...body,
      }),
    ) as { id: number; version: number };
  const missionOf = async (token: string, id: number): Promise<Mission> => {
    const page = valueOf(await call('GET', `${SUMMARY}?status=O&pageSize=100`, token));
    const found = page.list.find((m: Mission) => m.missionId === id);
    if (!found) throw new Error(`mission ${id} not listed`);
    return found;
  };
  const balanceOf = async (token: string) =>
    BigInt(valueOf(await call('GET', '/wps/v2/wallets/balance', token)).balanceMinor);
  const moved = async () =>
    (
      await queryRows<{ transfers: number; claims: number }>(
        sut.database,
        `select (select count(*)::int from ledger_transfers) as transfers, (select count(*)::int from mission_claims) as claims`,
      )
    )[0];
  const counted = () => sut.app.activityStream.catchUp(STATS_SUBSCRIBER);

  it('should count a scripted sequence of rounds as the statistics do, pay a reached milestone once, and refuse the rest', async () => {
    const slots = await createMission({
      milestones: [
        { target: '1000', rewardMinor: '100' },
        { target: '5000', rewardMinor: '500' },
      ],
      category: 'RNG',
    });
    const rounds = await createMission({
      title: 'Play three rounds',
      metric: 'ROUNDS',
      turnoverMultiplier: 0,
      milestones: [{ target: '3', rewardMinor: '50' }],
    });
    const alice = await member();
    expect(await missionOf(alice.token, slots.id)).toMatchObject({ progress: '0', claimable: 0 });

    const steps = roundSteps(db());
    const at = () => clock.now();
    const round = () => `ms-${randomUUID()}`;
    // A slot round of 600 lost, a live round of 2 000 (not a slot), a slot round left open.
    const r1 = round();
    await steps.open({ id: r1, member: alice.id, game: 'G-RNG', currency: 'PHP', bet: 600n, at: at() });
    await steps.win(r1, 0n, true, at());
    const r2 = round();
    await steps.open({ id: r2, member: alice.id, game: 'G-LIVE', currency: 'PHP', bet: 2000n, at: at() });
    await steps.win(r2, 3000n, true, at());
    const r3 = round();
    await steps.open({ id: r3, member: alice.id, game: 'G-RNG', currency: 'PHP', bet: 500n, at: at() });
    await steps.addBet(r3, 100n);
    await counted();
    expect(await missionOf(alice.token, slots.id)).toMatchObject({ progress: '600', claimable: 0 });
    expect(await missionOf(alice.token, rounds.id)).toMatchObject({ progress: '2', claimable: 0 });

    // The open round settles; a fourth slot round is counted and then rolled back.
    await steps.end(r3, at());
    const r4 = round();
    await steps.open({ id: r4, member: alice.id, game: 'G-RNG', currency: 'PHP', bet: 1000n, at: at() });
    await steps.win(r4, 0n, true, at());
    await counted();
    expect((await missionOf(alice.token, slots.id)).progress).toBe('2200');
    await steps.rollBack(r4);
    await counted();
    const view = await missionOf(alice.token, slots.id);
    expect(view).toMatchObject({ progress: '1200', claimable: 1 });
    expect(view.milestones.map((m) => m.reached)).toEqual([true, false]);
    expect(await missionOf(alice.token, rounds.id)).toMatchObject({ progress: '3', claimable: 1 });
    expect(valueOf(await call('GET', '/wps/v2/missions/badge', alice.token))).toEqual({ claimable: 2 });

    // Not met yet: refused, nothing moves.
    const before = await balanceOf(alice.token);
    const untouched = await moved();
    expectRefusal(
      await call('POST', CLAIM, alice.token, { missionId: slots.id, milestone: 1 }, 'TY'),
      409,
      'MISSION_NOT_MET',
    );
    expect(await moved()).toEqual(untouched);

    // Claimed: a bonus of 100 with 3× turnover, once.
    const claimed = valueOf(await call('POST', CLAIM, alice.token, { missionId: slots.id, milestone: 0 }));
    expect(claimed).toMatchObject({ missionId: slots.id, milestone: 0, amountMinor: '100', turnoverMultiplier: 3 });
    expect((await balanceOf(alice.token)) - before).toBe(100n);
    const bonuses = valueOf(await call('GET', '/wps/v2/bonuses', alice.token));
    expect(bonuses.list).toContainEqual(
      expect.objectContaining({ id: claimed.bonusId, amountMinor: '100', requiredMinor: '300' }),
    );
    const afterClaim = await moved();
    expectRefusal(
      await call('POST', CLAIM, alice.token, { missionId: slots.id, milestone: 0 }),
      409,
      'MISSION_ALREADY_CLAIMED',
    );
    expect(await moved()).toEqual(afterClaim);
    expect((await balanceOf(alice.token)) - before).toBe(100n);
    expect((await missionOf(alice.token, slots.id)).milestones[0]).toEqual(
      expect.objectContaining({ reached: true, claimed: true }),
    );

    // Five claims at once of the rounds mission: one pays.
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', CLAIM, alice.token, { missionId: rounds.id, milestone: 0 })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of results.filter((r) => r.statusCode !== 200))
      expect(refused.json().code).toBe('MISSION_ALREADY_CLAIMED');
    expect((await balanceOf(alice.token)) - before).toBe(150n);
    expect(valueOf(await call('GET', '/wps/v2/missions/badge', alice.token))).toEqual({ claimable: 0 });

    // The claim states its inputs and is audited.
    const [terms] = await queryRows<{ terms: Record<string, unknown>; paid: boolean }>(
      sut.database,
      `select terms, paid_at is not null as paid from mission_claims where mission_id = $1 and member_id = $2`,
      [slots.id, alice.id],
    );
    expect(terms).toMatchObject({
      paid: true,
      terms: { metric: 'VALID_BET', category: 'RNG', progress: '1200', target: '1000', rewardMinor: '100' },
    });
    const audited = await queryRows<{ action: string }>(
      sut.database,
      `select action from audit_log where target_kind = 'mission' and target_id = $1 order by id`,
      [String(slots.id)],
    );
    expect(audited.map((row) => row.action)).toEqual(['mission.create', 'mission.claim']);
  });

  it('should refuse bad claims with a clear 4xx and move nothing', async () => {
    const mission = await createMission({ metric: 'LOGIN_DAYS', milestones: [{ target: '1', rewardMinor: '10' }] });
    const bob = await member();
    const trial = await member(4);
    const untouched = await moved();
    const bad: Array<[unknown, number, string]> = [
      [{ missionId: 999_999, milestone: 0 }, 404, 'NOT_FOUND'],
      [{ missionId: mission.id, milestone: 5 }, 400, 'VALIDATION'],
      [{ missionId: mission.id, milestone: -1 }, 400, 'VALIDATION'],
      [{ missionId: mission.id, milestone: 0.5 }, 400, 'VALIDATION'],
      [{ missionId: '1', milestone: 0 }, 400, 'VALIDATION'],
      [{ missionId: 2 ** 63, milestone: 0 }, 400, 'VALIDATION'],
      // Another member's claim cannot be named: the member is the session's.
      [{ missionId: mission.id, milestone: 0, memberId: bob.id }, 400, 'VALIDATION'],
      [{ missionId: `${mission.id}\u0000`, milestone: 0 }, 400, 'VALIDATION'],
    ];
    for (const [body, status, code] of bad) expectRefusal(await call('POST', CLAIM, bob.token, body), status, code);
    expectRefusal(
      await call('POST', CLAIM, trial.token, { missionId: mission.id, milestone: 0 }),
      403,
      'TRIAL_FORBIDDEN',
    );
    expectRefusal(await call('POST', CLAIM, null, { missionId: mission.id, milestone: 0 }), 401, 'AUTH_REQUIRED');
    // A token of the other role: refused either way.
    expect((await call('POST', CLAIM, marketing, { missionId: mission.id, milestone: 0 })).statusCode).toBe(403);
    expect((await call('POST', '/wps/admin/missions', bob.token, { title: 'x' })).statusCode).toBe(403);
    expect(await moved()).toEqual(untouched);

    // Logged in today (the session): the login mission is met, and pays once.
    expect(await missionOf(bob.token, mission.id)).toMatchObject({ progress: '1', claimable: 1 });
    valueOf(await call('POST', CLAIM, bob.token, { missionId: mission.id, milestone: 0 }));
    expectRefusal(
      await call('POST', CLAIM, bob.token, { missionId: mission.id, milestone: 0 }),
      409,
      'MISSION_ALREADY_CLAIMED',
    );

    // Staff input: falling targets, a category on a deposit mission, a stale edit.
    expectRefusal(
      await call('POST', '/wps/admin/missions', marketing, {
        title: 'Bad',
        period: 'DAILY',
        metric: 'VALID_BET',
        turnoverMultiplier: 1,
        milestones: [
          { target: '500', rewardMinor: '1' },
          { target: '100', rewardMinor: '1' },
        ],
      }),
      400,
      'VALIDATION',
    );
    expectRefusal(
      await call('POST', '/wps/admin/missions', marketing, {
        title: 'Bad',
        period: 'DAILY',
        metric: 'DEPOSITS',
        category: 'RNG',
        turnoverMultiplier: 1,
        milestones: [{ target: '1', rewardMinor: '1' }],
      }),
      400,
      'VALIDATION',
    );
    const edit = {
      version: mission.version,
      title: 'Log in today',
      period: 'DAILY',
      metric: 'LOGIN_DAYS',
      turnoverMultiplier: 1,
      milestones: [{ target: '1', rewardMinor: '10' }],
      active: false,
    };
    valueOf(await call('PUT', `/wps/admin/missions/${mission.id}`, marketing, edit));
    expectRefusal(await call('PUT', `/wps/admin/missions/${mission.id}`, marketing, edit), 409, 'STALE_RECORD');
  });

  it('should rank a leaderboard with ties, show my own place outside the top, and pay the ended week once', async () => {
    const board = valueOf(
      await call('POST', '/wps/admin/leaderboards', marketing, {
        title: 'Cockfight week',
        period: 'WEEKLY',
        metric: 'VALID_BET',
        category: 'COCKFIGHT',
        prizesMinor: ['1000', '600', '300'],
        turnoverMultiplier: 2,
      }),
    ) as { id: number };
    const today = reportingDayOf(clock.now(), 'Asia/Manila');
    const week = periodOf('WEEKLY', today);
    // Five ranked members (500; 300 twice, on two days of the week; 200; 100) and 50 more of 50 each.
    // One after another: ties are listed by member id, and the test names who comes first.
    const players: Array<{ id: number; token: string }> = [];
    for (let i = 0; i < 5; i += 1) players.push(await member());
    const values: Array<[number, bigint, string]> = [
      [players[0]!.id, 500n, today],
      [players[1]!.id, 300n, week.start],
      [players[2]!.id, 300n, today],
      [players[3]!.id, 200n, today],
    ];
    for (let i = 0; i < 50; i += 1) values.push([await newMember(db(), 'mf'), 50n, today]);
    values.push([players[4]!.id, 10n, today]);
    for (const [id, value, day] of values)
      await queryRows(
        sut.database,
        `insert into stats_play_daily (member_id, day, category, rounds, bet, valid_bet, payout, edge_weighted_bet)
         values ($1, $2::date, 'COCKFIGHT', 1, $3, $3, 0, 0)`,
        [id, day, value.toString()],
      );

    const standing = valueOf(await call('GET', `${BOARD}?leaderboardId=${board.id}`, players[1]!.token));
    expect(standing.list.slice(0, 5)).toEqual([
      expect.objectContaining({ rank: 1, reachedValue: '500', prizeMinor: '1000', me: false }),
      expect.objectContaining({ rank: 2, reachedValue: '300', prizeMinor: '450', me: true }),
      expect.objectContaining({ rank: 2, reachedValue: '300', prizeMinor: '450', me: false }),
      expect.objectContaining({ rank: 4, reachedValue: '200', prizeMinor: '0' }),
      expect.objectContaining({ rank: 5, reachedValue: '50' }),
    ]);
    expect(standing.list).toHaveLength(50);
    expect(standing.list.at(-1)).toMatchObject({ rank: 5, reachedValue: '50' });
    expect(standing.footer).toEqual({ rank: 2, reachedValue: '300', prizeMinor: '450' });
    // The last member is outside the top 50: their own place still comes back.
    const last = valueOf(await call('GET', `${BOARD}?leaderboardId=${board.id}`, players[4]!.token));
    expect(last.footer).toEqual({ rank: 55, reachedValue: '10', prizeMinor: '0' });
    expect(last.list.some((row: { me: boolean }) => row.me)).toBe(false);
    const outsider = await member();
    expect(valueOf(await call('GET', `${BOARD}?leaderboardId=${board.id}`, outsider.token)).footer).toEqual({
      rank: null,
      reachedValue: '0',
      prizeMinor: '0',
    });

    // The week ends: before its grace nothing settles; then the job pays each winner once.
    // Fresh sessions each time: the clock moves past the old ones' expiry.
    const balances = async () =>
      Promise.all(players.slice(0, 4).map(async (p) => balanceOf(await openSession(sut.app, p.id))));
    const before = await balances();
    const untilEnd = Date.parse(`${addDays(week.end, 1)}T00:00:00+08:00`) - clock.now().getTime();
    clock.advance(untilEnd + MINUTE);
    await sut.app.missionsService.settleLeaderboards();
    expect(
      await queryRows(sut.database, `select 1 from leaderboard_periods where leaderboard_id = $1`, [board.id]),
    ).toEqual([]);
    clock.advance(5 * MINUTE);
    // Two runners at once (on PostgreSQL truly concurrent), then again: the period and each prize once.
    await Promise.all([sut.app.missionsService.settleLeaderboards(), sut.app.missionsService.settleLeaderboards()]);
    await sut.app.missionsService.settleLeaderboards();
    await sut.app.runScheduledJobs();
    const after = await balances();
    expect(after.map((value, i) => value - before[i]!)).toEqual([1000n, 450n, 450n, 0n]);
    const previous = valueOf(
      await call(
        'GET',
        `${BOARD}?leaderboardId=${board.id}&period=PREVIOUS`,
        await openSession(sut.app, players[0]!.id),
      ),
    );
    expect(previous).toMatchObject({ settled: true, periodStart: week.start, footer: { rank: 1, prizeMinor: '1000' } });
    const staff = await staffSession(sut.app, 'MARKETING');
    const payouts = valueOf(await call('GET', `/wps/admin/leaderboards/${board.id}/payouts`, staff));
    expect(payouts.list).toHaveLength(3);
    expect(payouts.list.every((row: { paid: boolean }) => row.paid)).toBe(true);
    const settled = await queryRows<{ action: string }>(
      sut.database,
      `select action from audit_log where target_kind = 'leaderboard' and target_id = $1 order by id`,
      [String(board.id)],
    );
    expect(settled.map((row) => row.action)).toEqual(['leaderboard.create', 'leaderboard.settle']);
  });

  it("should answer a mission's and a leaderboard's words in the request's language, English when that one has none", async () => {
    marketing = await staffSession(sut.app, 'MARKETING'); // the test before moved the clock a week on
    const { token } = await member();
    const words = await createMission({
      title: 'Spin the slots',
      description: 'Bet on any slot',
      translations: { TY: { title: 'Paikutin ang slots', description: 'Tumaya sa kahit anong slot' } },
    });
    const englishOnly = await createMission({ title: 'Deposit today', metric: 'DEPOSITS' });
    const summaryIn = async (lang: string) =>
      valueOf(await call('GET', `${SUMMARY}?status=O&pageSize=100`, token, undefined, lang)).list as Array<{
        missionId: number;
        title: string;
        description: string;
      }>;
    const pick = (list: Awaited<ReturnType<typeof summaryIn>>, id: number) => list.find((m) => m.missionId === id);

    const tagalog = await summaryIn('TY');
    expect(pick(tagalog, words.id)).toMatchObject({
      title: 'Paikutin ang slots',
      description: 'Tumaya sa kahit anong slot',
    });
    expect(pick(tagalog, englishOnly.id)).toMatchObject({ title: 'Deposit today', description: '' });
    // Portuguese was not given: English.
    expect(pick(await summaryIn('PT'), words.id)).toMatchObject({ title: 'Spin the slots' });
    expect(pick(await summaryIn('EN'), words.id)).toMatchObject({ title: 'Spin the slots' });
    const one = valueOf(
      await call('GET', `/wps/relay/MCSFE_getMissionMilestones?missionId=${words.id}`, token, undefined, 'TY'),
    );
    expect(one.title).toBe('Paikutin ang slots');

    // Staff read every language back; a blank-titled translation is refused.
    const staff = valueOf(await call('GET', '/wps/admin/missions?pageSize=100', marketing));
    expect(staff.list.find((m: { id: number }) => m.id === words.id).translations).toEqual({
      TY: { title: 'Paikutin ang slots', description: 'Tumaya sa kahit anong slot' },
    });
    expectRefusal(
      await call('POST', '/wps/admin/missions', marketing, {
        title: 'Spin',
        period: 'DAILY',
        metric: 'ROUNDS',
        turnoverMultiplier: 1,
        milestones: [{ target: '1', rewardMinor: '1' }],
        translations: { TY: { title: ' ' } },
      }),
      400,
      'VALIDATION',
    );

    const board = valueOf(
      await call('POST', '/wps/admin/leaderboards', marketing, {
        title: 'Weekly slots race',
        translations: { PT: { title: 'Corrida semanal' } },
        period: 'WEEKLY',
        metric: 'VALID_BET',
        prizesMinor: ['1000'],
        turnoverMultiplier: 1,
      }),
    ) as { id: number };
    const boardIn = async (lang: string) =>
      valueOf(await call('GET', `${BOARD}?leaderboardId=${board.id}`, token, undefined, lang)).leaderboard.title;
    expect(await boardIn('PT')).toBe('Corrida semanal');
    expect(await boardIn('TY')).toBe('Weekly slots race');
    const listed = valueOf(await call('GET', '/wps/v2/leaderboards', token, undefined, 'PT')).list;
    expect(listed.find((b: { id: number }) => b.id === board.id).title).toBe('Corrida semanal');
  });
});
