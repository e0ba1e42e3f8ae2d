import { describe, expect, it } from 'vitest';

import { expectRefusal, openSession, staffSession, valueOf } from '../../testing/api-session';
import { queryRows } from '../../testing/auth-helpers';
import { usePromotionsApp } from '../../testing/promotions-kit';

// Pausing a promotion (decision 052): staff pause and resume at the version opened (audited,
// promotions.manage); while paused nobody joins, earns or claims; members see it CLOSED with the
// reason PAUSED; rewards already waiting are held — not claimable, not expiring — and get the
// paused time back on their expiry when it resumes.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const JOIN = '/wps/relay/MCSFE_signUpPromotionJoin';

type Listed = { id: number; status: string; reasons: string[] };
type Centre = { waiting: Array<{ id: number; promotionId: number; onHold: boolean; expiresAt: string | null }> };

describe('pausing a promotion', () => {
  const kit = usePromotionsApp({
    now: '2026-11-23T04:00:00Z',
    accountPrefix: 'pause',
    namePrefix: 'Paused',
    defaults: {
      category: 'DAILY',
      audience: 'ALL',
      joinMode: 'AUTO',
      trigger: 'DAILY_SIGN_IN',
      recurrence: 'DAILY',
      rewardKind: 'FIXED',
      amountMinor: '500',
      turnoverMultiplier: 1,
    },
  });
  const { clock, call, staff, drain, newMember, createPromotion } = kit;
  const listed = async (token: string, id: number) =>
    (valueOf(await call('GET', '/wps/v2/promotions', token)).list as Listed[]).find((row) => row.id === id);
  const centre = async (token: string) => valueOf(await call('GET', '/wps/v2/rewards', token)) as Centre;
  const balanceOf = async (token: string) =>
    BigInt(valueOf(await call('GET', '/wps/v2/wallets/balance', token)).balanceMinor);

  it('should pause and resume at the version opened, audited, for promotions.manage only', async () => {
    const promotion = await createPromotion({});
    const readOnly = await staffSession(kit.sut.app, 'READ_ONLY');
    expectRefusal(
      await call('POST', `/wps/admin/promotions/${promotion.id}/pause`, readOnly, { version: promotion.version }),
      403,
      'FORBIDDEN',
    );
    expectRefusal(
      await staff('POST', `/wps/admin/promotions/${promotion.id}/pause`, { version: promotion.version + 1 }),
      409,
      'STALE_RECORD',
    );
    const paused = valueOf(
      await staff('POST', `/wps/admin/promotions/${promotion.id}/pause`, { version: promotion.version }),
    );
    expect(paused).toMatchObject({ pausedAt: clock.now().toISOString(), version: promotion.version + 1 });
    expectRefusal(
      await staff('POST', `/wps/admin/promotions/${promotion.id}/pause`, { version: paused.version }),
      409,
      'ALREADY_PROCESSED',
    );
    // The version a pause moved on to is the one an edit or a resume must name.
    expectRefusal(
      await staff('POST', `/wps/admin/promotions/${promotion.id}/resume`, { version: promotion.version }),
      409,
      'STALE_RECORD',
    );
    const resumed = valueOf(
      await staff('POST', `/wps/admin/promotions/${promotion.id}/resume`, { version: paused.version }),
    );
    expect(resumed).toMatchObject({ pausedAt: null, version: paused.version + 1 });
    const audited = await queryRows<{ action: string }>(
      kit.sut.database,
      `select action from audit_log where target_kind = 'promotion' and target_id = $1 order by id`,
      [String(promotion.id)],
    );
    expect(audited.map((row) => row.action)).toEqual(['promotion.create', 'promotion.pause', 'promotion.resume']);
  });

  it('should show a paused promotion closed with the reason, refuse joining in the language, and reopen on resume', async () => {
    const promotion = await createPromotion({ joinMode: 'JOIN' });
    const member = await newMember();
    expect(await listed(member.token, promotion.id)).toMatchObject({ status: 'JOIN', reasons: [] });
    const paused = valueOf(
      await staff('POST', `/wps/admin/promotions/${promotion.id}/pause`, { version: promotion.version }),
    );
    expect(await listed(member.token, promotion.id)).toMatchObject({ status: 'CLOSED', reasons: ['PAUSED'] });
    const refused = await call('POST', JOIN, member.token, { promotionId: promotion.id }, 'TY');
    expectRefusal(refused, 409, 'PROMOTION_PAUSED');
    expect(refused.json().message).toContain('Naka-pause');
    expect(
      await queryRows(kit.sut.database, 'select 1 from promotion_participants where promotion_id = $1', [promotion.id]),
    ).toHaveLength(0);

    valueOf(await staff('POST', `/wps/admin/promotions/${promotion.id}/resume`, { version: paused.version }));
    expect(valueOf(await call('POST', JOIN, member.token, { promotionId: promotion.id })).status).toBe('JOINED');
  });

  it('should hold a waiting reward while paused, earn nothing new, and give back the paused time on resume', async () => {
    const promotion = await createPromotion({ expiryDays: 1 });
    const member = await newMember();
    await drain();
    const [reward] = (await centre(member.token)).waiting.filter((row) => row.promotionId === promotion.id);
    expect(reward).toMatchObject({ onHold: false });
    const expiresAt = Date.parse(reward!.expiresAt!);

    const paused = valueOf(
      await staff('POST', `/wps/admin/promotions/${promotion.id}/pause`, { version: promotion.version }),
    );
    expect((await centre(member.token)).waiting.find((row) => row.id === reward!.id)).toMatchObject({ onHold: true });
    // Claim all pays the member's other promotions' rewards, not this one.
    const all = valueOf(await call('POST', '/wps/v2/rewards/claim-all', member.token));
    expect(all.refused).toContainEqual({ rewardId: reward!.id, code: 'PROMOTION_PAUSED' });
    const before = await balanceOf(member.token);
    expectRefusal(await call('POST', `/wps/v2/rewards/${reward!.id}/claim`, member.token), 409, 'PROMOTION_PAUSED');
    expect(await balanceOf(member.token)).toBe(before);

    // Two days paused: past the reward's expiry, and a new day's sign-in.
    clock.advance(2 * DAY);
    const nextDay = await openSession(kit.sut.app, member.id);
    await drain();
    await kit.sut.app.promotionsService.runJobs();
    const held = (await centre(nextDay)).waiting.filter((row) => row.promotionId === promotion.id);
    expect(held.map((row) => row.id)).toEqual([reward!.id]);

    valueOf(await staff('POST', `/wps/admin/promotions/${promotion.id}/resume`, { version: paused.version }));
    const [back] = (await centre(nextDay)).waiting.filter((row) => row.promotionId === promotion.id);
    expect(back).toMatchObject({ id: reward!.id, onHold: false });
    expect(Date.parse(back!.expiresAt!)).toBe(expiresAt + 2 * DAY);
    expect(valueOf(await call('POST', `/wps/v2/rewards/${reward!.id}/claim`, nextDay)).status).toBe('CLAIMED');
    expect((await balanceOf(nextDay)) - before).toBe(500n);
    clock.advance(-2 * DAY);
  });
});
