import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, loginStaff, valueOf } from '../../testing/api-session';
import { createTestClock, queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { workingDaysAfter } from './compliance.rules';

// AML (decision 038): covered transactions above ₱5,000,000, structuring (several deposits just
// below it within a window), the case queue with its filing deadline, CSV export, and records that
// cannot be deleted. The scan runs as a job on the app's clock.

const HOUR_MS = 3_600_000;
const PESO = 100n;

describe('AML', () => {
  let sut: TestApp;
  let call: Caller;
  // Saturday 21 November 2026, 16:00 in Manila.
  const clock = createTestClock(new Date('2026-11-21T08:00:00Z'));
  let staff = '';
  let channelId = 0;

  /** A fresh member per test: tests own their data. */
  const newMember = async () =>
    (
      await sut.app.membersService.createMember({
        account: `aml${randomUUID().slice(0, 8)}`,
        password: 'Launder2026',
        type: 0,
      })
    ).id;
  /** An approved deposit at `hoursAgo` before the clock, as the payments module keeps it. */
  const approvedDeposit = async (memberId: number, pesos: bigint, hoursAgo = 0) => {
    const id = randomUUID();
    const at = new Date(clock.now().getTime() - hoursAgo * HOUR_MS);
    await queryRows(
      sut.database,
      `insert into deposits (id, member_id, channel_id, kind, method, channel_name, amount, currency, status, created_at, completed_at)
       values ($1, $2, $3, 'MANUAL', 'GCASH', 'GCash', $4, 'PHP', 'APPROVED', $5, $5)`,
      [id, memberId, channelId, String(pesos * PESO), at.toISOString()],
    );
    return id;
  };
  const overview = async () => valueOf(await call('GET', '/wps/admin/compliance/aml', staff));
  const scan = () => sut.app.complianceService.aml.scan();

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, clock });
    call = createCaller(sut.app);
    const [channel] = await queryRows<{ id: number }>(
      sut.database,
      `insert into payment_channels (kind, method, name, currency, min_minor, max_minor, enabled, sort_order)
       values ('MANUAL', 'GCASH', 'GCash', 'PHP', 100, 100000000000, true, 0) returning id`,
    );
    channelId = channel?.id ?? 0;
  });
  beforeEach(async () => {
    staff = await loginStaff(sut.app);
  });
  afterAll(async () => {
    await sut.close();
  });

  it('should report a single deposit above ₱5,000,000 once, and not one of exactly ₱5,000,000', async () => {
    const member = await newMember();
    const above = await approvedDeposit(member, 5_000_001n);
    const exactly = await approvedDeposit(member, 5_000_000n);
    await scan();
    await scan();
    const covered = (await overview()).covered.filter((row: { memberId: number }) => row.memberId === member);
    expect(covered).toEqual([
      expect.objectContaining({ sourceKind: 'DEPOSIT', sourceId: above, amountMinor: '500000100', currency: 'PHP' }),
    ]);
    expect(covered.map((row: { sourceId: string }) => row.sourceId)).not.toContain(exactly);
  });

  it('should open a structuring case for 3 deposits just below the threshold within 72 hours, with a 5-working-day deadline', async () => {
    const member = await newMember();
    const ids = [
      await approvedDeposit(member, 4_900_000n, 70),
      await approvedDeposit(member, 4_500_000n, 30),
      await approvedDeposit(member, 4_000_000n, 1),
    ];
    const found = await scan();
    expect(found.filter((item) => item.startsWith('case:'))).toHaveLength(1);
    expect(await scan()).toEqual([]);
    const cases = (await overview()).cases.filter((row: { memberId: number }) => row.memberId === member);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({
      kind: 'STRUCTURING',
      status: 'OPEN',
      totalMinor: String(13_400_000n * PESO),
      overdue: false,
      // Opened Saturday 16:00 Manila: Monday to Friday are the 5 working days.
      deadlineAt: '2026-11-27T08:00:00.000Z',
    });
    const [row] = await queryRows<{ detail: { transactionIds: string[] } }>(
      sut.database,
      'select detail from aml_cases where id = $1',
      [cases[0].id],
    );
    expect(row?.detail.transactionIds).toEqual(ids);
  });

  it('should open no case for deposits spread wider than the window, too few, or well below the threshold', async () => {
    const spread = await newMember();
    await approvedDeposit(spread, 4_900_000n, 100);
    await approvedDeposit(spread, 4_900_000n, 50);
    await approvedDeposit(spread, 4_900_000n, 1);
    const few = await newMember();
    await approvedDeposit(few, 4_900_000n, 2);
    await approvedDeposit(few, 4_900_000n, 1);
    const small = await newMember();
    for (const hours of [3, 2, 1]) await approvedDeposit(small, 100_000n, hours);
    await scan();
    const members = new Set((await overview()).cases.map((row: { memberId: number }) => row.memberId));
    expect([spread, few, small].filter((id) => members.has(id))).toEqual([]);
  });

  it('should follow the operator settings for the threshold and the window', async () => {
    valueOf(
      await call('PUT', '/wps/admin/compliance/settings', staff, {
        coveredThresholdMinor: String(1_000_000n * PESO),
        structuringWindowHours: 200,
      }),
    );
    const member = await newMember();
    await approvedDeposit(member, 900_000n, 150);
    await approvedDeposit(member, 950_000n, 100);
    await approvedDeposit(member, 990_000n, 1);
    const big = await approvedDeposit(member, 1_000_001n);
    await scan();
    const view = await overview();
    expect(view.cases.some((row: { memberId: number }) => row.memberId === member)).toBe(true);
    expect(view.covered.some((row: { sourceId: string }) => row.sourceId === big)).toBe(true);
    valueOf(
      await call('PUT', '/wps/admin/compliance/settings', staff, {
        coveredThresholdMinor: String(5_000_000n * PESO),
        structuringWindowHours: 72,
      }),
    );
  });

  it('should mark a case overdue after its deadline, close it once with a note (audited), and export CSV', async () => {
    const [open] = (await overview()).cases.filter((row: { status: string }) => row.status === 'OPEN');
    clock.advance(8 * 24 * HOUR_MS);
    staff = await loginStaff(sut.app);
    expect((await overview()).cases.find((row: { id: number }) => row.id === open.id)).toMatchObject({ overdue: true });
    const decide = (body: Record<string, unknown>) =>
      call('POST', `/wps/admin/compliance/aml/cases/${open.id}/decision`, staff, body);
    expectRefusal(await decide({ decision: 'FILED', note: 'x\u0000' }), 400, 'VALIDATION');
    expectRefusal(await decide({ decision: 'FILED', note: 'y'.repeat(5000) }), 400, 'VALIDATION');
    valueOf(await decide({ decision: 'FILED', note: 'STR filed with the AMLC, ref 2026-0042' }));
    expectRefusal(await decide({ decision: 'DISMISSED', note: 'again' }), 409, 'ALREADY_PROCESSED');
    const closed = (await overview()).cases.find((row: { id: number }) => row.id === open.id);
    expect(closed).toMatchObject({ status: 'FILED', overdue: false, closedBy: 'admin' });

    const csv = await call('GET', '/wps/admin/compliance/aml/export?kind=cases', staff);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe(
      'id,kind,member_id,member_account,summary,total_minor,status,opened_at,deadline_at,overdue,note,closed_by,closed_at',
    );
    expect(csv.body).toContain('STR filed with the AMLC');
    const covered = await call('GET', '/wps/admin/compliance/aml/export?kind=covered', staff);
    expect(covered.body.split('\n').length).toBeGreaterThan(2);
    expectRefusal(await call('GET', '/wps/admin/compliance/aml/export?kind=everything', staff), 400, 'VALIDATION');
  });

  it('should keep every record: deleting or rewriting a report, or deleting a case, is refused by the database', async () => {
    for (const statement of [
      'delete from aml_covered_reports',
      'update aml_covered_reports set amount = 1',
      'truncate aml_covered_reports',
      'delete from aml_cases',
      'truncate aml_cases',
    ]) {
      await expect(queryRows(sut.database, statement)).rejects.toThrow(/kept/);
    }
    expect((await overview()).covered.length).toBeGreaterThan(0);
  });

  it('should count 5 working days over a weekend', () => {
    // Wednesday 10:00 Manila → the next Wednesday.
    expect(workingDaysAfter(new Date('2026-11-25T02:00:00Z'), 5).toISOString()).toBe('2026-12-02T02:00:00.000Z');
    // Friday 23:00 Manila (15:00 UTC) → the next Friday.
    expect(workingDaysAfter(new Date('2026-11-27T15:00:00Z'), 5).toISOString()).toBe('2026-12-04T15:00:00.000Z');
  });
});
