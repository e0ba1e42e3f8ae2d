import type { FastifyInstance } from 'fastify';

import type { Game } from '@perya/contracts';

import { providersServiceAt } from '../modules/providers';

const DAY_MS = 86_400_000;

/** A small deterministic generator, so every demo install shows the same history. */
export const randomFrom = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};

/** A handful of games from each kind the demo member plays. */
const gamesToPlay = async (app: FastifyInstance): Promise<Game[]> => {
  const pages = await Promise.all(
    (['RNG', 'LIVE', 'FISH', 'PVP'] as const).map((gameType) =>
      app.gamesService.listGames(null, { gameType, select: 'ALL', pageNo: 1, pageSize: 6 }),
    ),
  );
  return pages.flatMap((page) => page.content).filter((game) => game.isGame === 'GAME' && !game.isMaintenance);
};

/**
 * Plays demo rounds the way a provider does: a launch, then a signed-protocol bet, a win (or a
 * losing close) for each round, on a clock set to when the round happened. So the account
 * record, the bet record, recent games and the winner board all show the same play.
 */
export const playDemoRounds = async (
  app: FastifyInstance,
  input: { memberId: number; days: number[]; random: () => number; now: number },
): Promise<void> => {
  const games = await gamesToPlay(app);
  if (games.length === 0) return;
  let at = new Date(input.now);
  const providers = providersServiceAt(app, { now: () => at });
  const { random } = input;
  for (const day of input.days) {
    const rounds = 2 + Math.floor(random() * 4);
    const start = input.now - day * DAY_MS - (rounds + Math.floor(random() * 10)) * 3_600_000;
    for (let round = 0; round < rounds; round += 1) {
      const game = games[Math.floor(random() * games.length)] ?? games[0];
      if (!game) return;
      at = new Date(start + round * 3_600_000);
      const launched = await providers.launchGame({ memberId: input.memberId, nodeId: game.nodeId, language: 'EN' });
      const token = new URL(launched.url).searchParams.get('token') ?? '';
      const bet = BigInt(20 + Math.floor(random() * 18) * 10) * 100n;
      const win = random() < 0.45 ? (bet * BigInt(Math.floor(random() * 30) + 5)) / 10n : 0n;
      const roundId = `demo-${input.memberId}-${day}-${round}`;
      const common = { user: String(input.memberId), round: roundId, game_code: game.gameCode, currency: 'PHP' };
      await providers.bet(game.vassalage, {
        ...common,
        token,
        transaction_uuid: `${roundId}-bet`,
        amount: bet.toString(),
      });
      at = new Date(at.getTime() + 40_000);
      await providers.win(game.vassalage, {
        ...common,
        token,
        transaction_uuid: `${roundId}-win`,
        amount: win.toString(),
        reference_transaction_uuid: `${roundId}-bet`,
        is_bonus: false,
        round_closed: true,
      });
    }
  }
};
