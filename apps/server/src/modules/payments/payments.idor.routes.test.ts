import { randomUUID } from 'node:crypto';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ROUTE_ACCESS } from '@perya/contracts';

import type { Caller, HttpMethod } from '../../testing/api-session';
import {
  createCaller,
  demoMemberIds,
  expectRefusal,
  loginMember,
  loginStaff,
  openSession,
  valueOf,
} from '../../testing/api-session';
import { countRows, createTestClock } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// A member can never reach another member's wallet or records: not by guessing ids, not by
// reusing someone's request id, not by naming a member in the body or the query. Guests, trial
// accounts, members and staff each stay on their side of the access rules.

const PAYMENT_PASSWORD = '246810';
const ANY_UUID = '00000000-0000-4000-8000-000000000000';

const whitePng = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

const multipartBody = async (bytes: Buffer, extraFields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(extraFields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'proof.png');
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
};

/** Money routes of the member side (v2 wallet and payments, relay calls), from the access rules. */
const MEMBER_MONEY_ROUTES = Object.entries(ROUTE_ACCESS)
  // The catalogue's relay calls are public: guests browse games.
  .filter(([key, access]) => / \/wps\/(v2|relay)\//.test(key) && access !== 'public')
  .map(([key, access]) => {
    const [method = 'GET', url = ''] = key.split(' ');
    return { method: method as HttpMethod, url, access };
  });
const STAFF_ROUTES = Object.entries(ROUTE_ACCESS)
  .filter(([key, access]) => key.includes(' /wps/admin/') && access === 'staff')
  .map(([key]) => {
    const [method = 'GET', url = ''] = key.split(' ');
    return { method: method as HttpMethod, url };
  });

describe('members reaching for other members’ money', () => {
  let sut: TestApp;
  const clock = createTestClock();
  const token = { player01: '', player02: '', agent01: '', trial01: '', staff: '' };
  const memberId = { player01: 0, player02: 0, trial01: 0 };
  /** What player01 owns: the targets. */
  const owned = { deposit: '', withdrawal: '', upload: '', account: '' };
  /** player02's own payout account, for its legitimate calls. */
  let player02Account = '';
  let call: Caller;

  const upload = async (bearer: string, extraFields: Record<string, string> = {}) => {
    const { payload, contentType } = await multipartBody(await whitePng(), extraFields);
    return sut.app.inject({
      method: 'POST',
      url: '/wps/v2/uploads',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': contentType },
      payload,
    });
  };
  const balanceOf = async (bearer: string) => valueOf(await call('GET', '/wps/v2/wallets/balance', bearer));
  const walletsOf = async (bearer: string) => valueOf(await call('GET', '/wps/v2/wallets', bearer));
  /** Everything of player01 an attacker might move or reveal. */
  const player01State = async () => ({
    balance: await balanceOf(token.player01),
    wallets: await walletsOf(token.player01),
    deposits: valueOf(await call('GET', '/wps/v2/deposits?pageSize=100', token.player01)),
    withdrawals: valueOf(await call('GET', '/wps/v2/withdrawals?pageSize=100', token.player01)),
    accounts: valueOf(await call('GET', '/wps/v2/withdraw/accounts', token.player01)),
  });

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, clock, walletMode: 'transfer' });
    call = createCaller(sut.app);
    token.player01 = await loginMember(sut.app, sut.database, 'player01', 'Player2026');
    token.player02 = await loginMember(sut.app, sut.database, 'player02', 'Player2026');
    token.agent01 = await loginMember(sut.app, sut.database, 'agent01', 'Agent2026');
    token.staff = await loginStaff(sut.app);
    Object.assign(memberId, await demoMemberIds(sut.app, Object.keys(memberId) as Array<keyof typeof memberId>));
    token.trial01 = await openSession(sut.app, memberId.trial01);

    // player01: a proof upload, a deposit under review, a withdrawal paid out and awaiting an answer.
    owned.upload = valueOf(await upload(token.player01)).uploadId;
    const channels = valueOf(await call('GET', '/wps/v2/deposit/channels', token.player01)).channels;
    const manual = channels.find((channel: { kind: string }) => channel.kind === 'MANUAL');
    owned.deposit = valueOf(
      await call('POST', '/wps/v2/deposits', token.player01, {
        requestId: randomUUID(),
        channelId: manual.id,
        amountMinor: '25000',
        referenceNo: 'P01-SECRET-REF',
        proofUploadId: owned.upload,
      }),
    ).deposit.id;
    owned.account = valueOf(await call('GET', '/wps/v2/withdraw/accounts', token.player01)).accounts[0].id;
    owned.withdrawal = valueOf(
      await call('POST', '/wps/v2/withdrawals', token.player01, {
        requestId: randomUUID(),
        accountId: owned.account,
        amountMinor: '12345',
        paymentPassword: PAYMENT_PASSWORD,
      }),
    ).id;
    valueOf(await call('POST', `/wps/admin/withdrawals/${owned.withdrawal}/approve`, token.staff, {}));
    // player02: a payout account of its own.
    player02Account = valueOf(
      await call('POST', '/wps/v2/withdraw/accounts', token.player02, {
        method: 'GCASH',
        accountName: 'Ana Bautista',
        accountNumber: '09175550000',
        paymentPassword: PAYMENT_PASSWORD,
      }),
    ).id;
  });
  afterAll(async () => {
    await sut.close();
  });

  describe('ids of another member', () => {
    it('should answer another member’s deposit as not found, revealing nothing', async () => {
      for (const bearer of [token.player02, token.agent01]) {
        const response = await call('GET', `/wps/v2/deposits/${owned.deposit}`, bearer);
        expectRefusal(response, 404, 'NOT_FOUND');
        expect(response.json().value).toBeNull();
        expect(response.body).not.toContain('P01-SECRET-REF');
        expect(response.body).not.toContain('25000');
        const list = valueOf(await call('GET', '/wps/v2/deposits?pageSize=100', bearer));
        expect(list.list.map((row: { id: string }) => row.id)).not.toContain(owned.deposit);
      }
      // The same answer as for an id nobody has.
      const missing = await call('GET', `/wps/v2/deposits/${randomUUID()}`, token.player02);
      const taken = await call('GET', `/wps/v2/deposits/${owned.deposit}`, token.player02);
      expect(taken.json()).toEqual(missing.json());
    });

    it('should not let another member answer player01’s payout', async () => {
      const before = await player01State();
      for (const outcome of ['RECEIVED', 'ALL_PAID']) {
        const response = await call('POST', `/wps/v2/withdrawals/${owned.withdrawal}/confirm`, token.player02, {
          outcome,
        });
        expectRefusal(response, 404, 'NOT_FOUND');
      }
      const ownProof = valueOf(await upload(token.player02)).uploadId;
      const disputed = await call('POST', `/wps/v2/withdrawals/${owned.withdrawal}/confirm`, token.player02, {
        outcome: 'NOT_RECEIVED',
        proofUploadId: ownProof,
      });
      expectRefusal(disputed, 404, 'NOT_FOUND');
      expect(await player01State()).toEqual(before);
      const mine = before.withdrawals.list.find((row: { id: string }) => row.id === owned.withdrawal);
      expect(mine).toMatchObject({ status: 'PAYING', confirmation: null });
    });

    it('should not show another member’s upload, nor take it as proof', async () => {
      for (const bearer of [token.player02, token.agent01]) {
        const response = await call('GET', `/wps/v2/uploads/${owned.upload}`, bearer);
        expectRefusal(response, 404, 'NOT_FOUND');
        expect(String(response.headers['content-type'])).toContain('application/json');
      }
      expect((await call('GET', `/wps/v2/uploads/${owned.upload}`, token.player01)).statusCode).toBe(200);

      const deposits = await countRows(sut.database, 'deposits');
      const channels = valueOf(await call('GET', '/wps/v2/deposit/channels', token.player02)).channels;
      const manual = channels.find((channel: { kind: string }) => channel.kind === 'MANUAL');
      const asProof = await call('POST', '/wps/v2/deposits', token.player02, {
        requestId: randomUUID(),
        channelId: manual.id,
        amountMinor: '25000',
        referenceNo: 'P02-REF-0001',
        proofUploadId: owned.upload,
      });
      expectRefusal(asProof, 400, 'VALIDATION');
      expect(Object.keys(asProof.json().value.fields)).toEqual(['proofUploadId']);
      expect(await countRows(sut.database, 'deposits')).toBe(deposits);

      // Nor as the proof of a dispute on one's own payout.
      const own = valueOf(
        await call('POST', '/wps/v2/withdrawals', token.player02, {
          requestId: randomUUID(),
          accountId: player02Account,
          amountMinor: '10000',
          paymentPassword: PAYMENT_PASSWORD,
        }),
      );
      valueOf(await call('POST', `/wps/admin/withdrawals/${own.id}/approve`, token.staff, {}));
      const dispute = await call('POST', `/wps/v2/withdrawals/${own.id}/confirm`, token.player02, {
        outcome: 'NOT_RECEIVED',
        proofUploadId: owned.upload,
      });
      expectRefusal(dispute, 404, 'NOT_FOUND');
      const after = valueOf(await call('GET', '/wps/v2/withdrawals', token.player02));
      expect(after.list.find((row: { id: string }) => row.id === own.id)).toMatchObject({
        status: 'PAYING',
        confirmation: null,
      });
    });

    it('should not delete another member’s payout account, nor pay out to it', async () => {
      const before = await player01State();
      expectRefusal(
        await call('DELETE', `/wps/v2/withdraw/accounts/${owned.account}`, token.player02),
        404,
        'NOT_FOUND',
      );
      expectRefusal(
        await call('DELETE', `/wps/v2/withdraw/accounts/${owned.account}`, token.agent01),
        404,
        'NOT_FOUND',
      );

      const [balance02, withdrawals] = [await balanceOf(token.player02), await countRows(sut.database, 'withdrawals')];
      const response = await call('POST', '/wps/v2/withdrawals', token.player02, {
        requestId: randomUUID(),
        accountId: owned.account,
        amountMinor: '10000',
        paymentPassword: PAYMENT_PASSWORD,
      });
      expectRefusal(response, 400, 'VALIDATION');
      expect(Object.keys(response.json().value.fields)).toEqual(['accountId']);
      expect(await balanceOf(token.player02)).toEqual(balance02);
      expect(balance02.heldMinor).toBe('0');
      expect(await countRows(sut.database, 'withdrawals')).toBe(withdrawals);
      expect(await player01State()).toEqual(before);
    });

    it('should refuse another member’s deposit or withdrawal request id as a duplicate, revealing nothing', async () => {
      const before = await player01State();
      const [balance02, ledger] = [await balanceOf(token.player02), await countRows(sut.database, 'ledger_transfers')];
      const channels = valueOf(await call('GET', '/wps/v2/deposit/channels', token.player02)).channels;
      const manual = channels.find((channel: { kind: string }) => channel.kind === 'MANUAL');
      const ownProof = valueOf(await upload(token.player02)).uploadId;
      const deposit = await call('POST', '/wps/v2/deposits', token.player02, {
        requestId: owned.deposit,
        channelId: manual.id,
        amountMinor: '30000',
        referenceNo: 'P02-REF-0002',
        proofUploadId: ownProof,
      });
      expectRefusal(deposit, 409, 'DUPLICATE_REQUEST');
      expect(deposit.json().value).toBeNull();
      expect(deposit.body).not.toContain('P01-SECRET-REF');

      const withdrawal = await call('POST', '/wps/v2/withdrawals', token.player02, {
        requestId: owned.withdrawal,
        accountId: player02Account,
        amountMinor: '10000',
        paymentPassword: PAYMENT_PASSWORD,
      });
      expectRefusal(withdrawal, 409, 'DUPLICATE_REQUEST');
      expect(withdrawal.json().value).toBeNull();
      expect(withdrawal.body).not.toContain('12345');

      expect(await player01State()).toEqual(before);
      expect(await balanceOf(token.player02)).toEqual(balance02);
      expect(await countRows(sut.database, 'ledger_transfers')).toBe(ledger);
    });

    it('should keep request ids of wallet transfers to each member: the same id works for both', async () => {
      const requestId = randomUUID();
      const body = { requestId, fromWallet: 'MAIN', toWallet: 'BGS', amountMinor: '500' };
      const first = valueOf(await call('POST', '/wps/relay/GCS_walletTransfer', token.player01, body));
      const second = valueOf(await call('POST', '/wps/relay/GCS_walletTransfer', token.player02, body));
      expect([first.replayed, second.replayed]).toEqual([false, false]);
      const wallets = valueOf(await call('GET', '/wps/v2/wallets', token.player02));
      expect(wallets.wallets.find((entry: { wallet: string }) => entry.wallet === 'BGS').balanceMinor).toBe('500');
    });
  });

  describe('a memberId sent by a member', () => {
    const INJECTED = () => ({ memberId: memberId.player01, member_id: memberId.player01, userId: memberId.player01 });
    const injectedQuery = () =>
      `memberId=${memberId.player01}&member_id=${memberId.player01}&userId=${memberId.player01}`;

    it('should be ignored in query strings: every read shows the caller’s own wallet', async () => {
      const reads = [
        '/wps/v2/wallets/balance',
        '/wps/v2/wallets',
        '/wps/relay/ODSFE2_MemTransDet',
        '/wps/v2/records/profit',
        '/wps/v2/bonuses',
        '/wps/v2/deposits',
        '/wps/v2/withdrawals',
        '/wps/v2/withdraw/accounts',
        '/wps/v2/withdraw/settings',
        '/wps/v2/transfers/parties',
      ];
      for (const url of reads) {
        const plain = valueOf(await call('GET', url, token.player02));
        const injected = await call('GET', `${url}?${injectedQuery()}`, token.player02);
        // Either the extra keys are ignored (same answer) or refused; never player01's data.
        if (injected.statusCode === 200) expect([url, injected.json().value]).toEqual([url, plain]);
        else expectRefusal(injected, 400, 'VALIDATION');
      }
      const record = valueOf(
        await call('GET', `/wps/relay/ODSFE2_MemTransDet?pageSize=100&${injectedQuery()}`, token.player02),
      );
      const mine = valueOf(await call('GET', '/wps/relay/ODSFE2_MemTransDet?pageSize=100', token.player01));
      const theirs = new Set(mine.list.map((row: { id: string }) => row.id));
      // Only transfers both took part in (none here) could appear in both records.
      expect(record.list.filter((row: { id: string }) => theirs.has(row.id))).toEqual([]);
    });

    it('should be ignored in bodies: money moves from and to the caller’s own wallet only', async () => {
      const before01 = await player01State();
      const start02 = await walletsOf(token.player02);
      const moves: Array<[string, string, Record<string, unknown>]> = [
        [
          'POST',
          '/wps/relay/GCS_walletTransfer',
          { requestId: randomUUID(), fromWallet: 'MAIN', toWallet: 'LNS', amountMinor: '1000' },
        ],
        ['POST', '/wps/v2/wallets/recall', { requestId: randomUUID() }],
        [
          'POST',
          '/wps/v2/transfers/upline',
          { requestId: randomUUID(), amountMinor: '10000', paymentPassword: PAYMENT_PASSWORD },
        ],
      ];
      for (const [method, url, body] of moves) {
        valueOf(
          await call(method as HttpMethod, `${url}?${injectedQuery()}`, token.player02, { ...body, ...INJECTED() }),
        );
      }
      // Across all of player02's wallets only the upline transfer (to agent02, its own upline) left;
      // the recall brought every provider wallet back to main.
      const after02 = await walletsOf(token.player02);
      expect(BigInt(after02.totalMinor)).toBe(BigInt(start02.totalMinor) - 10_000n);
      expect(
        after02.wallets.filter(
          (entry: { wallet: string; balanceMinor: string }) => entry.wallet !== 'MAIN' && entry.balanceMinor !== '0',
        ),
      ).toEqual([]);

      const channels = valueOf(await call('GET', '/wps/v2/deposit/channels', token.player02)).channels;
      const manual = channels.find((channel: { kind: string }) => channel.kind === 'MANUAL');
      const proof = valueOf(await upload(token.player02, { memberId: String(memberId.player01) })).uploadId;
      expect((await call('GET', `/wps/v2/uploads/${proof}`, token.player02)).statusCode).toBe(200);
      expectRefusal(await call('GET', `/wps/v2/uploads/${proof}`, token.player01), 404, 'NOT_FOUND');
      const deposit = valueOf(
        await call('POST', '/wps/v2/deposits', token.player02, {
          requestId: randomUUID(),
          channelId: manual.id,
          amountMinor: '20000',
          referenceNo: 'P02-REF-0003',
          proofUploadId: proof,
          ...INJECTED(),
        }),
      ).deposit;
      expect((await call('GET', `/wps/v2/deposits/${deposit.id}`, token.player02)).statusCode).toBe(200);
      expectRefusal(await call('GET', `/wps/v2/deposits/${deposit.id}`, token.player01), 404, 'NOT_FOUND');

      const account = valueOf(
        await call('POST', '/wps/v2/withdraw/accounts', token.player02, {
          method: 'MAYA',
          accountName: 'Ana Bautista',
          accountNumber: '09185550000',
          paymentPassword: PAYMENT_PASSWORD,
          ...INJECTED(),
        }),
      );
      const accounts02 = valueOf(await call('GET', '/wps/v2/withdraw/accounts', token.player02)).accounts;
      expect(accounts02.map((row: { id: string }) => row.id)).toContain(account.id);

      const withdrawal = valueOf(
        await call('POST', '/wps/v2/withdrawals', token.player02, {
          requestId: randomUUID(),
          accountId: account.id,
          amountMinor: '10000',
          paymentPassword: PAYMENT_PASSWORD,
          ...INJECTED(),
        }),
      );
      expect(withdrawal.account.accountName).toBe('Ana Bautista');
      expect((await balanceOf(token.player02)).heldMinor).toBe('10000');
      const confirmed = await call('POST', `/wps/v2/withdrawals/${owned.withdrawal}/confirm`, token.player02, {
        outcome: 'RECEIVED',
        ...INJECTED(),
      });
      expectRefusal(confirmed, 404, 'NOT_FOUND');

      expect(await player01State()).toEqual(before01);
      expect(await sut.app.walletService.totalBalance('PHP')).toBe(0n);
    });
  });

  describe('who may call the money routes at all', () => {
    it('should cover the member money routes and the back-office routes', () => {
      expect(MEMBER_MONEY_ROUTES.length).toBeGreaterThanOrEqual(24);
      expect(STAFF_ROUTES.length).toBeGreaterThanOrEqual(18);
    });

    const urlOf = (url: string) => url.replace(/:memberId/g, String(memberId.player01)).replace(/:\w+/g, ANY_UUID);
    const tryAll = async (routes: Array<{ method: HttpMethod; url: string }>, bearer: string | null) => {
      const answers: string[] = [];
      for (const route of routes) {
        const response = await call(route.method, urlOf(route.url), bearer, route.method === 'GET' ? undefined : {});
        answers.push(`${route.method} ${route.url}: ${response.statusCode} ${response.json().code}`);
      }
      return answers;
    };
    const expectAll = (answers: string[], status: number, code: string) =>
      expect(answers.filter((answer) => !answer.endsWith(`: ${status} ${code}`))).toEqual([]);

    it('should ask a guest to log in on every member money route', async () => {
      expectAll(await tryAll(MEMBER_MONEY_ROUTES, null), 401, 'AUTH_REQUIRED');
    });

    it('should refuse a trial account every route that needs real money', async () => {
      const before = await balanceOf(token.trial01);
      const realMoney = MEMBER_MONEY_ROUTES.filter((route) => route.access === 'member' || route.access === 'agent');
      expect(realMoney.length).toBe(MEMBER_MONEY_ROUTES.length - 2);
      expectAll(await tryAll(realMoney, token.trial01), 403, 'TRIAL_FORBIDDEN');
      // The balance and the wallet mode stay readable (play money).
      expect(before.currency).toBe('PLY');
      expect(valueOf(await call('GET', '/wps/relay/GCS_merchantWallet', token.trial01))).toEqual({ isSingle: false });
    });

    it('should refuse members and agents every back-office route', async () => {
      const before = await player01State();
      for (const bearer of [token.player01, token.agent01]) {
        expectAll(await tryAll(STAFF_ROUTES, bearer), 403, 'FORBIDDEN');
      }
      // With real bodies too: approving one's own deposit, crediting oneself, granting oneself a bonus.
      const selfService: Array<[string, Record<string, unknown>]> = [
        [`/wps/admin/deposits/${owned.deposit}/approve`, {}],
        [`/wps/admin/withdrawals/${owned.withdrawal}/payout`, { amountMinor: '100' }],
        [
          `/wps/admin/members/${memberId.player01}/adjustments`,
          { requestId: randomUUID(), direction: 'CREDIT', amountMinor: '100000', reason: 'I deserve it' },
        ],
        [
          `/wps/admin/members/${memberId.player01}/bonuses`,
          { requestId: randomUUID(), amountMinor: '100000', turnoverMultiplier: 0, title: 'Free money' },
        ],
      ];
      for (const [url, body] of selfService)
        expectRefusal(await call('POST', url, token.player01, body), 403, 'FORBIDDEN');
      expectRefusal(
        await call('PUT', '/wps/admin/settings/wallet', token.player01, { isSingleWallet: true }),
        403,
        'FORBIDDEN',
      );
      expect(await player01State()).toEqual(before);
    });

    it('should refuse staff every member route: staff act through the back office only', async () => {
      const memberRoutes = MEMBER_MONEY_ROUTES;
      expectAll(await tryAll(memberRoutes, token.staff), 403, 'FORBIDDEN');
    });

    it('should leave the ledger summing to zero', async () => {
      expect(await sut.app.walletService.totalBalance('PHP')).toBe(0n);
      expect(await sut.app.walletService.totalBalance('PLY')).toBe(0n);
    });
  });
});
