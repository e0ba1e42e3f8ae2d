import { describe, expect, it } from 'vitest';

import type { TurnoverGrant, TurnoverRound } from './wallet.turnover';
import { allocateTurnover, roundKey, weightedTurnover } from './wallet.turnover';

// The turnover rules as a pure function (decision 039): oldest grant first, each capped at its
// requirement, category weights, reversals taken back from ACTIVE grants only, a changed round
// counted once at its new figure, and only rounds settled while a grant was running.

const T0 = new Date('2026-11-21T08:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

const grant = (id: string, required: bigint, overrides: Partial<TurnoverGrant> = {}): TurnoverGrant => ({
  id,
  memberId: 1,
  currency: 'PHP',
  required,
  wagered: 0n,
  status: 'ACTIVE',
  grantedAt: T0,
  expiresAt: null,
  completedAt: null,
  ...overrides,
});

let nextEvent = 1n;
const round = (roundId: string, validBet: bigint | null, overrides: Partial<TurnoverRound> = {}): TurnoverRound => ({
  eventId: nextEvent++,
  memberId: 1,
  at: at(10),
  currency: 'PHP',
  vendorCode: 'LNS',
  roundId,
  gameCode: 'g1',
  category: 'SLOT',
  hadCounted: false,
  validBet,
  weightBasisPoints: 10_000,
  ...overrides,
});

describe('bonus turnover allocation', () => {
  it('should fill the oldest grant first, cap each at its requirement and complete it at the round that met it', () => {
    const older = grant('a', 300n, { grantedAt: at(-60) });
    const newer = grant('b', 1_000n);
    const { contributions, changed } = allocateTurnover([round('r1', 500n)], [older, newer], new Map());
    expect(older).toMatchObject({ wagered: 300n, status: 'COMPLETED', completedAt: at(10) });
    expect(newer).toMatchObject({ wagered: 200n, status: 'ACTIVE' });
    expect(contributions.map((c) => [c.grantId, c.counted, c.validBet])).toEqual([
      ['a', 300n, 500n],
      ['b', 200n, 500n],
    ]);
    expect(changed).toHaveLength(2);
  });

  it('should count nothing beyond every requirement', () => {
    const only = grant('a', 100n);
    const { contributions } = allocateTurnover([round('r1', 5_000n)], [only], new Map());
    expect(only.wagered).toBe(100n);
    expect(contributions.map((c) => c.counted)).toEqual([100n]);
  });

  it("should weigh the valid bet by its category's weight, floored to a minor unit", () => {
    const only = grant('a', 10_000n);
    const { contributions } = allocateTurnover(
      [round('r1', 333n, { category: 'LIVE', weightBasisPoints: 1_000 }), round('r2', 100n, { weightBasisPoints: 0 })],
      [only],
      new Map(),
    );
    expect(weightedTurnover(333n, 1_000)).toBe(33n);
    expect(only.wagered).toBe(33n);
    expect(contributions).toEqual([
      expect.objectContaining({ category: 'LIVE', weightBasisPoints: 1_000, counted: 33n }),
    ]);
  });

  it('should take back a reversed round from the ACTIVE grants it counted toward', () => {
    const only = grant('a', 1_000n);
    const prior = new Map();
    allocateTurnover([round('r1', 400n)], [only], prior);
    const { contributions } = allocateTurnover([round('r1', null, { hadCounted: true })], [only], prior);
    expect(only.wagered).toBe(0n);
    expect(contributions.map((c) => [c.counted, c.validBet])).toEqual([[-400n, 0n]]);
    expect(prior.get(roundKey(1, 'LNS', 'r1'))?.get('a')).toBe(0n);
  });

  it('should leave what a round gave a COMPLETED grant with it, and not count it again when the round changes', () => {
    const completed = 'done';
    const active = grant('b', 1_000n);
    // r1 counted 300 toward a grant since completed (not among the ACTIVE ones), and 100 toward b.
    active.wagered = 100n;
    const prior = new Map([
      [
        roundKey(1, 'LNS', 'r1'),
        new Map([
          [completed, 300n],
          ['b', 100n],
        ]),
      ],
    ]);
    // A late win changes its valid bet from 400 to 500: b's 100 is taken back and 500 − 300 counts again.
    const { contributions } = allocateTurnover([round('r1', 500n, { hadCounted: true })], [active], prior);
    expect(active.wagered).toBe(200n);
    // Taken back and counted again toward the same grant in one event: one net row.
    expect(contributions.map((c) => [c.grantId, c.counted])).toEqual([['b', 100n]]);
  });

  it('should count a round replayed as a new settlement once per event, and a reversal within the same batch', () => {
    const only = grant('a', 1_000n);
    const { contributions } = allocateTurnover(
      [round('r1', 400n), round('r1', null, { hadCounted: true }), round('r2', 50n)],
      [only],
      new Map(),
    );
    expect(only.wagered).toBe(50n);
    expect(contributions.map((c) => c.counted)).toEqual([400n, -400n, 50n]);
  });

  it('should count only rounds settled while the grant ran, in its currency, for its member', () => {
    const only = grant('a', 1_000n, { grantedAt: at(0), expiresAt: at(60) });
    allocateTurnover(
      [
        round('before', 100n, { at: at(-1) }),
        round('expired', 100n, { at: at(60) }),
        round('other currency', 100n, { currency: 'USD' }),
        round('other member', 100n, { memberId: 2 }),
        round('counts', 7n, { at: at(59) }),
      ],
      [only],
      new Map(),
    );
    expect(only.wagered).toBe(7n);
  });
});
