import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import {
  createCaller,
  demoMemberIds,
  expectRefusal,
  loginMember,
  loginStaff,
  openSession,
  valueOf,
} from '../../testing/api-session';
import { countRows, createTestClock, encryptLikeBrowser, queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { STATS_SUBSCRIBER } from '../stats';
import { BONUS_TURNOVER_SUBSCRIBER } from './index';

// The member's wallet over HTTP (spec §2.5, §7.1): balances, provider wallets, transfers between
// wallets and between members, the account record, profit and loss, bonuses, and staff
// adjustments. Every movement is checked on both sides, and the ledger always sums to zero.

const PAYMENT_PASSWORD = '246810';
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const MANILA_OFFSET_MINUTES = 480;
const MEMBER_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** "yyyy-MM-dd HH:mm:ss" of an instant at the members' default offset (GMT+8). */
const manilaTime = (instant: Date) =>
  new Date(instant.getTime() + MANILA_OFFSET_MINUTES * MINUTE_MS).toISOString().replace('T', ' ').slice(0, 19);
const manilaDay = (instant: Date) => manilaTime(instant).slice(0, 10);

describe('the wallet', () => {
  let sut: TestApp;
  const clock = createTestClock();
  const token = { player01: '', player02: '', agent01: '', trial01: '', staff: '' };
  const memberId = { player01: 0, player02: 0, player03: 0, agent01: 0, agent02: 0, trial01: 0 };
  let call: Caller;

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, clock, walletMode: 'transfer' });
    call = createCaller(sut.app);
    token.player01 = await loginMember(sut.app, sut.database, 'player01', 'Player2026');
    token.player02 = await loginMember(sut.app, sut.database, 'player02', 'Player2026');
    token.agent01 = await loginMember(sut.app, sut.database, 'agent01', 'Agent2026');
    token.staff = await loginStaff(sut.app);
    Object.assign(memberId, await demoMemberIds(sut.app, Object.keys(memberId) as Array<keyof typeof memberId>));
    token.trial01 = await openSession(sut.app, memberId.trial01);
  });
  afterAll(async () => {
    await sut.close();
  });

  const balanceOf = async (bearer: string) => {
    const value = valueOf(await call('GET', '/wps/v2/wallets/balance', bearer));
    return {
      currency: value.currency as string,
      balance: BigInt(value.balanceMinor),
      held: BigInt(value.heldMinor),
      available: BigInt(value.availableMinor),
      owed: BigInt(value.wageringOwedMinor),
      withdrawable: BigInt(value.withdrawableMinor),
    };
  };
  const walletsOf = async (bearer: string) => {
    const value = valueOf(await call('GET', '/wps/v2/wallets', bearer));
    const byCode = new Map<string, bigint>(
      (value.wallets as Array<{ wallet: string; balanceMinor: string }>).map((entry) => [
        entry.wallet,
        BigInt(entry.balanceMinor),
      ]),
    );
    return { value, byCode, of: (code: string) => byCode.get(code) ?? 0n, total: BigInt(value.totalMinor) };
  };
  const walletTransfer = (bearer: string, body: Record<string, unknown>) =>
    call('POST', '/wps/relay/GCS_walletTransfer', bearer, body);
  const records = async (bearer: string, query: string) =>
    valueOf(await call('GET', `/wps/relay/ODSFE2_MemTransDet?${query}`, bearer));
  /** A settings change at the version just read (as the back office's form sends it). */
  const settingsPut = async (body: Record<string, unknown>) => {
    const { version } = valueOf(await call('GET', '/wps/admin/settings/wallet', token.staff));
    return call('PUT', '/wps/admin/settings/wallet', token.staff, { ...body, version });
  };
  const ledgerRows = () => countRows(sut.database, 'ledger_transfers');
  const tick = () => clock.advance(1000);

  /** The ledger is double entry: whatever the block did, every currency still sums to zero. */
  const itLeavesTheLedgerBalanced = () =>
    it('should leave the ledger summing to zero', async () => {
      expect(await sut.app.walletService.totalBalance('PHP')).toBe(0n);
      expect(await sut.app.walletService.totalBalance('PLY')).toBe(0n);
    });

  describe('balance and wallets', () => {
    it("should show player01's seeded balance consistently: held, available, wagering owed, withdrawable", async () => {
      const balance = await balanceOf(token.player01);
      const raw = valueOf(await call('GET', '/wps/v2/wallets/balance', token.player01));
      expect(raw).toMatchObject({ currency: 'PHP', currencySymbol: '₱' });
      for (const field of ['balanceMinor', 'heldMinor', 'availableMinor', 'wageringOwedMinor', 'withdrawableMinor']) {
        expect(raw[field]).toMatch(/^\d+$/);
      }
      expect(balance.balance).toBeGreaterThan(0n);
      expect(balance.balance).toBe(balance.available + balance.held);
      // The seeded welcome bonus is part-way through its turnover.
      expect(balance.owed).toBeGreaterThan(0n);
      const expected = balance.available > balance.owed ? balance.available - balance.owed : 0n;
      expect(balance.withdrawable).toBe(expected);
      expect(balance.withdrawable).toBeGreaterThanOrEqual(0n);
    });

    it('should give a trial account play money (PLY), never pesos', async () => {
      const balance = await balanceOf(token.trial01);
      expect(balance.currency).toBe('PLY');
      expect(balance.balance).toBe(balance.available + balance.held);
      expect(balance.withdrawable).toBeGreaterThanOrEqual(0n);
    });

    it('should say the wallet runs in transfer mode (provider wallets)', async () => {
      expect(valueOf(await call('GET', '/wps/relay/GCS_merchantWallet', token.player01))).toEqual({ isSingle: false });
      expect(valueOf(await call('GET', '/wps/relay/GCS_merchantWallet', token.trial01))).toEqual({ isSingle: false });
    });

    it('should list the main wallet first, then every provider wallet, with a total equal to their sum', async () => {
      const wallets = await walletsOf(token.player01);
      expect(wallets.value).toMatchObject({ isSingle: false, currency: 'PHP', currencySymbol: '₱' });
      const list = wallets.value.wallets as Array<{ wallet: string; name: string; balanceMinor: string }>;
      expect(list[0]).toMatchObject({ wallet: 'MAIN' });
      expect(list.map((entry) => entry.wallet)).toEqual(expect.arrayContaining(['MAIN', 'BGS', 'LNS', 'SV3']));
      expect(new Set(list.map((entry) => entry.wallet)).size).toBe(list.length);
      expect(wallets.total).toBe([...wallets.byCode.values()].reduce((sum, value) => sum + value, 0n));
      // The main wallet is the balance of the header; the demo played in single-wallet mode, so
      // every provider wallet starts empty.
      expect(wallets.of('MAIN')).toBe((await balanceOf(token.player01)).balance);
      expect(new Set(list.filter((entry) => entry.wallet !== 'MAIN').map((entry) => entry.balanceMinor))).toEqual(
        new Set(['0']),
      );
    });

    itLeavesTheLedgerBalanced();
  });

  describe('moving money between the main wallet and a provider wallet', () => {
    it('should move main -> provider exactly, and a second call with the same request id moves nothing', async () => {
      tick();
      const before = await walletsOf(token.player01);
      const rows = await ledgerRows();
      const requestId = randomUUID();
      const body = { requestId, fromWallet: 'MAIN', toWallet: 'BGS', amountMinor: '5050' };
      const first = valueOf(await walletTransfer(token.player01, body));
      expect(first).toMatchObject({ movedMinor: '5050', replayed: false });
      const after = await walletsOf(token.player01);
      expect(after.of('MAIN')).toBe(before.of('MAIN') - 5050n);
      expect(after.of('BGS')).toBe(before.of('BGS') + 5050n);
      expect(after.total).toBe(before.total);
      // The answer carries both wallets' balances after the move.
      expect(first.balances).toEqual([
        { wallet: 'MAIN', balanceMinor: after.of('MAIN').toString() },
        { wallet: 'BGS', balanceMinor: after.of('BGS').toString() },
      ]);
      expect(await ledgerRows()).toBe(rows + 1);

      const again = valueOf(await walletTransfer(token.player01, body));
      expect(again).toMatchObject({ movedMinor: '5050', replayed: true });
      const replayed = await walletsOf(token.player01);
      expect(replayed.of('MAIN')).toBe(after.of('MAIN'));
      expect(replayed.of('BGS')).toBe(after.of('BGS'));
      expect(await ledgerRows()).toBe(rows + 1);
    });

    it('should refuse a request id reused for a different amount, moving nothing', async () => {
      const requestId = randomUUID();
      valueOf(
        await walletTransfer(token.player01, { requestId, fromWallet: 'MAIN', toWallet: 'BGS', amountMinor: '100' }),
      );
      const before = await walletsOf(token.player01);
      const reused = await walletTransfer(token.player01, {
        requestId,
        fromWallet: 'MAIN',
        toWallet: 'BGS',
        amountMinor: '200',
      });
      expectRefusal(reused, 409, 'DUPLICATE_REQUEST');
      expect((await walletsOf(token.player01)).byCode).toEqual(before.byCode);
    });

    it('should treat the same request id written in capitals as the same request', async () => {
      // A UUID is case-insensitive (RFC 9562): a client retrying with upper-case letters repeats itself.
      const requestId = randomUUID();
      const body = { fromWallet: 'MAIN', toWallet: 'BGS', amountMinor: '150' };
      valueOf(await walletTransfer(token.player01, { ...body, requestId }));
      const before = await walletsOf(token.player01);
      const again = valueOf(await walletTransfer(token.player01, { ...body, requestId: requestId.toUpperCase() }));
      expect(again.replayed).toBe(true);
      expect((await walletsOf(token.player01)).of('MAIN')).toBe(before.of('MAIN'));
    });

    it('should move provider -> main exactly', async () => {
      tick();
      const before = await walletsOf(token.player01);
      const moved = valueOf(
        await walletTransfer(token.player01, {
          requestId: randomUUID(),
          fromWallet: 'BGS',
          toWallet: 'MAIN',
          amountMinor: '2000',
        }),
      );
      expect(moved).toMatchObject({ movedMinor: '2000', replayed: false });
      const after = await walletsOf(token.player01);
      expect(after.of('MAIN')).toBe(before.of('MAIN') + 2000n);
      expect(after.of('BGS')).toBe(before.of('BGS') - 2000n);
    });

    it('should refuse more than the source wallet holds with INSUFFICIENT_FUNDS, moving nothing', async () => {
      const before = await walletsOf(token.player01);
      const rows = await ledgerRows();
      const fromMain = await walletTransfer(token.player01, {
        requestId: randomUUID(),
        fromWallet: 'MAIN',
        toWallet: 'BGS',
        amountMinor: String(before.of('MAIN') + 1n),
      });
      expectRefusal(fromMain, 422, 'INSUFFICIENT_FUNDS');
      const fromProvider = await walletTransfer(token.player01, {
        requestId: randomUUID(),
        fromWallet: 'BGS',
        toWallet: 'MAIN',
        amountMinor: String(before.of('BGS') + 1n),
      });
      expectRefusal(fromProvider, 422, 'INSUFFICIENT_FUNDS');
      expect((await walletsOf(token.player01)).byCode).toEqual(before.byCode);
      expect(await ledgerRows()).toBe(rows);
    });

    it('should refuse an unknown provider, two provider wallets, and the same wallet twice with VALIDATION', async () => {
      const before = await walletsOf(token.player01);
      const rows = await ledgerRows();
      const attempts: Array<[Record<string, unknown>, string]> = [
        [{ fromWallet: 'MAIN', toWallet: 'NOPE' }, 'toWallet'],
        [{ fromWallet: 'NOPE', toWallet: 'MAIN' }, 'fromWallet'],
        [{ fromWallet: 'MAIN', toWallet: 'bgs!' }, 'toWallet'],
        [{ fromWallet: 'BGS', toWallet: 'LNS' }, 'toWallet'],
        [{ fromWallet: 'MAIN', toWallet: 'MAIN' }, 'toWallet'],
      ];
      for (const [wallets, field] of attempts) {
        const response = await walletTransfer(token.player01, {
          requestId: randomUUID(),
          amountMinor: '100',
          ...wallets,
        });
        expectRefusal(response, 400, 'VALIDATION');
        expect(Object.keys(response.json().value.fields)).toContain(field);
      }
      expect((await walletsOf(token.player01)).byCode).toEqual(before.byCode);
      expect(await ledgerRows()).toBe(rows);
    });

    itLeavesTheLedgerBalanced();
  });

  describe('single-wallet mode', () => {
    it('should refuse transfers with SINGLE_WALLET_MODE while providers use the main wallet, and allow them again after', async () => {
      const before = await walletsOf(token.player01);
      const rows = await ledgerRows();
      try {
        expect(valueOf(await settingsPut({ isSingleWallet: true }))).toMatchObject({ isSingleWallet: true });
        expect(valueOf(await call('GET', '/wps/relay/GCS_merchantWallet', token.player01))).toEqual({ isSingle: true });
        const single = valueOf(await call('GET', '/wps/v2/wallets', token.player01));
        expect(single.isSingle).toBe(true);
        // Only provider wallets still holding money are listed, so it can be brought back.
        const holding = [...before.byCode]
          .filter(([code, balance]) => code !== 'MAIN' && balance > 0n)
          .map(([code]) => code);
        expect(single.wallets.map((entry: { wallet: string }) => entry.wallet)).toEqual(['MAIN', ...holding]);
        const refused = await walletTransfer(token.player01, {
          requestId: randomUUID(),
          fromWallet: 'MAIN',
          toWallet: 'BGS',
          amountMinor: '100',
        });
        expectRefusal(refused, 409, 'SINGLE_WALLET_MODE');
        expect(await ledgerRows()).toBe(rows);
      } finally {
        valueOf(await settingsPut({ isSingleWallet: false }));
      }
      expect(valueOf(await call('GET', '/wps/relay/GCS_merchantWallet', token.player01))).toEqual({ isSingle: false });
      expect((await walletsOf(token.player01)).byCode).toEqual(before.byCode);
      const allowed = await walletTransfer(token.player01, {
        requestId: randomUUID(),
        fromWallet: 'MAIN',
        toWallet: 'BGS',
        amountMinor: '100',
      });
      expect(valueOf(allowed)).toMatchObject({ replayed: false, movedMinor: '100' });
    });

    itLeavesTheLedgerBalanced();
  });

  describe('recalling every provider wallet', () => {
    it('should bring every provider wallet back to main at once, and a replay moves nothing', async () => {
      tick();
      valueOf(
        await walletTransfer(token.player01, {
          requestId: randomUUID(),
          fromWallet: 'MAIN',
          toWallet: 'TALA',
          amountMinor: '700',
        }),
      );
      const before = await walletsOf(token.player01);
      const inProviders = before.total - before.of('MAIN');
      expect(inProviders).toBeGreaterThan(0n);
      expect([...before.byCode].filter(([code, value]) => code !== 'MAIN' && value > 0n).length).toBeGreaterThan(1);

      const requestId = randomUUID();
      const recalled = valueOf(await call('POST', '/wps/v2/wallets/recall', token.player01, { requestId }));
      expect(recalled).toMatchObject({ movedMinor: inProviders.toString(), replayed: false });
      const after = await walletsOf(token.player01);
      expect(after.of('MAIN')).toBe(before.of('MAIN') + inProviders);
      expect(after.total).toBe(before.total);
      for (const [code, value] of after.byCode) if (code !== 'MAIN') expect([code, value]).toEqual([code, 0n]);

      // New money in a provider wallet, then the same recall again: a replay, nothing moves.
      valueOf(
        await walletTransfer(token.player01, {
          requestId: randomUUID(),
          fromWallet: 'MAIN',
          toWallet: 'BGS',
          amountMinor: '300',
        }),
      );
      const beforeReplay = await walletsOf(token.player01);
      const rows = await ledgerRows();
      const replay = valueOf(await call('POST', '/wps/v2/wallets/recall', token.player01, { requestId }));
      expect(replay).toMatchObject({ movedMinor: inProviders.toString(), replayed: true });
      expect((await walletsOf(token.player01)).byCode).toEqual(beforeReplay.byCode);
      expect(await ledgerRows()).toBe(rows);
    });

    it('should treat a replayed recall as a replay even when the first one found nothing to move', async () => {
      // Empty every provider wallet first.
      valueOf(await call('POST', '/wps/v2/wallets/recall', token.player01, { requestId: randomUUID() }));
      const requestId = randomUUID();
      const empty = valueOf(await call('POST', '/wps/v2/wallets/recall', token.player01, { requestId }));
      expect(empty).toMatchObject({ movedMinor: '0', replayed: false });
      valueOf(
        await walletTransfer(token.player01, {
          requestId: randomUUID(),
          fromWallet: 'MAIN',
          toWallet: 'BGS',
          amountMinor: '400',
        }),
      );
      const before = await walletsOf(token.player01);
      // The client retries the same request (say, after a timeout): the contract says nothing moves again.
      const retried = valueOf(await call('POST', '/wps/v2/wallets/recall', token.player01, { requestId }));
      expect({ replayed: retried.replayed, movedMinor: retried.movedMinor }).toEqual({
        replayed: true,
        movedMinor: '0',
      });
      expect((await walletsOf(token.player01)).of('BGS')).toBe(before.of('BGS'));
    });

    itLeavesTheLedgerBalanced();
  });

  describe('transfers between members', () => {
    let uplineTransferId = '';
    let downlineTransferId = '';

    it('should list the upline and the direct downlines with the limits', async () => {
      const parties = valueOf(await call('GET', '/wps/v2/transfers/parties', token.player01));
      expect(parties).toEqual({
        upline: { id: memberId.agent01, account: 'agent01', nickname: 'Agent Maria', unavailable: false },
        downlines: [],
        minMinor: '10000',
        maxMinor: '10000000',
      });
      const agentParties = valueOf(await call('GET', '/wps/v2/transfers/parties', token.agent01));
      expect(agentParties.upline).toBeNull();
      const downlines = agentParties.downlines.map((party: { account: string }) => party.account).sort();
      expect(downlines).toEqual(['agent02', 'player01', 'player03']);
    });

    it('should send to the upline: both balances move by exactly the amount, once per request id', async () => {
      tick();
      const [player, agent] = [await balanceOf(token.player01), await balanceOf(token.agent01)];
      const body = { requestId: randomUUID(), amountMinor: '20000', paymentPassword: PAYMENT_PASSWORD };
      const sent = valueOf(await call('POST', '/wps/v2/transfers/upline', token.player01, body));
      expect(sent.replayed).toBe(false);
      expect(sent.transferId).toMatch(/^[0-9a-f-]{36}$/);
      uplineTransferId = sent.transferId;
      expect(BigInt(sent.balance.balanceMinor)).toBe(player.balance - 20_000n);
      expect((await balanceOf(token.player01)).balance).toBe(player.balance - 20_000n);
      expect((await balanceOf(token.agent01)).balance).toBe(agent.balance + 20_000n);

      const again = valueOf(await call('POST', '/wps/v2/transfers/upline', token.player01, body));
      expect(again).toMatchObject({ transferId: uplineTransferId, replayed: true });
      expect((await balanceOf(token.player01)).balance).toBe(player.balance - 20_000n);
      expect((await balanceOf(token.agent01)).balance).toBe(agent.balance + 20_000n);
    });

    it('should accept the payment password encrypted the way the browser sends it', async () => {
      tick();
      const key = valueOf(await call('GET', '/wps/system/publicKey', null));
      const player = await balanceOf(token.player01);
      const sent = valueOf(
        await call('POST', '/wps/v2/transfers/upline', token.player01, {
          requestId: randomUUID(),
          amountMinor: '10000',
          paymentPassword: encryptLikeBrowser(key, PAYMENT_PASSWORD),
        }),
      );
      expect(sent.replayed).toBe(false);
      expect((await balanceOf(token.player01)).balance).toBe(player.balance - 10_000n);
    });

    it('should refuse a wrong payment password, moving nothing', async () => {
      const [player, agent, rows] = [
        await balanceOf(token.player01),
        await balanceOf(token.agent01),
        await ledgerRows(),
      ];
      const wrong = await call('POST', '/wps/v2/transfers/upline', token.player01, {
        requestId: randomUUID(),
        amountMinor: '10000',
        paymentPassword: '135799',
      });
      expectRefusal(wrong, 400, 'PAYMENT_PASSWORD_INCORRECT');
      expect((await balanceOf(token.player01)).balance).toBe(player.balance);
      expect((await balanceOf(token.agent01)).balance).toBe(agent.balance);
      expect(await ledgerRows()).toBe(rows);
    });

    it('should keep bonus money owing turnover from leaving to another member (WAGERING_OUTSTANDING)', async () => {
      const [player, rows] = [
        valueOf(await call('GET', '/wps/v2/wallets/balance', token.player01)),
        await ledgerRows(),
      ];
      expect(BigInt(player.wageringOwedMinor)).toBeGreaterThan(0n);
      // More than may leave (available minus turnover owed), but no more than is there.
      const amountMinor = (BigInt(player.withdrawableMinor) + 100n).toString();
      expect(BigInt(amountMinor) <= BigInt(player.availableMinor)).toBe(true);
      const refused = await call('POST', '/wps/v2/transfers/upline', token.player01, {
        requestId: randomUUID(),
        amountMinor,
        paymentPassword: PAYMENT_PASSWORD,
      });
      expectRefusal(refused, 422, 'WAGERING_OUTSTANDING');
      expect(valueOf(await call('GET', '/wps/v2/wallets/balance', token.player01)).balanceMinor).toBe(
        player.balanceMinor,
      );
      expect(await ledgerRows()).toBe(rows);
    });

    it('should refuse amounts outside the operator limits, and more than the balance', async () => {
      const [player, rows] = [await balanceOf(token.player01), await ledgerRows()];
      const send = (amountMinor: string, bearer = token.player01) =>
        call('POST', '/wps/v2/transfers/upline', bearer, {
          requestId: randomUUID(),
          amountMinor,
          paymentPassword: PAYMENT_PASSWORD,
        });
      const below = await send('9999');
      expectRefusal(below, 400, 'AMOUNT_BELOW_MIN');
      expect(below.json().value).toMatchObject({ minMinor: '10000' });
      const above = await send('10000001');
      expectRefusal(above, 400, 'AMOUNT_ABOVE_MAX');
      expect(above.json().value).toMatchObject({ maxMinor: '10000000' });
      // player02 holds ₱1,500: ₱2,000 is within the limits but more than the balance.
      const player02 = await balanceOf(token.player02);
      expectRefusal(await send('200000', token.player02), 422, 'INSUFFICIENT_FUNDS');
      expect((await balanceOf(token.player02)).balance).toBe(player02.balance);
      expect((await balanceOf(token.player01)).balance).toBe(player.balance);
      expect(await ledgerRows()).toBe(rows);
    });

    it('should refuse an agent at the top of the tree with NO_UPLINE', async () => {
      const response = await call('POST', '/wps/v2/transfers/upline', token.agent01, {
        requestId: randomUUID(),
        amountMinor: '10000',
        paymentPassword: PAYMENT_PASSWORD,
      });
      expectRefusal(response, 409, 'NO_UPLINE');
    });

    it('should let an agent send to a direct downline: both balances move', async () => {
      tick();
      const [player, agent] = [await balanceOf(token.player01), await balanceOf(token.agent01)];
      const sent = valueOf(
        await call('POST', '/wps/v2/transfers/downline', token.agent01, {
          requestId: randomUUID(),
          downlineId: memberId.player01,
          amountMinor: '15000',
          paymentPassword: PAYMENT_PASSWORD,
        }),
      );
      expect(sent.replayed).toBe(false);
      downlineTransferId = sent.transferId;
      expect(BigInt(sent.balance.balanceMinor)).toBe(agent.balance - 15_000n);
      expect((await balanceOf(token.agent01)).balance).toBe(agent.balance - 15_000n);
      expect((await balanceOf(token.player01)).balance).toBe(player.balance + 15_000n);
    });

    it('should refuse a member who is not a direct downline with NOT_DOWNLINE, moving nothing', async () => {
      const [agent, player02, rows] = [
        await balanceOf(token.agent01),
        await balanceOf(token.player02),
        await ledgerRows(),
      ];
      for (const downlineId of [memberId.player02, memberId.agent01, memberId.trial01, 1]) {
        const response = await call('POST', '/wps/v2/transfers/downline', token.agent01, {
          requestId: randomUUID(),
          downlineId,
          amountMinor: '10000',
          paymentPassword: PAYMENT_PASSWORD,
        });
        expectRefusal(response, 403, 'NOT_DOWNLINE');
      }
      expect((await balanceOf(token.agent01)).balance).toBe(agent.balance);
      expect((await balanceOf(token.player02)).balance).toBe(player02.balance);
      expect(await ledgerRows()).toBe(rows);
    });

    it('should refuse a member who is not an agent with FORBIDDEN', async () => {
      const rows = await ledgerRows();
      const response = await call('POST', '/wps/v2/transfers/downline', token.player01, {
        requestId: randomUUID(),
        downlineId: memberId.player03,
        amountMinor: '10000',
        paymentPassword: PAYMENT_PASSWORD,
      });
      expectRefusal(response, 403, 'FORBIDDEN');
      expect(await ledgerRows()).toBe(rows);
    });

    it('should show each transfer in both members’ records with opposite signs', async () => {
      const mine = await records(token.player01, 'kind=TRANSFER_UPLINE');
      const up = mine.list.find((entry: { id: string }) => entry.id === uplineTransferId);
      expect(up).toMatchObject({
        kind: 'TRANSFER_UPLINE',
        amountMinor: '-20000',
        currency: 'PHP',
        status: 'POSTED',
        wallet: 'MAIN',
        counterparty: 'agent01',
      });
      const agents = await records(token.agent01, 'kind=TRANSFER_UPLINE');
      expect(agents.list.find((entry: { id: string }) => entry.id === uplineTransferId)).toMatchObject({
        amountMinor: '20000',
        counterparty: 'player01',
      });
      const down = await records(token.player01, 'kind=TRANSFER_DOWNLINE');
      expect(down.list.find((entry: { id: string }) => entry.id === downlineTransferId)).toMatchObject({
        amountMinor: '15000',
        counterparty: 'agent01',
      });
    });

    itLeavesTheLedgerBalanced();
  });

  describe('the account record', () => {
    it('should list every movement newest first, signed from the member’s side, in the member’s time', async () => {
      const page = await records(token.player01, 'pageSize=100');
      expect(page.total).toBeGreaterThan(10);
      for (const entry of page.list) {
        expect(entry.time).toMatch(MEMBER_TIME);
        expect(entry.amountMinor).toMatch(/^-?\d+$/);
        expect(entry.amountMinor).not.toBe('0');
      }
      const times = page.list.map((entry: { time: string }) => entry.time);
      expect(times).toEqual([...times].sort().reverse());
      const signsOf = async (kind: string) => {
        const list = (await records(token.player01, `kind=${kind}&pageSize=100`)).list as Array<{
          amountMinor: string;
        }>;
        expect(list.length).toBeGreaterThan(0);
        return new Set(list.map((entry) => (BigInt(entry.amountMinor) > 0n ? 'in' : 'out')));
      };
      expect(await signsOf('DEPOSIT')).toEqual(new Set(['in']));
      expect(await signsOf('BONUS')).toEqual(new Set(['in']));
      expect(await signsOf('WIN')).toEqual(new Set(['in']));
      expect(await signsOf('BET')).toEqual(new Set(['out']));
      expect(await signsOf('TRANSFER_UPLINE')).toEqual(new Set(['out']));
      expect(await signsOf('TRANSFER_DOWNLINE')).toEqual(new Set(['in']));
      expect(await signsOf('WITHDRAWAL')).toEqual(new Set(['out']));
      expect(await signsOf('WALLET_TRANSFER')).toEqual(new Set(['in', 'out']));
    });

    it('should tell wallet transfers from the main wallet’s side, at the time they happened', async () => {
      tick();
      const at = clock.now();
      const requestId = randomUUID();
      valueOf(
        await walletTransfer(token.player01, { requestId, fromWallet: 'MAIN', toWallet: 'LNS', amountMinor: '1234' }),
      );
      tick();
      valueOf(
        await walletTransfer(token.player01, {
          requestId: randomUUID(),
          fromWallet: 'LNS',
          toWallet: 'MAIN',
          amountMinor: '1234',
        }),
      );
      const page = await records(token.player01, 'kind=WALLET_TRANSFER&pageSize=2');
      expect(page.list.map((entry: { kind: string }) => entry.kind)).toEqual(['WALLET_TRANSFER', 'WALLET_TRANSFER']);
      const [back, out] = page.list;
      expect(out).toMatchObject({
        amountMinor: '-1234',
        wallet: 'MAIN → LNS',
        counterparty: 'LNS',
        time: manilaTime(at),
      });
      expect(back).toMatchObject({ amountMinor: '1234', wallet: 'LNS → MAIN', counterparty: 'LNS' });
      expect(back.time).toBe(manilaTime(new Date(at.getTime() + 1000)));
    });

    it('should filter by kind', async () => {
      for (const kind of ['TRANSFER_UPLINE', 'WALLET_TRANSFER', 'DEPOSIT', 'BET']) {
        const page = await records(token.player01, `kind=${kind}&pageSize=100`);
        expect(page.total).toBeGreaterThan(0);
        expect(new Set(page.list.map((entry: { kind: string }) => entry.kind))).toEqual(new Set([kind]));
      }
      const none = await records(token.player01, 'kind=TRIAL_CREDIT');
      expect(none).toMatchObject({ list: [], total: 0, totalPages: 0 });
    });

    it('should filter by the member’s days, an empty range giving an empty page', async () => {
      const today = manilaDay(clock.now());
      const todays = await records(token.player01, `kind=TRANSFER_UPLINE&from=${today}&to=${today}`);
      expect(todays.total).toBe(2);
      const yesterday = manilaDay(new Date(clock.now().getTime() - DAY_MS));
      expect(await records(token.player01, `kind=TRANSFER_UPLINE&from=${yesterday}&to=${yesterday}`)).toMatchObject({
        list: [],
        total: 0,
        totalPages: 0,
      });
      const longAgo = manilaDay(new Date(clock.now().getTime() - 200 * DAY_MS));
      const dayAfter = manilaDay(new Date(clock.now().getTime() - 199 * DAY_MS));
      expect(await records(token.player01, `from=${longAgo}&to=${dayAfter}`)).toMatchObject({
        list: [],
        total: 0,
        totalPages: 0,
      });
    });

    it('should page with a total and a page count', async () => {
      const all = await records(token.player01, 'pageSize=100');
      const total = all.total as number;
      const first = await records(token.player01, 'pageSize=3&pageNo=1');
      expect(first).toMatchObject({ pageNo: 1, pageSize: 3, total, totalPages: Math.ceil(total / 3) });
      expect(first.list).toHaveLength(3);
      const second = await records(token.player01, 'pageSize=3&pageNo=2');
      expect(second.list).toHaveLength(3);
      const ids = [...first.list, ...second.list].map((entry: { id: string }) => entry.id);
      expect(ids).toEqual(all.list.slice(0, 6).map((entry: { id: string }) => entry.id));
      const last = await records(token.player01, `pageSize=3&pageNo=${Math.ceil(total / 3)}`);
      expect(last.list).toHaveLength(total - 3 * (Math.ceil(total / 3) - 1));
      const beyond = await records(token.player01, `pageSize=3&pageNo=${Math.ceil(total / 3) + 1}`);
      expect(beyond).toMatchObject({ list: [], total });
    });

    it('should refuse days that do not exist, ranges that end before they start, and unknown kinds', async () => {
      for (const query of [
        'from=2026-02-30',
        'to=2026-13-01',
        'from=21-11-2026',
        'from=2026-11-21&to=2026-11-20',
        'kind=LOTTERY',
        'pageSize=0',
        'pageNo=-1',
      ]) {
        const response = await call('GET', `/wps/relay/ODSFE2_MemTransDet?${query}`, token.player01);
        expectRefusal(response, 400, 'VALIDATION');
      }
      const invalid = await call('GET', '/wps/relay/ODSFE2_MemTransDet?from=2026-02-30', token.player01);
      expect(Object.keys(invalid.json().value.fields)).toEqual(['from']);
    });

    itLeavesTheLedgerBalanced();
  });

  describe('personal profit and loss', () => {
    // The seeded rounds are posted at the real time they are dated (the last two weeks).
    const realNow = Date.now();
    const range = `from=${manilaDay(new Date(realNow - 16 * DAY_MS))}&to=${manilaDay(new Date(realNow + DAY_MS))}`;
    // The report reads the statistics' aggregates: let them take in the seeded rounds first.
    beforeAll(() => sut.app.activityStream.catchUp(STATS_SUBSCRIBER));

    type Line = { betMinor: string; winMinor: string; bonusMinor: string; netMinor: string; betCount: number };
    const sum = (lines: Line[]) =>
      lines.reduce(
        (total, line) => ({
          bet: total.bet + BigInt(line.betMinor),
          win: total.win + BigInt(line.winMinor),
          bonus: total.bonus + BigInt(line.bonusMinor),
          net: total.net + BigInt(line.netMinor),
          betCount: total.betCount + line.betCount,
        }),
        { bet: 0n, win: 0n, bonus: 0n, net: 0n, betCount: 0 },
      );
    const asSums = (line: Line) => ({
      bet: BigInt(line.betMinor),
      win: BigInt(line.winMinor),
      bonus: BigInt(line.bonusMinor),
      net: BigInt(line.netMinor),
      betCount: line.betCount,
    });

    it('should total the days and the game types, with net = win + bonus - bet on every line', async () => {
      const report = valueOf(await call('GET', `/wps/v2/records/profit?${range}`, token.player01));
      expect(report.totals.betCount).toBeGreaterThan(0);
      expect(BigInt(report.totals.betMinor)).toBeGreaterThan(0n);
      const lines: Line[] = [report.totals, ...report.byDay, ...report.byGameType];
      for (const line of lines) {
        expect(BigInt(line.netMinor)).toBe(BigInt(line.winMinor) + BigInt(line.bonusMinor) - BigInt(line.betMinor));
      }
      expect(sum(report.byDay)).toEqual(asSums(report.totals));
      const byGame = sum(report.byGameType);
      expect({ bet: byGame.bet, win: byGame.win, betCount: byGame.betCount }).toEqual({
        bet: BigInt(report.totals.betMinor),
        win: BigInt(report.totals.winMinor),
        betCount: report.totals.betCount,
      });
      const days = report.byDay.map((line: { day: string }) => line.day);
      expect(days).toEqual([...days].sort().reverse());
      expect(new Set(report.byGameType.map((line: { gameType: string }) => line.gameType)).size).toBe(
        report.byGameType.length,
      );
    });

    it('should count settled rounds only, as the rounds themselves add up (the aggregates, not the bets placed)', async () => {
      const report = valueOf(await call('GET', `/wps/v2/records/profit?${range}`, token.player01));
      const from = new Date(realNow - 16 * DAY_MS - DAY_MS);
      const [rounds] = await queryRows<{ count: number; bet: string; win: string }>(
        sut.database,
        `select count(*)::int as count, coalesce(sum(bet_total), 0)::text as bet, coalesce(sum(win_total), 0)::text as win
         from provider_rounds where member_id = $1 and status = 'CLOSED' and settled_at >= $2`,
        [memberId.player01, from.toISOString()],
      );
      expect(rounds?.count).toBeGreaterThan(0);
      expect(report.totals).toMatchObject({ betCount: rounds?.count, betMinor: rounds?.bet, winMinor: rounds?.win });
    });

    it('should cover the last seven days by default and an empty range with zeros', async () => {
      const report = valueOf(await call('GET', '/wps/v2/records/profit', token.player01));
      const today = manilaDay(clock.now());
      expect(report.to).toBe(today);
      expect(report.from).toBe(manilaDay(new Date(clock.now().getTime() - 6 * DAY_MS)));
      expect(sum(report.byDay)).toEqual(asSums(report.totals));
      const longAgo = manilaDay(new Date(clock.now().getTime() - 300 * DAY_MS));
      const empty = valueOf(await call('GET', `/wps/v2/records/profit?from=${longAgo}&to=${longAgo}`, token.player01));
      expect(empty).toMatchObject({
        totals: { betMinor: '0', winMinor: '0', bonusMinor: '0', netMinor: '0', betCount: 0 },
        byDay: [],
        byGameType: [],
      });
    });

    it('should refuse impossible days and ranges over a year', async () => {
      for (const query of ['from=2026-02-30', 'from=2024-01-01&to=2026-01-01', 'from=2026-11-21&to=2026-11-01']) {
        expectRefusal(await call('GET', `/wps/v2/records/profit?${query}`, token.player01), 400, 'VALIDATION');
      }
    });

    itLeavesTheLedgerBalanced();
  });

  describe('bonuses', () => {
    const bonusesOf = async (bearer: string, query = '') =>
      valueOf(await call('GET', `/wps/v2/bonuses?${query}`, bearer));
    const grant = (id: number, body: Record<string, unknown>) =>
      call('POST', `/wps/admin/members/${id}/bonuses`, token.staff, body);

    it('should show the seeded welcome bonus part-way through its turnover', async () => {
      // Turnover is counted from the activity stream (decision 039): the demo's rounds after the grant.
      await sut.app.activityStream.catchUp(BONUS_TURNOVER_SUBSCRIBER);
      const page = await bonusesOf(token.player01);
      const welcome = page.list.find((bonus: { title: string }) => bonus.title === 'Welcome bonus 5%');
      expect(welcome).toMatchObject({
        status: 'ACTIVE',
        amountMinor: '50000',
        turnoverMultiplier: 10,
        requiredMinor: '500000',
        completedAt: null,
      });
      expect(welcome.grantedAt).toMatch(MEMBER_TIME);
      const [required, wagered] = [BigInt(welcome.requiredMinor), BigInt(welcome.wageredMinor)];
      expect(wagered).toBeGreaterThan(0n);
      expect(wagered).toBeLessThan(required);
      expect(BigInt(welcome.remainingMinor)).toBe(required - wagered);
      const owed = page.list
        .filter((bonus: { status: string }) => bonus.status === 'ACTIVE')
        .reduce((total: bigint, bonus: { remainingMinor: string }) => total + BigInt(bonus.remainingMinor), 0n);
      expect(BigInt(page.wageringOwedMinor)).toBe(owed);
      expect((await balanceOf(token.player01)).owed).toBe(owed);
    });

    it('should add a staff-granted bonus, credit it and raise the wagering owed; a replay moves nothing', async () => {
      tick();
      const before = await balanceOf(token.player01);
      const count = (await bonusesOf(token.player01)).total as number;
      const body = { requestId: randomUUID(), amountMinor: '10000', turnoverMultiplier: 5, title: 'Weekend reload' };
      const granted = valueOf(await grant(memberId.player01, body));
      expect(granted.replayed).toBe(false);
      expect(granted.bonus).toMatchObject({
        title: 'Weekend reload',
        amountMinor: '10000',
        turnoverMultiplier: 5,
        requiredMinor: '50000',
        wageredMinor: '0',
        remainingMinor: '50000',
        status: 'ACTIVE',
        grantedAt: manilaTime(clock.now()),
      });
      const after = await balanceOf(token.player01);
      expect(after.balance).toBe(before.balance + 10_000n);
      expect(after.owed).toBe(before.owed + 50_000n);
      expect(BigInt(granted.balance.wageringOwedMinor)).toBe(after.owed);
      expect(after.withdrawable).toBe(after.available > after.owed ? after.available - after.owed : 0n);
      const page = await bonusesOf(token.player01);
      expect(page.total).toBe(count + 1);
      expect(page.list[0]).toMatchObject({ id: granted.bonus.id, title: 'Weekend reload' });

      const rows = await ledgerRows();
      const replay = valueOf(await grant(memberId.player01, body));
      expect(replay).toMatchObject({ replayed: true, bonus: { id: granted.bonus.id } });
      expect(await balanceOf(token.player01)).toEqual(after);
      expect((await bonusesOf(token.player01)).total).toBe(count + 1);
      expect(await ledgerRows()).toBe(rows);
    });

    it('should complete at once a bonus without turnover, and filter by status', async () => {
      const before = await balanceOf(token.player01);
      const granted = valueOf(
        await grant(memberId.player01, {
          requestId: randomUUID(),
          amountMinor: '500',
          turnoverMultiplier: 0,
          title: 'Birthday gift',
        }),
      );
      expect(granted.bonus).toMatchObject({ status: 'COMPLETED', requiredMinor: '0', remainingMinor: '0' });
      const after = await balanceOf(token.player01);
      expect(after.owed).toBe(before.owed);
      expect(after.balance).toBe(before.balance + 500n);
      const active = await bonusesOf(token.player01, 'status=ACTIVE');
      expect(new Set(active.list.map((bonus: { status: string }) => bonus.status))).toEqual(new Set(['ACTIVE']));
      const completed = await bonusesOf(token.player01, 'status=COMPLETED');
      expect(completed.list.map((bonus: { id: string }) => bonus.id)).toContain(granted.bonus.id);
    });

    it('should refuse bonuses for trial accounts and unknown members', async () => {
      const body = () => ({ requestId: randomUUID(), amountMinor: '500', turnoverMultiplier: 1, title: 'Nope' });
      expectRefusal(await grant(memberId.trial01, body()), 400, 'VALIDATION');
      expectRefusal(await grant(999_999_999, body()), 404, 'NOT_FOUND');
    });

    itLeavesTheLedgerBalanced();
  });

  describe('staff adjustments', () => {
    const adjust = (id: number, body: Record<string, unknown>) =>
      call('POST', `/wps/admin/members/${id}/adjustments`, token.staff, body);

    it('should credit and debit with a reason, once per request id', async () => {
      tick();
      const before = await balanceOf(token.player02);
      const credit = {
        requestId: randomUUID(),
        direction: 'CREDIT',
        amountMinor: '12345',
        reason: 'Goodwill for the outage',
      };
      const credited = valueOf(await adjust(memberId.player02, credit));
      expect(credited.replayed).toBe(false);
      expect(BigInt(credited.balance.balanceMinor)).toBe(before.balance + 12_345n);
      const replay = valueOf(await adjust(memberId.player02, credit));
      expect(replay).toMatchObject({ replayed: true, transferId: credited.transferId });
      expect((await balanceOf(token.player02)).balance).toBe(before.balance + 12_345n);

      tick();
      const debited = valueOf(
        await adjust(memberId.player02, {
          requestId: randomUUID(),
          direction: 'DEBIT',
          amountMinor: '2345',
          reason: 'Duplicate credit reversed',
        }),
      );
      expect(BigInt(debited.balance.balanceMinor)).toBe(before.balance + 10_000n);
      expect((await balanceOf(token.player02)).balance).toBe(before.balance + 10_000n);

      const record = await records(token.player02, 'kind=ADJUSTMENT&pageSize=100');
      const amounts = record.list.map((entry: { amountMinor: string }) => entry.amountMinor);
      expect(amounts).toEqual(expect.arrayContaining(['12345', '-2345']));
      expect(record.list[0]).toMatchObject({ counterparty: 'Balance adjustment', reference: null });
    });

    it('should refuse a debit beyond the balance with INSUFFICIENT_FUNDS, moving nothing', async () => {
      const [before, rows] = [await balanceOf(token.player02), await ledgerRows()];
      const response = await adjust(memberId.player02, {
        requestId: randomUUID(),
        direction: 'DEBIT',
        amountMinor: String(before.balance + 1n),
        reason: 'Too much on purpose',
      });
      expectRefusal(response, 422, 'INSUFFICIENT_FUNDS');
      expect(await balanceOf(token.player02)).toEqual(before);
      expect(await ledgerRows()).toBe(rows);
    });

    it('should refuse an adjustment without a real reason', async () => {
      const rows = await ledgerRows();
      for (const reason of [undefined, '', 'ok', '   ab   ']) {
        const response = await adjust(memberId.player02, {
          requestId: randomUUID(),
          direction: 'CREDIT',
          amountMinor: '100',
          ...(reason === undefined ? {} : { reason }),
        });
        expectRefusal(response, 400, 'REASON_REQUIRED');
        expect(Object.keys(response.json().value.fields)).toEqual(['reason']);
      }
      expect(await ledgerRows()).toBe(rows);
    });

    it('should write each adjustment and bonus to the audit log, with the staff member and the action', async () => {
      const audit = valueOf(
        await call('GET', `/wps/admin/audit?targetKind=member&targetId=${memberId.player02}&pageSize=100`, token.staff),
      );
      const actions = audit.list.map((entry: { action: string }) => entry.action);
      expect(actions).toEqual(expect.arrayContaining(['wallet.credit', 'wallet.debit']));
      // The replayed credit was not audited a second time.
      expect(actions.filter((action: string) => action === 'wallet.credit')).toHaveLength(2); // seed float + goodwill
      const credit = audit.list.find(
        (entry: { action: string; detail: { reason?: string } }) =>
          entry.action === 'wallet.credit' && entry.detail.reason === 'Goodwill for the outage',
      );
      expect(credit).toMatchObject({
        actor: 'staff:admin',
        targetKind: 'member',
        targetId: String(memberId.player02),
        detail: { amountMinor: '12345', currency: 'PHP', reason: 'Goodwill for the outage' },
      });
      expect(credit.ip).toBeTruthy();
      const debit = audit.list.find((entry: { action: string }) => entry.action === 'wallet.debit');
      expect(debit).toMatchObject({ actor: 'staff:admin', detail: { amountMinor: '2345' } });

      const bonuses = valueOf(
        await call('GET', `/wps/admin/audit?targetKind=member&targetId=${memberId.player01}`, token.staff),
      );
      expect(
        bonuses.list.find((entry: { detail: { title?: string } }) => entry.detail.title === 'Weekend reload'),
      ).toMatchObject({ actor: 'staff:admin', action: 'wallet.bonus' });
      for (const entry of bonuses.list) expect(entry.targetId).toBe(String(memberId.player01));
    });

    it('should keep the audit log for staff only', async () => {
      const response = await call('GET', '/wps/admin/audit?targetKind=member', token.player01);
      expectRefusal(response, 403, 'FORBIDDEN');
    });

    itLeavesTheLedgerBalanced();
  });
});
