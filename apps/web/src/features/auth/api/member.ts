import { queryOptions } from '@tanstack/react-query';

import type { LanguageCode } from '@perya/contracts';

import { api } from '@/lib/api-client';
import { encryptFields } from '@/lib/encrypt-secret';
import { lazySchema } from '@/lib/lazy-schema';

// The header keeps the member's language on the server (updateLanguage), so this module is part
// of the first screen: its answer schemas load lazily.

export { consolidatedQueryOptions, memberInfoQueryOptions, memberProfileQueryOptions } from '@/lib/member-queries';

export const devicesQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'devices'],
    queryFn: () => api.get('/wps/session/devices', lazySchema('SessionDeviceListSchema')),
  });

export const updateProfile = (input: {
  nickname?: string;
  payeeName?: string;
  email?: string;
  birthday?: string;
  confirmAge?: boolean;
  utcOffsetMinutes?: number;
}) => api.put('/wps/member/profile', lazySchema('MemberProfileSchema'), input);

export const changeMobile = (input: { countryDialingCode: string; mobileNum: string; verificationCode: string }) =>
  api.put('/wps/member/mobile', lazySchema('SuccessSchema'), input);

export const setPaymentPassword = async (input: {
  currentPassword: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}) =>
  api.put(
    '/wps/member/paymentPassword',
    lazySchema('SuccessSchema'),
    await encryptFields(input, ['currentPassword', 'newPaymentPassword', 'confirmPaymentPassword']),
  );

/** The way back from a locked or forgotten payment password: an SMS code to the member's own mobile. */
export const sendPaymentPasswordResetCode = () =>
  api.post('/wps/verification/sms/own', lazySchema('SmsSentSchema'), { purpose: 'RESET_PAYMENT_PASSWORD' });

export const resetPaymentPassword = async (input: {
  verificationCode: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}) =>
  api.post(
    '/wps/member/paymentPassword/reset',
    lazySchema('SuccessSchema'),
    await encryptFields(input, ['newPaymentPassword', 'confirmPaymentPassword']),
  );

export const startTotp = () => api.post('/wps/member/totp/setup', lazySchema('TotpSetupSchema'));
export const enableTotp = (code: string) => api.post('/wps/member/totp/enable', lazySchema('SuccessSchema'), { code });
export const disableTotp = async (code: string) =>
  api.delete('/wps/member/totp', lazySchema('SuccessSchema'), undefined, { code });

export const signOutDevice = (id: string) => api.delete(`/wps/session/devices/${id}`, lazySchema('SuccessSchema'));
export const signOutOtherDevices = () => api.delete('/wps/session/devices', lazySchema('SuccessSchema'));

export const updateLanguage = (lang: LanguageCode) =>
  api.put('/wps/member/language', lazySchema('SuccessSchema'), { lang });
