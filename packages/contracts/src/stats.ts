import type { GameType } from './games';

// Play statistics (issue 15, domain rules §2–§3): the definitions every report, reward and limit
// reads, written once. The server's aggregates (modules/stats) compute exactly these; its SQL
// mirrors them and the property test (stats.stream.int.test.ts) checks the two agree.

/** Round states as the provider rounds carry them. */
export type StatsRoundStatus = 'OPEN' | 'CLOSED' | 'ROLLED_BACK';

/** A round counts once it is settled: closed and not rolled back. Open rounds count nothing yet. */
export const isSettledRound = (status: StatsRoundStatus): boolean => status === 'CLOSED';

/** Play money of trial accounts is never money: it counts in no statistic. */
export const countsInStatistics = (currency: string): boolean => currency !== 'PLY';

/**
 * How the stake of a settled round becomes valid bet. STAKE: the whole stake (the default).
 * CAPPED: at most |payout − stake|, so hedged or even-money play counts less (xyes's rule, §3.3).
 */
export const VALID_BET_RULES = ['STAKE', 'CAPPED'] as const;
export type ValidBetRule = (typeof VALID_BET_RULES)[number];

/** The one rule for valid bet: a round that is not settled (open, rolled back) counts nothing. */
export const validBetOf = (
  round: { status: StatsRoundStatus; bet: bigint; payout: bigint },
  rule: ValidBetRule = 'STAKE',
): bigint => {
  if (!isSettledRound(round.status)) return 0n;
  if (rule === 'STAKE') return round.bet;
  const swing = round.payout > round.bet ? round.payout - round.bet : round.bet - round.payout;
  return swing < round.bet ? swing : round.bet;
};

/** House net of a round or a sum of rounds: what the house kept (negative when it paid out more). */
export const houseNetOf = (bet: bigint, payout: bigint): bigint => bet - payout;

/** Return to player in basis points (9,600 = 96 %) when a game's catalogue entry names none. */
export const DEFAULT_RTP_BASIS_POINTS: Record<GameType, number> = {
  RNG: 9_600,
  LIVE: 9_850,
  FISH: 9_600,
  PVP: 9_500,
  SPORTS: 9_500,
  ESPORTS: 9_500,
  LOTT: 9_000,
  ELOTT: 9_000,
  COCKFIGHT: 9_500,
  BINGO: 9_200,
  BGS: 9_700,
};
/** For a category the catalogue does not know. */
export const FALLBACK_RTP_BASIS_POINTS = 9_600;

export const rtpBasisPointsFor = (category: string, gameRtpBasisPoints: number | null): number =>
  gameRtpBasisPoints ?? DEFAULT_RTP_BASIS_POINTS[category as GameType] ?? FALLBACK_RTP_BASIS_POINTS;

/**
 * Edge-weighted bet: the valid bet times the game's house edge (1 − RTP), floored to a minor unit.
 * Rewards that must not be farmed on 99 % games accrue on this, not on the stake (§3.3, §3.5).
 */
export const edgeWeightedBetOf = (validBet: bigint, rtpBasisPoints: number): bigint =>
  (validBet * BigInt(10_000 - rtpBasisPoints)) / 10_000n;

/** The operator's reporting time zone unless its setting says otherwise (Asia/Manila, GMT+8). */
export const DEFAULT_REPORTING_TIME_ZONE = 'Asia/Manila';

/** The reporting day (YYYY-MM-DD) an instant belongs to in the operator's time zone. */
export const reportingDayOf = (instant: Date, timeZone: string = DEFAULT_REPORTING_TIME_ZONE): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** The figures of play for one period: what every reader of the statistics gets. */
export type PlayFigures = {
  rounds: number;
  bet: bigint;
  validBet: bigint;
  payout: bigint;
  edgeWeightedBet: bigint;
};

/**
 * What bonuses cost the house in a period: bonuses granted less bonuses forfeited (a forfeited
 * bonus goes back to the house). Manual adjustments are corrections, not a cost of play.
 */
export const bonusCostOf = (granted: bigint, forfeited: bigint): bigint => granted - forfeited;

/**
 * Net gaming revenue: GGR (bet − payout, houseNetOf) less the bonus cost and rebates. Rebates
 * (cashback, turnover rebates) reach members as BONUS transfers today, so they are inside the
 * bonus cost and `rebates` is 0 until the ledger names them apart; the parameter keeps the
 * formula the operator reads (NGR = GGR − bonuses − rebates) in one place.
 */
export const netGamingRevenueOf = (ggr: bigint, bonusCost: bigint, rebates = 0n): bigint => ggr - bonusCost - rebates;
