// How settled rounds become bonus turnover (decision 039), as a pure function of what the
// subscriber read: the batch's round events (in stream order), the members' ACTIVE grants (oldest
// first) and what each round already counted toward which grant. The subscriber writes back what
// this returns, in the transaction that moves its checkpoint.

/** A round event of the batch, as the turnover sees it. */
export type TurnoverRound = {
  eventId: bigint;
  memberId: number;
  at: Date;
  currency: string;
  vendorCode: string;
  roundId: string;
  gameCode: string | null;
  category: string;
  /** The round counted before this event (it is reversed or changed): what it counted is taken back first. */
  hadCounted: boolean;
  /** Its valid bet now (the play statistics' rule), or null when it no longer counts (reversed). */
  validBet: bigint | null;
  /** The category's weight in basis points (10000 = 100 %). */
  weightBasisPoints: number;
};

/** An ACTIVE grant, changed in place as turnover is counted. */
export type TurnoverGrant = {
  id: string;
  memberId: number;
  currency: string;
  required: bigint;
  wagered: bigint;
  status: 'ACTIVE' | 'COMPLETED';
  grantedAt: Date;
  expiresAt: Date | null;
  completedAt: Date | null;
};

export type TurnoverContribution = {
  grantId: string;
  memberId: number;
  eventId: bigint;
  vendorCode: string;
  roundId: string;
  gameCode: string | null;
  category: string;
  validBet: bigint;
  weightBasisPoints: number;
  counted: bigint;
  at: Date;
};

export const roundKey = (memberId: number, vendorCode: string, roundId: string) =>
  `${memberId}|${vendorCode}|${roundId}`;

/** What a round's valid bet counts in a category: weighted, floored to a minor unit. */
export const weightedTurnover = (validBet: bigint, weightBasisPoints: number): bigint =>
  (validBet * BigInt(weightBasisPoints)) / 10_000n;

/**
 * Applies the batch's rounds to the grants, in order. A round that counted before is first taken
 * back from the ACTIVE grants it counted toward (a COMPLETED or FORFEITED grant keeps it: its
 * money was released or returned, and is not locked again); then the round, if it still counts,
 * adds its weighted valid bet less what completed grants kept, to the member's ACTIVE grants in
 * the round's currency, oldest first, each up to its requirement. A grant counts only rounds that
 * settled after it was granted and before it expires. `prior` (round key → grant → counted) is
 * updated as rounds count, so a round reversed later in the same batch takes back the right amount.
 */
export const allocateTurnover = (
  rounds: TurnoverRound[],
  grants: TurnoverGrant[],
  prior: Map<string, Map<string, bigint>>,
): { contributions: TurnoverContribution[]; changed: TurnoverGrant[] } => {
  const byId = new Map(grants.map((grant) => [grant.id, grant]));
  const byMember = new Map<number, TurnoverGrant[]>();
  for (const grant of grants) byMember.set(grant.memberId, [...(byMember.get(grant.memberId) ?? []), grant]);
  const changed = new Set<TurnoverGrant>();
  // One row per (event, grant): a changed round taken back and counted again toward the same grant nets out.
  const rows = new Map<string, TurnoverContribution>();
  const record = (round: TurnoverRound, grant: TurnoverGrant, counted: bigint, validBet: bigint) => {
    const key = `${round.eventId}|${grant.id}`;
    const row = rows.get(key);
    if (row) {
      row.counted += counted;
      if (validBet > 0n) row.validBet = validBet;
      return;
    }
    rows.set(key, {
      grantId: grant.id,
      memberId: round.memberId,
      eventId: round.eventId,
      vendorCode: round.vendorCode,
      roundId: round.roundId,
      gameCode: round.gameCode,
      category: round.category,
      validBet,
      weightBasisPoints: round.weightBasisPoints,
      counted,
      at: round.at,
    });
  };

  for (const round of rounds) {
    const key = roundKey(round.memberId, round.vendorCode, round.roundId);
    const counts = prior.get(key) ?? new Map<string, bigint>();
    prior.set(key, counts);
    if (round.hadCounted) {
      for (const [grantId, counted] of counts) {
        const grant = byId.get(grantId);
        if (counted <= 0n || !grant || grant.status !== 'ACTIVE') continue;
        const back = counted < grant.wagered ? counted : grant.wagered;
        if (back === 0n) continue;
        grant.wagered -= back;
        counts.set(grantId, counted - back);
        changed.add(grant);
        record(round, grant, -back, 0n);
      }
    }
    if (round.validBet === null) continue;
    let kept = 0n;
    for (const counted of counts.values()) if (counted > 0n) kept += counted;
    let left = weightedTurnover(round.validBet, round.weightBasisPoints) - kept;
    for (const grant of byMember.get(round.memberId) ?? []) {
      if (left <= 0n) break;
      if (grant.status !== 'ACTIVE' || grant.currency !== round.currency) continue;
      if (round.at < grant.grantedAt || (grant.expiresAt && round.at >= grant.expiresAt)) continue;
      const room = grant.required - grant.wagered;
      const take = left < room ? left : room;
      if (take <= 0n) continue;
      grant.wagered += take;
      left -= take;
      if (grant.wagered >= grant.required) {
        grant.status = 'COMPLETED';
        grant.completedAt = round.at;
      }
      counts.set(grant.id, (counts.get(grant.id) ?? 0n) + take);
      changed.add(grant);
      record(round, grant, take, round.validBet);
    }
  }
  return { contributions: [...rows.values()].filter((row) => row.counted !== 0n), changed: [...changed] };
};
