import { queryOptions } from '@tanstack/react-query';

import type { LanguageCode } from '@perya/contracts';
import { ConsolidatedSchema, MemberProfileSchema, SuccessSchema, TotpSetupSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';
import { encryptFields } from '@/lib/encrypt-secret';

import { SessionDeviceListSchema } from './session';

export { memberInfoQueryOptions, memberProfileQueryOptions } from '@/lib/member-queries';

export const devicesQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'devices'],
    queryFn: () => api.get('/wps/session/devices', SessionDeviceListSchema),
  });

export const consolidatedQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'consolidated'],
    queryFn: () => api.get('/wps/member/info/funds/consolidated', ConsolidatedSchema),
  });

export const updateProfile = (input: {
  nickname?: string;
  payeeName?: string;
  email?: string;
  birthday?: string;
  confirmAge?: boolean;
  utcOffsetMinutes?: number;
}) => api.put('/wps/member/profile', MemberProfileSchema, input);

export const changeMobile = (input: { countryDialingCode: string; mobileNum: string; verificationCode: string }) =>
  api.put('/wps/member/mobile', SuccessSchema, input);

export const setPaymentPassword = async (input: {
  currentPassword: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}) =>
  api.put(
    '/wps/member/paymentPassword',
    SuccessSchema,
    await encryptFields(input, ['currentPassword', 'newPaymentPassword', 'confirmPaymentPassword']),
  );

export const startTotp = () => api.post('/wps/member/totp/setup', TotpSetupSchema);
export const enableTotp = (code: string) => api.post('/wps/member/totp/enable', SuccessSchema, { code });
export const disableTotp = async (code: string) => api.delete('/wps/member/totp', SuccessSchema, undefined, { code });

export const signOutDevice = (id: string) => api.delete(`/wps/session/devices/${id}`, SuccessSchema);
export const signOutOtherDevices = () => api.delete('/wps/session/devices', SuccessSchema);

export const updateLanguage = (lang: LanguageCode) => api.put('/wps/member/language', SuccessSchema, { lang });
