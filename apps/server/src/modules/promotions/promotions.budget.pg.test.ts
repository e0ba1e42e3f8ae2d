import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AppError } from '../../lib/errors';
import { openSession } from '../../testing/api-session';
import { createTestClock, queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { PROMOTIONS_SUBSCRIBER } from './index';

// The budget under concurrency, on PostgreSQL: 40 members claim at once from a budget that pays
// 10; exactly 10 are paid, every other claim is refused with PROMOTION_BUDGET_EXHAUSTED, and
// what the promotion spent equals what the wallet granted. One member claiming the same reward
// from 8 requests at once is paid once.

const MEMBERS = 40;
const AMOUNT = 1_000n;
const BUDGET = 10_000n;

describe('promotion budget under concurrent claims', () => {
  let sut: TestApp;
  const clock = createTestClock(new Date('2026-11-21T04:00:00Z'));

  beforeAll(async () => {
    sut = await createTestApp({ clock });
  }, 120_000);
  afterAll(async () => {
    await sut.close();
  });

  const staff = { kind: 'STAFF' as const, id: 1, name: 'test' };
  const createPromotion = (budgetMinor: bigint | null) =>
    sut.app.promotionsService.create(
      {
        name: `Budget ${randomUUID().slice(0, 6)}`,
        announcementId: null,
        category: 'LIMITED',
        audience: 'ALL',
        vipLevels: [],
        agentIds: [],
        memberIds: [],
        startsAt: new Date(clock.now().getTime() - 60_000).toISOString(),
        endsAt: new Date(clock.now().getTime() + 86_400_000).toISOString(),
        joinMode: 'AUTO',
        trigger: 'DAILY_SIGN_IN',
        thresholdMinor: null,
        streakDays: null,
        recurrence: 'DAILY',
        rewardKind: 'FIXED',
        amountMinor: AMOUNT,
        percentBp: null,
        capMinor: null,
        points: null,
        turnoverMultiplier: 1,
        expiryDays: null,
        budgetMinor,
        claimGuards: [],
        autoPay: false,
      },
      staff,
    );

  const newMembers = async (count: number) => {
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const member = await sut.app.membersService.createMember({
        account: `budget${index}${randomUUID().slice(0, 6)}`,
        password: 'Budget2026!x',
        type: 0,
      });
      await openSession(sut.app, member.id);
      ids.push(member.id);
    }
    await sut.app.activityStream.catchUp(PROMOTIONS_SUBSCRIBER);
    return ids;
  };

  const waitingRewardOf = async (memberId: number, promotionId: number) => {
    const centre = await sut.app.promotionsService.rewardCentre(memberId);
    const reward = centre.waiting.find((entry) => entry.promotionId === promotionId);
    if (!reward) throw new Error(`member ${memberId} has no reward`);
    return reward.id;
  };

  it('should pay exactly what the budget holds and refuse every other claim', async () => {
    const promotion = await createPromotion(BUDGET);
    const members = await newMembers(MEMBERS);
    const rewards = await Promise.all(members.map((id) => waitingRewardOf(id, promotion.id)));
    const outcomes = await Promise.allSettled(
      members.map((memberId, index) =>
        sut.app.promotionsService.claim(
          memberId,
          rewards[index] ?? 0,
          { ip: null, deviceId: null },
          { kind: 'MEMBER', id: memberId, name: 'm' },
        ),
      ),
    );
    const paid = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    expect(paid).toHaveLength(Number(BUDGET / AMOUNT));
    expect(refused).toHaveLength(MEMBERS - Number(BUDGET / AMOUNT));
    for (const error of refused) expect((error as AppError).code).toBe('PROMOTION_BUDGET_EXHAUSTED');
    const [row] = await queryRows<{ spent: string; granted: string }>(
      sut.database,
      `select p.spent::text,
              (select coalesce(sum(amount), 0)::text from bonus_grants where title = p.name) as granted
       from promotions p where p.id = $1`,
      [promotion.id],
    );
    expect(row).toEqual({ spent: BUDGET.toString(), granted: BUDGET.toString() });
  });

  it('should pay one reward once when its member claims it from many requests at once', async () => {
    const promotion = await createPromotion(null);
    const [memberId = 0] = await newMembers(1);
    const rewardId = await waitingRewardOf(memberId, promotion.id);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        sut.app.promotionsService.claim(
          memberId,
          rewardId,
          { ip: null, deviceId: null },
          { kind: 'MEMBER', id: memberId, name: 'm' },
        ),
      ),
    );
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') expect((outcome.reason as AppError).code).toBe('PROMOTION_ALREADY_CLAIMED');
    expect(outcomes.some((outcome) => outcome.status === 'fulfilled')).toBe(true);
    const [row] = await queryRows<{ n: string; spent: string }>(
      sut.database,
      `select (select count(*) from bonus_grants where member_id = $1)::text as n, spent::text from promotions where id = $2`,
      [memberId, promotion.id],
    );
    expect(row).toEqual({ n: '1', spent: AMOUNT.toString() });
  });
});
