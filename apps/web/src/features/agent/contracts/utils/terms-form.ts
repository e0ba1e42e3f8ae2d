import type {
  AgentContract,
  AgentContractCategory,
  AgentContractKind,
  AgentContractPeriod,
  AgentContractTerms,
  AgentContractTier,
  AgentRateType,
} from '@perya/contracts';
import { AGENT_CONTRACT_PERIODS_BY_KIND, MAX_AGENT_CONTRACT_TIERS } from '@perya/contracts';

import { formatPercent, parsePercent, parsePesos, pesosField } from './rates';

// The offer form's state as typed text, and its exact conversion to terms (decision 034).

export type TierRow = { validBet: string; netLoss: string; activeMembers: string; rate: string };

export type TermsForm = {
  kind: AgentContractKind;
  category: AgentContractCategory;
  period: AgentContractPeriod | null;
  rateType: AgentRateType;
  tiers: TierRow[];
};

export const EMPTY_TIER: TierRow = { validBet: '0.00', netLoss: '0.00', activeMembers: '0', rate: '' };

/** The default period of a kind: its first, or none. */
export const periodOf = (kind: AgentContractKind): AgentContractPeriod | null =>
  AGENT_CONTRACT_PERIODS_BY_KIND[kind][0] ?? null;

export const emptyForm = (kind: AgentContractKind = 'DAILY_SALARY'): TermsForm => ({
  kind,
  category: 'ALL',
  period: periodOf(kind),
  rateType: 'P',
  tiers: [{ ...EMPTY_TIER }],
});

/** The form filled with a contract's terms (to offer new ones in its place). */
export const formOf = (contract: Pick<AgentContract, 'kind' | 'category' | 'period' | 'tiers'>): TermsForm => ({
  kind: contract.kind,
  category: contract.category,
  period: contract.period,
  rateType: contract.tiers[0]?.rateType ?? 'P',
  tiers: contract.tiers.map((tier) => ({
    validBet: pesosField(tier.minValidBetMinor),
    netLoss: pesosField(tier.minNetLossMinor ?? '0'),
    activeMembers: String(tier.minActiveMembers),
    rate: tier.rateType === 'P' ? formatPercent(tier.rate) : pesosField(String(tier.rate)),
  })),
});

export type TierErrors = Partial<Record<keyof TierRow, string>>;
export type FormErrorKey = 'invalidPercent' | 'invalidAmount' | 'invalidCount';

const COUNT = /^\d{1,7}$/;

/** The terms the form says, or the per-tier error keys (texts in form.*). */
export const termsOf = (
  form: TermsForm,
):
  | { terms: AgentContractTerms; errors: null }
  | { terms: null; errors: Array<Partial<Record<keyof TierRow, FormErrorKey>>> } => {
  const errors: Array<Partial<Record<keyof TierRow, FormErrorKey>>> = [];
  const tiers: AgentContractTier[] = [];
  for (const row of form.tiers.slice(0, MAX_AGENT_CONTRACT_TIERS)) {
    const rowErrors: Partial<Record<keyof TierRow, FormErrorKey>> = {};
    const validBet = parsePesos(row.validBet);
    const netLoss = parsePesos(row.netLoss);
    const rate = form.rateType === 'P' ? parsePercent(row.rate) : parsePesos(row.rate);
    if (validBet === null) rowErrors.validBet = 'invalidAmount';
    if (form.kind === 'DIVIDEND' && netLoss === null) rowErrors.netLoss = 'invalidAmount';
    if (!COUNT.test(row.activeMembers.trim())) rowErrors.activeMembers = 'invalidCount';
    if (rate === null) rowErrors.rate = form.rateType === 'P' ? 'invalidPercent' : 'invalidAmount';
    errors.push(rowErrors);
    if (Object.keys(rowErrors).length === 0)
      tiers.push({
        minValidBetMinor: validBet as string,
        ...(form.kind === 'DIVIDEND' ? { minNetLossMinor: netLoss as string } : {}),
        minActiveMembers: Number(row.activeMembers.trim()),
        rateType: form.rateType,
        rate: Number(rate),
      });
  }
  if (errors.some((rowErrors) => Object.keys(rowErrors).length > 0)) return { terms: null, errors };
  return {
    terms: { kind: form.kind, category: form.category, period: form.period, tiers },
    errors: null,
  };
};
