import { randomBytes, randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PROVIDER_SIGNATURE_HEADERS } from '@perya/contracts';

import { signPayload } from '../../lib/signed-requests';
import { demoProviderKey } from '../../seed/demo-seed';
import type { Caller } from '../../testing/api-session';
import {
  createCaller,
  demoMemberIds,
  expectRefusal,
  loginStaff,
  openSession,
  valueOf,
} from '../../testing/api-session';
import { countRows, createTestClock, queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { createBonusRepository } from './wallet.bonuses.repository';
import { BONUS_TURNOVER_SUBSCRIBER, bonusTurnoverSubscriber } from './wallet.turnover.subscriber';

// Bonuses with a visible turnover, end to end (decision 039): a bonus holds back a withdrawal,
// rounds played through the signed provider protocol count toward it once the stream handles
// them, it completes and the money may leave; weights, expiry and forfeits move the right money
// once; the forfeit endpoint refuses what it must.

const VENDOR = 'LNS';
const PAYMENT_PASSWORD = '246810';
const peso = (amount: number) => BigInt(amount * 100);

type Bonus = {
  id: string;
  title: string;
  status: string;
  requiredMinor: string;
  wageredMinor: string;
  remainingMinor: string;
  forfeitAmountMinor: string;
  forfeitedAmountMinor: string | null;
  byCategory: Array<{ category: string; countedMinor: string }>;
  recent: Array<{ roundId: string; countedMinor: string; weightBasisPoints: number; validBetMinor: string }>;
};

describe('bonuses and turnover', () => {
  let sut: TestApp;
  let call: Caller;
  const clock = createTestClock(new Date());
  let ids: Record<'player01' | 'player02' | 'trial01', number>;
  const token = { player01: '', player02: '', trial01: '', staff: '' };
  let gameCode = '';
  let category = '';
  let launchToken = '';
  let accountId = '';

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, clock });
    call = createCaller(sut.app);
    ids = await demoMemberIds(sut.app, ['player01', 'player02', 'trial01'] as const);
    token.player01 = await openSession(sut.app, ids.player01);
    token.player02 = await openSession(sut.app, ids.player02);
    token.trial01 = await openSession(sut.app, ids.trial01);
    token.staff = await loginStaff(sut.app);
    const [game] = (await sut.app.gamesService.listGames(null, { vassalage: VENDOR, pageSize: 1 })).content;
    if (!game) throw new Error(`no ${VENDOR} game in the demo catalogue`);
    gameCode = game.gameCode;
    category = game.gameType;
    const { url } = valueOf(
      await call('POST', '/wps/game/launchGame', token.player01, { nodeId: game.nodeId, device: 'DESKTOP' }),
    );
    launchToken = new URL(url as string).searchParams.get('token') ?? '';
    accountId = valueOf(await call('GET', '/wps/v2/withdraw/accounts', token.player01)).accounts[0].id;
    await sut.app.activityStream.catchUp(BONUS_TURNOVER_SUBSCRIBER);
  });
  afterAll(async () => {
    await sut.close();
  });

  const signed = (path: string, body: unknown) => {
    const key = demoProviderKey(VENDOR);
    const rawBody = JSON.stringify(body);
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    const nonce = randomBytes(16).toString('hex');
    return sut.app.inject({
      method: 'POST',
      url: `/wps/provider/v1/${VENDOR}/${path}`,
      headers: {
        'content-type': 'application/json',
        [PROVIDER_SIGNATURE_HEADERS.keyId]: key.keyId,
        [PROVIDER_SIGNATURE_HEADERS.timestamp]: String(timestamp),
        [PROVIDER_SIGNATURE_HEADERS.nonce]: nonce,
        [PROVIDER_SIGNATURE_HEADERS.signature]: signPayload(key.secret, timestamp, nonce, rawBody),
      },
      payload: rawBody,
    });
  };

  /** A round of player01 through the provider wallet protocol: a bet, and a win that closes it. */
  const playRound = async (bet: bigint, win = 0n) => {
    const round = `bonus-${randomUUID()}`;
    const betId = `${round}-bet`;
    const common = { user: String(ids.player01), round, game_code: gameCode, currency: 'PHP' };
    valueOf(await signed('bet', { ...common, token: launchToken, transaction_uuid: betId, amount: bet.toString() }));
    valueOf(
      await signed('win', {
        ...common,
        transaction_uuid: `${round}-win`,
        reference_transaction_uuid: betId,
        amount: win.toString(),
        round_closed: true,
      }),
    );
    return round;
  };
  const counted = () => sut.app.activityStream.catchUp(BONUS_TURNOVER_SUBSCRIBER);

  const bonuses = async (bearer: string): Promise<{ list: Bonus[]; weights: unknown[]; wageringOwedMinor: string }> =>
    valueOf(await call('GET', '/wps/v2/bonuses?pageSize=50', bearer));
  const bonusOf = async (bearer: string, id: string) => (await bonuses(bearer)).list.find((bonus) => bonus.id === id)!;
  const balanceOf = async (bearer: string) => {
    const value = valueOf(await call('GET', '/wps/v2/wallets/balance', bearer));
    return {
      available: BigInt(value.availableMinor),
      owed: BigInt(value.wageringOwedMinor),
      withdrawable: BigInt(value.withdrawableMinor),
    };
  };
  const grant = async (memberId: number, amount: bigint, multiplier: number, extra: Record<string, unknown> = {}) =>
    valueOf(
      await call('POST', `/wps/admin/members/${memberId}/bonuses`, token.staff, {
        requestId: randomUUID(),
        amountMinor: amount.toString(),
        turnoverMultiplier: multiplier,
        title: `Test bonus ${randomBytes(3).toString('hex')}`,
        ...extra,
      }),
    ).bonus as Bonus;
  const withdraw = (amount: bigint) =>
    call('POST', '/wps/v2/withdrawals', token.player01, {
      requestId: randomUUID(),
      accountId,
      amountMinor: amount.toString(),
      paymentPassword: PAYMENT_PASSWORD,
    });
  const forfeit = (bearer: string, id: string) => call('POST', `/wps/v2/bonuses/${id}/forfeit`, bearer);

  it('should hold a withdrawal back until the bonus turnover is met by settled rounds, then let it go', async () => {
    // The demo's welcome bonus would owe far more: player01 gives it up first (what it takes back is shown).
    const welcome = (await bonuses(token.player01)).list.find(
      (b) => b.status === 'ACTIVE' && b.title.startsWith('Welcome'),
    );
    if (welcome) {
      const before = await balanceOf(token.player01);
      const given = valueOf(await forfeit(token.player01, welcome.id));
      expect(given.bonus).toMatchObject({ status: 'FORFEITED', forfeitedAmountMinor: welcome.forfeitAmountMinor });
      expect((await balanceOf(token.player01)).available).toBe(before.available - BigInt(welcome.forfeitAmountMinor));
    }
    const bonus = await grant(ids.player01, peso(100), 2);
    expect(bonus).toMatchObject({ status: 'ACTIVE', requiredMinor: peso(200).toString(), wageredMinor: '0' });
    const before = await balanceOf(token.player01);
    expect(before.owed).toBe(peso(200));
    expect(before.withdrawable).toBe(before.available - peso(200));

    // Beyond what may be withdrawn: refused, and the reason is the turnover.
    expectRefusal(await withdraw(before.withdrawable + 100n), 422, 'WAGERING_OUTSTANDING');

    // Wins pay the stakes back, so the balance stays and only the turnover moves (valid bet: the stake).
    const first = await playRound(peso(150), peso(150));
    await counted();
    const partway = await bonusOf(token.player01, bonus.id);
    expect(partway).toMatchObject({ status: 'ACTIVE', wageredMinor: peso(150).toString() });
    expect(partway.remainingMinor).toBe(peso(50).toString());
    expect(partway.byCategory).toEqual([{ category, countedMinor: peso(150).toString() }]);
    expect(partway.recent[0]).toMatchObject({
      roundId: first,
      countedMinor: peso(150).toString(),
      weightBasisPoints: 10_000,
    });
    expect((await balanceOf(token.player01)).owed).toBe(peso(50));

    // More than is left completes it, capped at its requirement; nothing is owed any more.
    await playRound(peso(100), peso(100));
    await counted();
    expect(await bonusOf(token.player01, bonus.id)).toMatchObject({
      status: 'COMPLETED',
      wageredMinor: peso(200).toString(),
    });
    const after = await balanceOf(token.player01);
    expect(after.owed).toBe(0n);
    expect(after.withdrawable).toBe(after.available);
    expect(valueOf(await withdraw(before.withdrawable + 100n))).toMatchObject({ status: 'REVIEW' });
  });

  it("should count a category at the operator's weight, and audit the setting", async () => {
    const bonus = await grant(ids.player01, peso(100), 10);
    const set = valueOf(
      await call('PUT', '/wps/admin/settings/bonus-turnover', token.staff, {
        weights: [{ category, weightBasisPoints: 2_500 }],
      }),
    );
    expect(set.weights).toEqual([{ category, weightBasisPoints: 2_500 }]);
    await playRound(peso(40));
    await counted();
    const meter = await bonusOf(token.player01, bonus.id);
    expect(meter.wageredMinor).toBe(peso(10).toString());
    expect(meter.recent[0]).toMatchObject({ weightBasisPoints: 2_500, validBetMinor: peso(40).toString() });
    expect((await bonuses(token.player01)).weights).toEqual([{ category, weightBasisPoints: 2_500 }]);
    const audit = valueOf(
      await call('GET', '/wps/admin/audit?targetKind=settings&targetId=bonus-turnover&pageSize=10', token.staff),
    ).list as Array<{ action: string; detail: Record<string, unknown> }>;
    expect(audit[0]).toMatchObject({ action: 'wallet.bonus-weights', detail: { after: { [category]: 2_500 } } });
    // 100 % resets the category to the default: no row.
    valueOf(
      await call('PUT', '/wps/admin/settings/bonus-turnover', token.staff, {
        weights: [{ category, weightBasisPoints: 10_000 }],
      }),
    );
    expect(valueOf(await call('GET', '/wps/admin/settings/bonus-turnover', token.staff)).weights).toEqual([]);
    for (const body of [
      { weights: [{ category, weightBasisPoints: 10_001 }] },
      { weights: [{ category: 'slot\u0000', weightBasisPoints: 1 }] },
      { weights: [] },
      {
        weights: [
          { category, weightBasisPoints: 1 },
          { category, weightBasisPoints: 2 },
        ],
      },
    ])
      expectRefusal(await call('PUT', '/wps/admin/settings/bonus-turnover', token.staff, body), 400, 'VALIDATION');
    expectRefusal(await call('GET', '/wps/admin/settings/bonus-turnover', token.player01), 403, 'FORBIDDEN');
    await sut.app.walletService.forfeitBonus({
      memberId: ids.player01,
      grantId: bonus.id,
      actor: { kind: 'SYSTEM', name: 'test' },
    });
  });

  it('should count a batch once when it is handled again after a failure', async () => {
    const bonus = await grant(ids.player01, peso(100), 10);
    await playRound(peso(30));
    // A batch whose transaction fails after the handler ran (a crash before the checkpoint moved):
    // its writes roll back with it, and the stream hands the same events over again.
    const subscriber = bonusTurnoverSubscriber(createBonusRepository(sut.database.db));
    const events = await queryRows<{ id: string; kind: string; member_id: number }>(
      sut.database,
      `select id::text, kind, member_id from activity_events where kind like 'ROUND_%' order by id desc limit 1`,
    );
    await expect(
      sut.database.db.transaction(async (tx) => {
        await subscriber.handle(
          tx,
          events.map((event) => ({
            id: BigInt(event.id),
            xactId: '0',
            kind: event.kind as 'ROUND_SETTLED',
            memberId: event.member_id,
            occurredAt: clock.now(),
            amount: 0n,
            currency: 'PHP',
            data: null,
          })),
        );
        throw new Error('crash before the checkpoint moved');
      }),
    ).rejects.toThrow('crash');
    await counted();
    await counted();
    expect((await bonusOf(token.player01, bonus.id)).wageredMinor).toBe(peso(30).toString());
    await sut.app.walletService.forfeitBonus({
      memberId: ids.player01,
      grantId: bonus.id,
      actor: { kind: 'SYSTEM', name: 'test' },
    });
  });

  it('should forfeit an expired bonus once however often the job runs, taking back what is left to the bonus fund', async () => {
    const expiresAt = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const bonus = await grant(ids.player02, peso(80), 5, { expiresAt });
    expect((await bonusOf(token.player02, bonus.id)).forfeitAmountMinor).toBe(peso(80).toString());
    const before = await balanceOf(token.player02);
    expect(await sut.app.walletService.expireBonuses()).toBe(0); // not yet
    clock.advance(3_600_000);
    // An hour on, the sessions have gone idle: open new ones.
    token.player01 = await openSession(sut.app, ids.player01);
    token.player02 = await openSession(sut.app, ids.player02);
    token.trial01 = await openSession(sut.app, ids.trial01);
    token.staff = await loginStaff(sut.app);
    const [first, second] = [await sut.app.walletService.expireBonuses(), await sut.app.walletService.expireBonuses()];
    expect([first, second]).toEqual([1, 0]);
    const after = await bonusOf(token.player02, bonus.id);
    expect(after).toMatchObject({
      status: 'FORFEITED',
      forfeitedAmountMinor: peso(80).toString(),
      forfeitAmountMinor: '0',
    });
    expect((await balanceOf(token.player02)).available).toBe(before.available - peso(80));
    const transfers = await queryRows<{ count: number }>(
      sut.database,
      `select count(*)::int as count from ledger_transfers where kind = 'BONUS_FORFEIT' and reference = '${bonus.id}'`,
    );
    expect(transfers[0]?.count).toBe(1);
    expect(await sut.app.walletService.totalBalance('PHP')).toBe(0n);
  });

  it("should never take more than the member's available balance: the balance stops at zero", async () => {
    const bonus = await grant(ids.player02, peso(100), 5);
    // The member spent most of it: only ₱30 is left.
    const { available } = await balanceOf(token.player02);
    await sut.app.walletService.adjust({
      memberId: ids.player02,
      requestId: randomUUID(),
      direction: 'DEBIT',
      amountMinor: available - peso(30),
      reason: 'spent in the forfeit test',
      actor: { kind: 'SYSTEM', name: 'test' },
    });
    expect((await bonusOf(token.player02, bonus.id)).forfeitAmountMinor).toBe(peso(30).toString());
    const given = valueOf(await forfeit(token.player02, bonus.id));
    expect(given.bonus).toMatchObject({ status: 'FORFEITED', forfeitedAmountMinor: peso(30).toString() });
    expect(given.balance).toMatchObject({ balanceMinor: '0', wageringOwedMinor: '0' });
    expect(await sut.app.walletService.totalBalance('PHP')).toBe(0n);
  });

  it('should refuse a forfeit of a foreign, completed or unknown bonus, and to trial accounts, guests and staff', async () => {
    const foreign = await grant(ids.player01, peso(10), 5);
    const completed = await grant(ids.player02, peso(10), 0);
    const rows = await countRows(sut.database, 'ledger_transfers');
    expectRefusal(await forfeit(token.player02, foreign.id), 404, 'NOT_FOUND');
    expectRefusal(await forfeit(token.player02, completed.id), 409, 'BONUS_NOT_ACTIVE');
    expectRefusal(await forfeit(token.player02, randomUUID()), 404, 'NOT_FOUND');
    expectRefusal(await forfeit(token.player02, 'not-a-bonus\u0000'), 400, 'VALIDATION');
    expectRefusal(await forfeit(token.trial01, foreign.id), 403, 'TRIAL_FORBIDDEN');
    expectRefusal(await forfeit('', foreign.id), 401, 'AUTH_REQUIRED');
    expectRefusal(await forfeit(token.staff, foreign.id), 403, 'FORBIDDEN');
    expect(await countRows(sut.database, 'ledger_transfers')).toBe(rows);
    expect((await bonusOf(token.player01, foreign.id)).status).toBe('ACTIVE');
    // A second forfeit of the same bonus moves nothing more.
    valueOf(await forfeit(token.player01, foreign.id));
    expectRefusal(await forfeit(token.player01, foreign.id), 409, 'BONUS_NOT_ACTIVE');
    // A grant's expiry must be in the future.
    expectRefusal(
      await call('POST', `/wps/admin/members/${ids.player02}/bonuses`, token.staff, {
        requestId: randomUUID(),
        amountMinor: '100',
        turnoverMultiplier: 1,
        title: 'Past expiry',
        expiresAt: new Date(clock.now().getTime() - 1).toISOString(),
      }),
      400,
      'VALIDATION',
    );
  });
});
