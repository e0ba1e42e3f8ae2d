import { randomUUID } from 'node:crypto';

import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_AMOUNT_MINOR, resultMessage } from '@perya/contracts';

import type { Caller, HttpMethod } from '../../testing/api-session';
import { createCaller, demoMemberIds, loginMember, loginStaff, valueOf } from '../../testing/api-session';
import { countRows, createTestClock } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Every endpoint that moves money, fed what broken clients and attackers send: amounts that are
// not whole positive centavos, ids that are not ids, bodies too big to read. Each gets a 4xx
// envelope with a message in the caller's language, and no balance or money table changes.

type Endpoint = {
  name: string;
  method: HttpMethod;
  url: () => string;
  token: () => string;
  body: () => Record<string, unknown>;
  /** The body field holding the amount. */
  amountField: string;
  /** Whether the amount may be left out (an approval pays the whole withdrawal by default). */
  amountOptional?: boolean;
};

const PAYMENT_PASSWORD = '246810';
const TABLES = [
  'ledger_transfers',
  'ledger_accounts',
  'deposits',
  'withdrawals',
  'withdrawal_accounts',
  'bonus_grants',
  'audit_log',
];

const BAD_AMOUNTS: Array<[string, unknown]> = [
  ['a negative amount', '-100'],
  ['zero', '0'],
  ['sixteen zeros', '0000000000000000'],
  ['a decimal', '10.5'],
  ['an exponent', '1e3'],
  ['hex', '0x1F'],
  ['letters', 'abc'],
  ['an empty string', ''],
  ['spaces around digits', ' 100 '],
  ['a plus sign', '+100'],
  ['a trailing newline', '100\n'],
  ['full-width digits', '１００'],
  ['a JSON number', 100],
  ['a JSON float', 10.5],
  ['null', null],
  ['a boolean', true],
  ['an array', ['100']],
  ['an object', { $gt: 0 }],
  ['2^63', '9223372036854775808'],
  ['2^63 - 1', '9223372036854775807'],
  ['twenty nines', '99999999999999999999'],
  ['one above MAX_AMOUNT_MINOR', (MAX_AMOUNT_MINOR + 1n).toString()],
  ['missing', undefined],
];

describe('bad input on money endpoints', () => {
  let sut: TestApp;
  const clock = createTestClock();
  const token = { player01: '', agent01: '', staff: '' };
  const ids = { player01: 0, agent01: 0, channel: 0, account: '', upload: '', review: '', paying: '' };
  let call: Caller;

  const ENDPOINTS: Endpoint[] = [
    {
      name: 'wallet transfer',
      method: 'POST',
      url: () => '/wps/relay/GCS_walletTransfer',
      token: () => token.player01,
      body: () => ({ requestId: randomUUID(), fromWallet: 'MAIN', toWallet: 'BGS', amountMinor: '1000' }),
      amountField: 'amountMinor',
    },
    {
      name: 'transfer to the upline',
      method: 'POST',
      url: () => '/wps/v2/transfers/upline',
      token: () => token.player01,
      body: () => ({ requestId: randomUUID(), amountMinor: '10000', paymentPassword: PAYMENT_PASSWORD }),
      amountField: 'amountMinor',
    },
    {
      name: 'transfer to a downline',
      method: 'POST',
      url: () => '/wps/v2/transfers/downline',
      token: () => token.agent01,
      body: () => ({
        requestId: randomUUID(),
        downlineId: ids.player01,
        amountMinor: '10000',
        paymentPassword: PAYMENT_PASSWORD,
      }),
      amountField: 'amountMinor',
    },
    {
      name: 'deposit',
      method: 'POST',
      url: () => '/wps/v2/deposits',
      token: () => token.player01,
      body: () => ({
        requestId: randomUUID(),
        channelId: ids.channel,
        amountMinor: '50000',
        referenceNo: `REF${randomUUID().slice(0, 8)}`,
        proofUploadId: ids.upload,
      }),
      amountField: 'amountMinor',
    },
    {
      name: 'withdrawal',
      method: 'POST',
      url: () => '/wps/v2/withdrawals',
      token: () => token.player01,
      body: () => ({
        requestId: randomUUID(),
        accountId: ids.account,
        amountMinor: '10000',
        paymentPassword: PAYMENT_PASSWORD,
      }),
      amountField: 'amountMinor',
    },
    {
      name: 'staff adjustment',
      method: 'POST',
      url: () => `/wps/admin/members/${ids.player01}/adjustments`,
      token: () => token.staff,
      body: () => ({ requestId: randomUUID(), direction: 'CREDIT', amountMinor: '1000', reason: 'Bad input test' }),
      amountField: 'amountMinor',
    },
    {
      name: 'staff bonus',
      method: 'POST',
      url: () => `/wps/admin/members/${ids.player01}/bonuses`,
      token: () => token.staff,
      body: () => ({ requestId: randomUUID(), amountMinor: '1000', turnoverMultiplier: 1, title: 'Bad input' }),
      amountField: 'amountMinor',
    },
    {
      name: 'withdrawal approval',
      method: 'POST',
      url: () => `/wps/admin/withdrawals/${ids.review}/approve`,
      token: () => token.staff,
      body: () => ({ paidMinor: '5000' }),
      amountField: 'paidMinor',
      amountOptional: true,
    },
    {
      name: 'withdrawal payout',
      method: 'POST',
      url: () => `/wps/admin/withdrawals/${ids.paying}/payout`,
      token: () => token.staff,
      body: () => ({ amountMinor: '1000' }),
      amountField: 'amountMinor',
    },
  ];

  /** Balances of everyone involved and the row counts of every money table. */
  const snapshot = async () => ({
    balances: await Promise.all(
      [token.player01, token.agent01].map(
        async (bearer) => valueOf(await call('GET', '/wps/v2/wallets/balance', bearer)) as Record<string, string>,
      ),
    ),
    wallets: valueOf(await call('GET', '/wps/v2/wallets', token.player01)).wallets,
    rows: Object.fromEntries(
      await Promise.all(TABLES.map(async (table) => [table, await countRows(sut.database, table)])),
    ),
    review: (await sut.app.paymentsService.withdrawalQueue({ status: 'REVIEW', pageNo: 1, pageSize: 100 })).total,
  });
  let baseline: Awaited<ReturnType<typeof snapshot>>;

  /** A 4xx envelope with a code and a non-empty message; returns the envelope. */
  const expectClientError = (response: LightMyRequestResponse, context: string) => {
    const body = response.json();
    const ok =
      response.statusCode >= 400 &&
      response.statusCode < 500 &&
      body.success === false &&
      typeof body.code === 'string' &&
      typeof body.message === 'string' &&
      body.message.length > 0;
    expect(ok, `${context}: ${response.statusCode} ${response.body.slice(0, 300)}`).toBe(true);
    // Nothing of what was sent comes back (no echo of input, no stack trace).
    expect(response.body.length, context).toBeLessThan(2000);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    return body;
  };

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, clock, walletMode: 'transfer' });
    call = createCaller(sut.app);
    token.player01 = await loginMember(sut.app, sut.database, 'player01', 'Player2026');
    token.agent01 = await loginMember(sut.app, sut.database, 'agent01', 'Agent2026');
    token.staff = await loginStaff(sut.app);
    Object.assign(ids, await demoMemberIds(sut.app, ['player01', 'agent01']));
    const channels = valueOf(await call('GET', '/wps/v2/deposit/channels', token.player01)).channels;
    ids.channel = channels.find((channel: { kind: string }) => channel.kind === 'MANUAL').id;
    ids.account = valueOf(await call('GET', '/wps/v2/withdraw/accounts', token.player01)).accounts[0].id;
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    ids.upload = (await sut.app.uploadsService.storeImage(ids.player01, png)).uploadId;
    // One withdrawal waiting for review, one approved in part (open for a further payout).
    const withdraw = async (amountMinor: string) =>
      valueOf(
        await call('POST', '/wps/v2/withdrawals', token.player01, {
          requestId: randomUUID(),
          accountId: ids.account,
          amountMinor,
          paymentPassword: PAYMENT_PASSWORD,
        }),
      ).id as string;
    ids.review = await withdraw('20000');
    ids.paying = await withdraw('30000');
    valueOf(await call('POST', `/wps/admin/withdrawals/${ids.paying}/approve`, token.staff, { paidMinor: '10000' }));
    valueOf(await call('POST', `/wps/v2/withdrawals/${ids.paying}/confirm`, token.player01, { outcome: 'RECEIVED' }));
    baseline = await snapshot();
  });
  afterAll(async () => {
    await sut.close();
  });

  it('should start from a withdrawal in review and one open for a further payout', async () => {
    const paying = (await sut.app.paymentsService.withdrawalQueue({ status: 'PAYING', pageNo: 1, pageSize: 100 })).list;
    expect(paying.find((row) => row.id === ids.paying)).toMatchObject({ paidMinor: '10000', confirmBy: null });
    expect(baseline.review).toBeGreaterThanOrEqual(1);
  });

  it.each(BAD_AMOUNTS)('should refuse %s on every money endpoint, in the caller’s language', async (_name, amount) => {
    const problems: string[] = [];
    for (const endpoint of ENDPOINTS.filter((candidate) => amount !== undefined || !candidate.amountOptional)) {
      const body = { ...endpoint.body(), [endpoint.amountField]: amount };
      if (amount === undefined) delete body[endpoint.amountField];
      const [english, tagalog] = await Promise.all([
        call(endpoint.method, endpoint.url(), endpoint.token(), body, 'EN'),
        call(endpoint.method, endpoint.url(), endpoint.token(), body, 'TY'),
      ]);
      const en = expectClientError(english, `${endpoint.name} EN`);
      const ty = expectClientError(tagalog, `${endpoint.name} TY`);
      if (en.code !== 'VALIDATION' || english.statusCode !== 400) problems.push(`${endpoint.name}: ${en.code}`);
      if (en.message !== resultMessage('VALIDATION', 'EN') || ty.message !== resultMessage('VALIDATION', 'TY')) {
        problems.push(`${endpoint.name}: messages ${en.message} / ${ty.message}`);
      }
      const [enField, tyField] = [en.value?.fields?.[endpoint.amountField], ty.value?.fields?.[endpoint.amountField]];
      if (typeof enField !== 'string' || typeof tyField !== 'string' || enField === tyField) {
        problems.push(`${endpoint.name}: field messages ${String(enField)} / ${String(tyField)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(resultMessage('VALIDATION', 'TY')).not.toBe(resultMessage('VALIDATION', 'EN'));
    expect(await snapshot()).toEqual(baseline);
  });

  it('should refuse request ids that are not UUIDs, or missing', async () => {
    const problems: string[] = [];
    const withRequestId = ENDPOINTS.filter((endpoint) => 'requestId' in endpoint.body());
    expect(withRequestId.length).toBe(7);
    const recall = {
      name: 'recall',
      method: 'POST' as const,
      url: () => '/wps/v2/wallets/recall',
      token: () => token.player01,
      body: () => ({ requestId: randomUUID() }),
      amountField: '',
    };
    for (const endpoint of [...withRequestId, recall]) {
      for (const requestId of ['not-a-uuid', '', 123, null, `${randomUUID()}x`, "' OR 1=1 --", undefined]) {
        const body: Record<string, unknown> = { ...endpoint.body(), requestId };
        if (requestId === undefined) delete body.requestId;
        const response = await call(endpoint.method, endpoint.url(), endpoint.token(), body, 'TY');
        const envelope = expectClientError(response, `${endpoint.name} ${String(requestId)}`);
        if (envelope.code !== 'VALIDATION' || typeof envelope.value?.fields?.requestId !== 'string') {
          problems.push(`${endpoint.name} with ${String(requestId)}: ${envelope.code}`);
        }
        if (envelope.message !== resultMessage('VALIDATION', 'TY')) problems.push(`${endpoint.name}: not in Tagalog`);
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshot()).toEqual(baseline);
  });

  it('should refuse path ids that are not UUIDs or member ids', async () => {
    const problems: string[] = [];
    const uuidPaths: Array<[HttpMethod, string, 'player01' | 'staff', Record<string, unknown> | undefined]> = [
      ['GET', '/wps/v2/deposits/:id', 'player01', undefined],
      ['DELETE', '/wps/v2/withdraw/accounts/:id', 'player01', undefined],
      ['POST', '/wps/v2/withdrawals/:id/confirm', 'player01', { outcome: 'RECEIVED' }],
      ['GET', '/wps/v2/uploads/:id', 'player01', undefined],
      ['POST', '/wps/admin/deposits/:id/approve', 'staff', {}],
      ['POST', '/wps/admin/deposits/:id/reject', 'staff', { note: 'Not seen' }],
      ['POST', '/wps/admin/withdrawals/:id/approve', 'staff', {}],
      ['POST', '/wps/admin/withdrawals/:id/payout', 'staff', { amountMinor: '100' }],
      ['POST', '/wps/admin/withdrawals/:id/reject', 'staff', { note: 'Not valid' }],
      ['GET', '/wps/admin/uploads/:id', 'staff', undefined],
    ];
    const badUuids = ['not-a-uuid', '123', `${randomUUID().slice(0, 35)}g`, "'%20OR%201=1--", `${randomUUID()}00`];
    for (const [method, path, who, body] of uuidPaths) {
      for (const id of badUuids) {
        const response = await call(method, path.replace(':id', id), token[who], body);
        const envelope = expectClientError(response, `${method} ${path} ${id}`);
        if (envelope.code !== 'VALIDATION' || typeof envelope.value?.fields?.id !== 'string') {
          problems.push(`${method} ${path} with ${id}: ${response.statusCode} ${envelope.code}`);
        }
      }
    }
    const badMemberIds = ['abc', '0', '-5', '1.5', '1e400', '99999999999999999999', "1'--"];
    for (const kind of ['adjustments', 'bonuses']) {
      const endpoint = ENDPOINTS.find((candidate) => candidate.url().endsWith(kind));
      for (const memberId of badMemberIds) {
        const response = await call('POST', `/wps/admin/members/${memberId}/${kind}`, token.staff, endpoint?.body());
        const envelope = expectClientError(response, `${kind} ${memberId}`);
        if (envelope.code !== 'VALIDATION' || typeof envelope.value?.fields?.memberId !== 'string') {
          problems.push(`${kind} for member ${memberId}: ${response.statusCode} ${envelope.code}`);
        }
      }
      // A well-formed id of nobody: not found, nothing written.
      const nobody = await call('POST', `/wps/admin/members/9007199254740991/${kind}`, token.staff, endpoint?.body());
      expect(expectClientError(nobody, `${kind} nobody`).code).toBe('NOT_FOUND');
    }
    expect(problems).toEqual([]);
    expect(await snapshot()).toEqual(baseline);
  });

  it('should refuse body ids that are not ids: channel, payout account, downline, proof upload', async () => {
    const deposit = ENDPOINTS.find((endpoint) => endpoint.name === 'deposit');
    const withdrawal = ENDPOINTS.find((endpoint) => endpoint.name === 'withdrawal');
    const downline = ENDPOINTS.find((endpoint) => endpoint.name === 'transfer to a downline');
    if (!deposit || !withdrawal || !downline) throw new Error('endpoint missing');
    const cases: Array<[Endpoint, string, unknown]> = [
      ...['abc', 0, -1, 1.5, '1', null, 2 ** 53].map((value): [Endpoint, string, unknown] => [
        deposit,
        'channelId',
        value,
      ]),
      ...['not-a-uuid', 42, ''].map((value): [Endpoint, string, unknown] => [deposit, 'proofUploadId', value]),
      ...['not-a-uuid', 42, '', null].map((value): [Endpoint, string, unknown] => [withdrawal, 'accountId', value]),
      ...['abc', 0, -1, 1.5, String(ids.player01), null, 2 ** 53].map((value): [Endpoint, string, unknown] => [
        downline,
        'downlineId',
        value,
      ]),
    ];
    const problems: string[] = [];
    for (const [endpoint, field, value] of cases) {
      const response = await call(endpoint.method, endpoint.url(), endpoint.token(), {
        ...endpoint.body(),
        [field]: value,
      });
      const envelope = expectClientError(response, `${endpoint.name} ${field}=${String(value)}`);
      if (envelope.code !== 'VALIDATION' || typeof envelope.value?.fields?.[field] !== 'string') {
        problems.push(`${endpoint.name} ${field}=${String(value)}: ${envelope.code}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshot()).toEqual(baseline);
  });

  it('should answer ids beyond what the database column holds with a 4xx, never a server error', async () => {
    const deposit = ENDPOINTS.find((endpoint) => endpoint.name === 'deposit');
    const downline = ENDPOINTS.find((endpoint) => endpoint.name === 'transfer to a downline');
    if (!deposit || !downline) throw new Error('endpoint missing');
    // Channel ids are 32-bit in the database; the schemas accept any safe integer.
    const answers: string[] = [];
    for (const channelId of [2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1]) {
      const response = await call('POST', deposit.url(), deposit.token(), { ...deposit.body(), channelId });
      answers.push(`deposit to channel ${channelId}: ${response.statusCode} ${response.json().code}`);
    }
    const channel = (await sut.app.paymentsService.listChannelsForStaff()).channels[0];
    for (const channelId of [2 ** 31 - 1, 2 ** 31]) {
      const response = await call('PUT', `/wps/admin/payment/channels/${channelId}`, token.staff, {
        ...channel,
        id: undefined,
        currency: undefined,
      });
      answers.push(`update of channel ${channelId}: ${response.statusCode} ${response.json().code}`);
    }
    expect(answers).toEqual([
      'deposit to channel 2147483647: 409 CHANNEL_UNAVAILABLE',
      'deposit to channel 2147483648: 400 VALIDATION',
      'deposit to channel 9007199254740991: 400 VALIDATION',
      'update of channel 2147483647: 404 NOT_FOUND',
      'update of channel 2147483648: 400 VALIDATION',
    ]);
    const far = await call('POST', downline.url(), downline.token(), { ...downline.body(), downlineId: 2 ** 53 - 1 });
    expect(expectClientError(far, 'downline far').code).toBe('NOT_DOWNLINE');
    expect(await snapshot()).toEqual(baseline);
  });

  it('should refuse payout accounts with bad fields', async () => {
    const valid = {
      method: 'GCASH',
      accountName: 'Juan Dela Cruz',
      accountNumber: '09171112222',
      paymentPassword: PAYMENT_PASSWORD,
    };
    const bodies: Array<[string, Record<string, unknown>, string]> = [
      ['letters in the number', { accountNumber: 'abc' }, 'VALIDATION'],
      ['an exponent as number', { accountNumber: '1e3' }, 'VALIDATION'],
      ['an empty number', { accountNumber: '' }, 'VALIDATION'],
      ['a JSON number', { accountNumber: 9171112222 }, 'VALIDATION'],
      ['a short number', { accountNumber: '12345' }, 'VALIDATION'],
      ['SQL in the number', { accountNumber: "09171112222' OR '1'='1" }, 'VALIDATION'],
      ['a 10 kB number', { accountNumber: '9'.repeat(10_240) }, 'VALIDATION'],
      ['an e-wallet number not starting 09', { accountNumber: '1234567890' }, 'VALIDATION'],
      ['an unknown method', { method: 'PAYPAL' }, 'VALIDATION'],
      ['QR Ph', { method: 'QRPH' }, 'VALIDATION'],
      ['a bank without its name', { method: 'BANK', accountNumber: '001234567890' }, 'VALIDATION'],
      ['no holder name', { accountName: '' }, 'VALIDATION'],
      ['a 10 kB holder name', { accountName: 'J'.repeat(10_240) }, 'VALIDATION'],
      ['no payment password', { paymentPassword: undefined }, 'VALIDATION'],
      ['a payment password that does not decrypt', { paymentPassword: 'enc:v1:nokey:AAAA:BBBB:CCCC' }, 'VALIDATION'],
      ['a wrong payment password', { paymentPassword: '000000' }, 'PAYMENT_PASSWORD_INCORRECT'],
    ];
    const problems: string[] = [];
    for (const [name, patch, code] of bodies) {
      const body: Record<string, unknown> = { ...valid, ...patch };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const response = await call('POST', '/wps/v2/withdraw/accounts', token.player01, body, 'TY');
      const envelope = expectClientError(response, name);
      if (envelope.code !== code) problems.push(`${name}: ${envelope.code}`);
      if (envelope.message !== resultMessage(code as 'VALIDATION', 'TY')) problems.push(`${name}: not in Tagalog`);
    }
    expect(problems).toEqual([]);
    expect(await snapshot()).toEqual(baseline);
  });

  it('should refuse a body over the size limit, malformed JSON and an unknown huge field with a bad amount', async () => {
    const problems: string[] = [];
    for (const endpoint of ENDPOINTS) {
      const huge = await call(endpoint.method, endpoint.url(), endpoint.token(), {
        ...endpoint.body(),
        padding: 'A'.repeat(2 * 1024 * 1024),
      });
      const hugeEnvelope = expectClientError(huge, `${endpoint.name} huge`);
      if (huge.statusCode !== 413 || hugeEnvelope.code !== 'PAYLOAD_TOO_LARGE') {
        problems.push(`${endpoint.name} huge: ${huge.statusCode} ${hugeEnvelope.code}`);
      }

      const broken = await sut.app.inject({
        method: endpoint.method,
        url: endpoint.url(),
        headers: { authorization: `Bearer ${endpoint.token()}`, 'content-type': 'application/json', 'x-lang': 'TY' },
        payload: `{"${endpoint.amountField}": "100",`,
      });
      const brokenEnvelope = expectClientError(broken, `${endpoint.name} broken`);
      if (
        brokenEnvelope.code !== 'MALFORMED_BODY' ||
        brokenEnvelope.message !== resultMessage('MALFORMED_BODY', 'TY')
      ) {
        problems.push(`${endpoint.name} broken JSON: ${brokenEnvelope.code} ${brokenEnvelope.message}`);
      }

      const padded = await call(endpoint.method, endpoint.url(), endpoint.token(), {
        ...endpoint.body(),
        [endpoint.amountField]: '-1',
        junk: 'B'.repeat(200 * 1024),
        nested: { deeper: { deepest: ['x'.repeat(1024)] } },
      });
      if (expectClientError(padded, `${endpoint.name} padded`).code !== 'VALIDATION') {
        problems.push(`${endpoint.name} padded: ${padded.json().code}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshot()).toEqual(baseline);
  });

  it('should refuse payouts above what the withdrawal is for, changing nothing', async () => {
    const approve = await call('POST', `/wps/admin/withdrawals/${ids.review}/approve`, token.staff, {
      paidMinor: '20001',
    });
    expect(expectClientError(approve, 'approve above').code).toBe('VALIDATION');
    const payout = await call('POST', `/wps/admin/withdrawals/${ids.paying}/payout`, token.staff, {
      amountMinor: '20001',
    });
    expect(expectClientError(payout, 'payout above').code).toBe('VALIDATION');
    expect(await snapshot()).toEqual(baseline);
  });

  it('should refuse wallet limits that are not whole non-negative amounts, keeping the settings', async () => {
    const before = valueOf(await call('GET', '/wps/admin/settings/wallet', token.staff));
    const problems: string[] = [];
    const fields = ['withdrawMinMinor', 'withdrawMaxMinor', 'memberTransferMinMinor', 'memberTransferMaxMinor'];
    let after: unknown;
    try {
      for (const field of fields) {
        for (const value of ['-100', '99999999999999999999', 'abc', '', '10.5', 100, null]) {
          const response = await call(
            'PUT',
            '/wps/admin/settings/wallet',
            token.staff,
            { [field]: value, version: before.version },
            'TY',
          );
          const body = response.json();
          const refused = response.statusCode === 400 && body.code === 'VALIDATION' && body.success === false;
          if (!refused) problems.push(`${field}=${JSON.stringify(value)}: ${response.statusCode} ${body.code}`);
        }
      }
      after = valueOf(await call('GET', '/wps/admin/settings/wallet', token.staff));
    } finally {
      // Whatever got through is undone, so the tests after this one run on the usual limits.
      const { version } = valueOf(await call('GET', '/wps/admin/settings/wallet', token.staff));
      if (version !== before.version)
        valueOf(await call('PUT', '/wps/admin/settings/wallet', token.staff, { ...before, version }));
    }
    expect(problems).toEqual([]);
    expect(after).toEqual(before);
    expect(await snapshot()).toEqual(baseline);
  });

  it('should still move money for a well-formed request after all that', async () => {
    const before = BigInt(valueOf(await call('GET', '/wps/v2/wallets/balance', token.player01)).balanceMinor);
    const moved = valueOf(
      await call('POST', '/wps/relay/GCS_walletTransfer', token.player01, {
        requestId: randomUUID(),
        fromWallet: 'MAIN',
        toWallet: 'BGS',
        amountMinor: '100',
      }),
    );
    expect(moved.replayed).toBe(false);
    const after = BigInt(valueOf(await call('GET', '/wps/v2/wallets/balance', token.player01)).balanceMinor);
    expect(after).toBe(before - 100n);
    expect(await sut.app.walletService.totalBalance('PHP')).toBe(0n);
  });
});
