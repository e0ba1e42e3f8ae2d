import type {
  MemberProfitReport,
  MemberProfitSort,
  TeamBetsPage,
  TeamOverviewReport,
  TeamTransactionsPage,
  TransactionKind,
} from '@perya/contracts';
import { validBetOf } from '@perya/contracts';

import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { formatMemberTime } from '../../lib/member-time';
import type { MembersService } from '../members';
import type { AgentReportsRepository, Figures, MemberSet } from './agent-reports.repository';
import { decodeCursor, encodeCursor } from './agent-reports.cursor';
import { reportRange } from './agent-reports.range';

// The agent centre's reports (decision 036). Every member id or account an agent names is looked
// up below the agent first: outside its team is NOT_IN_TEAM, whatever exists elsewhere.

const HOUR_MS = 3_600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ROUND_KEY = /^[\x20-\x7e]+$/;

export type AgentReportsDeps = {
  repository: AgentReportsRepository;
  members: Pick<MembersService, 'getMember'>;
  clock: Clock;
};

/** Payouts + bonuses − bets: the members' result (negative when the team lost to the house). */
const profitOf = (figures: Figures) => figures.payout + figures.bonus - figures.bet;

const figuresDto = (figures: Figures) => ({
  rounds: figures.rounds,
  betMinor: figures.bet.toString(),
  validBetMinor: figures.validBet.toString(),
  payoutMinor: figures.payout.toString(),
  bonusMinor: figures.bonus.toString(),
  profitMinor: profitOf(figures).toString(),
});

export const createAgentReportsService = ({ repository, members, clock }: AgentReportsDeps) => {
  const offsetOf = async (agentId: number) => (await members.getMember(agentId)).utcOffsetMinutes;

  /** The one member the filter names, in the agent's team; NOT_IN_TEAM otherwise. */
  const memberInTeam = async (agentId: number, member: { id?: number; account?: string }) => {
    const found = await repository.findInTeam(agentId, member);
    if (!found) throw new AppError('NOT_IN_TEAM', `member ${member.id ?? member.account} not below agent ${agentId}`);
    return found;
  };

  return {
    async overview(agentId: number, query: { from?: string; to?: string; scope: 'all' | 'direct' }) {
      const range = reportRange(query, await offsetOf(agentId), clock.now());
      const { timeZone } = await repository.settings();
      const scope = query.scope === 'direct' ? 'D' : 'A';
      const result = await repository.overview(agentId, scope, range.from, range.to, timeZone);
      const sum = <K extends 'newMembers' | 'firstDeposits' | 'deposits' | 'withdrawals' | 'rounds'>(key: K) =>
        result.days.reduce((total, day) => total + day[key], 0);
      const sumMoney = <K extends 'depositAmount' | 'withdrawalAmount' | 'bet' | 'validBet' | 'payout' | 'bonus'>(
        key: K,
      ) => result.days.reduce((total, day) => total + day[key], 0n);
      const totals: Figures = {
        rounds: sum('rounds'),
        bet: sumMoney('bet'),
        validBet: sumMoney('validBet'),
        payout: sumMoney('payout'),
        bonus: sumMoney('bonus'),
      };
      const dayDto = (day: (typeof result.days)[number]) => ({
        newMembers: day.newMembers,
        activeMembers: day.activeMembers,
        firstDeposits: day.firstDeposits,
        deposits: day.deposits,
        depositMinor: day.depositAmount.toString(),
        withdrawals: day.withdrawals,
        withdrawalMinor: day.withdrawalAmount.toString(),
        ...figuresDto(day),
      });
      const report: TeamOverviewReport = {
        scope: query.scope,
        from: range.from,
        to: range.to,
        timeZone,
        members: result.members,
        totals: {
          newMembers: sum('newMembers'),
          activeMembers: result.activeInRange,
          firstDeposits: sum('firstDeposits'),
          deposits: sum('deposits'),
          depositMinor: sumMoney('depositAmount').toString(),
          withdrawals: sum('withdrawals'),
          withdrawalMinor: sumMoney('withdrawalAmount').toString(),
          ...figuresDto(totals),
        },
        days: result.days.map((day) => ({ day: day.day, ...dayDto(day) })),
      };
      return report;
    },

    async profit(
      agentId: number,
      query: {
        from?: string;
        to?: string;
        parentId?: number;
        account?: string;
        sort: MemberProfitSort;
        order: 'asc' | 'desc';
        pageNo: number;
        pageSize: number;
      },
    ): Promise<MemberProfitReport> {
      const caller = await members.getMember(agentId);
      const range = reportRange(query, caller.utcOffsetMinutes, clock.now());
      const { timeZone } = await repository.settings();
      let parentId = agentId;
      if (query.parentId !== undefined && query.parentId !== agentId)
        parentId = (await memberInTeam(agentId, { id: query.parentId })).id;
      const single = query.account ? await memberInTeam(agentId, { account: query.account }) : null;
      const page = {
        from: range.from,
        to: range.to,
        sort: query.sort,
        order: query.order,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      };
      const [lines, totals, path] = await Promise.all([
        repository.profitRows({ ...page, members: single ? { member: single.id } : { team: parentId, scope: 'D' } }),
        single ? null : repository.teamFigures(parentId, range.from, range.to),
        parentId === agentId
          ? [{ memberId: agentId, account: caller.account }]
          : repository.pathBetween(agentId, parentId),
      ]);
      const totalFigures =
        totals ??
        lines.rows.reduce<Figures>(
          (sum, row) => ({
            rounds: sum.rounds + row.rounds,
            bet: sum.bet + row.bet,
            validBet: sum.validBet + row.validBet,
            payout: sum.payout + row.payout,
            bonus: sum.bonus + row.bonus,
          }),
          { rounds: 0, bet: 0n, validBet: 0n, payout: 0n, bonus: 0n },
        );
      return {
        from: range.from,
        to: range.to,
        timeZone,
        path,
        list: lines.rows.map((row) => ({
          memberId: row.memberId,
          account: row.account,
          isAgent: row.isAgent,
          teamSize: row.teamSize,
          ...figuresDto(row),
        })),
        totals: figuresDto(totalFigures),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total: lines.total,
        totalPages: Math.ceil(lines.total / query.pageSize),
      };
    },

    async bets(
      agentId: number,
      query: { from?: string; to?: string; account?: string; category?: string; cursor?: string; pageSize: number },
    ): Promise<TeamBetsPage> {
      const offset = await offsetOf(agentId);
      const range = reportRange(query, offset, clock.now());
      const after = query.cursor
        ? (([at = '', vendorCode = '', roundId = '']) => ({ at, vendorCode, roundId }))(
            decodeCursor(query.cursor, 3, (parts) => parts.slice(1).every((part) => ROUND_KEY.test(part))),
          )
        : undefined;
      const single = query.account ? await memberInTeam(agentId, { account: query.account }) : null;
      const set: MemberSet = single ? { member: single.id } : { team: agentId };
      const settings = await repository.settings(range);
      const [rows, totals] = await Promise.all([
        repository.rounds({
          members: set,
          start: range.start,
          end: range.end,
          category: query.category,
          after,
          limit: query.pageSize + 1,
        }),
        // Whole reporting days of the whole team: the maintained team rows; else the members' hours.
        !single && settings.aligned
          ? repository.teamFigures(agentId, range.from, range.to, query.category)
          : repository.hourlyFigures(
              set,
              new Date(Math.floor(range.start.getTime() / HOUR_MS) * HOUR_MS),
              range.end,
              query.category,
            ),
      ]);
      const page = rows.slice(0, query.pageSize);
      const last = page.at(-1);
      return {
        from: range.from,
        to: range.to,
        list: page.map((row) => {
          const bet = BigInt(row.bet_total);
          const payout = BigInt(row.win_total);
          return {
            vendorCode: row.vendor_code,
            roundId: row.round_id,
            account: row.account,
            vendorName: row.vendor_name ?? row.vendor_code,
            gameName: row.game_name ?? row.game_code,
            gameType: row.game_type ?? '',
            betMinor: bet.toString(),
            validBetMinor: validBetOf({ status: row.status, bet, payout }, settings.rule).toString(),
            payoutMinor: payout.toString(),
            currency: row.currency,
            status: row.status,
            time: formatMemberTime(new Date(row.started_at), offset),
          };
        }),
        nextCursor:
          rows.length > query.pageSize && last
            ? encodeCursor([last.started_at, last.vendor_code, last.round_id])
            : null,
        totals: {
          rounds: totals.rounds,
          betMinor: totals.bet.toString(),
          validBetMinor: totals.validBet.toString(),
          payoutMinor: totals.payout.toString(),
          profitMinor: (totals.payout - totals.bet).toString(),
        },
      };
    },

    async transactions(
      agentId: number,
      query: {
        from?: string;
        to?: string;
        kind?: TransactionKind;
        account?: string;
        cursor?: string;
        pageSize: number;
      },
    ): Promise<TeamTransactionsPage> {
      const offset = await offsetOf(agentId);
      const range = reportRange(query, offset, clock.now());
      const after = query.cursor
        ? (([at = '', id = '']) => ({ at, id }))(decodeCursor(query.cursor, 2, ([, id = '']) => UUID.test(id)))
        : undefined;
      const single = query.account ? await memberInTeam(agentId, { account: query.account }) : null;
      const rows = await repository.transfers({
        members: single ? { member: single.id } : { team: agentId },
        start: range.start,
        end: range.end,
        kind: query.kind,
        after,
        limit: query.pageSize + 1,
      });
      const page = rows.slice(0, query.pageSize);
      const last = page.at(-1);
      return {
        from: range.from,
        to: range.to,
        list: page.map((row) => {
          const member = Number(row.member_id);
          const amount = BigInt(row.amount);
          const credit = Number(row.credit_member_id) === member;
          const debit = Number(row.debit_member_id) === member;
          // Between two of the member's own wallets: told from the main wallet's side, as the member's record does.
          const signed =
            credit && debit ? (row.debit_kind === 'MEMBER_MAIN' ? -amount : amount) : credit ? amount : -amount;
          return {
            id: row.id,
            account: row.account,
            kind: row.kind as TransactionKind,
            amountMinor: signed.toString(),
            currency: row.currency,
            status: row.status as TeamTransactionsPage['list'][number]['status'],
            time: formatMemberTime(new Date(row.created_at), offset),
          };
        }),
        nextCursor: rows.length > query.pageSize && last ? encodeCursor([last.created_at, last.id]) : null,
      };
    },
  };
};

export type AgentReportsService = ReturnType<typeof createAgentReportsService>;
