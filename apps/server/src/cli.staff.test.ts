import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Ask } from './cli.staff';
import { createOwner } from './cli.staff';
import { solveSlider } from './testing/auth-helpers';
import type { TestApp } from './testing/test-app';
import { createTestApp } from './testing/test-app';

// `npm run ops -- staff create-owner` (issue 22 item 1): the first owner of a real install, once.

const STRONG = 'Tahimik-Ilog-2026';

const run = async (sut: TestApp, flags: Record<string, string>, ask: Ask | null = null) => {
  const output: string[] = [];
  const code = await createOwner(sut.app.staffService, flags, { write: (text) => output.push(text), ask });
  return { code, output: output.join('\n') };
};

const staffLogin = async (sut: TestApp, username: string, password: string) =>
  sut.app.inject({
    method: 'POST',
    url: '/wps/admin/session/login',
    payload: { username, password, validate: await solveSlider(sut.app, sut.database) },
  });

describe('staff create-owner on a database without staff', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut.close();
  });

  it('should refuse a weak or short password and create nobody', async () => {
    for (const password of ['Short1!', 'password1234', 'aaaaaaaaaaaa', '123456789012', 'owner-first-2026']) {
      const { code, output } = await run(sut, { username: 'owner', password });
      expect(code, password).toBe(1);
      expect(output).toMatch(/^refused: /);
    }
    expect(await sut.app.staffService.countStaff()).toBe(0);
  });

  it('should refuse without a terminal when a flag is missing', async () => {
    expect((await run(sut, { password: STRONG })).output).toMatch(/give --username/);
    expect((await run(sut, { username: 'owner' })).output).toMatch(/give --password/);
    expect(await sut.app.staffService.countStaff()).toBe(0);
  });

  it('should create the owner from flags, say what to do next, and then refuse a second time', async () => {
    const first = await run(sut, { username: 'owner', password: STRONG, 'display-name': 'Maria Santos' });
    expect(first.code).toBe(0);
    expect(first.output).toMatch(/^owner owner created \(role OWNER\)\.\nNext:/);
    const login = await staffLogin(sut, 'owner', STRONG);
    // The owner enrols an authenticator at the first login (issue 16).
    expect([login.statusCode, login.json().value.secondFactor]).toEqual([200, 'ENROL']);
    const me = await sut.app.inject({
      url: '/wps/admin/me',
      headers: { authorization: `Bearer ${login.json().value.token}` },
    });
    expect(me.json().value).toMatchObject({ role: 'OWNER', secondFactor: 'ENROL' });

    const second = await run(sut, { username: 'owner2', password: STRONG });
    expect(second).toEqual({ code: 1, output: expect.stringMatching(/^refused: staff accounts exist already/) });
    expect(await sut.app.staffService.countStaff()).toBe(1);
  });
});

describe('staff create-owner on a terminal', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut.close();
  });

  it('should ask for what the flags do not give, the password twice and unechoed', async () => {
    const asked: Array<{ question: string; secret: boolean }> = [];
    const answers = ['ops.lead', STRONG, STRONG];
    const ask: Ask = async (question, { secret }) => {
      asked.push({ question, secret });
      return answers.shift() ?? '';
    };
    expect((await run(sut, {}, ask)).code).toBe(0);
    expect(asked.map((entry) => entry.secret)).toEqual([false, true, true]);
    expect((await staffLogin(sut, 'ops.lead', STRONG)).statusCode).toBe(200);
  });

  it('should refuse on a database that has staff (the demo seed)', async () => {
    const seeded = await createTestApp({ seedDemo: true });
    try {
      expect((await run(seeded, { username: 'owner', password: STRONG })).code).toBe(1);
      expect(await seeded.app.staffService.findByUsername('owner')).toBeNull();
    } finally {
      await seeded.close();
    }
  }, 120_000); // seeding the whole demo takes a while on a busy machine
});
