import { randomUUID } from 'node:crypto';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import type { StaffRole } from '@perya/contracts';
import { STAFF_ROLES, TRIAL_ACCOUNT_TYPE } from '@perya/contracts';

import { expectRefusal, openSession, staffSession, valueOf } from '../../testing/api-session';
import { countRows, queryRows } from '../../testing/auth-helpers';
import { usePromotionsApp } from '../../testing/promotions-kit';
import { PROMOTIONS_SUBSCRIBER } from './index';

// The promotion engine end to end: each trigger and reward kind earns a reward in the reward
// centre, claiming pays it once as a wallet bonus, the subscriber replayed pays nothing twice, and
// bad input and the wrong caller change nothing.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('promotions', () => {
  const kit = usePromotionsApp({
    now: '2026-11-21T04:00:00Z',
    accountPrefix: 'promo',
    namePrefix: 'Promo',
    defaults: {
      category: 'NEWBIE',
      audience: 'ALL',
      joinMode: 'AUTO',
      trigger: 'FIRST_DEPOSIT',
      rewardKind: 'FIXED',
      amountMinor: '10000',
      turnoverMultiplier: 5,
    },
  });
  const { clock, call, staff, drain, newMember, createPromotion } = kit;

  /** A deposit credited as the ledger writes it (the activity trigger makes DEPOSIT_CREDITED). */
  const deposit = async (memberId: number, amount: bigint) => {
    await queryRows(
      kit.sut.database,
      `insert into ledger_accounts (code, kind, member_id, currency, non_negative)
       values ($1, 'MEMBER_MAIN', $2, 'PHP', true) on conflict do nothing`,
      [`member:${memberId}:main:PHP`, memberId],
    );
    const [account] = await queryRows<{ id: string }>(
      kit.sut.database,
      `select id::text from ledger_accounts where member_id = $1 and kind = 'MEMBER_MAIN'`,
      [memberId],
    );
    await queryRows(
      kit.sut.database,
      `insert into ledger_accounts (code, kind, currency, non_negative)
       values ('promotions-test-cash', 'ADJUSTMENT', 'PHP', false) on conflict do nothing`,
    );
    const [fund] = await queryRows<{ id: string }>(
      kit.sut.database,
      `select id::text from ledger_accounts where code = 'promotions-test-cash'`,
    );
    await queryRows(
      kit.sut.database,
      `insert into ledger_transfers (id, debit_account_id, credit_account_id, credit_member_id, amount, currency, kind, status, created_at)
       values ($1, $2, $3, $4, $5, 'PHP', 'DEPOSIT', 'POSTED', $6)`,
      [randomUUID(), fund?.id, account?.id, memberId, amount.toString(), clock.now().toISOString()],
    );
  };

  const play = async (memberId: number, day: string, bet: bigint, validBet: bigint, payout: bigint) => {
    await queryRows(
      kit.sut.database,
      `insert into stats_play_daily (member_id, day, category, rounds, bet, valid_bet, payout, edge_weighted_bet)
       values ($1, $2, 'RNG', 1, $3, $4, $5, 0)`,
      [memberId, day, bet.toString(), validBet.toString(), payout.toString()],
    );
  };

  const rewardsOf = async (token: string) =>
    valueOf(await call('GET', '/wps/v2/rewards', token)) as {
      waiting: Array<{ id: number; promotionId: number; amountMinor: string; basisMinor: string }>;
      history: Array<{ id: number; status: string }>;
      waitingCount: number;
    };
  const waitingFor = async (token: string, promotionId: number) =>
    (await rewardsOf(token)).waiting.filter((reward) => reward.promotionId === promotionId);
  const bonusCount = async (memberId: number) =>
    Number(
      (
        await queryRows<{ n: string }>(kit.sut.database, 'select count(*) n from bonus_grants where member_id = $1', [
          memberId,
        ])
      )[0]?.n,
    );

  it('should reward a first deposit with a fixed amount, claimed once as a bonus with its turnover', async () => {
    const promotion = await createPromotion({ trigger: 'FIRST_DEPOSIT', amountMinor: '10000' });
    const member = await newMember();
    await deposit(member.id, 50_000n);
    clock.advance(1_000); // a later deposit, not one of the same instant
    await deposit(member.id, 70_000n);
    await drain();
    const waiting = await waitingFor(member.token, promotion.id);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ amountMinor: '10000', basisMinor: '50000' });
    expect(valueOf(await call('GET', '/wps/v2/rewards/count', member.token))).toEqual({ count: 1 });

    const claimed = valueOf(await call('POST', `/wps/v2/rewards/${waiting[0]?.id}/claim`, member.token));
    expect(claimed).toMatchObject({ status: 'CLAIMED', amountMinor: '10000', turnoverMultiplier: 5 });
    const [grant] = await queryRows<{ amount: string; required: string }>(
      kit.sut.database,
      'select amount::text, required::text from bonus_grants where member_id = $1',
      [member.id],
    );
    expect(grant).toEqual({ amount: '10000', required: '50000' });

    // Twice: refused, nothing moves.
    expectRefusal(
      await call('POST', `/wps/v2/rewards/${waiting[0]?.id}/claim`, member.token),
      409,
      'PROMOTION_ALREADY_CLAIMED',
    );
    expect(await bonusCount(member.id)).toBe(1);
    const list = valueOf(await call('GET', '/wps/v2/promotions', member.token)) as {
      list: Array<{ id: number; status: string; reasons: string[] }>;
    };
    expect(list.list.find((entry) => entry.id === promotion.id)).toMatchObject({
      status: 'CLAIMED',
      reasons: ['ALREADY_REWARDED'],
    });
    const [audit] = await queryRows<{ n: string }>(
      kit.sut.database,
      `select count(*) n from audit_log where action = 'promotion.reward.claim' and target_id = $1`,
      [String(member.id)],
    );
    expect(Number(audit?.n)).toBe(1);
  });

  it('should not count a later deposit as a first one', async () => {
    const member = await newMember();
    await deposit(member.id, 20_000n);
    await drain();
    const promotion = await createPromotion({ trigger: 'FIRST_DEPOSIT' });
    clock.advance(60_000);
    await deposit(member.id, 20_000n);
    await drain();
    expect(await waitingFor(member.token, promotion.id)).toHaveLength(0);
  });

  it('should pay a percentage of a deposit of at least X, capped', async () => {
    const promotion = await createPromotion({
      trigger: 'DEPOSIT_AT_LEAST',
      thresholdMinor: '100000',
      recurrence: 'DAILY',
      rewardKind: 'PERCENT',
      amountMinor: null,
      percentBp: 1_000,
      capMinor: '30000',
    });
    const small = await newMember();
    const medium = await newMember();
    const large = await newMember();
    await deposit(small.id, 99_999n);
    await deposit(medium.id, 200_000n);
    await deposit(large.id, 1_000_000n);
    await drain();
    expect(await waitingFor(small.token, promotion.id)).toHaveLength(0);
    expect((await waitingFor(medium.token, promotion.id))[0]?.amountMinor).toBe('20000');
    expect((await waitingFor(large.token, promotion.id))[0]?.amountMinor).toBe('30000');
  });

  it('should reward a login streak of N days and a daily sign-in each day', async () => {
    const streak = await createPromotion({ trigger: 'LOGIN_STREAK', streakDays: 3, amountMinor: '3000' });
    const signIn = await createPromotion({ trigger: 'DAILY_SIGN_IN', recurrence: 'DAILY', amountMinor: '500' });
    const member = await newMember();
    await drain();
    expect(await waitingFor(member.token, streak.id)).toHaveLength(0);
    expect(await waitingFor(member.token, signIn.id)).toHaveLength(1);
    clock.advance(DAY);
    const second = await openSession(kit.sut.app, member.id);
    await drain();
    expect(await waitingFor(second, streak.id)).toHaveLength(0);
    clock.advance(DAY);
    const token = await openSession(kit.sut.app, member.id);
    await drain();
    expect(await waitingFor(token, streak.id)).toHaveLength(1);
    expect(await waitingFor(token, signIn.id)).toHaveLength(3);
    clock.advance(-2 * DAY);
  });

  it('should reward turnover in the period and rescue a net loss once the period is over', async () => {
    const turnover = await createPromotion({ trigger: 'TURNOVER', thresholdMinor: '500000', amountMinor: '8000' });
    const rescue = await createPromotion({
      trigger: 'NET_LOSS',
      recurrence: 'DAILY',
      thresholdMinor: '100000',
      rewardKind: 'PERCENT',
      amountMinor: null,
      percentBp: 500,
      capMinor: '100000',
    });
    const player = await newMember();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(clock.now());
    await play(player.id, today, 600_000n, 600_000n, 300_000n);
    await kit.sut.app.promotionsService.runJobs();
    expect((await waitingFor(player.token, turnover.id))[0]?.basisMinor).toBe('600000');
    // The day is not over: no rescue yet; the next day it is, on the loss of 300,000.
    expect(await waitingFor(player.token, rescue.id)).toHaveLength(0);
    clock.advance(DAY);
    await kit.sut.app.promotionsService.runJobs();
    const token = await openSession(kit.sut.app, player.id);
    expect((await waitingFor(token, rescue.id))[0]).toMatchObject({ basisMinor: '300000', amountMinor: '15000' });
    // Running the job again adds nothing.
    await kit.sut.app.promotionsService.runJobs();
    expect(await waitingFor(token, rescue.id)).toHaveLength(1);
    clock.advance(-DAY);
  });

  it('should pay once when the subscriber replays its events', async () => {
    const promotion = await createPromotion({
      trigger: 'DEPOSIT_AT_LEAST',
      thresholdMinor: '1000',
      amountMinor: '700',
    });
    const member = await newMember();
    await deposit(member.id, 5_000n);
    await drain();
    await queryRows(
      kit.sut.database,
      `update activity_checkpoints set xact_id = '0'::xid8, event_id = 0 where subscriber = $1`,
      [PROMOTIONS_SUBSCRIBER],
    );
    await drain();
    const waiting = await waitingFor(member.token, promotion.id);
    expect(waiting).toHaveLength(1);
    const { claimed } = valueOf(await call('POST', '/wps/v2/rewards/claim-all', member.token)) as {
      claimed: Array<{ promotionId: number }>;
    };
    expect(claimed.filter((reward) => reward.promotionId === promotion.id)).toHaveLength(1);
    await queryRows(
      kit.sut.database,
      `update activity_checkpoints set xact_id = '0'::xid8, event_id = 0 where subscriber = $1`,
      [PROMOTIONS_SUBSCRIBER],
    );
    await drain();
    expect(await waitingFor(member.token, promotion.id)).toHaveLength(0);
    const [paid] = await queryRows<{ n: string }>(
      kit.sut.database,
      `select count(*) n from bonus_grants where member_id = $1 and title = $2`,
      [
        member.id,
        (valueOf(await call('GET', `/wps/v2/promotions/${promotion.id}`, member.token)) as { name: string }).name,
      ],
    );
    expect(Number(paid?.n)).toBe(1);
  });

  it('should never pay past the budget', async () => {
    const promotion = await createPromotion({ trigger: 'DAILY_SIGN_IN', amountMinor: '600', budgetMinor: '1000' });
    const first = await newMember();
    const second = await newMember();
    await drain();
    const [a] = await waitingFor(first.token, promotion.id);
    const [b] = await waitingFor(second.token, promotion.id);
    expect(valueOf(await call('POST', `/wps/v2/rewards/${a?.id}/claim`, first.token)).status).toBe('CLAIMED');
    expectRefusal(
      await call('POST', `/wps/v2/rewards/${b?.id}/claim`, second.token),
      409,
      'PROMOTION_BUDGET_EXHAUSTED',
    );
    expect(await bonusCount(second.id)).toBe(0);
    expect((await waitingFor(second.token, promotion.id))[0]?.id).toBe(b?.id);
  });

  it('should refuse a second account claiming from the same device when the guard is on', async () => {
    const promotion = await createPromotion({ trigger: 'DAILY_SIGN_IN', amountMinor: '100', claimGuards: ['DEVICE'] });
    const first = await newMember();
    const second = await newMember();
    await drain();
    const device = { 'x-device-id': 'device-abcdefghijklmnop' };
    const claimWith = async (token: string) => {
      const [reward] = await waitingFor(token, promotion.id);
      return kit.sut.app.inject({
        method: 'POST',
        url: `/wps/v2/rewards/${reward?.id}/claim`,
        headers: { authorization: `Bearer ${token}`, ...device },
      });
    };
    expect((await claimWith(first.token)).statusCode).toBe(200);
    expectRefusal(await claimWith(second.token), 409, 'PROMOTION_GUARD_HIT');
    expect(await bonusCount(second.id)).toBe(0);
  });

  it('should skip members on a break and say why', async () => {
    const promotion = await createPromotion({ trigger: 'DAILY_SIGN_IN', amountMinor: '100' });
    const member = await newMember();
    await kit.sut.app.protectionService.takeBreak(member.id, { kind: 'TIMEOUT', duration: '24H' } as never, {
      kind: 'MEMBER',
      id: member.id,
      name: 'x',
    });
    await openSession(kit.sut.app, member.id);
    await drain();
    expect(await waitingFor(member.token, promotion.id)).toHaveLength(0);
    const seen = valueOf(await call('GET', `/wps/v2/promotions/${promotion.id}`, member.token));
    expect(seen.reasons).toContain('PLAY_BREAK');
  });

  describe('joining and applying', () => {
    const png = (size = 8) =>
      sharp({ create: { width: size, height: size, channels: 3, background: '#c33' } })
        .png()
        .toBuffer();
    const gif = () =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
        .gif()
        .toBuffer();

    const apply = async (token: string, promotionId: number, comment: string, images: Buffer[], lang = 'EN') => {
      const boundary = `----promo${randomUUID()}`;
      const parts: Buffer[] = [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="comment"\r\n\r\n${comment}\r\n`),
      ];
      images.forEach((image, index) => {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="i${index}.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          image,
          Buffer.from('\r\n'),
        );
      });
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      return kit.sut.app.inject({
        method: 'POST',
        url: `/wps/v2/promotions/${promotionId}/apply`,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'x-lang': lang,
        },
        payload: Buffer.concat(parts),
      });
    };

    it('should refuse bad applications in the caller language and store nothing', async () => {
      const promotion = await createPromotion({ joinMode: 'APPLY', trigger: 'APPROVAL', amountMinor: '2500' });
      const member = await newMember();
      const uploadsBefore = await countRows(kit.sut.database, 'uploads');
      const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]);
      const cases = [
        await apply(member.token, promotion.id, 'ok', [big]),
        await apply(member.token, promotion.id, 'ok', [await gif()]),
        await apply(member.token, promotion.id, 'ok', [await png(), await png(), await png(), await png()]),
        await apply(member.token, promotion.id, 'x'.repeat(141), [await png()], 'TY'),
      ];
      for (const response of cases) expectRefusal(response, 400, 'PROMOTION_APPLICATION_INVALID');
      expect(cases[3]?.json().message).toContain('aplikasyon');
      expect(await countRows(kit.sut.database, 'uploads')).toBe(uploadsBefore);
      expect(await countRows(kit.sut.database, 'promotion_applications')).toBe(0);
    });

    it('should take an application, review it and reward the approval', async () => {
      const promotion = await createPromotion({ joinMode: 'APPLY', trigger: 'APPROVAL', amountMinor: '2500' });
      const member = await newMember();
      const applied = valueOf(
        await apply(member.token, promotion.id, 'x'.repeat(140), [await png(), await png(), await png()]),
      );
      expect(applied.status).toBe('APPLYING');
      expectRefusal(await apply(member.token, promotion.id, 'again', []), 409, 'PROMOTION_ALREADY_JOINED');
      const queue = valueOf(await staff('GET', `/wps/admin/promotions/applications?promotionId=${promotion.id}`));
      expect(queue.list).toHaveLength(1);
      expect(queue.list[0].imageUrls).toHaveLength(3);
      expectRefusal(
        await staff('POST', `/wps/admin/promotions/applications/${queue.list[0].id}/reject`, {}),
        400,
        'REASON_REQUIRED',
      );
      valueOf(await staff('POST', `/wps/admin/promotions/applications/${queue.list[0].id}/approve`, {}));
      expectRefusal(
        await staff('POST', `/wps/admin/promotions/applications/${queue.list[0].id}/approve`, {}),
        409,
        'ALREADY_PROCESSED',
      );
      const [reward] = await waitingFor(member.token, promotion.id);
      expect(reward?.amountMinor).toBe('2500');
      const claimed = valueOf(
        await call('POST', '/wps/relay/MCSFE_signUpRequestReward', member.token, { promotionId: promotion.id }),
      );
      expect(claimed.status).toBe('CLAIMED');
      const grants = valueOf(await staff('GET', `/wps/admin/promotions/grants?promotionId=${promotion.id}`));
      expect(grants.list).toHaveLength(1);
    });

    it('should export the applications the filter matches as CSV, every page', async () => {
      const promotion = await createPromotion({ joinMode: 'APPLY', trigger: 'APPROVAL', amountMinor: '1500' });
      const first = await newMember();
      const second = await newMember();
      valueOf(await apply(first.token, promotion.id, '=1+1 first', [await png()]));
      valueOf(await apply(second.token, promotion.id, 'second', [await png()]));
      const path = `/wps/admin/promotions/applications?promotionId=${promotion.id}`;
      const queue = valueOf(await staff('GET', path));
      const approved = queue.list.find((row: { memberId: number }) => row.memberId === first.id);
      valueOf(await staff('POST', `/wps/admin/promotions/applications/${approved.id}/approve`, {}));

      const csvOf = async (query: string) => {
        const response = await staff('GET', `${path}${query}&pageSize=1&format=csv`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toBe('attachment; filename="promotion-applications.csv"');
        return response.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n');
      };
      const [header, ...all] = await csvOf('');
      expect(header).toBe(
        'id,promotionId,promotionName,memberId,account,comment,imageUrls,status,reason,createdAt,reviewedAt,reviewedBy',
      );
      // Both applications though a page holds one; the member's words never run as a formula.
      expect(all).toHaveLength(2);
      expect(all.find((row) => row.startsWith(`${approved.id},`))).toContain(`,'=1+1 first,`);
      const [, ...onlyApproved] = await csvOf('&status=APPROVED');
      expect(onlyApproved.map((row) => Number(row.split(',')[0]))).toEqual([approved.id]);
    });

    it('should join with the button, only once, and only while open', async () => {
      const promotion = await createPromotion({ joinMode: 'JOIN', trigger: 'DAILY_SIGN_IN', amountMinor: '100' });
      const member = await newMember();
      await drain();
      // Not joined: the login earned nothing.
      expect(await waitingFor(member.token, promotion.id)).toHaveLength(0);
      const joined = valueOf(
        await call('POST', '/wps/relay/MCSFE_signUpPromotionJoin', member.token, { promotionId: promotion.id }),
      );
      expect(joined.status).toBe('JOINED');
      expectRefusal(
        await call('POST', '/wps/relay/MCSFE_signUpPromotionJoin', member.token, { promotionId: promotion.id }),
        409,
        'PROMOTION_ALREADY_JOINED',
      );
      valueOf(await staff('POST', `/wps/admin/promotions/${promotion.id}/end`));
      const other = await newMember();
      expectRefusal(
        await call('POST', '/wps/relay/MCSFE_signUpPromotionJoin', other.token, { promotionId: promotion.id }),
        409,
        'PROMOTION_CLOSED',
      );
    });
  });

  describe('who may call', () => {
    it('should refuse guests, trial accounts and foreign rewards with nothing moved', async () => {
      const promotion = await createPromotion({ trigger: 'DAILY_SIGN_IN', amountMinor: '100' });
      const owner = await newMember();
      const stranger = await newMember();
      const trial = await newMember(TRIAL_ACCOUNT_TYPE);
      await drain();
      const [reward] = await waitingFor(owner.token, promotion.id);
      expectRefusal(await call('POST', `/wps/v2/rewards/${reward?.id}/claim`, stranger.token), 404, 'NOT_FOUND');
      expectRefusal(await call('POST', `/wps/v2/rewards/${reward?.id}/claim`, ''), 401, 'AUTH_REQUIRED');
      expectRefusal(await call('POST', `/wps/v2/rewards/${reward?.id}/claim`, trial.token), 403, 'TRIAL_FORBIDDEN');
      expectRefusal(
        await call('POST', '/wps/relay/MCSFE_signUpRequestReward', trial.token, { promotionId: promotion.id }),
        403,
        'TRIAL_FORBIDDEN',
      );
      expectRefusal(
        await call('POST', '/wps/relay/MCSFE_signUpRequestReward', stranger.token, { promotionId: 2_147_483_000 }),
        404,
        'NOT_FOUND',
      );
      expectRefusal(
        await call('POST', '/wps/relay/MCSFE_signUpRequestReward', stranger.token, { promotionId: 2 ** 63 }),
        400,
        'VALIDATION',
      );
      expect(await waitingFor(trial.token.length ? owner.token : owner.token, promotion.id)).toHaveLength(1);
      expect(await bonusCount(owner.id)).toBe(0);
      // A guest sees the list with the reason.
      const guest = valueOf(await call('GET', `/wps/v2/promotions/${promotion.id}`, ''));
      expect(guest.reasons).toContain('LOGIN_REQUIRED');
    });

    it('should let marketing and owners manage promotions, others read or nothing', async () => {
      const { token: memberToken } = await newMember();
      expectRefusal(await call('GET', '/wps/admin/promotions', memberToken), 403, 'FORBIDDEN');
      const managers: StaffRole[] = ['OWNER', 'MARKETING'];
      for (const role of STAFF_ROLES) {
        const token = await staffSession(kit.sut.app, role);
        const listed = await call('GET', '/wps/admin/promotions', token);
        expect(listed.statusCode, role).toBe(role === 'READ_ONLY' || managers.includes(role) ? 200 : 403);
        const created = await call('POST', '/wps/admin/promotions', token, {
          name: 'Role check',
          category: 'DAILY',
          audience: 'ALL',
          startsAt: clock.now().toISOString(),
          endsAt: new Date(clock.now().getTime() + DAY).toISOString(),
          joinMode: 'AUTO',
          trigger: 'DAILY_SIGN_IN',
          rewardKind: 'FIXED',
          amountMinor: '100',
          turnoverMultiplier: 1,
        });
        expect(created.statusCode, role).toBe(managers.includes(role) ? 200 : 403);
      }
    });

    it('should refuse a stale edit and a percentage without its cap', async () => {
      const promotion = await createPromotion({});
      expectRefusal(
        await staff('POST', '/wps/admin/promotions', {
          name: 'No cap',
          category: 'LIMITED',
          audience: 'ALL',
          startsAt: clock.now().toISOString(),
          endsAt: new Date(clock.now().getTime() + DAY).toISOString(),
          joinMode: 'AUTO',
          trigger: 'TURNOVER',
          thresholdMinor: '100',
          rewardKind: 'PERCENT',
          percentBp: 100,
          turnoverMultiplier: 1,
        }),
        400,
        'VALIDATION',
      );
      const body = {
        name: 'Edited',
        category: 'NEWBIE',
        audience: 'ALL',
        startsAt: clock.now().toISOString(),
        endsAt: new Date(clock.now().getTime() + DAY).toISOString(),
        joinMode: 'AUTO',
        trigger: 'FIRST_DEPOSIT',
        rewardKind: 'FIXED',
        amountMinor: '100',
        turnoverMultiplier: 1,
      };
      expect(
        valueOf(await staff('PUT', `/wps/admin/promotions/${promotion.id}`, { version: 1, promotion: body })).version,
      ).toBe(2);
      expectRefusal(
        await staff('PUT', `/wps/admin/promotions/${promotion.id}`, { version: 1, promotion: body }),
        409,
        'STALE_RECORD',
      );
    });
  });
});
