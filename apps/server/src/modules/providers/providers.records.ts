import type { BetRound } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { formatMemberTime, isCalendarDay, memberDayRange } from '../../lib/member-time';
import type { ProvidersDeps } from './providers.context';

/** "player01" → "pl****01": enough for a winner to recognise themselves, not for others to find them. */
export const maskAccount = (account: string): string =>
  account.length <= 4
    ? `${account[0] ?? ''}***`
    : `${account.slice(0, 2)}${'*'.repeat(Math.max(2, account.length - 4))}${account.slice(-2)}`;

/** The member's bet record (personalHistoryCopy) and the winner board, read from the rounds. */
export const createProviderRecords = ({ providersRepository, clock, members, games }: ProvidersDeps) => {
  const gameNames = async (keys: Array<{ vendorCode: string; gameCode: string }>) => {
    const rows = await games.findGamesByCodes(keys);
    return new Map(rows.map((row) => [`${row.vendorCode}:${row.gameCode}`, row]));
  };

  return {
    async betRecord(
      memberId: number,
      query: { from?: string; to?: string; vassalage?: string; gameType?: string; pageNo: number; pageSize: number },
    ) {
      const member = await members.getMember(memberId);
      for (const field of ['from', 'to'] as const) {
        const day = query[field];
        if (day !== undefined && !isCalendarDay(day))
          throw new AppError('VALIDATION', `bad ${field}`, { fields: { [field]: 'Not a date' } });
      }
      const range = query.from || query.to ? memberDayRange(query, member.utcOffsetMinutes, clock.now()) : null;
      const { rows, total, betTotal, winTotal } = await providersRepository.listMemberRounds({
        memberId: member.id,
        start: range?.start,
        end: range?.end,
        vendorCode: query.vassalage,
        gameType: query.gameType,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      const names = await gameNames(rows.map((row) => ({ vendorCode: row.vendorCode, gameCode: row.gameCode })));
      const list: BetRound[] = rows.map((row) => {
        const game = names.get(`${row.vendorCode}:${row.gameCode}`);
        return {
          roundId: row.roundId,
          vassalage: row.vendorCode,
          vendorName: game?.vendorName ?? row.vendorCode,
          gameCode: row.gameCode,
          gameName: game?.displayName ?? row.gameCode,
          gameType: game?.gameType ?? '',
          betMinor: row.betTotal.toString(),
          winMinor: row.winTotal.toString(),
          netMinor: (row.winTotal - row.betTotal).toString(),
          currency: row.currency,
          status: row.status,
          startedAt: formatMemberTime(row.startedAt, member.utcOffsetMinutes),
          settledAt: row.settledAt ? formatMemberTime(row.settledAt, member.utcOffsetMinutes) : null,
        };
      });
      return {
        list,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
        totals: {
          betMinor: betTotal.toString(),
          winMinor: winTotal.toString(),
          netMinor: (winTotal - betTotal).toString(),
        },
      };
    },

    /** The winner board (GCSGAME_getRankList): the latest real wins, names masked. */
    async rankList(limit: number, gameCategory: string, iconUrlOf: (vendorCode: string, gameCode: string) => string) {
      const wins = await providersRepository.latestWins(limit, gameCategory === 'ALL' ? null : gameCategory);
      const names = await gameNames(wins.map((win) => ({ vendorCode: win.vendor_code, gameCode: win.game_code })));
      const accounts = new Map(
        await Promise.all(
          [...new Set(wins.map((win) => Number(win.member_id)))].map(
            async (id) => [id, (await members.getMember(id)).account] as const,
          ),
        ),
      );
      return {
        list: wins.map((win) => {
          const game = names.get(`${win.vendor_code}:${win.game_code}`);
          return {
            vo: {
              customerName: maskAccount(accounts.get(Number(win.member_id)) ?? ''),
              winAmount: win.win_total,
              gameName: game?.displayName ?? win.game_code,
              iconUrl: game?.iconUrl ?? iconUrlOf(win.vendor_code, win.game_code),
            },
          };
        }),
      };
    },
  };
};
