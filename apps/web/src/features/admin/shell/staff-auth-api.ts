import { z } from 'zod';

import { StaffLoginResultSchema, StaffTotpEnableResultSchema, StaffTotpSetupSchema } from '@perya/contracts';

import { encryptFields } from '@/lib/encrypt-secret';

import { adminApi } from './admin-api';

// The staff session's steps (issue 16): log in, set an invited account's password, enrol or
// enter the second factor. Answers that may carry a fresh token (a session promoted to full
// access) are read loosely: the shell keeps whichever token comes back.

const MaybeTokenSchema = z.looseObject({ token: z.string().optional() });

export type StaffLoginInput = {
  username: string;
  password: string;
  /** The slider's one-use token. */
  validate: string;
  captcha?: string;
  captchaKey?: string;
};

export const staffLogin = async (input: StaffLoginInput) =>
  adminApi.post('/wps/admin/session/login', StaffLoginResultSchema, await encryptFields(input, ['password']));

/** An invited member replaces the one-time password (sent encrypted, as the contract's "(enc)" says). */
export const setStaffPassword = async (oldPassword: string, newPassword: string) =>
  adminApi.post(
    '/wps/admin/password',
    MaybeTokenSchema,
    await encryptFields({ oldPassword, newPassword, confirmNewPassword: newPassword }, [
      'oldPassword',
      'newPassword',
      'confirmNewPassword',
    ]),
  );

export const setupStaffTotp = () => adminApi.post('/wps/admin/totp/setup', StaffTotpSetupSchema);

export const enableStaffTotp = (code: string) =>
  adminApi.post('/wps/admin/totp/enable', StaffTotpEnableResultSchema.extend({ token: z.string().optional() }), {
    code,
  });

export const sendStaffSecondFactor = (body: { code: string } | { recoveryCode: string }) =>
  adminApi.post('/wps/admin/session/secondFactor', MaybeTokenSchema, body);
