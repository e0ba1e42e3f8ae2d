import type {
  BlockKind,
  ExclusionDuration,
  LimitKind,
  LimitPeriod,
  MoneyLimit,
  PlayBlock,
  ProtectionState,
  StaffProtection,
  TimeoutDuration,
} from '@perya/contracts';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createProtectionBlocks, periodsOf } from './protection.blocks';
import type { ProtectionActor, ProtectionDeps } from './protection.context';
import { LIMIT_COLUMN, MINUTE_MS } from './protection.context';
import { createProtectionLimits } from './protection.limits';
import type { Windows } from './protection.repository';
import type { ProtectionStateRow } from './protection.tables';

// Player protection's public face: the member's and staff's use cases, and the checks the modules
// where money or play happens call (payments, wallet, providers, agents). The bet path itself is
// guarded in the database (protection_count_play), not here.

const usedIn = (
  state: ProtectionStateRow | undefined,
  kind: 'LOSS' | 'WAGER',
  period: LimitPeriod,
  windows: Windows,
) => {
  if (!state) return 0n;
  const key = { DAY: state.dayKey, WEEK: state.weekKey, MONTH: state.monthKey }[period];
  if (key !== windows[period.toLowerCase() as 'day' | 'week' | 'month'].key) return 0n;
  const figure =
    kind === 'WAGER'
      ? { DAY: state.wageredDay, WEEK: state.wageredWeek, MONTH: state.wageredMonth }[period]
      : { DAY: state.netDay, WEEK: state.netWeek, MONTH: state.netMonth }[period];
  return figure > 0n ? figure : 0n;
};

export const createProtectionService = (deps: ProtectionDeps) => {
  const { db, clock, repository } = deps;
  const limits = createProtectionLimits(deps);
  const blocks = createProtectionBlocks(deps);

  /** The member's state, with the changes whose cooling period ended applied first. */
  const currentState = async (memberId: number) => {
    if ((await repository.pendingChanges(memberId)).some((row) => row.effectiveAt <= clock.now())) {
      await db.transaction(async (tx) => {
        await repository.lockState(memberId, clock.now(), tx);
        await limits.applyDueFor(memberId, tx);
      });
    }
    return repository.findState(memberId);
  };

  const hasDepositLimit = (state: ProtectionStateRow | undefined): state is ProtectionStateRow =>
    state !== undefined && (state.depositDay !== null || state.depositWeek !== null || state.depositMonth !== null);

  /** Every deposit limit against what the member deposited in its window, `amountMinor` on top. */
  const requireDepositRoom = async (
    memberId: number,
    amountMinor: bigint,
    state: ProtectionStateRow | undefined,
    executor: Executor,
  ) => {
    if (!hasDepositLimit(state)) return;
    const windows = await repository.windowsAt(clock.now(), executor);
    const deposited = await repository.depositedIn(memberId, windows, executor);
    for (const period of LIMIT_PERIODS) {
      const limit = state[LIMIT_COLUMN.DEPOSIT[period]];
      if (limit !== null && deposited[period] + amountMinor > limit) {
        const remaining = limit > deposited[period] ? limit - deposited[period] : 0n;
        throw new AppError('DEPOSIT_LIMIT_REACHED', `${period} deposit limit ${limit}, used ${deposited[period]}`, {
          period,
          remainingMinor: remaining.toString(),
        });
      }
    }
  };

  const stateOf = async (memberId: number): Promise<ProtectionState> => {
    const now = clock.now();
    // The due changes are applied before anything else is read.
    const state = await currentState(memberId);
    const [windows, pending, block] = await Promise.all([
      repository.windowsAt(now),
      repository.pendingChanges(memberId),
      blocks.playBlockOf(memberId, now),
    ]);
    const deposited = state ? await repository.depositedIn(memberId, windows) : { DAY: 0n, WEEK: 0n, MONTH: 0n };
    const pendingOf = (kind: LimitKind | 'SESSION', period: LimitPeriod | null) => {
      const row = pending.find((change) => change.kind === kind && change.period === period);
      return row ? { value: row.toValue?.toString() ?? null, effectiveAt: row.effectiveAt.toISOString() } : null;
    };
    const moneyLimits: MoneyLimit[] = LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map((period) => {
        const amount = state?.[LIMIT_COLUMN[kind][period]] ?? null;
        const used = kind === 'DEPOSIT' ? deposited[period] : usedIn(state, kind, period, windows);
        const remaining = amount === null ? null : amount > used ? amount - used : 0n;
        return {
          kind,
          period,
          amountMinor: amount?.toString() ?? null,
          usedMinor: used.toString(),
          remainingMinor: remaining?.toString() ?? null,
          resetsAt: windows[period.toLowerCase() as 'day' | 'week' | 'month'].end.toISOString(),
          pending: pendingOf(kind, period),
        };
      }),
    );
    return {
      timeZone: windows.timeZone,
      limits: moneyLimits,
      sessionMinutes: state?.sessionMinutes ?? null,
      sessionPending: pendingOf('SESSION', null),
      realityCheckMinutes: state?.realityCheckMinutes ?? null,
      block,
    };
  };

  const playBlockOf = (memberId: number, at?: Date): Promise<PlayBlock | null> =>
    at && at.getTime() < clock.now().getTime() - MINUTE_MS
      ? blocks.exclusionPeriodsOf([memberId], at, new Date(at.getTime() + 1)).then((periods) =>
          periods.has(memberId)
            ? {
                kind: 'SELF_EXCLUSION',
                startedAt: at.toISOString(),
                until: at.toISOString(),
                irrevocableUntil: null,
                liftable: false,
              }
            : null,
        )
      : blocks.playBlockOf(memberId, at ?? clock.now());

  const requireNotBlocked = async (memberId: number) => {
    const block = await blocks.playBlockOf(memberId);
    if (block)
      throw new AppError('PLAY_BLOCKED', `member ${memberId} on a ${block.kind} until ${block.until}`, {
        until: block.until,
      });
  };

  return {
    stateOf,
    setMoneyLimit: limits.setMoneyLimit,
    setSessionLimits: limits.setSessionLimits,
    applyDueChanges: limits.applyDue,

    takeBreak: (
      memberId: number,
      input: { kind: 'TIMEOUT'; duration: TimeoutDuration } | { kind: 'SELF_EXCLUSION'; duration: ExclusionDuration },
      actor: ProtectionActor,
    ) => blocks.place(memberId, { ...input, reason: null }, actor).then(() => stateOf(memberId)),

    liftBreak: (memberId: number, actor: ProtectionActor) => blocks.lift(memberId, actor).then(() => stateOf(memberId)),

    // ---------------------------------------------------------------- for the other modules

    /** The time-out or exclusion in force (at an instant, for settlements), or null. */
    playBlockOf,
    isExcluded: async (memberId: number, at?: Date) => (await playBlockOf(memberId, at)) !== null,
    /** False while the member is on a break: no promotions, no marketing messages. */
    isMarketable: async (memberId: number) => (await blocks.playBlockOf(memberId)) === null,
    exclusionPeriodsOf: blocks.exclusionPeriodsOf,
    async excludedMembersIn(memberIds: number[], from: Date, to: Date): Promise<Set<number>> {
      return new Set((await blocks.exclusionPeriodsOf(memberIds, from, to)).keys());
    },
    /** Of these members, those on a break now (an agent's lists show them as unavailable). */
    blockedAmong: (memberIds: number[]) => repository.blockedAmong(memberIds, clock.now()),

    /** Before a deposit is created: not on a break, and within every deposit limit. */
    async checkDeposit(memberId: number, amountMinor: bigint) {
      await requireNotBlocked(memberId);
      await requireDepositRoom(memberId, amountMinor, await currentState(memberId), db);
    },

    /**
     * In the transaction that records a deposit: the member's protection row locked and the deposit
     * limits checked again, so two deposits at once cannot both take the room left for one (the
     * second waits for the first to commit, then counts it).
     */
    async holdDepositRoom(memberId: number, amountMinor: bigint, executor: Executor) {
      if (!hasDepositLimit(await repository.findState(memberId, executor))) return;
      const locked = await repository.lockState(memberId, clock.now(), executor);
      await requireDepositRoom(memberId, amountMinor, locked, executor);
    },

    /** Before a game opens (or money goes into a game's wallet): not on a break, within the session limit. */
    async checkPlay(memberId: number, sessionId?: string) {
      await requireNotBlocked(memberId);
      if (!sessionId) return;
      const state = await currentState(memberId);
      if (!state?.sessionMinutes) return;
      const started = await repository.sessionStartedAt(sessionId);
      if (started && clock.now().getTime() - started.getTime() >= state.sessionMinutes * MINUTE_MS) {
        throw new AppError('PLAY_LIMIT_REACHED', `session of member ${memberId} past ${state.sessionMinutes} minutes`);
      }
    },

    /** Before money reaches a member from another (agent top-up, transfer to an upline). */
    async checkReceiver(memberId: number) {
      if (await blocks.playBlockOf(memberId))
        throw new AppError('MEMBER_UNAVAILABLE', `member ${memberId} is on a break`);
    },

    async realityCheck(memberId: number, sessionId: string) {
      const [state, started] = await Promise.all([currentState(memberId), repository.sessionStartedAt(sessionId)]);
      const since = started ?? clock.now();
      const minutes = Math.max(0, Math.floor((clock.now().getTime() - since.getTime()) / MINUTE_MS));
      return {
        intervalMinutes: state?.realityCheckMinutes ?? null,
        sessionStartedAt: since.toISOString(),
        minutesPlayed: minutes,
        netResultMinor: (await repository.netResultSince(memberId, since)).toString(),
        sessionLimitReached: state?.sessionMinutes ? minutes >= state.sessionMinutes : false,
      };
    },

    // ---------------------------------------------------------------- staff

    async staffView(memberId: number): Promise<StaffProtection> {
      const [state, changes, blockRows] = await Promise.all([
        stateOf(memberId),
        repository.changesOf(memberId),
        repository.blocksOf([memberId]),
      ]);
      const value = (kind: string, amount: bigint | null) =>
        amount === null ? 'none' : kind === 'SESSION' ? `${amount} min` : `₱${(Number(amount) / 100).toFixed(2)}`;
      const history = [
        ...changes.map((change) => ({
          at: change.requestedAt.toISOString(),
          type: 'LIMIT' as const,
          summary: `${change.kind}${change.period ? ` ${change.period}` : ''}: ${value(change.kind, change.fromValue)} → ${value(change.kind, change.toValue)}`,
          actor: 'member',
          status: change.status,
          effectiveAt: change.effectiveAt.toISOString(),
          reason: null,
        })),
        ...blockRows.flatMap((block) => [
          {
            at: block.startsAt.toISOString(),
            type: 'BLOCK' as const,
            summary: `${block.kind} ${block.duration} until ${block.endsAt.toISOString()}`,
            actor: block.placedBy ? `staff:${block.placedBy}` : 'member',
            status: block.liftedAt ? 'LIFTED' : 'PLACED',
            effectiveAt: block.endsAt.toISOString(),
            reason: block.reason,
          },
          ...(block.liftedAt
            ? [
                {
                  at: block.liftedAt.toISOString(),
                  type: 'LIFT' as const,
                  summary: `${block.kind} ${block.duration} lifted`,
                  actor: 'member',
                  status: 'LIFTED',
                  effectiveAt: null,
                  reason: null,
                },
              ]
            : []),
        ]),
      ].sort((a, b) => b.at.localeCompare(a.at));
      return { memberId, state, history };
    },

    staffPlaceBreak: (
      memberId: number,
      input: {
        kind: Exclude<BlockKind, 'SELF_EXCLUSION'>;
        duration: TimeoutDuration | ExclusionDuration;
        reason: string;
      },
      actor: ProtectionActor,
    ) => blocks.place(memberId, input, actor),
  };
};

export type ProtectionService = ReturnType<typeof createProtectionService>;
export { periodsOf };
