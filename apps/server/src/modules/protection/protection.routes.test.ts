import { randomBytes, randomUUID } from 'node:crypto';

import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MoneyLimit } from '@perya/contracts';
import { PROVIDER_SIGNATURE_HEADERS } from '@perya/contracts';

import { signPayload } from '../../lib/signed-requests';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo-wallet';
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
import { countRows, createTestClock } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Player protection at every point where money or play happens (issue 18): the member's limits
// with their cooling period, time-outs and self-exclusion on the app's clock, and each refusal in
// the member's language with nothing changed.

const VENDOR = 'LNS';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('player protection', () => {
  let sut: TestApp;
  let call: Caller;
  const clock = createTestClock(new Date('2026-11-21T04:00:00Z'));
  const memberId = { player01: 0, player02: 0, agent01: 0 };
  const token = { player01: '', player02: '', agent01: '', staff: '' };
  let game = { nodeId: 0, gameCode: '' };
  let channels: Array<{ id: number; kind: string; minMinor: string; maxMinor: string }> = [];
  let round = 0;

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, clock });
    call = createCaller(sut.app);
    Object.assign(memberId, await demoMemberIds(sut.app, Object.keys(memberId) as Array<keyof typeof memberId>));
    await openSessions();
    const [found] = (await sut.app.gamesService.listGames(null, { vassalage: VENDOR, pageSize: 1 })).content;
    if (!found) throw new Error(`no ${VENDOR} game`);
    game = { nodeId: found.nodeId, gameCode: found.gameCode };
    channels = valueOf(await call('GET', '/wps/v2/deposit/channels', token.player01)).channels;
  });
  afterAll(async () => {
    await sut.close();
  });

  const openSessions = async () => {
    for (const account of ['player01', 'player02', 'agent01'] as const)
      token[account] = await openSession(sut.app, memberId[account]);
  };
  /** Moves the app's clock; the members log in again (their sessions idled out meanwhile). */
  const advance = async (milliseconds: number) => {
    clock.advance(milliseconds);
    await openSessions();
  };

  const getState = async (bearer: string) => valueOf(await call('GET', '/wps/member/protection', bearer));
  const limitOf = (value: { limits: MoneyLimit[] }, kind: string, period: string) =>
    value.limits.find((limit) => limit.kind === kind && limit.period === period) as {
      amountMinor: string | null;
      usedMinor: string;
      remainingMinor: string | null;
      pending: { value: string | null; effectiveAt: string } | null;
    };
  const setLimit = (bearer: string, body: unknown, lang = 'EN') =>
    call('PUT', '/wps/member/protection/limits', bearer, body, lang);
  const launch = async (bearer: string) =>
    call('POST', '/wps/game/launchGame', bearer, { nodeId: game.nodeId, device: 'DESKTOP' });
  const launchToken = async (bearer: string) =>
    new URL(valueOf(await launch(bearer)).url as string).searchParams.get('token') ?? '';
  const balance = async (bearer: string) =>
    BigInt(valueOf(await call('GET', '/wps/v2/wallets/balance', bearer)).balanceMinor);

  /** A provider's signed call, as the protocol's tests send it. */
  const provider = (path: 'bet' | 'win', body: Record<string, unknown>) => {
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
  const bet = (member: number, launch: string, amount: string) => {
    round += 1;
    const ids = { round: `p-${round}`, bet: `p-bet-${round}`, win: `p-win-${round}` };
    return {
      ids,
      response: provider('bet', {
        user: String(member),
        token: launch,
        transaction_uuid: ids.bet,
        round: ids.round,
        game_code: game.gameCode,
        amount,
        currency: 'PHP',
      }),
    };
  };
  const win = (member: number, ids: { round: string; bet: string; win: string }, amount: string) =>
    provider('win', {
      user: String(member),
      transaction_uuid: ids.win,
      round: ids.round,
      game_code: game.gameCode,
      amount,
      currency: 'PHP',
      reference_transaction_uuid: ids.bet,
      round_closed: true,
    });

  describe('limits the member sets', () => {
    it('should apply a lower limit at once and a higher one only after 24 hours, refusing a second raise meanwhile', async () => {
      valueOf(await setLimit(token.player02, { kind: 'DEPOSIT', period: 'DAY', amountMinor: '500000' }));
      let value = await getState(token.player02);
      expect(limitOf(value, 'DEPOSIT', 'DAY')).toMatchObject({ amountMinor: '500000', pending: null });

      value = valueOf(await setLimit(token.player02, { kind: 'DEPOSIT', period: 'DAY', amountMinor: '900000' }));
      const raised = limitOf(value, 'DEPOSIT', 'DAY');
      expect(raised.amountMinor).toBe('500000');
      expect(raised.pending).toEqual({
        value: '900000',
        effectiveAt: new Date(clock.now().getTime() + DAY).toISOString(),
      });

      const again = await setLimit(token.player02, { kind: 'DEPOSIT', period: 'DAY', amountMinor: '2000000' }, 'TY');
      expectRefusal(again, 409, 'LIMIT_COOLING');
      expect(again.json().message).toContain('cooling period');
      expect(limitOf(await getState(token.player02), 'DEPOSIT', 'DAY').pending?.value).toBe('900000');

      await advance(DAY - 60_000);
      expect(limitOf(await getState(token.player02), 'DEPOSIT', 'DAY').amountMinor).toBe('500000');
      await advance(60_000);
      expect(limitOf(await getState(token.player02), 'DEPOSIT', 'DAY')).toMatchObject({
        amountMinor: '900000',
        pending: null,
      });
    });

    it('should wait 24 hours to remove a limit, and withdraw the wait when lowered meanwhile', async () => {
      valueOf(await setLimit(token.player02, { kind: 'WAGER', period: 'WEEK', amountMinor: '100000' }));
      let value = valueOf(await setLimit(token.player02, { kind: 'WAGER', period: 'WEEK', amountMinor: null }));
      expect(limitOf(value, 'WAGER', 'WEEK')).toMatchObject({ amountMinor: '100000', pending: { value: null } });
      value = valueOf(await setLimit(token.player02, { kind: 'WAGER', period: 'WEEK', amountMinor: '50000' }));
      expect(limitOf(value, 'WAGER', 'WEEK')).toMatchObject({ amountMinor: '50000', pending: null });
      await advance(DAY);
      expect(limitOf(await getState(token.player02), 'WAGER', 'WEEK').amountMinor).toBe('50000');
    });

    it('should refuse bad amounts and fields with VALIDATION in the member language, changing nothing', async () => {
      const before = await countRows(sut.database, 'protection_limit_changes');
      for (const body of [
        { kind: 'DEPOSIT', period: 'DAY', amountMinor: '-100' },
        { kind: 'DEPOSIT', period: 'DAY', amountMinor: '0' },
        { kind: 'DEPOSIT', period: 'DAY', amountMinor: String(2n ** 63n) },
        { kind: 'DEPOSIT', period: 'DAY', amountMinor: 100 },
        { kind: 'DEPOSIT', period: 'YEAR', amountMinor: '100' },
        { kind: 'BONUS', period: 'DAY', amountMinor: '100' },
        { kind: 'DEPOSIT', period: 'DAY', amountMinor: '100', memberId: memberId.agent01 },
        { kind: 'DEPOSIT', period: 'DAY', amountMinor: '1\u0000' },
      ]) {
        const response = await setLimit(token.player01, body, 'TY');
        expectRefusal(response, 400, 'VALIDATION');
      }
      expectRefusal(
        await call('PUT', '/wps/member/protection/session', token.player01, {
          sessionMinutes: 1,
          realityCheckMinutes: 5,
        }),
        400,
        'VALIDATION',
      );
      expectRefusal(
        await call('POST', '/wps/member/protection/break', token.player01, { kind: 'SELF_EXCLUSION', duration: '1D' }),
        400,
        'VALIDATION',
      );
      expect(await countRows(sut.database, 'protection_limit_changes')).toBe(before);
      expect(await countRows(sut.database, 'protection_blocks')).toBe(0);
    });
  });

  describe('deposits', () => {
    it('should show what the deposit limit leaves and refuse a manual or gateway deposit above it', async () => {
      valueOf(await setLimit(token.player02, { kind: 'DEPOSIT', period: 'WEEK', amountMinor: '30000' }));
      expect(limitOf(await getState(token.player02), 'DEPOSIT', 'WEEK')).toMatchObject({
        usedMinor: '0',
        remainingMinor: '30000',
      });
      const kinds = new Set(channels.map((channel) => channel.kind));
      expect(kinds).toEqual(new Set(['MANUAL', 'GATEWAY']));
      const rows = await countRows(sut.database, 'deposits');
      for (const channel of channels) {
        const amount = BigInt(channel.minMinor) > 30_000n ? channel.minMinor : '30001';
        const response = await call(
          'POST',
          '/wps/v2/deposits',
          token.player02,
          { requestId: randomUUID(), channelId: channel.id, amountMinor: amount, referenceNo: 'GC123456789' },
          'TY',
        );
        expectRefusal(response, 422, 'DEPOSIT_LIMIT_REACHED');
        expect(response.json().message).toMatch(/deposit limit/);
      }
      expect(await countRows(sut.database, 'deposits')).toBe(rows);
    });

    it('should let deposits sent at the same moment take no more than the room one limit leaves', async () => {
      // player02's weekly limit is ₱300 (above): eight ₱100 deposits at once, three fit.
      const manual = channels.find((channel) => channel.kind === 'MANUAL');
      if (!manual) throw new Error('no manual channel');
      const form = new FormData();
      const slip = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer();
      form.append('file', new Blob([new Uint8Array(slip)], { type: 'image/jpeg' }), 'slip.jpg');
      const encoded = new Response(form);
      const uploaded = await sut.app.inject({
        method: 'POST',
        url: '/wps/v2/uploads',
        headers: {
          authorization: `Bearer ${token.player02}`,
          'content-type': encoded.headers.get('content-type') ?? '',
        },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      const proofUploadId = valueOf(uploaded).uploadId as string;
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          call('POST', '/wps/v2/deposits', token.player02, {
            requestId: randomUUID(),
            channelId: manual.id,
            amountMinor: '10000',
            referenceNo: `GC${randomBytes(6).toString('hex')}`,
            proofUploadId,
          }),
        ),
      );
      const codes = answers.map((answer) => answer.json().code as string);
      expect(codes.filter((code) => code === 'OK')).toHaveLength(3);
      expect(codes.filter((code) => code !== 'OK')).toEqual(Array(5).fill('DEPOSIT_LIMIT_REACHED'));
      expect(limitOf(await getState(token.player02), 'DEPOSIT', 'WEEK')).toMatchObject({
        usedMinor: '30000',
        remainingMinor: '0',
      });
    });
  });

  describe('the provider wallet bet', () => {
    it('should refuse a bet that would cross a wager limit with PLAY_LIMIT_REACHED, moving nothing', async () => {
      valueOf(await setLimit(token.player01, { kind: 'WAGER', period: 'DAY', amountMinor: '10000' }));
      const launched = await launchToken(token.player01);
      const first = bet(memberId.player01, launched, '6000');
      expect((await first.response).json().code).toBe('OK');
      const money = await balance(token.player01);
      const rows = await countRows(sut.database, 'provider_transactions');
      const over = bet(memberId.player01, launched, '4001');
      const refused = await over.response;
      expect({ status: refused.statusCode, code: refused.json().code }).toEqual({
        status: 422,
        code: 'PLAY_LIMIT_REACHED',
      });
      expect(await balance(token.player01)).toBe(money);
      expect(await countRows(sut.database, 'provider_transactions')).toBe(rows);
      // Up to the limit exactly is allowed; a win does not give wagering back.
      const exact = bet(memberId.player01, launched, '4000');
      expect((await exact.response).json().code).toBe('OK');
      expect((await win(memberId.player01, exact.ids, '9000')).json().code).toBe('OK');
      expect((await bet(memberId.player01, launched, '1').response).json().code).toBe('PLAY_LIMIT_REACHED');
      expect(limitOf(await getState(token.player01), 'WAGER', 'DAY')).toMatchObject({
        usedMinor: '10000',
        remainingMinor: '0',
      });
    });

    it('should count a loss limit as bets minus wins and start again in the next reporting day', async () => {
      await advance(DAY);
      valueOf(await setLimit(token.player01, { kind: 'LOSS', period: 'DAY', amountMinor: '5000' }));
      const launched = await launchToken(token.player01);
      const first = bet(memberId.player01, launched, '5000');
      expect((await first.response).json().code).toBe('OK');
      expect((await bet(memberId.player01, launched, '100').response).json().code).toBe('PLAY_LIMIT_REACHED');
      expect((await win(memberId.player01, first.ids, '2000')).json().code).toBe('OK');
      expect((await bet(memberId.player01, launched, '2000').response).json().code).toBe('OK');
      expect((await bet(memberId.player01, launched, '1').response).json().code).toBe('PLAY_LIMIT_REACHED');
      await advance(DAY);
      const next = await launchToken(token.player01);
      expect((await bet(memberId.player01, next, '5000').response).json().code).toBe('OK');
    });
  });

  describe('time-out and self-exclusion', () => {
    it('should shut a self-excluded member out of play, deposits and transfers in, but not withdrawals', async () => {
      const issuedBefore = await launchToken(token.player01);
      const excluded = valueOf(
        await call('POST', '/wps/member/protection/break', token.player01, { kind: 'SELF_EXCLUSION', duration: '6M' }),
      );
      expect(excluded.block).toMatchObject({ kind: 'SELF_EXCLUSION', liftable: false });
      expect(excluded.block.irrevocableUntil).toBe(excluded.block.until);

      expectRefusal(await launch(token.player01), 403, 'PLAY_BLOCKED');
      const money = await balance(token.player01);
      // A launch token issued before the exclusion does not let a bet through.
      const refusedBet = await bet(memberId.player01, issuedBefore, '100').response;
      expect({ status: refusedBet.statusCode, code: refusedBet.json().code }).toEqual({
        status: 403,
        code: 'PLAY_BLOCKED',
      });
      expect(await balance(token.player01)).toBe(money);

      const deposit = await call(
        'POST',
        '/wps/v2/deposits',
        token.player01,
        { requestId: randomUUID(), channelId: channels[0]!.id, amountMinor: channels[0]!.minMinor },
        'TY',
      );
      expectRefusal(deposit, 403, 'PLAY_BLOCKED');
      expect(deposit.json().message).toContain('(02) 8248-9568');

      const ledger = await countRows(sut.database, 'ledger_transfers');
      const topUp = await call(
        'POST',
        '/wps/v2/transfers/downline',
        token.agent01,
        {
          requestId: randomUUID(),
          downlineId: memberId.player01,
          amountMinor: '10000',
          paymentPassword: DEMO_PAYMENT_PASSWORD,
        },
        'PT',
      );
      expectRefusal(topUp, 409, 'MEMBER_UNAVAILABLE');
      expect(topUp.json().message).toBe('Este membro está indisponível.');
      expect(await countRows(sut.database, 'ledger_transfers')).toBe(ledger);
      const parties = valueOf(await call('GET', '/wps/v2/transfers/parties', token.agent01));
      expect(parties.downlines.find((party: { id: number }) => party.id === memberId.player01)).toEqual({
        id: memberId.player01,
        account: 'player01',
        nickname: null,
        unavailable: true,
      });
      expect(await sut.app.protectionService.isMarketable(memberId.player01)).toBe(false);
      expect(await sut.app.protectionService.isMarketable(memberId.player02)).toBe(true);

      // Withdrawing the balance still works: the withdrawal settings and accounts answer as usual.
      valueOf(await call('GET', '/wps/v2/withdraw/settings', token.player01));
    });

    it('should refuse lifting before the end, keep the exclusion after it until the member asks, then lift', async () => {
      const rows = await countRows(sut.database, 'protection_blocks');
      expectRefusal(
        await call('POST', '/wps/member/protection/break/lift', token.player01, {}),
        409,
        'EXCLUSION_IRREVOCABLE',
      );
      await advance(183 * DAY);
      const after = await getState(token.player01);
      expect(after.block).toMatchObject({ kind: 'SELF_EXCLUSION', liftable: true });
      expectRefusal(await launch(token.player01), 403, 'PLAY_BLOCKED');
      const lifted = valueOf(await call('POST', '/wps/member/protection/break/lift', token.player01, {}));
      expect(lifted.block).toBeNull();
      expect(await countRows(sut.database, 'protection_blocks')).toBe(rows);
      expect((await launch(token.player01)).statusCode).toBe(200);
    });

    it('should end a time-out by itself', async () => {
      valueOf(await call('POST', '/wps/member/protection/break', token.player02, { kind: 'TIMEOUT', duration: '24H' }));
      expectRefusal(await launch(token.player02), 403, 'PLAY_BLOCKED');
      await advance(DAY);
      expect((await getState(token.player02)).block).toBeNull();
      expect((await launch(token.player02)).statusCode).toBe(200);
    });
  });
  describe('staff', () => {
    it('should show a member its limits and history, and let staff add an exclusion with a reason (audited)', async () => {
      const staff = await loginStaff(sut.app);
      const before = valueOf(await call('GET', `/wps/admin/members/${memberId.agent01}/protection`, staff));
      expect(before).toMatchObject({ memberId: memberId.agent01, state: { block: null } });
      const placed = valueOf(
        await call('POST', `/wps/admin/members/${memberId.agent01}/protection/break`, staff, {
          kind: 'STAFF_EXCLUSION',
          duration: '1Y',
          reason: 'Family request reviewed',
        }),
      );
      expect(placed.state.block).toMatchObject({ kind: 'STAFF_EXCLUSION', liftable: false });
      expect(placed.history[0]).toMatchObject({
        type: 'BLOCK',
        actor: 'staff:admin',
        reason: 'Family request reviewed',
      });
      const audit = valueOf(
        await call('GET', `/wps/admin/audit?targetKind=member&targetId=${memberId.agent01}&pageSize=10`, staff),
      ).list as Array<{ action: string; actor: string }>;
      expect(audit[0]).toMatchObject({ action: 'protection.staff_exclusion', actor: 'staff:admin' });

      // A member on a break receives nothing, from its downline either (member-to-upline).
      const ledger = await countRows(sut.database, 'ledger_transfers');
      expectRefusal(
        await call('POST', '/wps/v2/transfers/upline', token.player01, {
          requestId: randomUUID(),
          amountMinor: '10000',
          paymentPassword: DEMO_PAYMENT_PASSWORD,
        }),
        409,
        'MEMBER_UNAVAILABLE',
      );
      expect(await countRows(sut.database, 'ledger_transfers')).toBe(ledger);

      // The agent settlement's view: the exclusion as a period, and the member as excluded in it.
      // From now: player02's own 24-hour time-out (earlier in this file) ended exactly now.
      const from = clock.now();
      const to = new Date(clock.now().getTime() + DAY);
      const periods = await sut.app.protectionService.exclusionPeriodsOf(
        [memberId.agent01, memberId.player02],
        from,
        to,
      );
      expect(periods.get(memberId.agent01)).toEqual([{ from: clock.now(), to }]);
      expect(periods.has(memberId.player02)).toBe(false);
      const hourBefore = new Date(clock.now().getTime() - HOUR);
      expect(await sut.app.protectionService.excludedMembersIn([memberId.agent01], hourBefore, from)).toEqual(
        new Set(),
      );
      expect(await sut.app.protectionService.excludedMembersIn([memberId.player02], hourBefore, from)).toEqual(
        new Set([memberId.player02]),
      );

      // Nothing a staff member sends shortens it, nor does a member lift it early; bad input changes nothing.
      const rows = await countRows(sut.database, 'protection_blocks');
      for (const body of [
        { kind: 'STAFF_EXCLUSION', duration: '6M', reason: '' },
        { kind: 'SELF_EXCLUSION', duration: '6M', reason: 'not staff' },
        { kind: 'STAFF_EXCLUSION', duration: '-1', reason: 'bad' },
      ])
        expectRefusal(
          await call('POST', `/wps/admin/members/${memberId.agent01}/protection/break`, staff, body),
          400,
          'VALIDATION',
        );
      expectRefusal(await call('GET', '/wps/admin/members/999999999/protection', staff), 404, 'NOT_FOUND');
      expectRefusal(
        await call('POST', '/wps/member/protection/break/lift', token.agent01, {}),
        409,
        'EXCLUSION_IRREVOCABLE',
      );
      expect(await countRows(sut.database, 'protection_blocks')).toBe(rows);
      // Members cannot reach the staff routes.
      expectRefusal(
        await call('GET', `/wps/admin/members/${memberId.agent01}/protection`, token.player01),
        403,
        'FORBIDDEN',
      );
    });
  });

  describe('property: limits in force are never crossed', () => {
    const steps = fc.array(
      fc.oneof(
        fc.record({
          op: fc.constant('limit' as const),
          kind: fc.constantFrom('LOSS' as const, 'WAGER' as const),
          period: fc.constantFrom('DAY' as const, 'WEEK' as const, 'MONTH' as const),
          amount: fc.option(fc.integer({ min: 500, max: 20_000 }), { nil: null }),
        }),
        fc.record({ op: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 3 * 24 * 60 }) }),
        fc.record({
          op: fc.constant('bet' as const),
          amount: fc.integer({ min: 1, max: 3_000 }),
          winPercent: fc.option(fc.integer({ min: 0, max: 250 }), { nil: null }),
        }),
        fc.record({
          op: fc.constant('bet' as const),
          amount: fc.integer({ min: 1, max: 3_000 }),
          winPercent: fc.option(fc.integer({ min: 0, max: 250 }), { nil: null }),
        }),
      ),
      { minLength: 1, maxLength: 14 },
    );

    // Reporting windows of Asia/Manila (UTC+8, no daylight saving), as the test's own oracle.
    const MANILA = 8 * HOUR;
    const windowKey = (at: Date, period: 'DAY' | 'WEEK' | 'MONTH') => {
      const local = new Date(at.getTime() + MANILA);
      if (period === 'MONTH') return local.toISOString().slice(0, 7);
      if (period === 'DAY') return local.toISOString().slice(0, 10);
      const monday = new Date(local.getTime() - ((local.getUTCDay() + 6) % 7) * DAY);
      return monday.toISOString().slice(0, 10);
    };

    it('should keep wagers and net loss within every limit in force, and loosen limits only after 24 hours', async () => {
      // player02 bets nowhere else in this file, and its figures start with its first limit: the
      // property's own record of calls is the whole truth for its windows.
      const member = memberId.player02;
      const played: { at: Date; bet: bigint; win: bigint }[] = [];
      // The model of the limits: in force, and waiting to loosen.
      const model = new Map<string, { value: bigint | null; pending: { value: bigint | null; at: Date } | null }>();
      const keyOf = (kind: string, period: string) => `${kind}_${period}`;
      for (const { kind, period } of [
        ...['DAY', 'WEEK', 'MONTH'].map((period) => ({ kind: 'LOSS', period })),
        ...['DAY', 'WEEK', 'MONTH'].map((period) => ({ kind: 'WAGER', period })),
      ]) {
        const limit = limitOf(await getState(token.player02), kind, period);
        model.set(keyOf(kind, period), {
          value: limit.amountMinor === null ? null : BigInt(limit.amountMinor),
          pending: limit.pending
            ? {
                value: limit.pending.value === null ? null : BigInt(limit.pending.value),
                at: new Date(limit.pending.effectiveAt),
              }
            : null,
        });
      }
      const applyDue = () => {
        for (const entry of model.values()) {
          if (entry.pending && entry.pending.at <= clock.now()) {
            entry.value = entry.pending.value;
            entry.pending = null;
          }
        }
      };

      await fc.assert(
        fc.asyncProperty(steps, async (run) => {
          for (const step of run) {
            applyDue();
            if (step.op === 'wait') {
              await advance(step.minutes * 60_000);
              continue;
            }
            if (step.op === 'limit') {
              const entry = model.get(keyOf(step.kind, step.period))!;
              const amount = step.amount === null ? null : BigInt(step.amount);
              const response = await setLimit(token.player02, {
                kind: step.kind,
                period: step.period,
                amountMinor: amount === null ? null : String(amount),
              });
              const tighter = amount !== null && (entry.value === null || amount < entry.value);
              if (tighter) {
                expect(response.statusCode).toBe(200);
                entry.value = amount;
                entry.pending = null;
              } else if (entry.pending && amount === entry.value) {
                expect(response.statusCode).toBe(200);
                entry.pending = null;
              } else if (entry.pending) {
                expectRefusal(response, 409, 'LIMIT_COOLING');
              } else {
                expect(response.statusCode).toBe(200);
                if (amount !== entry.value)
                  entry.pending = { value: amount, at: new Date(clock.now().getTime() + DAY) };
              }
              continue;
            }
            const launched = await launchToken(token.player02);
            const placed = bet(member, launched, String(step.amount));
            const answer = (await placed.response).json();
            expect(['OK', 'PLAY_LIMIT_REACHED', 'INSUFFICIENT_FUNDS']).toContain(answer.code);
            if (answer.code !== 'OK') continue;
            const at = clock.now();
            const entry = { at, bet: BigInt(step.amount), win: 0n };
            played.push(entry);
            // The bet just accepted: within every limit in force, counted over its own windows.
            for (const [key, limit] of model) {
              if (limit.value === null) continue;
              const [kind, period] = key.split('_') as ['LOSS' | 'WAGER', 'DAY' | 'WEEK' | 'MONTH'];
              const inWindow = played.filter((call) => windowKey(call.at, period) === windowKey(at, period));
              const wagered = inWindow.reduce((sum, call) => sum + call.bet, 0n);
              const net = inWindow.reduce((sum, call) => sum + call.bet - call.win, 0n);
              expect(kind === 'WAGER' ? wagered : net, `${key} in force ${limit.value}`).toBeLessThanOrEqual(
                limit.value,
              );
            }
            if (step.winPercent !== null) {
              const paid = (BigInt(step.amount) * BigInt(step.winPercent)) / 100n;
              expect((await win(member, placed.ids, String(paid))).json().code).toBe('OK');
              entry.win = paid;
            }
          }
          // The server reports the same limits in force as the model.
          applyDue();
          const reported = await getState(token.player02);
          for (const [key, limit] of model) {
            const [kind, period] = key.split('_') as [string, string];
            expect(limitOf(reported, kind, period).amountMinor, key).toBe(limit.value?.toString() ?? null);
          }
        }),
        { numRuns: 25 },
      );
    });
  });
});
