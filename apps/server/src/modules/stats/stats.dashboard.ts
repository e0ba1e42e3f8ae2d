import type { DashboardFigures } from '@perya/contracts';
import { bonusCostOf, houseNetOf, netGamingRevenueOf } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import type { DashboardRepository, SiteFigures } from './stats.dashboard.repository';
import type { StatsRepository } from './stats.repository';
import { dayBefore } from './stats.service';

/** The period the dashboard shows when none is asked for: the last 7 reporting days, today included. */
export const DEFAULT_DASHBOARD_DAYS = 7;
/** The longest period one request reads (a year and a day, as the contracts' query allows). */
export const MAX_DASHBOARD_DAYS = 367;

const ZERO: SiteFigures = {
  registrations: 0,
  firstDeposits: 0,
  firstDepositAmount: 0n,
  deposits: 0,
  depositAmount: 0n,
  withdrawals: 0,
  withdrawalAmount: 0n,
  rounds: 0,
  bet: 0n,
  validBet: 0n,
  payout: 0n,
  bonusAmount: 0n,
  forfeitAmount: 0n,
  adjustmentAmount: 0n,
  activePlayers: 0,
};

/** Adds two periods' figures; active players are not additive (the caller counts them over the period). */
const plus = (a: SiteFigures, b: SiteFigures): SiteFigures => ({
  registrations: a.registrations + b.registrations,
  firstDeposits: a.firstDeposits + b.firstDeposits,
  firstDepositAmount: a.firstDepositAmount + b.firstDepositAmount,
  deposits: a.deposits + b.deposits,
  depositAmount: a.depositAmount + b.depositAmount,
  withdrawals: a.withdrawals + b.withdrawals,
  withdrawalAmount: a.withdrawalAmount + b.withdrawalAmount,
  rounds: a.rounds + b.rounds,
  bet: a.bet + b.bet,
  validBet: a.validBet + b.validBet,
  payout: a.payout + b.payout,
  bonusAmount: a.bonusAmount + b.bonusAmount,
  forfeitAmount: a.forfeitAmount + b.forfeitAmount,
  adjustmentAmount: a.adjustmentAmount + b.adjustmentAmount,
  activePlayers: 0,
});

/** GGR, bonus cost and NGR by the contracts' definitions (contracts/stats.ts). */
export const toDashboardFigures = (figures: SiteFigures): DashboardFigures => {
  const ggr = houseNetOf(figures.bet, figures.payout);
  const bonusCost = bonusCostOf(figures.bonusAmount, figures.forfeitAmount);
  const rebates = 0n;
  return {
    registrations: figures.registrations,
    firstDeposits: figures.firstDeposits,
    firstDepositMinor: figures.firstDepositAmount.toString(),
    deposits: figures.deposits,
    depositMinor: figures.depositAmount.toString(),
    withdrawals: figures.withdrawals,
    withdrawalMinor: figures.withdrawalAmount.toString(),
    rounds: figures.rounds,
    betMinor: figures.bet.toString(),
    validBetMinor: figures.validBet.toString(),
    payoutMinor: figures.payout.toString(),
    ggrMinor: ggr.toString(),
    bonusMinor: bonusCost.toString(),
    rebateMinor: rebates.toString(),
    ngrMinor: netGamingRevenueOf(ggr, bonusCost, rebates).toString(),
    adjustmentMinor: figures.adjustmentAmount.toString(),
    activePlayers: figures.activePlayers,
  };
};

/**
 * The back office's dashboard: today and a period of reporting days (the operator's time zone,
 * stats_settings), with one entry per day for the chart.
 */
export const createDashboard = (deps: { stats: StatsRepository; dashboard: DashboardRepository }) => ({
  async read(query: { from?: string | undefined; to?: string | undefined }) {
    const { today, timeZone } = await deps.stats.reportingToday();
    const to = query.to ?? (query.from && query.from > today ? query.from : today);
    const from = query.from ?? dayBefore(to, DEFAULT_DASHBOARD_DAYS - 1);
    if (Date.parse(to) - Date.parse(from) > (MAX_DASHBOARD_DAYS - 1) * 86_400_000) {
      throw new AppError('VALIDATION', `dashboard period ${from}..${to} too long`, {
        fields: { from: `At most ${MAX_DASHBOARD_DAYS} days` },
      });
    }
    const [series, activePlayers, [todayFigures]] = await Promise.all([
      deps.dashboard.days(from, to),
      deps.dashboard.activePlayers(from, to),
      deps.dashboard.days(today, today),
    ]);
    const period = { ...series.reduce(plus, ZERO), activePlayers };
    return {
      timeZone,
      today,
      from,
      to,
      todayFigures: toDashboardFigures(todayFigures ?? ZERO),
      period: toDashboardFigures(period),
      series: series.map(({ day, ...figures }) => ({ day, ...toDashboardFigures(figures) })),
    };
  },
});

export type Dashboard = ReturnType<typeof createDashboard>;
