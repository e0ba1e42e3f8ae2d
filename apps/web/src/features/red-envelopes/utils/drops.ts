import type { MemberRedEnvelopeDrop, MemberRedEnvelopes } from '@perya/contracts';

/** How long before a drop opens its countdown appears on the home page. */
export const COUNTDOWN_AHEAD_MS = 24 * 3_600_000;

export type Featured = {
  /** The open drop the member can still open (or read why not); null when none. */
  open: MemberRedEnvelopeDrop | null;
  /** The next drop to open, within COUNTDOWN_AHEAD_MS; null when none. */
  next: MemberRedEnvelopeDrop | null;
};

/**
 * What the home page shows: an open drop not yet claimed by the member and not run out (the
 * eligible ones first), and the next one coming. Nothing when neither: the widget's chunk is then
 * never loaded.
 */
export const featuredDrops = (data: MemberRedEnvelopes | undefined, nowMs: number): Featured => {
  if (!data) return { open: null, next: null };
  const openable = data.drops.filter(
    (drop) => drop.status === 'OPEN' && drop.claimedAmountMinor === null && !drop.reasons.includes('NONE_LEFT'),
  );
  const open = openable.find((drop) => drop.eligible) ?? openable[0] ?? null;
  const next =
    data.drops.find((drop) => drop.status === 'SCHEDULED' && Date.parse(drop.opensAt) - nowMs <= COUNTDOWN_AHEAD_MS) ??
    null;
  return { open, next };
};

/** A countdown as h:mm:ss (or m:ss under an hour); 0:00 once reached. */
export const formatCountdown = (ms: number): string => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
};
