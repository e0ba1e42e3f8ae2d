import { parseAmount, toDecimalString } from '@perya/contracts';

// The loyalty screens' data (issue 20, decision 050): the staff routes of the VIP ladder and
// rebate rates (decision 047), missions and leaderboards (048) and the points mall (049). Staff
// type pesos and percentages; the API takes centavos and basis points as digit strings — the
// conversions live here so every screen reads and writes them the same way.

export const VIP_LEVELS_PATH = '/wps/admin/vip/levels';
export const REBATE_RATES_PATH = '/wps/admin/vip/rebate-rates';
export const MISSIONS_PATH = '/wps/admin/missions';
export const LEADERBOARDS_PATH = '/wps/admin/leaderboards';
export const POINTS_CONFIG_PATH = '/wps/admin/points/config';
export const POINT_ITEMS_PATH = '/wps/admin/points/items';
export const REDEMPTIONS_PATH = '/wps/admin/points/redemptions';

/** Centavos as the pesos staff type ("150050" → "1500.50"); null → "" (no figure). */
export const pesosOf = (minor: string | null | undefined): string =>
  minor === null || minor === undefined ? '' : toDecimalString(minor);

/** Pesos as typed ("1,500.5") → centavos as digits; "" → null; unreadable → undefined. */
export const minorOf = (text: string): string | null | undefined => {
  if (text.trim() === '') return null;
  const minor = parseAmount(text.trim());
  return minor === null ? undefined : minor.toString();
};

/** Basis points as a percentage ("80" → "0.8"). */
export const percentOf = (basisPoints: number): string => String(basisPoints / 100);

/** A percentage with up to 2 decimals → basis points; "" → null; unreadable → undefined. */
export const basisPointsOf = (text: string): number | null | undefined => {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) return undefined;
  return Math.round(Number(value) * 100);
};

/** A whole number typed ("1,000") → digits; "" → null; anything else → undefined. */
export const countOf = (text: string): string | null | undefined => {
  const value = text.replace(/[,\s]/g, '');
  if (value === '') return null;
  return /^\d{1,16}$/.test(value) ? String(BigInt(value)) : undefined;
};

/** A zod issue's path as the draft field it names ("levels.2.minValidBetMinor"). */
export const pathOf = (path: readonly PropertyKey[]): string => path.map(String).join('.');
