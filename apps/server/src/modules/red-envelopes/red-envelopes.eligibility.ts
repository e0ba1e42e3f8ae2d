import type { RedEnvelopeDropStatus, RedEnvelopeReason } from '@perya/contracts';
import { isAgentType } from '@perya/contracts';

import type { MemberRow } from '../members';
import type { RedEnvelopeContext } from './red-envelopes.context';
import type { DropRow } from './red-envelopes.repository';

// Who may open a drop's envelope. The deposit and valid-bet figures come from the play
// statistics module's daily aggregates (never a scan of rounds), over the drop's period: the
// last `periodDays` reporting days, today included.

export const dropStatus = (
  drop: Pick<DropRow, 'opensAt' | 'closesAt' | 'cancelledAt'>,
  now: Date,
): RedEnvelopeDropStatus =>
  drop.cancelledAt ? 'CANCELLED' : now < drop.opensAt ? 'SCHEDULED' : now < drop.closesAt ? 'OPEN' : 'ENDED';

export type PeriodFigures = { deposits: bigint; validBet: bigint };

const DAY_MS = 86_400_000;

export const inAudience = (drop: Pick<DropRow, 'audience' | 'audienceValue'>, member: MemberRow, now: Date) => {
  switch (drop.audience) {
    case 'ALL':
      return true;
    case 'PLAYERS':
      return !isAgentType(member.type);
    case 'AGENTS':
      return isAgentType(member.type);
    case 'VIP':
      return member.vipLevel >= drop.audienceValue;
    case 'NEW_MEMBERS':
      return now.getTime() - member.createdAt.getTime() <= drop.audienceValue * DAY_MS;
  }
};

/** Why the member is not eligible for the drop's rules (empty: eligible). Status is checked apart. */
export const eligibilityReasons = (
  drop: DropRow,
  member: MemberRow,
  marketable: boolean,
  figures: PeriodFigures,
  now: Date,
): RedEnvelopeReason[] => {
  const reasons: RedEnvelopeReason[] = [];
  if (!marketable) reasons.push('NOT_MARKETABLE');
  if (!inAudience(drop, member, now)) reasons.push('AUDIENCE');
  if (figures.deposits < drop.minDeposit) reasons.push('DEPOSIT_TOO_LOW');
  if (figures.validBet < drop.minValidBet) reasons.push('VALID_BET_TOO_LOW');
  return reasons;
};

/** A member's figures per period length, read once per length however many drops ask. */
export const createFiguresReader = (ctx: RedEnvelopeContext, memberId: number) => {
  const cache = new Map<number, Promise<PeriodFigures>>();
  return (periodDays: number): Promise<PeriodFigures> => {
    let figures = cache.get(periodDays);
    if (!figures) {
      figures = ctx.stats.memberDays(memberId, periodDays).then(({ days }) => ({
        deposits: days.reduce((sum, day) => sum + day.depositAmount, 0n),
        validBet: days.reduce((sum, day) => sum + day.validBet, 0n),
      }));
      cache.set(periodDays, figures);
    }
    return figures;
  };
};
