import type { BlockKind, ExclusionDuration, PlayBlock, TimeoutDuration } from '@perya/contracts';
import { EXCLUSION_IRREVOCABLE_MONTHS } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { ProtectionActor, ProtectionDeps } from './protection.context';
import { HOUR_MS, NOT_LIFTED_YET } from './protection.context';
import type { ProtectionBlockRow } from './protection.tables';

// Time-outs (24 h, 7 d, 30 d: they end by themselves) and exclusions (6 months, 1 year, 5 years:
// PAGCOR's terms, the first 6 months irrevocable; they end only when the member asks after the
// term). Blocks are only ever added: a new one never shortens one in force, and nothing but the
// member's own request after the end lifts an exclusion. protection_states.play_blocked_until
// mirrors the blocks in force for the bet path's trigger.

const addMonths = (at: Date, months: number) => {
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

const DURATION_END: Record<TimeoutDuration | ExclusionDuration, (at: Date) => Date> = {
  '24H': (at) => new Date(at.getTime() + 24 * HOUR_MS),
  '7D': (at) => new Date(at.getTime() + 7 * 24 * HOUR_MS),
  '30D': (at) => new Date(at.getTime() + 30 * 24 * HOUR_MS),
  '6M': (at) => addMonths(at, 6),
  '1Y': (at) => addMonths(at, 12),
  '5Y': (at) => addMonths(at, 60),
};

/** The block that decides the member's state: the one ending last (an exclusion over a time-out). */
export const toPlayBlock = (blocks: ProtectionBlockRow[], at: Date): PlayBlock | null => {
  const [first, ...rest] = blocks;
  if (!first) return null;
  const deciding = rest.reduce(
    (best, block) =>
      block.liftOnRequest > best.liftOnRequest ||
      (block.liftOnRequest === best.liftOnRequest && block.endsAt > best.endsAt)
        ? block
        : best,
    first,
  );
  const latestEnd = blocks.reduce((end, block) => (block.endsAt > end ? block.endsAt : end), deciding.endsAt);
  const irrevocable = blocks.reduce<Date | null>(
    (until, block) =>
      block.irrevocableUntil && (!until || block.irrevocableUntil > until) ? block.irrevocableUntil : until,
    null,
  );
  return {
    kind: deciding.kind,
    startedAt: deciding.startsAt.toISOString(),
    until: latestEnd.toISOString(),
    irrevocableUntil: irrevocable?.toISOString() ?? null,
    liftable: blocks.every((block) => block.liftOnRequest && block.endsAt <= at),
  };
};

/** Each member's blocked intervals, clipped to [from, to) and merged. */
export const periodsOf = (blocks: ProtectionBlockRow[], from: Date, to: Date) => {
  const byMember = new Map<number, { from: Date; to: Date }[]>();
  const sorted = [...blocks].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const block of sorted) {
    const end = block.liftOnRequest ? (block.liftedAt ?? NOT_LIFTED_YET) : block.endsAt;
    const start = block.startsAt > from ? block.startsAt : from;
    const stop = end < to ? end : to;
    if (stop <= start) continue;
    const periods = byMember.get(block.memberId) ?? [];
    const last = periods.at(-1);
    if (last && start <= last.to) {
      if (stop > last.to) last.to = stop;
    } else periods.push({ from: start, to: stop });
    byMember.set(block.memberId, periods);
  }
  return byMember;
};

export const createProtectionBlocks = ({ db, clock, repository, audit }: ProtectionDeps) => {
  /** Brings play_blocked_until in line with the blocks in force. */
  const mirror = async (memberId: number, tx: Executor) => {
    const inForce = await repository.blocksInForce(memberId, clock.now(), tx);
    const until = inForce.some((block) => block.liftOnRequest)
      ? NOT_LIFTED_YET
      : inForce.reduce<Date | null>((end, block) => (!end || block.endsAt > end ? block.endsAt : end), null);
    await repository.updateState(memberId, { playBlockedUntil: until, updatedAt: clock.now() }, tx);
  };

  const place = async (
    memberId: number,
    input: { kind: BlockKind; duration: TimeoutDuration | ExclusionDuration; reason: string | null },
    actor: ProtectionActor,
  ) => {
    const now = clock.now();
    const block = await db.transaction(async (tx) => {
      await repository.lockState(memberId, now, tx);
      const exclusion = input.kind !== 'TIMEOUT';
      const inserted = await repository.insertBlock(
        {
          memberId,
          kind: input.kind,
          duration: input.duration,
          startsAt: now,
          endsAt: DURATION_END[input.duration](now),
          irrevocableUntil: exclusion ? addMonths(now, EXCLUSION_IRREVOCABLE_MONTHS) : null,
          liftOnRequest: exclusion,
          reason: input.reason,
          placedBy: actor.kind === 'STAFF' ? actor.name : null,
        },
        tx,
      );
      await mirror(memberId, tx);
      return inserted;
    });
    await audit.record({
      actor,
      action: `protection.${input.kind.toLowerCase()}`,
      targetKind: 'member',
      targetId: memberId,
      detail: {
        duration: input.duration,
        until: block.endsAt.toISOString(),
        irrevocableUntil: block.irrevocableUntil?.toISOString() ?? null,
        ...(input.reason ? { reason: input.reason } : {}),
      },
    });
    return block;
  };

  return {
    place,

    /** The member's own request to end exclusions whose term is over; never before. */
    async lift(memberId: number, actor: ProtectionActor) {
      const now = clock.now();
      const lifted = await db.transaction(async (tx) => {
        await repository.lockState(memberId, now, tx);
        const inForce = await repository.blocksInForce(memberId, now, tx);
        if (inForce.length === 0) throw new AppError('NOT_FOUND', `member ${memberId} has no break to lift`);
        const running = inForce.find((block) => block.endsAt > now);
        if (running) {
          throw new AppError(
            'EXCLUSION_IRREVOCABLE',
            `block ${running.id} runs until ${running.endsAt.toISOString()}`,
            {
              until: running.endsAt.toISOString(),
            },
          );
        }
        await repository.liftBlocks(
          inForce.map((block) => block.id),
          now,
          tx,
        );
        await mirror(memberId, tx);
        return inForce;
      });
      await audit.record({
        actor,
        action: 'protection.lift',
        targetKind: 'member',
        targetId: memberId,
        detail: { blocks: lifted.map((block) => block.id) },
      });
    },

    /** The block in force at this instant: one key lookup when there is none. */
    async playBlockOf(memberId: number, at: Date = clock.now()): Promise<PlayBlock | null> {
      const state = await repository.findState(memberId);
      if (!state?.playBlockedUntil || state.playBlockedUntil <= at) return null;
      return toPlayBlock(await repository.blocksInForce(memberId, at), at);
    },

    async exclusionPeriodsOf(memberIds: number[], from: Date, to: Date) {
      return periodsOf(await repository.blocksOf(memberIds), from, to);
    },
  };
};

export type ProtectionBlocks = ReturnType<typeof createProtectionBlocks>;
