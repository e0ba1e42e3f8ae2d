import type { RegisterRequest } from '@perya/contracts';
import { AffiliateSchema, ENCRYPTED_FIELDS, LoginSuccessSchema, SmsSentSchema, SuccessSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';
import { encryptFields } from '@/lib/encrypt-secret';

// Registering, passwords and SMS codes (spec §7.1).

export const register = async (mode: 'username' | 'mobile', body: RegisterRequest) => {
  const url = mode === 'username' ? '/wps/member/register' : '/wps/member/register/mobile';
  const fields = ENCRYPTED_FIELDS[`PUT ${url}`] as Array<keyof RegisterRequest>;
  return api.put(url, LoginSuccessSchema, await encryptFields(body, fields));
};

export const checkAffiliateCode = (code: string, domain: string) =>
  api.get('/wps/agent/affiliate', AffiliateSchema, { code, domain });

export const sendLoginCode = (input: {
  countryDialingCode: string;
  mobileNum: string;
  purpose: 'LOGIN' | 'RESET_PASSWORD';
  validate: string;
}) => api.post('/wps/verification/sms/noLogin', SmsSentSchema, input);

export const sendRegistrationCode = (input: { countryDialingCode: string; mobileNo: string; validate: string }) =>
  api.post('/wps/verification/sms/register', SmsSentSchema, input);

export const sendBindCode = (input: { countryDialingCode: string; mobileNum: string }) =>
  api.post('/wps/verification/sms/bind', SmsSentSchema, input);

export const changePassword = async (input: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
  api.post(
    '/wps/member/password',
    SuccessSchema,
    await encryptFields(input, ['oldPassword', 'newPassword', 'confirmNewPassword']),
  );

export const forgotPasswordByEmail = (input: { username: string; email: string }) =>
  api.post('/wps/member/password/email', SuccessSchema, input);

export const resetPassword = async (input: { token: string; newPassword: string; confirmNewPassword: string }) =>
  api.post(
    '/wps/member/password/reset',
    SuccessSchema,
    await encryptFields(input, ['newPassword', 'confirmNewPassword']),
  );

export const resetPasswordByPhone = async (input: {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}) =>
  api.post(
    '/wps/member/password/verification',
    LoginSuccessSchema,
    await encryptFields(input, ['newPassword', 'confirmNewPassword']),
  );
