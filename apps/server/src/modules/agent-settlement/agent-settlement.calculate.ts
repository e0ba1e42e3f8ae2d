import type { AgentContractKind, AgentContractTier, SettlementOutcome } from '@perya/contracts';

// The arithmetic of a settlement (domain rules §2.4, §2.5; decision 035), pure: no clock, no
// database. Money is bigint minor units; a percentage rate is basis points and its share is
// floored to the centavo.

/** A team's figures for one window and contract category. */
export type TeamFigures = {
  rounds: number;
  bet: bigint;
  validBet: bigint;
  payout: bigint;
  /** Bonuses granted less forfeited (only for category 'ALL': bonuses belong to no category). */
  bonusCost: bigint;
  /** Ids of the active members (sorted). */
  activeMembers: number[];
};

/** What dividends share: the house's net (bet − payout) less the bonus cost. */
export const netLossOf = (figures: TeamFigures): bigint => figures.bet - figures.payout - figures.bonusCost;

/** A contract's share of one window before the differential. */
export type Share = {
  tierIndex: number | null;
  rateType: 'P' | 'F' | null;
  rate: number | null;
  /** What the rate applies to. */
  base: bigint;
  gross: bigint;
  carryIn: bigint;
  carryOut: bigint;
  /** Why it is zero, when it is. */
  outcome: Exclude<SettlementOutcome, 'DOWNLINES' | 'DEBT'>;
};

const shareAt = (tier: AgentContractTier, base: bigint): bigint => {
  if (base <= 0n) return 0n;
  return tier.rateType === 'P' ? (base * BigInt(tier.rate)) / 10_000n : BigInt(tier.rate);
};

const meets = (kind: AgentContractKind, tier: AgentContractTier, figures: TeamFigures, netLoss: bigint) =>
  figures.validBet >= BigInt(tier.minValidBetMinor) &&
  figures.activeMembers.length >= tier.minActiveMembers &&
  (kind !== 'DIVIDEND' || netLoss >= BigInt(tier.minNetLossMinor ?? '0'));

/**
 * The tier a team earns: of the tiers whose thresholds it meets (valid bet, active members and,
 * for dividends, net loss), the one paying the most on this base; on a tie the later one.
 */
export const chooseTier = (
  kind: AgentContractKind,
  tiers: readonly AgentContractTier[],
  figures: TeamFigures,
  base: bigint,
): number | null => {
  const netLoss = netLossOf(figures);
  let best: number | null = null;
  let bestShare = -1n;
  tiers.forEach((tier, index) => {
    if (!meets(kind, tier, figures, netLoss)) return;
    const share = shareAt(tier, base);
    if (share >= bestShare) {
      best = index;
      bestShare = share;
    }
  });
  return best;
};

/**
 * A contract's share of a window. Salaries: the tier's rate on the team's valid bet (or its fixed
 * amount when there was valid bet). Dividends: the net loss first pays back the carry-over of
 * earlier net wins (carried forward while the team wins or no tier is met), then the tier's rate
 * applies to what is left.
 */
export const shareOf = (
  kind: AgentContractKind,
  tiers: readonly AgentContractTier[],
  figures: TeamFigures,
  carryIn: bigint,
): Share => {
  const none = (outcome: Share['outcome'], carryOut: bigint, base = 0n): Share => ({
    tierIndex: null,
    rateType: null,
    rate: null,
    base,
    gross: 0n,
    carryIn,
    carryOut,
    outcome,
  });
  if (kind !== 'DIVIDEND') {
    if (figures.validBet <= 0n) return none('NO_PLAY', 0n);
    const tierIndex = chooseTier(kind, tiers, figures, figures.validBet);
    if (tierIndex === null) return none('BELOW_TIER', 0n, figures.validBet);
    const tier = tiers[tierIndex]!;
    const gross = shareAt(tier, figures.validBet);
    return {
      tierIndex,
      rateType: tier.rateType,
      rate: tier.rate,
      base: figures.validBet,
      gross,
      carryIn: 0n,
      carryOut: 0n,
      outcome: gross > 0n ? 'PAID' : 'BELOW_TIER',
    };
  }
  const netLoss = netLossOf(figures);
  if (figures.rounds === 0 && netLoss === 0n) return none('NO_PLAY', carryIn);
  // The team won: its win is carried into the next periods.
  if (netLoss <= 0n) return none('TEAM_WON', carryIn - netLoss);
  const base = netLoss > carryIn ? netLoss - carryIn : 0n;
  const tierIndex = chooseTier(kind, tiers, figures, base);
  if (tierIndex === null) return none('BELOW_TIER', carryIn);
  const carryOut = carryIn > netLoss ? carryIn - netLoss : 0n;
  if (base === 0n) return { ...none('CARRIED_OVER', carryOut), tierIndex };
  const tier = tiers[tierIndex]!;
  const gross = shareAt(tier, base);
  return {
    tierIndex,
    rateType: tier.rateType,
    rate: tier.rate,
    base,
    gross,
    carryIn,
    carryOut,
    outcome: gross > 0n ? 'PAID' : 'BELOW_TIER',
  };
};

/**
 * The differential: what the agent keeps is its share less its nearest contracted downlines'
 * shares (each of which already contains the shares below it), never below zero.
 */
export const differentialOf = (gross: bigint, downlineShares: readonly bigint[]): { total: bigint; amount: bigint } => {
  const total = downlineShares.reduce((sum, share) => sum + share, 0n);
  return { total, amount: gross > total ? gross - total : 0n };
};

/**
 * What a window pays after the corrections of earlier windows and any debt left by an earlier
 * negative correction: never below zero; what is still owed is carried as debt (negative).
 */
export const payoutOf = (amount: bigint, correction: bigint, debtIn: bigint): { payout: bigint; debtOut: bigint } => {
  const due = amount + correction + debtIn;
  return due >= 0n ? { payout: due, debtOut: 0n } : { payout: 0n, debtOut: due };
};

/**
 * For each contracted agent, its nearest contracted ancestor among `agents` (the one whose
 * differential deducts it), from (ancestor, descendant, depth) pairs of the closure table.
 */
export const nearestContractedAncestors = (
  pairs: ReadonlyArray<{ ancestor: number; descendant: number; depth: number }>,
): Map<number, number> => {
  const nearest = new Map<number, { ancestor: number; depth: number }>();
  for (const pair of pairs) {
    if (pair.depth <= 0) continue;
    const known = nearest.get(pair.descendant);
    if (!known || pair.depth < known.depth)
      nearest.set(pair.descendant, { ancestor: pair.ancestor, depth: pair.depth });
  }
  return new Map([...nearest].map(([descendant, { ancestor }]) => [descendant, ancestor]));
};
