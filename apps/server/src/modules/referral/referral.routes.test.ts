import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ensureSettlementGames, insertMember, creditMoney, playRound } from '../../testing/agent-settlement-fixtures';
import type { Caller } from '../../testing/api-session';
import {
  createCaller,
  demoMemberIds,
  expectRefusal,
  loginStaff,
  openSession,
  valueOf,
} from '../../testing/api-session';
import { countRows, createTestClock, queryRows, solveSlider } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { REFERRAL_SUBSCRIBER } from './index';

// Referral end to end (issue 19, decision 042): registration with a code records who referred
// whom; friends' deposits and rounds reach the referral subscriber through the activity stream;
// the payer grants each reward once as a bonus, within the monthly cap and the guard rails.

const DAY = 86_400_000;

describe('referral', () => {
  let sut: TestApp;
  let call: Caller;
  let staff = '';
  let agentId = 0;
  const clock = createTestClock(new Date());
  let programmeVersion = 0;
  let serial = 0;

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, clock });
    call = createCaller(sut.app);
    staff = await loginStaff(sut.app);
    agentId = (await demoMemberIds(sut.app, ['agent01'] as const)).agent01;
    await ensureSettlementGames(sut.app.database.db);
  }, 240_000);
  afterAll(async () => {
    await sut.close();
  });

  const db = () => sut.app.database.db;
  const drain = () => sut.app.activityStream.catchUp(REFERRAL_SUBSCRIBER);
  const payDue = () => sut.app.referralPayouts.payDue();
  const iso = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString();

  const programme = {
    enabled: true,
    firstDeposit: { enabled: true, minDepositMinor: '50000', rewardMinor: '10000' },
    turnover: { enabled: true, validBetMinor: '300000', days: 7, rewardMinor: '20000' },
    turnoverMultiplier: 2,
    monthlyCapMinor: null as string | null,
    checkSameIp: false,
    checkSameDevice: true,
  };

  const saveProgramme = async (patch: Partial<typeof programme> = {}) => {
    const current = valueOf(await call('GET', '/wps/admin/referral/programme', staff));
    const saved = valueOf(
      await call('PUT', '/wps/admin/referral/programme', staff, { ...programme, ...patch, version: current.version }),
    );
    programmeVersion = saved.version;
    return saved;
  };

  beforeEach(async () => {
    // Whatever earlier tests left in the stream is handled under the old rules, before each test's own.
    await drain();
    await payDue();
    await saveProgramme();
  });

  /** A referrer (a real member under agent01) and `count` friends it referred, registered now. */
  const newReferral = async (count = 1, friendDevice: string | null = null) => {
    serial += 1;
    const tag = `${serial}${randomUUID().slice(0, 4)}`;
    const referrer = await insertMember(db(), `rr${tag}`, agentId);
    // Registration gives every member its code; the fixture's rows are written directly.
    await queryRows(sut.database, 'update members set referral_code = $1 where id = $2', [
      `RC${tag}`.toUpperCase(),
      referrer,
    ]);
    const friends: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const friend = await insertMember(db(), `fr${tag}x${index}`, agentId);
      await db().transaction((tx) =>
        sut.app.referralService.recordReferral(
          { friendId: friend, referrerId: referrer, ip: '203.0.113.7', deviceId: friendDevice },
          tx,
        ),
      );
      friends.push(friend);
    }
    return { referrer, friends };
  };

  const bonusesOf = async (memberId: number) =>
    queryRows<{ amount: string; turnover_multiplier: number; title: string }>(
      sut.database,
      'select amount::text, turnover_multiplier, title from bonus_grants where member_id = $1 order by granted_at',
      [memberId],
    );

  const rewardsOf = async (referrerId: number) =>
    queryRows<{ milestone: string; status: string; reason: string | null; amount_minor: string }>(
      sut.database,
      'select milestone, status, reason, amount_minor::text from referral_rewards where referrer_id = $1 order by reached_at, milestone',
      [referrerId],
    );

  describe('registration with a referral code', () => {
    const register = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      sut.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        headers: { 'x-lang': 'EN', ...headers },
        payload: {
          agreeTerms: true,
          notProhibited: true,
          validate: await solveSlider(sut.app, sut.database),
          password: 'Friend2026',
          confirmPassword: 'Friend2026',
          ...body,
        },
      });

    it("should link the friend to a member's code, with its address and device, in the referrer's agent team", async () => {
      const referrer = await sut.app.membersService.findByAccount('player02');
      const response = await register(
        { username: 'reffriend1', referralCode: referrer?.referralCode?.toLowerCase() },
        { 'x-device-id': 'device-of-friend-0001' },
      );
      expect(response.statusCode).toBe(200);
      const friend = await sut.app.membersService.findByAccount('reffriend1');
      expect(friend).toMatchObject({ referredById: referrer?.id, uplineId: referrer?.uplineId });
      const [row] = await queryRows<{ referrer_id: string; registered_device: string; window_ends_at: Date }>(
        sut.database,
        'select referrer_id, registered_device, window_ends_at from referrals where friend_id = $1',
        [friend?.id],
      );
      expect(Number(row?.referrer_id)).toBe(referrer?.id);
      expect(row?.registered_device).toBe('device-of-friend-0001');
      expect(new Date(row?.window_ends_at ?? 0).getTime()).toBe(clock.now().getTime() + 7 * DAY);
    });

    it("should place a friend under the agent of an agent's code (referral or invitation code), referring nobody", async () => {
      const agent = await sut.app.membersService.findByAccount('agent01');
      for (const [username, code] of [
        ['refagent1', agent?.referralCode],
        ['refagent2', 'perya01'],
      ] as const) {
        expect((await register({ username, referralCode: code })).statusCode).toBe(200);
        const friend = await sut.app.membersService.findByAccount(username);
        expect(friend).toMatchObject({ uplineId: agent?.id, referredById: null });
        expect(await queryRows(sut.database, 'select 1 from referrals where friend_id = $1', [friend?.id])).toEqual([]);
      }
    });

    it("should refuse a trial account's code, a suspended member's and an unknown one, storing nothing", async () => {
      const trial = await sut.app.membersService.findByAccount('trial01');
      const suspended = await insertMember(db(), `susp${randomUUID().slice(0, 6)}`, agentId);
      const suspendedCode = `SUSP${serial}${randomUUID().slice(0, 4)}`.toUpperCase();
      await queryRows(sut.database, "update members set status = 'SUSPENDED', referral_code = $1 where id = $2", [
        suspendedCode,
        suspended,
      ]);
      const members = await countRows(sut.database, 'members');
      const referrals = await countRows(sut.database, 'referrals');
      for (const code of [trial?.referralCode, suspendedCode, 'NOSUCHCODE']) {
        const response = await register({ username: 'refbad01', referralCode: code }, { 'x-lang': 'TY' });
        expectRefusal(response, 400, 'INVITATION_CODE_INVALID');
        expect(response.json().value.fields.referralCode).toBe('Hindi wasto ang invitation code.');
      }
      expect(await countRows(sut.database, 'members')).toBe(members);
      expect(await countRows(sut.database, 'referrals')).toBe(referrals);
    });

    it('should refuse a member referring itself', async () => {
      const member = await insertMember(db(), `self${randomUUID().slice(0, 6)}`, agentId);
      await expect(
        db().transaction((tx) =>
          sut.app.referralService.recordReferral(
            { friendId: member, referrerId: member, ip: null, deviceId: null },
            tx,
          ),
        ),
      ).rejects.toMatchObject({ code: 'INVITATION_CODE_INVALID' });
    });
  });

  describe('rewards', () => {
    it("should pay the referrer once for a friend's first deposit, even when the stream batch is replayed", async () => {
      const { referrer, friends } = await newReferral();
      const [friend = 0] = friends;
      await creditMoney(db(), friend, 'DEPOSIT', 600, iso(1000));
      await creditMoney(db(), friend, 'DEPOSIT', 900, iso(2000));
      await drain();
      expect(await payDue()).toHaveLength(1);

      // The checkpoint moved back: the same events come again (at least once), and a second payer runs.
      await queryRows(
        sut.database,
        "update activity_checkpoints set xact_id = '0'::xid8, event_id = 0 where subscriber = $1",
        [REFERRAL_SUBSCRIBER],
      );
      await drain();
      expect(await payDue()).toEqual([]);
      expect(await payDue()).toEqual([]);

      expect(await bonusesOf(referrer)).toEqual([
        { amount: '10000', turnover_multiplier: 2, title: expect.stringContaining('first deposit') },
      ]);
      expect(await rewardsOf(referrer)).toEqual([
        { milestone: 'FIRST_DEPOSIT', status: 'PAID', reason: null, amount_minor: '10000' },
      ]);
      const [first] = await queryRows<{ first_deposit_minor: string }>(
        sut.database,
        'select first_deposit_minor::text from referrals where friend_id = $1',
        [friend],
      );
      expect(first?.first_deposit_minor).toBe('60000');
      const audits = await queryRows<{ action: string }>(
        sut.database,
        "select action from audit_log where target_id = $1 and action like 'referral.%'",
        [String(referrer)],
      );
      expect(audits.map((row) => row.action)).toEqual(['referral.reward.pay']);
    });

    it('should pay nothing for a first deposit below the minimum, nor for the larger one after it', async () => {
      const { referrer, friends } = await newReferral();
      await creditMoney(db(), friends[0] ?? 0, 'DEPOSIT', 499.99, iso(1000));
      await creditMoney(db(), friends[0] ?? 0, 'DEPOSIT', 5000, iso(2000));
      await drain();
      await payDue();
      expect(await rewardsOf(referrer)).toEqual([]);
      expect(await bonusesOf(referrer)).toEqual([]);
    });

    it("should pay the turnover milestone when the friend's valid bet in its window reaches the target", async () => {
      const { referrer, friends } = await newReferral();
      const [friend = 0] = friends;
      await playRound(db(), friend, 1500, 1000, iso(DAY));
      // Settled after the window (7 days): does not count.
      await playRound(db(), friend, 5000, 0, iso(8 * DAY));
      await drain();
      await payDue();
      expect(await rewardsOf(referrer)).toEqual([]);
      await playRound(db(), friend, 1500, 3000, iso(2 * DAY));
      await drain();
      expect(await payDue()).toHaveLength(1);
      expect(await rewardsOf(referrer)).toEqual([
        { milestone: 'TURNOVER', status: 'PAID', reason: null, amount_minor: '20000' },
      ]);
      await playRound(db(), friend, 9000, 0, iso(3 * DAY));
      await drain();
      expect(await payDue()).toEqual([]);
      expect(await bonusesOf(referrer)).toHaveLength(1);
    });

    it('should pay no more than the monthly cap: the rest of it, then nothing', async () => {
      await saveProgramme({ monthlyCapMinor: '25000' });
      const { referrer, friends } = await newReferral(4);
      for (const friend of friends) await creditMoney(db(), friend, 'DEPOSIT', 1000, iso(1000));
      await drain();
      await payDue();
      const rewards = await rewardsOf(referrer);
      expect(rewards.map((reward) => reward.amount_minor).sort()).toEqual(['0', '10000', '10000', '5000'].sort());
      expect(rewards.filter((reward) => reward.status === 'SKIPPED')).toEqual([
        { milestone: 'FIRST_DEPOSIT', status: 'SKIPPED', reason: 'MONTHLY_CAP', amount_minor: '0' },
      ]);
      const paid = (await bonusesOf(referrer)).reduce((sum, bonus) => sum + BigInt(bonus.amount), 0n);
      expect(paid).toBe(25000n);
      const member = await openSession(sut.app, referrer);
      expect(valueOf(await call('GET', '/wps/member/referral', member))).toMatchObject({
        friends: 4,
        depositedFriends: 4,
        earnedMinor: '25000',
        earnedThisMonthMinor: '25000',
        pendingMinor: '0',
      });
    });

    it('should skip a friend who shares the referrer payout holder name, or its device, and a referrer on a break', async () => {
      const named = await newReferral();
      await queryRows(sut.database, "update members set payee_name = 'Juan Dela Cruz' where id = $1", [named.referrer]);
      await queryRows(
        sut.database,
        `insert into withdrawal_accounts (id, member_id, method, bank_name, account_name, account_number, created_at)
         values ($1, $2, 'BANK', 'BDO', 'JUAN  dela-cruz', '0012345678', now())`,
        [randomUUID(), named.friends[0]],
      );

      const device = await newReferral(1, 'shared-device-000001');
      await sut.app.sessionService.openMemberSession(
        device.referrer,
        { ip: '198.51.100.4', userAgent: 'test', deviceId: 'shared-device-000001' },
        { method: 'PASSWORD' },
      );

      const resting = await newReferral();
      await sut.app.protectionService.takeBreak(
        resting.referrer,
        { kind: 'TIMEOUT', duration: '24H' },
        { kind: 'MEMBER', id: resting.referrer, name: 'resting' },
      );

      for (const pair of [named, device, resting])
        await creditMoney(db(), pair.friends[0] ?? 0, 'DEPOSIT', 1000, iso(1000));
      await drain();
      expect(await payDue()).toEqual([]);
      expect((await rewardsOf(named.referrer))[0]).toMatchObject({ status: 'SKIPPED', reason: 'SHARED_PAYOUT_NAME' });
      expect((await rewardsOf(device.referrer))[0]).toMatchObject({ status: 'SKIPPED', reason: 'SHARED_DEVICE' });
      expect((await rewardsOf(resting.referrer))[0]).toMatchObject({ status: 'SKIPPED', reason: 'NOT_MARKETABLE' });
      for (const pair of [named, device, resting]) expect(await bonusesOf(pair.referrer)).toEqual([]);
    });

    it('should skip a shared registration address only when the operator turns that check on', async () => {
      const off = await newReferral();
      await sut.app.sessionService.openMemberSession(
        off.referrer,
        { ip: '203.0.113.7', userAgent: 'test' },
        { method: 'PASSWORD' },
      );
      await creditMoney(db(), off.friends[0] ?? 0, 'DEPOSIT', 1000, iso(1000));
      await drain();
      await payDue();
      expect((await rewardsOf(off.referrer))[0]).toMatchObject({ status: 'PAID' });

      await saveProgramme({ checkSameIp: true });
      const on = await newReferral();
      await sut.app.sessionService.openMemberSession(
        on.referrer,
        { ip: '203.0.113.7', userAgent: 'test' },
        { method: 'PASSWORD' },
      );
      await creditMoney(db(), on.friends[0] ?? 0, 'DEPOSIT', 1000, iso(1000));
      await drain();
      await payDue();
      expect((await rewardsOf(on.referrer))[0]).toMatchObject({ status: 'SKIPPED', reason: 'SHARED_IP' });
    });

    it('should keep progress but reward nothing while the programme is off', async () => {
      await saveProgramme({ enabled: false });
      const { referrer, friends } = await newReferral();
      await creditMoney(db(), friends[0] ?? 0, 'DEPOSIT', 1000, iso(1000));
      await drain();
      await payDue();
      expect(await rewardsOf(referrer)).toEqual([]);
      const member = await openSession(sut.app, referrer);
      const page = valueOf(await call('GET', '/wps/member/referral/friends', member));
      expect(page.list[0]).toMatchObject({ deposited: true, rewards: [] });
      expect(valueOf(await call('GET', '/wps/referral/programme', null)).enabled).toBe(false);
      expect(valueOf(await call('GET', '/wps/system/permission', null)).whitelabel).toContainEqual(
        expect.objectContaining({ modId: 'REFERRAL3', enabled: '0' }),
      );
    });
  });

  describe('member reads', () => {
    it("should show the member's code and link, friends masked with their progress, and rewards", async () => {
      const { referrer, friends } = await newReferral(2);
      await creditMoney(db(), friends[0] ?? 0, 'DEPOSIT', 1000, iso(1000));
      await playRound(db(), friends[1] ?? 0, 500, 0, iso(1000));
      await drain();
      await payDue();
      const member = await openSession(sut.app, referrer);
      const mine = valueOf(await call('GET', '/wps/member/referral', member));
      const code = (await sut.app.membersService.findById(referrer))?.referralCode;
      expect(mine).toMatchObject({
        code,
        registerPath: `/register?referralCode=${code}`,
        programme: { enabled: true, firstDeposit: { rewardMinor: '10000' }, turnover: { days: 7 } },
        friends: 2,
        depositedFriends: 1,
        earnedMinor: '10000',
      });
      const page = valueOf(await call('GET', '/wps/member/referral/friends?pageSize=10', member));
      expect(page.total).toBe(2);
      for (const friend of page.list) expect(friend.account).toMatch(/^fr\*+x\d$/);
      expect(page.list).toContainEqual(
        expect.objectContaining({ deposited: false, validBetMinor: '50000', rewards: [] }),
      );
      expect(page.list).toContainEqual(
        expect.objectContaining({
          deposited: true,
          rewards: [{ milestone: 'FIRST_DEPOSIT', status: 'PAID', amountMinor: '10000' }],
        }),
      );
      const rewards = valueOf(await call('GET', '/wps/member/referral/rewards', member));
      expect(rewards).toMatchObject({ total: 1, list: [{ milestone: 'FIRST_DEPOSIT', status: 'PAID' }] });
      expect(rewards.list[0].friendAccount).toContain('*');
    });

    it('should refuse guests, trial accounts, agents and staff tokens on the member routes', async () => {
      const ids = await demoMemberIds(sut.app, ['trial01', 'agent01'] as const);
      const trial = await openSession(sut.app, ids.trial01);
      const agent = await openSession(sut.app, ids.agent01);
      for (const url of ['/wps/member/referral', '/wps/member/referral/friends', '/wps/member/referral/rewards']) {
        expectRefusal(await call('GET', url, null), 401, 'AUTH_REQUIRED');
        expectRefusal(await call('GET', url, trial), 403, 'TRIAL_FORBIDDEN');
        expectRefusal(await call('GET', url, agent), 403, 'FEATURE_DISABLED');
        expect((await call('GET', url, staff)).statusCode).toBeGreaterThanOrEqual(400);
      }
    });
  });

  describe('staff', () => {
    it('should refuse a stale version and bad input, changing nothing, and audit a change', async () => {
      const current = valueOf(await call('GET', '/wps/admin/referral/programme', staff));
      expectRefusal(
        await call('PUT', '/wps/admin/referral/programme', staff, { ...programme, version: current.version - 1 }),
        409,
        'STALE_RECORD',
      );
      const bad = [
        { ...programme, version: current.version, monthlyCapMinor: '9223372036854775808' },
        { ...programme, version: current.version, firstDeposit: { ...programme.firstDeposit, rewardMinor: '-1' } },
        { ...programme, version: current.version, turnover: { ...programme.turnover, days: 0 } },
        { ...programme, version: current.version, turnover: { ...programme.turnover, rewardMinor: '0' } },
        { ...programme, version: current.version, turnoverMultiplier: '2' },
        {
          ...programme,
          version: current.version,
          firstDeposit: { ...programme.firstDeposit, minDepositMinor: '5\u0000' },
        },
      ];
      for (const body of bad)
        expectRefusal(await call('PUT', '/wps/admin/referral/programme', staff, body, 'PT'), 400, 'VALIDATION');
      expect(valueOf(await call('GET', '/wps/admin/referral/programme', staff)).version).toBe(current.version);

      const saved = await saveProgramme({ turnoverMultiplier: 5, monthlyCapMinor: '100000' });
      expect(saved).toMatchObject({ turnoverMultiplier: 5, monthlyCapMinor: '100000', version: programmeVersion });
      const [audit] = await queryRows<{ detail: { after: { turnoverMultiplier: number } } }>(
        sut.database,
        "select detail from audit_log where action = 'referral.programme' order by id desc limit 1",
      );
      expect(audit?.detail.after.turnoverMultiplier).toBe(5);
    });

    it('should list referrals and rewards for staff with the permission, and refuse members and guests', async () => {
      const { referrer, friends } = await newReferral();
      await creditMoney(db(), friends[0] ?? 0, 'DEPOSIT', 1000, iso(1000));
      await drain();
      await payDue();
      const list = valueOf(await call('GET', `/wps/admin/referral/referrals?referrerId=${referrer}`, staff));
      expect(list).toMatchObject({
        total: 1,
        list: [{ referrerId: referrer, friendId: friends[0], firstDepositMinor: '100000' }],
      });
      const rewards = valueOf(
        await call('GET', `/wps/admin/referral/rewards?referrerId=${referrer}&status=PAID`, staff),
      );
      expect(rewards.list[0]).toMatchObject({
        referrerId: referrer,
        transferId: expect.any(String),
        terms: { minDepositMinor: '50000' },
      });
      expectRefusal(await call('GET', '/wps/admin/referral/rewards?status=LOST', staff), 400, 'VALIDATION');
      expectRefusal(await call('GET', `/wps/admin/referral/referrals?referrerId=${2 ** 63}`, staff), 400, 'VALIDATION');
      const member = await openSession(sut.app, referrer);
      expect((await call('GET', '/wps/admin/referral/programme', member)).statusCode).toBe(403);
      expect((await call('GET', '/wps/admin/referral/programme', null)).statusCode).toBe(401);
    });
  });
});
