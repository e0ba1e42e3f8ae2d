import { createHash } from 'node:crypto';

import type {
  LotteryBetType,
  LotteryDraw,
  LotteryGame,
  LotteryGameDefinition,
  LotteryPlaceResult,
  LotteryPrizeMode,
  LotterySlip,
  StaffLotteryDrawPage,
  StaffLotteryDrawQuery,
} from '@perya/contracts';
import { LOTTERY_GAMES, LOTTERY_PRIZE_MODES, LOTTERY_VENDOR, lotteryGameOf } from '@perya/contracts';

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { GamesService } from '../games';
import type { ProvidersService } from '../providers';
import { betTypesOf, engineBet, priceLine } from './lottery.engine';
import type { DrawRow, LineRow, LotteryRepository, SlipRow } from './lottery.repository';
import type { LotterySettings } from './lottery.settings';

// A lottery slip (decision 053): several lines on one draw, bought in one request. The in-house
// lottery is one more vendor of the provider wallet protocol (decision 043's pattern): a slip is
// one round, its cost the protocol's `bet` and, at settlement, its payout the `win` that closes
// the round. Order, so that nothing moves on bad input and a repeat repairs a crash:
//   1. refuse what needs no money: the game off, the draw unknown or closed, a line malformed or
//      of a bet type the game lacks, a stake under the minimum or a line over the maximum, a
//      number whose liability would pass the operator's cap;
//   2. the protocol's bet (idempotent by `<member>:<slipId>:bet`): the debit, or its refusal;
//   3. one transaction under a share lock of the draw: sales still open, each number's liability
//      added under its cap, the slip and its lines written; when that fails (sales closed or a cap
//      reached meanwhile) the debit is rolled back through the protocol and the refusal given.

type Member = { id: number; currency: string };
type Line = { betType: LotteryBetType; selection: string[]; stakeMinor: bigint };

export const roundOf = (memberId: number, slipId: string) => `${memberId}:${slipId}`;

const requestHashOf = (drawId: string, lines: Line[]) =>
  createHash('sha256')
    .update(JSON.stringify([drawId, lines.map((line) => [line.betType, line.selection, line.stakeMinor.toString()])]))
    .digest('hex');

export const drawView = (row: DrawRow, now: Date): LotteryDraw => ({
  drawId: row.drawId,
  gameCode: row.gameCode,
  opensAt: row.opensAt.toISOString(),
  closesAt: row.closesAt.toISOString(),
  drawsAt: row.drawsAt.toISOString(),
  status: row.status === 'OPEN' && row.closesAt <= now ? 'CLOSED' : row.status,
  commitment: row.commitment,
  // The seed is secret until the draw is made: revealing it earlier would reveal the numbers.
  drawSeed: row.status === 'OPEN' ? null : row.drawSeed,
  result: row.result ?? null,
  winnersFound: row.winnersFound,
  winnersPaid: row.winnersPaid,
});

const definitionOf = (gameCode: string): LotteryGameDefinition => {
  const game = lotteryGameOf(gameCode);
  if (!game) throw new AppError('NOT_FOUND', `lottery game ${gameCode}`);
  return game;
};

export const createLotteryService = ({
  db,
  clock,
  repository,
  settings,
  providers,
  games,
}: {
  db: Database;
  clock: Clock;
  repository: LotteryRepository;
  settings: LotterySettings;
  providers: Pick<ProvidersService, 'bet' | 'rollback' | 'balance' | 'launchGame'>;
  games: Pick<GamesService, 'findGamesByCodes'>;
}) => {
  const slipViews = async (memberId: number, slips: SlipRow[]): Promise<LotterySlip[]> => {
    const lines = await repository.linesOf(
      memberId,
      slips.map((slip) => slip.slipId),
    );
    const bySlip = new Map<string, LineRow[]>();
    for (const line of lines) bySlip.set(line.slipId, [...(bySlip.get(line.slipId) ?? []), line]);
    return slips.map((slip) => ({
      slipId: slip.slipId,
      drawId: slip.drawId,
      gameCode: slip.gameCode,
      currency: slip.currency,
      costMinor: slip.costMinor.toString(),
      payoutMinor: slip.payoutMinor.toString(),
      status: slip.status,
      lines: (bySlip.get(slip.slipId) ?? []).map((line) => ({
        line: line.line,
        betType: line.betType as LotteryBetType,
        selection: line.selection,
        stakeMinor: line.stakeMinor.toString(),
        costMinor: line.costMinor.toString(),
        payoutMinor: line.payoutMinor.toString(),
        status: line.status,
      })),
      createdAt: slip.createdAt.toISOString(),
      settledAt: slip.settledAt?.toISOString() ?? null,
    }));
  };

  const balanceOf = async (member: Member) =>
    BigInt((await providers.balance(LOTTERY_VENDOR, { user: String(member.id) })).balance);

  const protocolBase = (member: Member, slipId: string, gameCode: string) => ({
    user: String(member.id),
    round: roundOf(member.id, slipId),
    game_code: gameCode,
    currency: member.currency,
  });

  const names = async (): Promise<Map<string, { name: string; nodeId: number }>> => {
    const rows = await games.findGamesByCodes(
      LOTTERY_GAMES.map((game) => ({ vendorCode: LOTTERY_VENDOR, gameCode: game.gameCode })),
    );
    return new Map(rows.map((row) => [row.gameCode, { name: row.displayName, nodeId: row.nodeId }]));
  };

  const gameViews = async (definitions: readonly LotteryGameDefinition[]): Promise<LotteryGame[]> => {
    const [all, known] = await Promise.all([settings.all(), names()]);
    const now = clock.now();
    return Promise.all(
      definitions.map(async (game) => {
        const setting = all.get(game.gameCode)!;
        const [next] = await repository.openDraws(game.gameCode, now, 1);
        return {
          gameCode: game.gameCode,
          gameName: known.get(game.gameCode)?.name ?? game.gameCode,
          family: game.family,
          region: game.region ?? null,
          prizeMode: game.prizeMode,
          lottoArea: game.lottoArea,
          path: game.path,
          schedule:
            game.schedule.kind === 'every'
              ? `every:${game.schedule.minutes}`
              : `daily:${setting.drawTime ?? game.schedule.at}`,
          enabled: setting.enabled,
          minBetMinor: setting.minBetMinor.toString(),
          maxBetMinor: setting.maxBetMinor.toString(),
          closeSeconds: setting.closeSeconds,
          betTypes: betTypesOf(game),
          nextDraw: next ? drawView(next, now) : null,
        };
      }),
    );
  };

  /** Step 3; null when the slip id was taken meanwhile, or the refusal when sales closed or a cap filled. */
  const record = async (
    member: Member,
    input: { slipId: string; drawId: string; gameCode: string; requestHash: string; capMinor: bigint },
    priced: { line: Line; costMinor: bigint; key: string; liabilityMinor: bigint; maxWinMinor: bigint }[],
    exposures: Map<string, bigint>,
  ): Promise<SlipRow | null> =>
    db.transaction(async (tx) => {
      const draw = await repository.shareDraw(input.drawId, tx);
      const now = clock.now();
      if (!draw || draw.status !== 'OPEN' || draw.closesAt <= now)
        throw new AppError('LOTTERY_SALES_CLOSED', `draw ${input.drawId} closed`);
      for (const [key, liability] of exposures) {
        if (!(await repository.addExposure(input.drawId, key, liability, input.capMinor, tx)))
          throw new AppError('LOTTERY_EXPOSURE_FULL', `draw ${input.drawId} key ${key} full`, { key });
      }
      const slip: SlipRow = {
        memberId: member.id,
        slipId: input.slipId,
        drawId: input.drawId,
        gameCode: input.gameCode,
        requestHash: input.requestHash,
        currency: member.currency,
        costMinor: priced.reduce((total, entry) => total + entry.costMinor, 0n),
        payoutMinor: 0n,
        status: 'PLACED',
        createdAt: now,
        settledAt: null,
      };
      const lines: LineRow[] = priced.map((entry, index) => ({
        memberId: member.id,
        slipId: input.slipId,
        line: index + 1,
        drawId: input.drawId,
        betType: entry.line.betType,
        selection: entry.line.selection,
        stakeMinor: entry.line.stakeMinor,
        costMinor: entry.costMinor,
        maxWinMinor: entry.maxWinMinor,
        exposureKey: entry.key,
        payoutMinor: 0n,
        status: 'OPEN',
      }));
      return (await repository.insertSlip(slip, lines, tx)) ? slip : null;
    });

  return {
    /** Buys a slip (idempotent by slip id: a repeat answers the stored slip and moves nothing). */
    async place(
      member: Member,
      input: { slipId: string; launchToken: string; drawId: string; lines: Line[] },
    ): Promise<LotteryPlaceResult> {
      const requestHash = requestHashOf(input.drawId, input.lines);
      const existing = await repository.findSlip(member.id, input.slipId);
      if (existing) {
        if (existing.requestHash !== requestHash)
          throw new AppError('DUPLICATE_REQUEST', `slip ${input.slipId} reused with another request`);
        const [slip] = await slipViews(member.id, [existing]);
        return { slip: slip!, balanceMinor: (await balanceOf(member)).toString() };
      }

      // 1. What needs no money.
      const draw = await repository.findDraw(input.drawId);
      if (!draw) throw new AppError('NOT_FOUND', `draw ${input.drawId}`);
      const game = definitionOf(draw.gameCode);
      const setting = await settings.of(draw.gameCode);
      if (!setting.enabled) throw new AppError('GAME_DISABLED', `lottery ${draw.gameCode} is off`);
      const now = clock.now();
      if (draw.status !== 'OPEN' || draw.closesAt <= now || draw.opensAt > now)
        throw new AppError('LOTTERY_SALES_CLOSED', `draw ${input.drawId} not on sale`);
      const priced = input.lines.map((line) => {
        const { costMinor, exposure } = priceLine(engineBet(game, line), line.stakeMinor);
        if (line.stakeMinor < setting.minBetMinor)
          throw new AppError('AMOUNT_BELOW_MIN', `stake below ${setting.minBetMinor}`, {
            minMinor: setting.minBetMinor.toString(),
          });
        if (costMinor > setting.maxBetMinor)
          throw new AppError('AMOUNT_ABOVE_MAX', `line above ${setting.maxBetMinor}`, {
            maxMinor: setting.maxBetMinor.toString(),
          });
        return {
          line,
          costMinor,
          key: exposure.key,
          liabilityMinor: exposure.liabilityMinor,
          maxWinMinor: setting.maxWinMinor,
        };
      });
      const exposures = new Map<string, bigint>();
      for (const entry of priced) exposures.set(entry.key, (exposures.get(entry.key) ?? 0n) + entry.liabilityMinor);
      const booked = await repository.exposureOf(input.drawId, [...exposures.keys()]);
      for (const [key, liability] of exposures) {
        if ((booked.get(key) ?? 0n) + liability > setting.exposureCapMinor)
          throw new AppError('LOTTERY_EXPOSURE_FULL', `draw ${input.drawId} key ${key} full`, { key });
      }

      // 2. The debit.
      const base = protocolBase(member, input.slipId, draw.gameCode);
      const costMinor = priced.reduce((total, entry) => total + entry.costMinor, 0n);
      const debit = await providers.bet(LOTTERY_VENDOR, {
        ...base,
        token: input.launchToken,
        transaction_uuid: `${base.round}:bet`,
        amount: costMinor.toString(),
      });

      // 3. The slip.
      let slip: SlipRow | null;
      try {
        slip = await record(
          member,
          {
            slipId: input.slipId,
            drawId: input.drawId,
            gameCode: draw.gameCode,
            requestHash,
            capMinor: setting.exposureCapMinor,
          },
          priced,
          exposures,
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // Sales closed or a cap filled between the check and the write: the stake goes back.
        await providers.rollback(LOTTERY_VENDOR, {
          ...base,
          transaction_uuid: `${base.round}:rollback`,
          reference_transaction_uuid: `${base.round}:bet`,
        });
        throw error;
      }
      const stored = slip ?? (await repository.findSlip(member.id, input.slipId));
      if (!stored) throw new Error(`slip ${input.slipId} vanished`);
      const [view] = await slipViews(member.id, [stored]);
      return { slip: view!, balanceMinor: slip ? debit.balance : (await balanceOf(member)).toString() };
    },

    async slips(member: Member, gameCode: string | undefined, limit: number): Promise<LotterySlip[]> {
      return slipViews(member.id, await repository.recentSlips(member.id, gameCode, limit));
    },

    async draw(drawId: string): Promise<LotteryDraw> {
      const row = await repository.findDraw(drawId);
      if (!row) throw new AppError('NOT_FOUND', `draw ${drawId}`);
      return drawView(row, clock.now());
    },

    /** The last drawn results of a game (spec §7.2 /lgw/vn/numeros/opened/game). */
    async results(gameCode: string, limit: number) {
      definitionOf(gameCode);
      const now = clock.now();
      return { gameCode, draws: (await repository.recentDrawn(gameCode, limit)).map((row) => drawView(row, now)) };
    },

    /** The draws on sale now (spec §7.2 /lotto/lgw/games/opened/numero). */
    async onSale(gameCode: string, limit: number) {
      definitionOf(gameCode);
      const now = clock.now();
      return { gameCode, draws: (await repository.openDraws(gameCode, now, limit)).map((row) => drawView(row, now)) };
    },

    async games(prizeMode?: LotteryPrizeMode): Promise<LotteryGame[]> {
      return gameViews(LOTTERY_GAMES.filter((game) => prizeMode === undefined || game.prizeMode === prizeMode));
    },

    async menu() {
      const all = await gameViews(LOTTERY_GAMES);
      return {
        menu: LOTTERY_PRIZE_MODES.map((prizeMode) => ({
          prizeMode,
          games: all.filter((game) => game.prizeMode === prizeMode),
        })),
      };
    },

    async recentGames(member: Member): Promise<LotteryGame[]> {
      const codes = await repository.recentGames(member.id, 12);
      return gameViews(codes.map(definitionOf));
    },

    /** The spec's lottery launch: the game by its code, launched as any game (checks, token). */
    async launch(input: {
      memberId: number;
      sessionId?: string;
      gameCode: string;
      prizeMode: LotteryPrizeMode;
      lottoArea: string;
      language?: string;
      backUrl?: string;
    }) {
      const game = definitionOf(input.gameCode);
      if (game.prizeMode !== input.prizeMode || game.lottoArea !== input.lottoArea)
        throw new AppError('VALIDATION', `${input.gameCode} is not in ${input.lottoArea}/${input.prizeMode}`, {
          fields: { prizeMode: `${input.gameCode} is ${game.lottoArea}/${game.prizeMode}` },
        });
      const found = (await names()).get(input.gameCode);
      if (!found) throw new AppError('NOT_FOUND', `game ${input.gameCode}`);
      return providers.launchGame({
        memberId: input.memberId,
        ...(input.sessionId ? { sessionId: input.sessionId } : {}),
        nodeId: found.nodeId,
        ...(input.language ? { language: input.language } : {}),
        ...(input.backUrl ? { backUrl: input.backUrl } : {}),
      });
    },

    /** Staff's page of draws with their sales, payout and highest liability against the game's cap. */
    async staffDraws(query: StaffLotteryDrawQuery): Promise<StaffLotteryDrawPage> {
      const now = clock.now();
      const { rows, total } = await repository.staffDraws({
        ...query,
        now,
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      const [figures, caps] = await Promise.all([
        repository.drawFigures(rows.map((row) => row.drawId)),
        settings.all(),
      ]);
      return {
        list: rows.map((row) => {
          const figure = figures.get(row.drawId);
          return {
            ...drawView(row, now),
            slipCount: figure?.slipCount ?? 0,
            salesMinor: (figure?.salesMinor ?? 0n).toString(),
            payoutMinor: row.payoutMinor?.toString() ?? null,
            topLiabilityMinor: figure?.topLiabilityMinor?.toString() ?? null,
            capMinor: (caps.get(row.gameCode)?.exposureCapMinor ?? 0n).toString(),
          };
        }),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    async exposure(drawId: string) {
      const draw = await repository.findDraw(drawId);
      if (!draw) throw new AppError('NOT_FOUND', `draw ${drawId}`);
      const setting = await settings.of(draw.gameCode);
      const keys = await repository.topExposure(drawId, 50);
      return {
        drawId,
        capMinor: setting.exposureCapMinor.toString(),
        keys: keys.map((row) => ({ key: row.exposureKey, liabilityMinor: row.liabilityMinor.toString() })),
      };
    },
  };
};

export type LotteryService = ReturnType<typeof createLotteryService>;
