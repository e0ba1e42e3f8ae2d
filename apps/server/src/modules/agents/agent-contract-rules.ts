import type {
  AgentContractCategory,
  AgentContractKind,
  AgentContractTerms,
  AgentContractTier,
  ErrorCode,
} from '@perya/contracts';
import { AGENT_CONTRACT_PERIODS_BY_KIND } from '@perya/contracts';

// The contract rules (spec §4, domain rules §2.5; decision 034), pure: no database, no clock.
//
// A tier is a point in threshold space (period valid bet, active members and, for dividends, net
// loss). The settlement pays the rate of the highest tier the team reaches. A downline's team is
// part of its upline's team, so wherever the downline reaches one of its tiers, the upline's team
// reaches at least the same thresholds and earns at least the upline's rate *at those thresholds*.
// The rule "a downline's rate never exceeds its upline's" is therefore checked tier by tier:
// for every downline tier, the upline's rate at that tier's thresholds must be at least as high,
// of the same rate type. Then the differential (upline rate − downline rate) is never negative.

/** The thresholds of a tier as numbers to compare (minor units as bigint). */
type Point = { validBet: bigint; activeMembers: number; netLoss: bigint };

const pointOf = (tier: AgentContractTier): Point => ({
  validBet: BigInt(tier.minValidBetMinor),
  activeMembers: tier.minActiveMembers,
  netLoss: BigInt(tier.minNetLossMinor ?? '0'),
});

/** a ≤ b in every threshold. */
const reaches = (b: Point, a: Point): boolean =>
  a.validBet <= b.validBet && a.activeMembers <= b.activeMembers && a.netLoss <= b.netLoss;

const samePoint = (a: Point, b: Point): boolean =>
  a.validBet === b.validBet && a.activeMembers === b.activeMembers && a.netLoss === b.netLoss;

export type RuleFailure = { code: ErrorCode; detail: string };

const fail = (code: ErrorCode, detail: string): RuleFailure => ({ code, detail });

/**
 * The terms on their own: a period the kind has (none for hourly and real-time salary), the net
 * loss threshold only on dividends, one rate type for all tiers, and tiers that do not overlap:
 * each one's thresholds at least the previous one's in every key and higher in one, its rate not
 * lower. Rates are whole basis points or minor units (the schema: non-negative integers).
 */
export const checkTerms = (terms: AgentContractTerms): RuleFailure | null => {
  const periods = AGENT_CONTRACT_PERIODS_BY_KIND[terms.kind];
  if (terms.period === null ? periods.length > 0 : !periods.includes(terms.period))
    return fail('CONTRACT_PERIOD_INVALID', `${terms.kind} cannot have period ${terms.period}`);
  if (terms.tiers.length === 0) return fail('CONTRACT_TIERS_INVALID', 'no tier');
  if (terms.kind !== 'DIVIDEND' && terms.tiers.some((tier) => tier.minNetLossMinor !== undefined))
    return fail('CONTRACT_TIERS_INVALID', 'only dividends have a net-loss threshold');
  const rateType = terms.tiers[0]?.rateType;
  if (terms.tiers.some((tier) => tier.rateType !== rateType))
    return fail('CONTRACT_TIERS_INVALID', 'every tier of a contract has the same rate type');
  for (let index = 1; index < terms.tiers.length; index += 1) {
    const before = terms.tiers[index - 1] as AgentContractTier;
    const tier = terms.tiers[index] as AgentContractTier;
    const [a, b] = [pointOf(before), pointOf(tier)];
    if (!reaches(b, a) || samePoint(a, b))
      return fail('CONTRACT_TIERS_INVALID', `tier ${index + 1} does not rise above tier ${index}`);
    if (tier.rate < before.rate)
      return fail('CONTRACT_TIERS_INVALID', `tier ${index + 1} pays less than tier ${index}`);
  }
  return null;
};

/** The tier the settlement would pick at these figures: the highest one reached, or null. */
export const tierAt = (tiers: readonly AgentContractTier[], figures: AgentContractTier): AgentContractTier | null => {
  const point = pointOf(figures);
  let found: AgentContractTier | null = null;
  for (const tier of tiers) if (reaches(point, pointOf(tier))) found = tier;
  return found;
};

/**
 * Whether `terms` stay within one ceiling contract of the upline: the same period (dividends
 * settle per period, so a downline on weekly terms under a monthly upline could not be compared),
 * and at every downline tier's thresholds an upline tier of the same rate type paying at least as
 * much. A downline tier paying 0 is always within.
 */
export const checkWithinCeiling = (
  terms: Pick<AgentContractTerms, 'period' | 'tiers'>,
  ceiling: Pick<AgentContractTerms, 'period' | 'tiers'>,
): RuleFailure | null => {
  if (terms.period !== ceiling.period)
    return fail('CONTRACT_PERIOD_INVALID', `period ${terms.period} differs from the upline's ${ceiling.period}`);
  for (const [index, tier] of terms.tiers.entries()) {
    if (tier.rate === 0) continue;
    const upline = tierAt(ceiling.tiers, tier);
    if (!upline || upline.rateType !== tier.rateType || upline.rate < tier.rate)
      return fail(
        'CONTRACT_RATE_ABOVE_UPLINE',
        `tier ${index + 1} (${tier.rateType} ${tier.rate}) above the upline's ${upline ? `${upline.rateType} ${upline.rate}` : 'nothing'} at its thresholds`,
      );
  }
  return null;
};

type Binding = { kind: AgentContractKind; category: AgentContractCategory } & Pick<
  AgentContractTerms,
  'period' | 'tiers'
>;

/**
 * The upline's contracts that bound an offer of (kind, category): its binding contract of that
 * kind for the same category and its 'ALL' one (which covers every category). An 'ALL' offer is
 * bounded by the upline's 'ALL' contract only: a single category does not cover all play.
 */
export const ceilingsOf = <T extends Binding>(
  kind: AgentContractKind,
  category: AgentContractCategory,
  uplineBinding: readonly T[],
): T[] =>
  uplineBinding.filter(
    (contract) => contract.kind === kind && (contract.category === category || contract.category === 'ALL'),
  );

/**
 * The whole rule for terms a downline would hold under an upline holding `uplineBinding`
 * (null: the house, which sets root agents' terms without a ceiling).
 */
export const checkOffer = (terms: AgentContractTerms, uplineBinding: readonly Binding[] | null): RuleFailure | null => {
  const own = checkTerms(terms);
  if (own) return own;
  if (uplineBinding === null) return null;
  const ceilings = ceilingsOf(terms.kind, terms.category, uplineBinding);
  if (ceilings.length === 0)
    return fail('CONTRACT_UPLINE_HAS_NONE', `the upline holds no ${terms.kind} contract for ${terms.category} or ALL`);
  for (const ceiling of ceilings) {
    const failure = checkWithinCeiling(terms, ceiling);
    if (failure) return failure;
  }
  return null;
};

/**
 * Lower-rate rule (spec §4, §8): which of an agent's own downline contracts (`downlineContracts`,
 * binding or offered) no longer fit under the agent's binding contracts `agentBinding` (after a
 * change): those of the same kind whose ceilings are gone or now pay less. They end.
 */
export const contractsOverCeiling = <T extends Binding>(
  downlineContracts: readonly T[],
  agentBinding: readonly Binding[],
): T[] => downlineContracts.filter((contract) => checkOffer(contract, agentBinding) !== null);
