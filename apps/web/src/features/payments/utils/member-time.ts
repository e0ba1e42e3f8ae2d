// Record times arrive as "yyyy-MM-dd HH:mm:ss" in the member's UTC offset (contracts/wallet.ts).
// To say "in 25 minutes" the client needs the instant, so it reads such a time back with the
// offset from member info. A full ISO instant (with Z or an offset) is read as it is.

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const ZONED_TIME = /(?:Z|[+-]\d{2}:?\d{2})$/;

export const parseMemberTime = (text: string, offsetMinutes: number | null): Date | null => {
  if (ZONED_TIME.test(text)) {
    const zoned = new Date(text);
    return Number.isNaN(zoned.getTime()) ? null : zoned;
  }
  const match = LOCAL_TIME.exec(text);
  if (!match || offsetMinutes === null) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  const utc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
  return new Date(utc - offsetMinutes * 60_000);
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * "yyyy-MM-dd HH:mm", as the member's records show times (seconds left out). A record time is
 * shortened as it is; an ISO instant is shown in the member's offset, or the browser's while the
 * offset is unknown.
 */
export const shortMemberTime = (text: string, offsetMinutes: number | null = null): string => {
  const match = LOCAL_TIME.exec(text);
  if (match) return `${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}`;
  const instant = ZONED_TIME.test(text) ? new Date(text) : null;
  if (!instant || Number.isNaN(instant.getTime())) return text;
  if (offsetMinutes === null) {
    return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())} ${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
  }
  const shifted = new Date(instant.getTime() + offsetMinutes * 60_000);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
};

/** "in 25 minutes", "in 2 hours", "3 minutes ago", in the reader's language. */
export const formatRelativeTime = (target: Date, now: number, language: string): string => {
  const seconds = Math.round((target.getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const absolute = Math.abs(seconds);
  if (absolute < 60) return format.format(seconds, 'second');
  if (absolute < 3_600) return format.format(Math.round(seconds / 60), 'minute');
  if (absolute < 86_400) return format.format(Math.round(seconds / 3_600), 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
};
