import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { countRows, createCapturingSmsProvider, createTestClock, solveSlider } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Register (spec §4 "Registration", §5 rules): nothing is written unless every check passes.

describe('registering', () => {
  let sut: TestApp;
  const sms = createCapturingSmsProvider();
  const clock = createTestClock();

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, smsProvider: sms.provider, clock });
  });
  afterAll(async () => {
    await sut.close();
  });

  const register = async (
    body: Record<string, unknown>,
    { url = '/wps/member/register', lang = 'EN', solve = true } = {},
  ) =>
    sut.app.inject({
      method: 'PUT',
      url,
      headers: { 'x-lang': lang },
      payload: {
        agreeTerms: true,
        notProhibited: true,
        ...(solve ? { validate: await solveSlider(sut.app, sut.database) } : {}),
        ...body,
      },
    });

  const sendRegistrationCode = async (mobileNo: string) => {
    clock.advance(2000);
    return sut.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '63', mobileNo, validate: await solveSlider(sut.app, sut.database) },
    });
  };

  describe('by username', () => {
    it('should create the member under the agent of the invitation code, and log in', async () => {
      const response = await register({
        username: 'maria88',
        password: 'Maria2026',
        confirmPassword: 'Maria2026',
        affiliateCode: 'perya01',
        email: 'maria88@example.com',
        birthday: '1995-06-15',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().value).toMatchObject({ status: 'OK', username: 'maria88', type: 0, firstTimeLogin: true });
      const member = await sut.app.membersService.findByAccount('maria88');
      const agent = await sut.app.membersService.findByAccount('agent01');
      expect(member?.uplineId).toBe(agent?.id);
      expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(member?.referralCode).toMatch(/^[A-Z0-9X]{8}$/);
      expect(await sut.app.membersService.countTeam(agent?.id ?? 0)).toBe(5);
    });

    it('should place a referred friend in the referrer agent team', async () => {
      const referrer = await sut.app.membersService.findByAccount('player02');
      const response = await register({
        username: 'friend01',
        password: 'Friend2026',
        confirmPassword: 'Friend2026',
        referralCode: referrer?.referralCode,
      });
      expect(response.statusCode).toBe(200);
      const friend = await sut.app.membersService.findByAccount('friend01');
      expect(friend).toMatchObject({ referredById: referrer?.id, uplineId: referrer?.uplineId });
    });

    it('should answer field errors from the operator rules, in the caller language', async () => {
      const before = await countRows(sut.database, 'members');
      const response = await register(
        { username: '9lives', password: 'ab', confirmPassword: 'abc', email: 'not-mail' },
        { lang: 'TY' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        value: {
          fields: {
            username: 'Dapat magsimula sa titik, sinusundan ng titik o numero, 6-16 na character.',
            password: 'Mga titik, numero at simbolo, 6-20 na character.',
            email: 'Maglagay ng wastong e-mail address, 5-64 na character.',
          },
        },
      });
      expect(await countRows(sut.database, 'members')).toBe(before);
    });

    it('should refuse a confirmation that differs, the default password and an underage birthday', async () => {
      const response = await register({
        username: 'kid2026',
        password: 'Bata2026x',
        confirmPassword: 'Bata2026y',
        birthday: '2015-01-01',
      });
      expect(response.json().value.fields).toEqual({
        confirmPassword: 'Confirmation password is not correct.',
        // The operator's minimum age (decision 038): 21 by default.
        birthday: 'You must be 21 or older to play.',
      });
      expect(
        (await register({ username: 'kid2026', password: '123456', confirmPassword: '123456' })).json().value.fields
          .password,
      ).toBe('Choose a password other than 123456.');
    });

    it('should refuse a 20-year-old under the default minimum age of 21, in Tagalog', async () => {
      const birthday = `${clock.now().getUTCFullYear() - 20}-01-01`;
      const response = await register(
        { username: 'twenty20', password: 'Twenty2026', confirmPassword: 'Twenty2026', birthday },
        { lang: 'TY' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().value.fields.birthday).toBe('Kailangang 21 taong gulang o higit pa para makapaglaro.');
      expect(await sut.app.membersService.findByAccount('twenty20')).toBeUndefined();
    });

    it('should refuse without the prohibited-person declaration, and keep its time when given', async () => {
      const refused = await register({
        username: 'nodeclare1',
        password: 'Declare2026',
        confirmPassword: 'Declare2026',
        notProhibited: false,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().value.fields.notProhibited).toBe('Confirm that you are not a prohibited person.');
      const accepted = await register({
        username: 'declared1',
        password: 'Declare2026',
        confirmPassword: 'Declare2026',
      });
      expect(accepted.statusCode).toBe(200);
      const member = await sut.app.membersService.findByAccount('declared1');
      const status = await sut.app.complianceService.kyc.status(member?.id ?? 0);
      expect(status.declaredNotProhibitedAt).toEqual(expect.any(String));
    });

    it('should refuse without the terms (18+)', async () => {
      const response = await register({
        username: 'noterms1',
        password: 'Terms2026',
        confirmPassword: 'Terms2026',
        agreeTerms: false,
      });
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        value: { fields: { agreeTerms: expect.any(String) } },
      });
    });

    it('should refuse an unknown invitation code and write nothing', async () => {
      const before = await countRows(sut.database, 'members');
      const response = await register({
        username: 'lost2026',
        password: 'Nawala2026',
        confirmPassword: 'Nawala2026',
        affiliateCode: 'NOPE99',
      });
      expect(response.json()).toMatchObject({
        code: 'INVITATION_CODE_INVALID',
        message: 'Invalid invitation code.',
        value: { fields: { affiliateCode: 'Invalid invitation code.' } },
      });
      expect(await countRows(sut.database, 'members')).toBe(before);
    });

    it('should check an invitation code on its own', async () => {
      expect(
        (await sut.app.inject({ url: '/wps/agent/affiliate?code=PERYA02&domain=localhost' })).json().value,
      ).toEqual({
        code: 'PERYA02',
        agentNickname: 'Agent Jose',
      });
      expect((await sut.app.inject({ url: '/wps/agent/affiliate?code=player01' })).json().code).toBe(
        'INVITATION_CODE_INVALID',
      );
    });

    it('should refuse a taken username before spending the challenge', async () => {
      const validate = await solveSlider(sut.app, sut.database);
      const taken = await register(
        { username: 'PLAYER01', password: 'Taken2026', confirmPassword: 'Taken2026', validate },
        { solve: false },
      );
      expect(taken.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: 'This username is already registered.' });
      const next = await register(
        { username: 'fresh2026', password: 'Bago2026!', confirmPassword: 'Bago2026!', validate },
        { solve: false },
      );
      expect(next.json().value.status).toBe('OK');
    });

    it('should refuse without the slider, and with a replayed one', async () => {
      const validate = await solveSlider(sut.app, sut.database);
      expect(
        (
          await register(
            { username: 'slide001', password: 'Slide2026', confirmPassword: 'Slide2026', validate },
            { solve: false },
          )
        ).statusCode,
      ).toBe(200);
      const replay = await register(
        { username: 'slide002', password: 'Slide2026', confirmPassword: 'Slide2026', validate },
        { solve: false },
      );
      expect(replay.json().code).toBe('CHALLENGE_REQUIRED');
      expect(await sut.app.membersService.findByAccount('slide002')).toBeUndefined();
    });

    it('should refuse while username registration is off', async () => {
      await sut.app.systemService.setFeatureFlag('USERNAMEREG3', false);
      try {
        expect(
          (await register({ username: 'closed01', password: 'Closed2026', confirmPassword: 'Closed2026' })).json().code,
        ).toBe('FEATURE_DISABLED');
      } finally {
        await sut.app.systemService.setFeatureFlag('USERNAMEREG3', true);
      }
    });
  });

  describe('by mobile', () => {
    it('should register the number the SMS code went to', async () => {
      expect((await sendRegistrationCode('9181112222')).json().value).toEqual({
        expiredMinutes: 5,
        maskedMobile: '918*****22',
      });
      const response = await register(
        {
          mobileNum: '09181112222',
          countryDialingCode: '63',
          password: 'Mobile2026',
          confirmPassword: 'Mobile2026',
          verificationCode: sms.lastCodeTo('+639181112222'),
        },
        { url: '/wps/member/register/mobile' },
      );
      expect(response.json().value).toMatchObject({ status: 'OK', username: 'm639181112222' });
      expect(await sut.app.membersService.findByMobile('63', '9181112222')).toMatchObject({ account: 'm639181112222' });
    });

    it('should refuse a wrong code, a reused code and a taken number, writing nothing', async () => {
      await sendRegistrationCode('9183334444');
      const code = sms.lastCodeTo('+639183334444');
      const before = await countRows(sut.database, 'members');
      const body = { mobileNum: '9183334444', password: 'Mobile2026', confirmPassword: 'Mobile2026' };
      expect(
        (await register({ ...body, verificationCode: '000000' }, { url: '/wps/member/register/mobile' })).json().code,
      ).toBe('SMS_CODE_INVALID');
      expect(await countRows(sut.database, 'members')).toBe(before);
      expect(
        (await register({ ...body, verificationCode: code }, { url: '/wps/member/register/mobile' })).statusCode,
      ).toBe(200);
      expect(
        (await register({ ...body, verificationCode: code }, { url: '/wps/member/register/mobile' })).json().code,
      ).toBe('MOBILE_TAKEN');
      expect((await sendRegistrationCode('9183334444')).json().code).toBe('MOBILE_TAKEN');
    });

    it('should require the mobile number', async () => {
      const response = await register(
        { password: 'Mobile2026', confirmPassword: 'Mobile2026' },
        { url: '/wps/member/register/mobile' },
      );
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        value: { fields: { mobileNum: 'Input cannot be empty.' } },
      });
    });
  });

  describe('bad input', () => {
    const huge = 'x'.repeat(10_240);
    it.each([
      ['missing everything', {}],
      ['wrong types', { username: 42, password: ['a'], agreeTerms: 'yes' }],
      ['10 kB strings', { username: huge, password: huge, confirmPassword: huge, email: huge }],
      ['SQL fragments', { username: "admin'--", password: "' OR '1'='1", confirmPassword: "' OR '1'='1" }],
      [
        'HTML fragments',
        {
          username: '<script>x</script>',
          password: 'Html2026',
          confirmPassword: 'Html2026',
          nickname: '<img onerror=1>',
        },
      ],
      [
        'unknown enum',
        { username: 'enum2026', password: 'Enum2026', confirmPassword: 'Enum2026', registerMethod: 'APP' },
      ],
    ])('should refuse %s with a 4xx envelope and write nothing', async (_name, body) => {
      const before = await countRows(sut.database, 'members');
      const response = await register(body);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
      expect(response.body).not.toContain('<script>');
      expect(await countRows(sut.database, 'members')).toBe(before);
    });
  });
});
