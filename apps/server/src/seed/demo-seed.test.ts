import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifyPassword } from '../lib/password';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';
import { DEMO_ACCOUNTS, seedDemoData } from './demo-seed';

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

  it('should create a staff login for the back office', async () => {
    expect(
      await sut.app.staffService.verifyCredentials(DEMO_ACCOUNTS.staff.account, DEMO_ACCOUNTS.staff.password),
    ).toMatchObject({
      username: 'admin',
    });
  });

  it('should seed vendors and games', async () => {
    expect((await sut.app.gamesService.listVendors()).length).toBeGreaterThanOrEqual(10);
    expect(await sut.app.gamesService.countGames()).toBeGreaterThanOrEqual(20);
  });

  it('should apply only once', async () => {
    expect(await seedDemoData(sut.app)).toBe(false);
    expect(
      await sut.app.membersService.countTeam((await sut.app.membersService.findByAccount('agent01'))?.id ?? 0),
    ).toBe(4);
  });
});
