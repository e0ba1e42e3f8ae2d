import { describe, expect, it } from 'vitest';

import { expectRefusal, valueOf } from '../../testing/api-session';
import { queryRows } from '../../testing/auth-helpers';
import { usePromotionsApp } from '../../testing/promotions-kit';

// POINTS rewards (decision 039 amendment): a promotion whose reward is points is credited to the
// points mall's ledger once (entry `promotion-reward:<id>`, kind PROMOTION), moves no money, draws
// on no money budget and carries no turnover; the input refuses what does not fit. Its own app:
// its daily sign-in promotions would otherwise reward the other files' members too.

describe('promotions: points rewards', () => {
  const kit = usePromotionsApp({
    now: '2026-11-21T04:00:00Z',
    accountPrefix: 'ppts',
    namePrefix: 'Points',
    defaults: {
      category: 'DAILY',
      audience: 'ALL',
      joinMode: 'AUTO',
      trigger: 'DAILY_SIGN_IN',
      recurrence: 'DAILY',
      rewardKind: 'POINTS',
      points: '500',
      turnoverMultiplier: 0,
    },
  });
  const { call, staff, drain, newMember, promotionBody, createPromotion } = kit;

  type RewardView = { id: number; promotionId: number; amountMinor: string; points: string; status: string };
  const waitingFor = async (token: string, promotionId: number) =>
    (
      valueOf(await call('GET', '/wps/v2/rewards', token)) as {
        waiting: RewardView[];
      }
    ).waiting.filter((reward) => reward.promotionId === promotionId);

  const pointsOf = async (token: string) =>
    (valueOf(await call('GET', '/wps/relay/MCS2_getPointBalance', token)) as { points: string }).points;
  const detailsOf = async (token: string) =>
    (
      valueOf(await call('GET', '/wps/v2/points/details', token)) as {
        list: Array<{ id: string; kind: string; changedPoints: string; pointsBalance: string; remark: string }>;
      }
    ).list;
  /** What moved in the member's money: bonus grants and ledger transfers to or from them. */
  const moneyMoves = async (memberId: number) => {
    const [row] = await queryRows<{ grants: string; transfers: string }>(
      kit.sut.database,
      `select (select count(*) from bonus_grants where member_id = $1)::text as grants,
              (select count(*) from ledger_transfers where credit_member_id = $1 or debit_member_id = $1)::text as transfers`,
      [memberId],
    );
    return { grants: Number(row?.grants), transfers: Number(row?.transfers) };
  };

  it('should credit a daily sign-in points reward once to the points ledger, with no money moved', async () => {
    const promotion = await createPromotion();
    expect(promotion).toMatchObject({ rewardKind: 'POINTS', points: '500', amountMinor: null, spentMinor: '0' });
    const member = await newMember();
    await drain();
    const [waiting] = await waitingFor(member.token, promotion.id);
    expect(waiting).toMatchObject({ amountMinor: '0', points: '500', status: 'WAITING' });
    expect(await pointsOf(member.token)).toBe('0');

    const claimed = valueOf(await call('POST', `/wps/v2/rewards/${waiting?.id}/claim`, member.token));
    expect(claimed).toMatchObject({ status: 'CLAIMED', points: '500', amountMinor: '0', turnoverMultiplier: 0 });
    expect(await pointsOf(member.token)).toBe('500');

    // Twice: refused, nothing more.
    expectRefusal(
      await call('POST', `/wps/v2/rewards/${waiting?.id}/claim`, member.token),
      409,
      'PROMOTION_ALREADY_CLAIMED',
    );
    expect(await pointsOf(member.token)).toBe('500');

    // The points details show the entry with its own kind, keyed by the reward.
    expect(await detailsOf(member.token)).toEqual([
      expect.objectContaining({
        id: `promotion-reward:${waiting?.id}`,
        kind: 'PROMOTION',
        changedPoints: '500',
        pointsBalance: '500',
        remark: promotion.name,
      }),
    ]);
    // No bonus, no transfer, no money budget drawn; the reward row has no transfer.
    expect(await moneyMoves(member.id)).toEqual({ grants: 0, transfers: 0 });
    const [row] = await queryRows<{ transfer_id: string | null; spent: string }>(
      kit.sut.database,
      `select r.transfer_id, p.spent::text from promotion_rewards r join promotions p on p.id = r.promotion_id
       where r.id = $1`,
      [waiting?.id],
    );
    expect(row).toEqual({ transfer_id: null, spent: '0' });
  });

  it('should credit points once on the claim-all path and on a retry of a reward left paying', async () => {
    const promotion = await createPromotion({ points: '250' });
    const money = await createPromotion({
      rewardKind: 'FIXED',
      points: null,
      amountMinor: '100',
      turnoverMultiplier: 1,
    });
    const member = await newMember();
    await drain();
    const result = valueOf(await call('POST', '/wps/v2/rewards/claim-all', member.token)) as {
      claimed: RewardView[];
      refused: unknown[];
    };
    expect(result.refused).toEqual([]);
    expect(result.claimed.find((reward) => reward.promotionId === promotion.id)).toMatchObject({ points: '250' });
    expect(result.claimed.find((reward) => reward.promotionId === money.id)).toMatchObject({ amountMinor: '100' });
    // The first test's daily 500 points reward this member too: 500 + 250.
    expect(result.claimed.filter((reward) => reward.points !== '0')).toHaveLength(2);
    expect(await pointsOf(member.token)).toBe('750');
    expect((await moneyMoves(member.id)).grants).toBe(1);
    const again = valueOf(await call('POST', '/wps/v2/rewards/claim-all', member.token)) as { claimed: unknown[] };
    expect(again.claimed).toEqual([]);
    expect(await pointsOf(member.token)).toBe('750');

    // A crash after the credit leaves the reward PAYING: the job finishes it without crediting again.
    const [reward] = await queryRows<{ id: string }>(
      kit.sut.database,
      `select id::text from promotion_rewards where promotion_id = $1 and member_id = $2`,
      [promotion.id, member.id],
    );
    await queryRows(kit.sut.database, `update promotion_rewards set status = 'PAYING' where id = $1`, [reward?.id]);
    await kit.sut.app.promotionsService.runJobs();
    const [after] = await queryRows<{ status: string }>(
      kit.sut.database,
      'select status from promotion_rewards where id = $1',
      [reward?.id],
    );
    expect(after?.status).toBe('CLAIMED');
    expect(await pointsOf(member.token)).toBe('750');
    expect((await detailsOf(member.token)).filter((entry) => entry.kind === 'PROMOTION')).toHaveLength(2);
  });

  it('should refuse a points reward with turnover, without points, with points of zero or too many, or a money budget', async () => {
    const refusals: Array<[string, Record<string, unknown>]> = [
      ['turnover', { turnoverMultiplier: 1 }],
      ['no points', { points: null }],
      ['points missing', { points: undefined }],
      ['zero', { points: '0' }],
      ['negative', { points: '-5' }],
      ['2^63', { points: '9223372036854775808' }],
      ['past the maximum', { points: '1000000001' }],
      ['a number', { points: 500 }],
      ['a fraction', { points: '1.5' }],
      ['a money budget', { budgetMinor: '100000' }],
    ];
    const before = await queryRows<{ n: string }>(kit.sut.database, 'select count(*) n from promotions');
    for (const [label, overrides] of refusals) {
      const response = await staff('POST', '/wps/admin/promotions', promotionBody(overrides));
      expect(response.statusCode, label).toBe(400);
      expectRefusal(response, 400, 'VALIDATION');
    }
    expect(await queryRows<{ n: string }>(kit.sut.database, 'select count(*) n from promotions')).toEqual(before);
    // The largest allowed is taken.
    expect((await createPromotion({ points: '1000000000' })).points).toBe('1000000000');
  });
});
