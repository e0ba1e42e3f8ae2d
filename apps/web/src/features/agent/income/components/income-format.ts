import type { AgentContractKind } from '@perya/contracts';
import { formatMoney } from '@perya/contracts';

/** A tier's rate as people read it: 1.50 % for basis points, an amount for a fixed rate. */
export const formatRate = (rateType: 'P' | 'F' | null, rate: number | null, locale: string): string => {
  if (rateType === null || rate === null) return '—';
  if (rateType === 'F') return formatMoney(String(rate), { locale });
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rate / 100)} %`;
};

/** The window as the agent reads it: a day, a range of days, or a time span within a day. */
export const formatWindow = (kind: AgentContractKind, start: string, end: string): string => {
  if (kind === 'HOURLY_SALARY' || kind === 'REALTIME_SALARY') return `${start.slice(0, 16)} – ${end.slice(11, 16)}`;
  const last = new Date(Date.parse(`${end.slice(0, 10)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return last === start.slice(0, 10) ? start.slice(0, 10) : `${start.slice(0, 10)} – ${last}`;
};

export const OUTCOME_COLORS: Record<string, string> = {
  PAID: 'teal',
  NO_PLAY: 'gray',
  BELOW_TIER: 'gray',
  TEAM_WON: 'orange',
  CARRIED_OVER: 'orange',
  DOWNLINES: 'blue',
  DEBT: 'red',
};
