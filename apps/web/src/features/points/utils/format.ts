const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as spec §9 writes it (yyyy-MM-dd HH:mm), in the browser's time zone; '—' for none. */
export const formatMoment = (iso: string | null): string => {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** Whole points with thousands separators, from the API's digit strings. */
export const formatPoints = (points: string | bigint, locale: string): string => {
  try {
    return new Intl.NumberFormat(locale).format(BigInt(points));
  } catch {
    return String(points);
  }
};

/**
 * What one point is worth, as "₱0.01": `valuePer100` minor units are 100 points, so one point is
 * valuePer100 / 10,000 pesos (shown with up to 4 decimals, trailing zeros dropped past 2).
 */
export const pointValueText = (valuePer100: number): string => {
  const tenThousandths = BigInt(valuePer100);
  const whole = tenThousandths / 10_000n;
  const fraction = (tenThousandths % 10_000n)
    .toString()
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `₱${whole}.${fraction.length < 2 ? fraction.padEnd(2, '0') : fraction}`;
};

/** The valid bet (in pesos, as "₱5") that earns one point at `minorPerPoint`. */
export const pesosPerPoint = (minorPerPoint: string): string => {
  const minor = BigInt(minorPerPoint);
  const whole = minor / 100n;
  const cents = minor % 100n;
  return cents === 0n ? `₱${whole}` : `₱${whole}.${cents.toString().padStart(2, '0')}`;
};
