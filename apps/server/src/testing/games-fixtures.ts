import { randomBytes } from 'node:crypto';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { PROVIDER_SIGNATURE_HEADERS } from '@perya/contracts';

import type { DatabaseHandle } from '../db/client';
import type { Clock } from '../lib/clock';
import { DEMO_FEED_FILE } from '../lib/paths';
import { signPayload } from '../lib/signed-requests';
import type { CatalogueFeed } from '../modules/games';
import { readFeedFile } from '../modules/games';
import { demoProviderKey } from '../seed/demo-seed';

// Test support for the game catalogue and the providers: the demo feed as a provider would send
// it again (with some changes), calls signed the way a game provider signs them, and a change to
// the catalogue made by another server process (which does not clear this process's caches).

type FeedVendor = CatalogueFeed['vendors'][number];
type FeedGame = CatalogueFeed['games'][number];

let demoFeed: Promise<CatalogueFeed> | undefined;

/** The demo catalogue feed (about 10,000 games), as the demo seed imported it. */
export const loadDemoFeed = (): Promise<CatalogueFeed> => {
  demoFeed ??= readFeedFile(DEMO_FEED_FILE);
  return demoFeed;
};

export type FeedChanges = {
  /** Changes to vendors, by vendor code. */
  vendors?: Record<string, Partial<FeedVendor>>;
  /** Changes to games, by `VENDOR:GAME_CODE`. */
  games?: Record<string, Partial<FeedGame>>;
  /** Games the provider adds (all fields a feed game has after its defaults). */
  extraGames?: FeedGame[];
};

/** The demo feed with some vendors and games changed: everything not named is as the demo has it. */
export const demoFeedWith = async (changes: FeedChanges = {}): Promise<CatalogueFeed> => {
  const feed = await loadDemoFeed();
  return {
    ...feed,
    vendors: feed.vendors.map((vendor) => ({ ...vendor, ...changes.vendors?.[vendor.code] })),
    games: [
      ...feed.games.map((game) => ({ ...game, ...changes.games?.[`${game.vendor}:${game.code}`] })),
      ...(changes.extraGames ?? []),
    ],
  };
};

/** Re-imports the whole demo catalogue with these changes (a provider sending its feed again). */
export const reimportDemoFeed = async (app: Pick<FastifyInstance, 'gamesService'>, changes: FeedChanges = {}) =>
  app.gamesService.importFeed(await demoFeedWith(changes));

/** A game as a feed carries it, with the feed's defaults. */
export const feedGame = (game: Pick<FeedGame, 'vendor' | 'code' | 'name' | 'type'> & Partial<FeedGame>): FeedGame => ({
  classify: null,
  rtp: null,
  hot: false,
  new: false,
  isGame: 'GAME',
  sortOrder: 0,
  maintenance: false,
  enabled: true,
  icon: null,
  largeIcon: null,
  ...game,
});

/**
 * Another server process puts a vendor under maintenance (or takes it out) in the shared database:
 * this process's caches are not told.
 */
export const setVendorMaintenanceElsewhere = async (database: DatabaseHandle, vendor: string, maintenance: boolean) => {
  await database.db.execute(sql`update game_vendors set is_maintenance = ${maintenance} where code = ${vendor}`);
};

/**
 * Calls the provider wallet protocol as a vendor does: the exact JSON bytes, signed with the
 * vendor's demo key at the clock's time, with a fresh nonce.
 */
export const providerCall = (
  app: Pick<FastifyInstance, 'inject'>,
  clock: Clock,
  vendor: string,
  call: 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback' | 'round/end',
  body: Record<string, unknown>,
  options: { sign?: boolean } = {},
) => {
  const rawBody = JSON.stringify(body);
  const key = demoProviderKey(vendor);
  const timestamp = Math.floor(clock.now().getTime() / 1000);
  const nonce = randomBytes(16).toString('hex');
  return app.inject({
    method: 'POST',
    url: `/wps/provider/v1/${vendor}/${call}`,
    headers: {
      'content-type': 'application/json',
      ...(options.sign === false
        ? {}
        : {
            [PROVIDER_SIGNATURE_HEADERS.keyId]: key.keyId,
            [PROVIDER_SIGNATURE_HEADERS.timestamp]: String(timestamp),
            [PROVIDER_SIGNATURE_HEADERS.nonce]: nonce,
            [PROVIDER_SIGNATURE_HEADERS.signature]: signPayload(key.secret, timestamp, nonce, rawBody),
          }),
    },
    payload: rawBody,
  });
};

/** The launch token in a launch URL. */
export const launchTokenOf = (launchUrl: string): string => new URL(launchUrl).searchParams.get('token') ?? '';

/**
 * Plays one round of a launched game through the protocol: a bet, then a win (zero for a loss)
 * that closes the round. Throws when the provider is refused.
 */
export const playRound = async (
  app: Pick<FastifyInstance, 'inject'>,
  clock: Clock,
  input: {
    vendor: string;
    gameCode: string;
    memberId: number;
    token: string;
    round: string;
    betMinor: bigint;
    winMinor: bigint;
  },
) => {
  const common = { user: String(input.memberId), round: input.round, game_code: input.gameCode, currency: 'PHP' };
  const bet = await providerCall(app, clock, input.vendor, 'bet', {
    ...common,
    token: input.token,
    transaction_uuid: `${input.round}-bet`,
    amount: input.betMinor.toString(),
  });
  if (bet.statusCode !== 200) throw new Error(`bet refused: ${bet.body}`);
  const win = await providerCall(app, clock, input.vendor, 'win', {
    ...common,
    token: input.token,
    transaction_uuid: `${input.round}-win`,
    amount: input.winMinor.toString(),
    reference_transaction_uuid: `${input.round}-bet`,
    round_closed: true,
  });
  if (win.statusCode !== 200) throw new Error(`win refused: ${win.body}`);
};
