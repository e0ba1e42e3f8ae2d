// The player's side: the game page, Spin, and what the page asks while a round is pending.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

import { renderGamePage, renderMessagePage } from './game-page';
import type { Launch } from './game-page';
import { formatAmountMinor } from './money';
import { parseLaunch, parsePlayForm, parsePlayRequest } from './play-options';
import type { PlayRequest } from './play-options';
import type { Rounds } from './rounds';
import { toRoundView } from './round-view';
import type { Refusal, Sessions } from './sessions';
import type { WalletClient } from './wallet-client';

export type GameRoutesOptions = {
  client: WalletClient;
  sessions: Sessions;
  rounds: Rounds;
  vendorName: (vendor: string) => string;
};

type Query = Record<string, string | undefined>;

const MAX_URL_LENGTH = 2048;

// Only an http(s) URL is linked: a javascript: one would run in our page however well escaped.
const parseBack = (value: string | undefined): string | null => {
  if (!value || value.length > MAX_URL_LENGTH) return null;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
};

const parseLaunchQuery = (query: Query): { ok: true; launch: Launch } | { ok: false; detail: string } => {
  const launch = parseLaunch(query);
  if (!launch.ok) return launch;
  return {
    ok: true,
    launch: {
      ...launch.value,
      lang: /^[A-Za-z-]{1,8}$/.test(query.lang ?? '') ? String(query.lang) : 'EN',
      currency: /^[A-Z]{3}$/.test(query.currency ?? '') ? String(query.currency) : 'PHP',
      back: parseBack(query.back),
    },
  };
};

/** The game URL with these parameters, relative to /play (so that a proxy's prefix is kept). */
const gameUrl = (launch: Launch, round: string): string => {
  const query = new URLSearchParams({
    token: launch.token,
    vendor: launch.vendor,
    game: launch.game,
    lang: launch.lang,
    currency: launch.currency,
  });
  if (launch.back !== null) query.set('back', launch.back);
  query.set('round', round);
  return `game?${query.toString()}`;
};

// A refused authenticate: token problems are the player's 401, the rest a bad gateway.
const statusOf = (refusal: Refusal): number =>
  refusal.code === 'TOKEN_INVALID' || refusal.code === 'TOKEN_EXPIRED' ? 401 : 502;

const sendPage = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

export const gameRoutes: FastifyPluginAsync<GameRoutesOptions> = async (app, options) => {
  const { client, sessions, rounds, vendorName } = options;

  const checkVendor = (request: PlayRequest): string | null =>
    client.hasVendor(request.vendor) ? null : `provider-sim has no signing key for vendor ${request.vendor}`;

  app.get<{ Querystring: Query }>('/game', async (request, reply) => {
    const parsed = parseLaunchQuery(request.query);
    if (!parsed.ok) {
      return sendPage(reply, 400, renderMessagePage('This game link is incomplete', `The ${parsed.detail}.`));
    }
    const { launch } = parsed;
    if (!client.hasVendor(launch.vendor)) {
      const message = `This simulator has no signing key for vendor ${launch.vendor}.`;
      return sendPage(reply, 400, renderMessagePage('Unknown vendor', message, launch.back));
    }
    const found = await sessions.authenticate(launch.vendor, launch.token);
    if (!found.ok) {
      const { refusal } = found;
      return sendPage(
        reply,
        statusOf(refusal),
        renderMessagePage('The game cannot open', refusal.message, launch.back),
      );
    }
    const round = request.query.round ? rounds.find(request.query.round) : undefined;
    // Only the player's own round of this game is shown again.
    const shown =
      round && round.user === found.session.user && round.vendor === launch.vendor
        ? { result: round, view: toRoundView(round) }
        : undefined;
    const page = renderGamePage({ launch, vendorName: vendorName(launch.vendor), session: found.session, shown });
    return sendPage(reply, 200, page);
  });

  // Spin. JSON from the page's script ({ result, view }); a form without it (303 back to the game).
  app.post('/play', async (request, reply) => {
    const isForm = String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded');
    const parsed = isForm ? parsePlayForm(request.body) : parsePlayRequest(request.body);
    const detail = parsed.ok ? checkVendor(parsed.value) : parsed.detail;
    if (!parsed.ok || detail !== null) {
      if (isForm) return sendPage(reply, 400, renderMessagePage('Bad request', String(detail)));
      return reply.code(400).send({ error: 'BAD_REQUEST', detail });
    }
    const result = await rounds.play(parsed.value);
    if (!isForm) return { result, view: toRoundView(result) };
    const launch = parseLaunchQuery(request.body as Query);
    if (!launch.ok) return sendPage(reply, 400, renderMessagePage('Bad request', launch.detail));
    return reply.redirect(gameUrl(launch.launch, result.round), 303);
  });

  app.get<{ Params: { round: string } }>('/rounds/:round', async (request, reply) => {
    const round = rounds.find(request.params.round);
    if (!round) return reply.code(404).send({ error: 'NOT_FOUND' });
    return { result: round, view: toRoundView(round) };
  });

  // The page's refresh button: the wallet's `balance` call.
  app.get<{ Querystring: Query }>('/balance', async (request, reply) => {
    const { vendor = '', token = '' } = request.query;
    if (!client.hasVendor(vendor) || token === '') {
      return reply.code(400).send({ error: 'BAD_REQUEST', detail: 'vendor and token are required' });
    }
    const answer = await sessions.balance(vendor, token);
    if (!answer.ok) return { ok: false, code: answer.refusal.code, message: answer.refusal.message };
    return {
      ok: true,
      balanceMinor: answer.balance,
      currency: answer.currency,
      balance: formatAmountMinor(answer.balance, answer.currency),
    };
  });
};
