// A stand-in for the portal's wallet side of the protocol (docs/provider-wallet-protocol.md), for
// the tests: node:http, signatures checked with the shared keys, balances and transactions in
// memory, answered per the doc's rules. It is small on purpose, not the portal's implementation.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { ProviderKey } from '../config';
import { NONCE_PATTERN, REPLAY_WINDOW_SECONDS, SIGNATURE_HEADERS, toUnixSeconds, verifySignature } from '../signing';

export type Envelope = { success: boolean; code: string; message: string; value: unknown };

export type ReceivedCall = {
  vendor: string;
  call: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: Record<string, unknown>;
  status: number;
  answer: Envelope;
};

type Member = { user: string; account: string; nickname: string; balance: bigint; language: string };
type Token = { user: string; vendor: string; isExpired: boolean };
type Round = { user: string; betIds: string[]; isRolledBack: boolean; isPaid: boolean; isClosed: boolean };
type Bet = { user: string; amount: bigint; round: string; isRolledBack: boolean };
type Answer = { status: number; answer: Envelope };

export type FakeWallet = {
  /** The base the simulator calls: `${origin}/wps/provider/v1`. */
  url: string;
  received: ReceivedCall[];
  addMember(member: { user: string; nickname: string; balance: string }): void;
  /** A launch token of this member for this vendor. */
  issueToken(user: string, vendor: string, token?: string): string;
  expireToken(token: string): void;
  balanceOf(user: string): string;
  /** Answers the next call with this status and raw text, whatever it is. */
  answerNextWith(status: number, text: string): void;
  close(): Promise<void>;
};

const CURRENCY = 'PHP';
const CALL_PATTERN = /^\/wps\/provider\/v1\/([^/]+)\/(authenticate|balance|bet|win|rollback)$/;
const DIGITS = /^\d{1,16}$/;

const ok = (value: unknown): Answer => ({
  status: 200,
  answer: { success: true, code: 'OK', message: 'Success', value },
});
const fail = (status: number, code: string, value: unknown = null): Answer => ({
  status,
  answer: { success: false, code, message: code, value },
});

export const startFakeWallet = async (options: {
  keys: Record<string, ProviderKey>;
  clock?: () => Date;
}): Promise<FakeWallet> => {
  const clock = options.clock ?? (() => new Date());
  const received: ReceivedCall[] = [];
  const members = new Map<string, Member>();
  const tokens = new Map<string, Token>();
  const rounds = new Map<string, Round>();
  const bets = new Map<string, Bet>();
  const tombstones = new Set<string>();
  const transactions = new Map<string, { payload: string; stored: Answer }>();
  const seenNonces = new Set<string>();
  const planned: { status: number; text: string }[] = [];
  let nextReference = 1;

  const money = (member: Member) => ({ balance: member.balance.toString(), currency: CURRENCY });
  const moved = (member: Member, transactionUuid: string) =>
    ok({
      user: member.user,
      ...money(member),
      transaction_uuid: transactionUuid,
      reference: `ledger-${nextReference++}`,
    });

  const checkSignature = (vendor: string, headers: IncomingHttpHeaders, rawBody: string): boolean => {
    const header = (name: string) => (typeof headers[name] === 'string' ? (headers[name] as string) : '');
    const key = Object.hasOwn(options.keys, vendor) ? options.keys[vendor] : undefined;
    const timestamp = header(SIGNATURE_HEADERS.timestamp);
    const nonce = header(SIGNATURE_HEADERS.nonce);
    if (!key || header(SIGNATURE_HEADERS.keyId) !== key.keyId) return false;
    if (!/^\d{1,12}$/.test(timestamp) || !NONCE_PATTERN.test(nonce)) return false;
    if (Math.abs(toUnixSeconds(clock()) - Number(timestamp)) > REPLAY_WINDOW_SECONDS) return false;
    const signature = header(SIGNATURE_HEADERS.signature);
    if (!verifySignature({ secret: key.secret, timestamp, nonce, rawBody, signature })) return false;
    if (seenNonces.has(`${vendor}:${nonce}`)) return false;
    seenNonces.add(`${vendor}:${nonce}`);
    return true;
  };

  const text = (body: Record<string, unknown>, name: string) =>
    typeof body[name] === 'string' ? (body[name] as string) : '';

  // Tokens belong to one member and one vendor; bets also need them unexpired.
  const checkToken = (vendor: string, token: string, user?: string): Answer | Token => {
    const found = tokens.get(token);
    if (!found || found.vendor !== vendor || (user !== undefined && found.user !== user))
      return fail(401, 'TOKEN_INVALID');
    return found;
  };

  const handlers: Record<string, (vendor: string, body: Record<string, unknown>) => Answer> = {
    authenticate(vendor, body) {
      const token = checkToken(vendor, text(body, 'token'));
      if ('answer' in token) return token;
      if (token.isExpired) return fail(401, 'TOKEN_EXPIRED');
      const member = members.get(token.user) as Member;
      return ok({
        user: member.user,
        account: member.account,
        nickname: member.nickname,
        ...money(member),
        language: member.language,
      });
    },
    balance(vendor, body) {
      const member = members.get(text(body, 'user'));
      if (!member) return fail(404, 'NOT_FOUND');
      return ok({ user: member.user, ...money(member) });
    },
    bet(vendor, body) {
      const member = members.get(text(body, 'user'));
      if (!member) return fail(404, 'NOT_FOUND');
      const token = checkToken(vendor, text(body, 'token'), member.user);
      if ('answer' in token) return token;
      if (token.isExpired) return fail(401, 'TOKEN_EXPIRED');
      const id = `${vendor}:${text(body, 'transaction_uuid')}`;
      const roundKey = `${vendor}:${text(body, 'round')}`;
      if (tombstones.has(id)) return fail(409, 'BET_ROLLED_BACK', money(member));
      const round = rounds.get(roundKey) ?? {
        user: member.user,
        betIds: [],
        isRolledBack: false,
        isPaid: false,
        isClosed: false,
      };
      if (round.isClosed) return fail(409, 'ROUND_CLOSED', money(member));
      const amount = BigInt(text(body, 'amount'));
      if (member.balance < amount) return fail(422, 'INSUFFICIENT_FUNDS', money(member));
      member.balance -= amount;
      round.betIds.push(id);
      rounds.set(roundKey, round);
      bets.set(id, { user: member.user, amount, round: roundKey, isRolledBack: false });
      return moved(member, text(body, 'transaction_uuid'));
    },
    win(vendor, body) {
      const member = members.get(text(body, 'user'));
      if (!member) return fail(404, 'NOT_FOUND');
      const roundKey = `${vendor}:${text(body, 'round')}`;
      const round = rounds.get(roundKey);
      if (round?.isRolledBack) return fail(409, 'WIN_AFTER_ROLLBACK', money(member));
      if ((!round || round.betIds.length === 0) && body.is_bonus !== true)
        return fail(404, 'UNKNOWN_ROUND', money(member));
      const paid = round ?? { user: member.user, betIds: [], isRolledBack: false, isPaid: false, isClosed: false };
      member.balance += BigInt(text(body, 'amount'));
      paid.isPaid = true;
      if (body.round_closed === true) paid.isClosed = true;
      rounds.set(roundKey, paid);
      return moved(member, text(body, 'transaction_uuid'));
    },
    rollback(vendor, body) {
      const member = members.get(text(body, 'user'));
      if (!member) return fail(404, 'NOT_FOUND');
      const betId = `${vendor}:${text(body, 'reference_transaction_uuid')}`;
      const bet = bets.get(betId);
      // A bet we never saw: a tombstone, so that it is refused if it ever arrives.
      if (!bet) {
        tombstones.add(betId);
        return moved(member, text(body, 'transaction_uuid'));
      }
      const round = rounds.get(bet.round) as Round;
      if (bet.isRolledBack) return moved(member, text(body, 'transaction_uuid'));
      if (round.isPaid) return fail(409, 'ROLLBACK_AFTER_WIN', money(member));
      member.balance += bet.amount;
      bet.isRolledBack = true;
      round.isRolledBack = true;
      return moved(member, text(body, 'transaction_uuid'));
    },
  };

  const REQUIRED: Record<string, string[]> = {
    authenticate: ['token'],
    balance: ['user', 'token'],
    bet: ['user', 'token', 'transaction_uuid', 'round', 'game_code', 'amount', 'currency'],
    win: ['user', 'transaction_uuid', 'round', 'game_code', 'amount', 'currency'],
    rollback: ['user', 'transaction_uuid', 'reference_transaction_uuid', 'round', 'game_code'],
  };

  const answerCall = (
    vendor: string,
    call: string,
    headers: IncomingHttpHeaders,
    rawBody: string,
    body: unknown,
  ): Answer => {
    if (!checkSignature(vendor, headers, rawBody)) return fail(401, 'SIGNATURE_INVALID');
    if (typeof body !== 'object' || body === null) return fail(400, 'VALIDATION');
    const fields = body as Record<string, unknown>;
    const missing = (REQUIRED[call] ?? []).filter((name) => text(fields, name) === '');
    if (missing.length > 0) return fail(400, 'VALIDATION', { fields: missing });
    if ('amount' in fields && !DIGITS.test(text(fields, 'amount')))
      return fail(400, 'VALIDATION', { fields: ['amount'] });
    const handle = handlers[call] as (vendor: string, body: Record<string, unknown>) => Answer;
    if (!('transaction_uuid' in fields)) return handle(vendor, fields);
    // Idempotent by (vendor, transaction_uuid): the same payload gets the first answer again.
    const id = `${vendor}:${text(fields, 'transaction_uuid')}`;
    const payload = JSON.stringify(fields);
    const known = transactions.get(id);
    if (known) return known.payload === payload ? known.stored : fail(409, 'DUPLICATE_REQUEST');
    const stored = handle(vendor, fields);
    transactions.set(id, { payload, stored });
    return stored;
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const plan = planned.shift();
      if (plan) {
        response.writeHead(plan.status, { 'content-type': 'application/json' }).end(plan.text);
        return;
      }
      const match = CALL_PATTERN.exec(request.url ?? '');
      if (request.method !== 'POST' || !match) {
        response.writeHead(404).end();
        return;
      }
      const [, vendor = '', call = ''] = match;
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = undefined;
      }
      const { status, answer } = answerCall(decodeURIComponent(vendor), call, request.headers, rawBody, body);
      received.push({
        vendor: decodeURIComponent(vendor),
        call,
        headers: request.headers,
        rawBody,
        body: (body ?? {}) as Record<string, unknown>,
        status,
        answer,
      });
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${origin}/wps/provider/v1`,
    received,
    addMember({ user, nickname, balance }) {
      members.set(user, { user, account: `acct-${user}`, nickname, balance: BigInt(balance), language: 'EN' });
    },
    issueToken(user, vendor, token = `launch-${user}-${vendor}-${tokens.size + 1}`) {
      tokens.set(token, { user, vendor, isExpired: false });
      return token;
    },
    expireToken(token) {
      const found = tokens.get(token);
      if (found) found.isExpired = true;
    },
    balanceOf: (user) => (members.get(user)?.balance ?? 0n).toString(),
    answerNextWith: (status, text) => planned.push({ status, text }),
    // Twice is fine: a test may close it to play an unreachable wallet.
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
