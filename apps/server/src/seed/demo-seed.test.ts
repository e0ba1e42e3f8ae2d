import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifyPassword } from '../lib/password';
import { queryRows } from '../testing/auth-helpers';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';
import { DEMO_ACCOUNTS, seedDemoData } from './demo-seed';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './demo-staff';

describe('seedDemoData', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true });
  });
  afterAll(async () => {
    await sut.close();
  });

  it('should create the demo logins with their passwords hashed', async () => {
    const member = await sut.app.membersService.findByAccount(DEMO_ACCOUNTS.member.account);
    expect(member).toBeDefined();
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(member?.passwordHash ?? '', DEMO_ACCOUNTS.member.password)).toBe(true);
    expect((await sut.app.membersService.findByAccount(DEMO_ACCOUNTS.trial.account))?.type).toBe(4);
  });

  it('should give the agent a team of four below it', async () => {
    const agent = await sut.app.membersService.findByAccount(DEMO_ACCOUNTS.agent.account);
    expect(agent?.type).toBe(1);
    expect(await sut.app.membersService.countTeam(agent?.id ?? 0)).toBe(4);
  });

  it('should give agent01 the house terms and agent02 lower ones, all active, and player01 none', async () => {
    const rows = await queryRows<{ account: string; upline: string | null; kind: string; status: string }>(
      sut.database,
      `select m.account, u.account as upline, c.kind, c.status from agent_contracts c
       join members m on m.id = c.downline_id left join members u on u.id = c.upline_id order by c.id`,
    );
    expect(rows.filter((row) => row.account === 'agent01').map((row) => [row.upline, row.kind, row.status])).toEqual([
      [null, 'DAILY_SALARY', 'ACTIVE'],
      [null, 'HOURLY_SALARY', 'ACTIVE'],
      [null, 'REALTIME_SALARY', 'ACTIVE'],
      [null, 'DIVIDEND', 'ACTIVE'],
    ]);
    expect(rows.filter((row) => row.account === 'agent02').map((row) => [row.upline, row.kind])).toEqual([
      ['agent01', 'DAILY_SALARY'],
      ['agent01', 'DIVIDEND'],
    ]);
    expect(rows.filter((row) => row.account === 'player01')).toEqual([]);
  });

  it('should create a staff login for the back office', async () => {
    expect(
      await sut.app.staffService.verifyCredentials(DEMO_ACCOUNTS.staff.account, DEMO_ACCOUNTS.staff.password),
    ).toMatchObject({
      username: 'admin',
      role: 'OWNER',
      totpEnrolled: false,
    });
  });

  it('should create one demo staff member per role, with no authenticator (they enrol at first login)', async () => {
    for (const staff of DEMO_STAFF) {
      expect(await sut.app.staffService.verifyCredentials(staff.username, DEMO_STAFF_PASSWORD)).toMatchObject({
        username: staff.username,
        role: staff.role,
        totpEnrolled: false,
      });
    }
    expect(new Set(DEMO_STAFF.map((staff) => staff.role))).toEqual(
      new Set(['OWNER', 'FINANCE', 'RISK', 'SUPPORT', 'MARKETING', 'READ_ONLY']),
    );
  });

  it('should seed the demo catalogue and a signing key for each of its vendors', async () => {
    const vendors = await sut.app.gamesService.listVendors();
    expect(vendors.length).toBe(35);
    expect(await sut.app.gamesService.countGames()).toBeGreaterThanOrEqual(10_000);
    const keys = await queryRows<{ vendor_code: string }>(
      sut.database,
      'select vendor_code from provider_keys where active',
    );
    expect(new Set(keys.map((key) => key.vendor_code))).toEqual(new Set(vendors.map((vendor) => vendor.code)));
  });

  it('should give every vendor centre (sports, e-sports, sabong, e-lottery) providers to browse', async () => {
    const { lanes } = await sut.app.gamesService.getMenus();
    const sizeOf = (title: string) => lanes.find((lane) => lane.title === title)?.vendors.length ?? 0;
    expect(sizeOf('SPORTS')).toBeGreaterThanOrEqual(4);
    expect(sizeOf('ESPORTS')).toBeGreaterThanOrEqual(3);
    expect(sizeOf('COCKFIGHT')).toBeGreaterThanOrEqual(5);
    expect(sizeOf('ELOTT')).toBeGreaterThanOrEqual(3);
  });

  it('should play the demo history through the provider protocol, so the betting record and the ledger agree', async () => {
    const player = await sut.app.membersService.findByAccount(DEMO_ACCOUNTS.member.account);
    const record = await sut.app.providersService.betRecord(player?.id ?? 0, { pageNo: 1, pageSize: 100 });
    expect(record.total).toBeGreaterThan(20);
    const [ledger] = await queryRows<{ bets: string; wins: string }>(
      sut.database,
      `select coalesce(sum(amount) filter (where kind = 'BET' and debit_member_id = $1), 0)::text as bets,
              coalesce(sum(amount) filter (where kind = 'WIN' and credit_member_id = $1), 0)::text as wins
       from ledger_transfers`,
      [player?.id],
    );
    expect(record.totals).toMatchObject({ betMinor: ledger?.bets, winMinor: ledger?.wins });
    expect(await sut.app.walletService.totalBalance('PHP')).toBe(0n);
  });

  it('should apply only once', async () => {
    expect(await seedDemoData(sut.app)).toBe(false);
    expect(
      await sut.app.membersService.countTeam((await sut.app.membersService.findByAccount('agent01'))?.id ?? 0),
    ).toBe(4);
  });
});

describe('the demo seed without a payment gateway (PostgreSQL without PAYMENT_GATEWAY_SECRET)', () => {
  it('should seed the manual deposit channels only, and not stop the start', async () => {
    const sut = await createTestApp({ seedDemo: true, config: { paymentGateways: [] } });
    try {
      const channels = await queryRows<{ kind: string }>(sut.database, 'select kind from payment_channels');
      expect(channels.length).toBeGreaterThan(0);
      expect(channels.every((channel) => channel.kind === 'MANUAL')).toBe(true);
    } finally {
      await sut.close();
    }
  });
});
