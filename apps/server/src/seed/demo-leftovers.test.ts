import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readConfig } from '../config/env';
import { hashPassword } from '../lib/password';
import { reportSetup } from '../startup';
import { queryRows } from '../testing/auth-helpers';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';
import { findDemoLeftovers } from './demo-leftovers';

// Demo logins and vendor keys are public (README, tools/provider-sim): on any database but the
// embedded demo's, start-up must name each one loudly (issue 22 item 1).

type LogLine = { level: number; msg: string; [field: string]: unknown };
const ERROR = 50;
const WARN = 40;

const capturingLogger = () => {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
};

describe('demo leftovers on a seeded database', () => {
  let sut: TestApp;
  const { lines, logger } = capturingLogger();

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, logger });
  });
  afterAll(async () => {
    await sut.close();
  });

  const reportLines = async (database: 'pglite' | 'postgres') => {
    lines.length = 0;
    await reportSetup(sut.app, readConfig({ DATABASE_URL: 'postgres://perya@db.internal/perya' }), database);
    return lines.filter((line) => line.level >= WARN);
  };

  it('should find the demo staff, members and every demo vendor key', async () => {
    const vendors = await sut.app.gamesService.listVendors();
    const found = await findDemoLeftovers(sut.app);
    expect(found.staff.sort()).toEqual(['admin', 'finance', 'finance2', 'marketing', 'risk', 'support', 'viewer']);
    expect(found.members.sort()).toEqual(['agent01', 'agent02', 'player01', 'player02', 'player03', 'trial01']);
    expect(found.providerKeys).toHaveLength(vendors.length);
    expect(found.providerKeys).toContainEqual({ vendorCode: 'LNS', keyId: 'perya-dev-LNS' });
  });

  it('should log an error for each kind when the database is not the embedded one', async () => {
    const vendorCount = (await sut.app.gamesService.listVendors()).length;
    const errors = (await reportLines('postgres')).filter((line) => line.level === ERROR);
    expect(errors.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^demo staff accounts with their published passwords on a real database: admin, finance, /),
      expect.stringMatching(/^demo members with their published passwords on a real database: .*player01/),
      expect.stringMatching(
        new RegExp(`^${vendorCount} demo vendor signing keys are active on a real database, with public secrets`),
      ),
    ]);
    expect(errors[2]?.keys).toContainEqual({ vendorCode: 'LNS', keyId: 'perya-dev-LNS' });
  });

  it('should not call them errors on the embedded demo, where they are the point', async () => {
    const said = await reportLines('pglite');
    expect(said.filter((line) => line.level === ERROR)).toEqual([]);
    expect(said).toEqual([
      expect.objectContaining({ level: WARN, msg: expect.stringMatching(/^demo conveniences on: /) }),
    ]);
  });

  it('should stop naming what was changed or retired', async () => {
    const otherHash = await hashPassword('A different password 2026');
    await queryRows(sut.database, `update staff_users set password_hash = $1`, [otherHash]);
    await queryRows(sut.database, `update members set password_hash = $1 where account <> 'player03'`, [otherHash]);
    for (const { vendorCode, keyId } of (await findDemoLeftovers(sut.app)).providerKeys.slice(1)) {
      await sut.app.providersService.retireKey(vendorCode, keyId);
    }
    const found = await findDemoLeftovers(sut.app);
    expect(found.staff).toEqual([]);
    expect(found.members).toEqual(['player03']);
    expect(found.providerKeys).toHaveLength(1);
  });
});

describe('the start-up report of an empty real database', () => {
  it('should ask for the first owner, and find no demo leftover', async () => {
    const { lines, logger } = capturingLogger();
    const sut = await createTestApp({ logger });
    try {
      await reportSetup(sut.app, readConfig({ DATABASE_URL: 'postgres://perya@db.internal/perya' }), 'postgres');
      const said = lines.filter((line) => line.level >= WARN);
      expect(said.filter((line) => line.level === ERROR)).toEqual([]);
      expect(said.map((line) => line.msg)).toContain(
        'no staff account yet: create the first owner with npm run ops -- staff create-owner',
      );
      expect(said.map((line) => line.msg)).toContainEqual(expect.stringMatching(/^real install, not set: PUBLIC_URL/));
    } finally {
      await sut.close();
    }
  });
});
