import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';

import type {
  ConfirmWithdrawalRequestSchema,
  CreateWithdrawalAccountRequestSchema,
  CreateWithdrawalRequestSchema,
} from '@perya/contracts';
import {
  SuccessSchema,
  WithdrawalAccountListSchema,
  WithdrawalAccountSchema,
  WithdrawalPageSchema,
  WithdrawalSchema,
  WithdrawSettingsSchema,
} from '@perya/contracts';

import { api } from '@/lib/api-client';
import { encryptFields } from '@/lib/encrypt-secret';

import { paymentKeys } from './query-keys';

export const withdrawSettingsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.withdrawSettings(),
    queryFn: () => api.get('/wps/v2/withdraw/settings', WithdrawSettingsSchema),
    staleTime: 0,
  });

export const withdrawalAccountsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.withdrawalAccounts(),
    queryFn: () => api.get('/wps/v2/withdraw/accounts', WithdrawalAccountListSchema),
  });

export const withdrawalPageQueryOptions = (pageNo: number, pageSize = 10) =>
  queryOptions({
    queryKey: paymentKeys.withdrawalPage(pageNo, pageSize),
    queryFn: () => api.get('/wps/v2/withdrawals', WithdrawalPageSchema, { pageNo, pageSize }),
    staleTime: 0,
  });

export type CreateWithdrawalAccountInput = z.input<typeof CreateWithdrawalAccountRequestSchema>;

/** (enc): the payment password travels encrypted. */
export const createWithdrawalAccount = async (input: CreateWithdrawalAccountInput) =>
  api.post('/wps/v2/withdraw/accounts', WithdrawalAccountSchema, await encryptFields(input, ['paymentPassword']));

export const deleteWithdrawalAccount = (id: string) =>
  api.delete(`/wps/v2/withdraw/accounts/${encodeURIComponent(id)}`, SuccessSchema);

export type CreateWithdrawalInput = z.input<typeof CreateWithdrawalRequestSchema>;

/** (enc): the payment password travels encrypted. */
export const createWithdrawal = async (input: CreateWithdrawalInput) =>
  api.post('/wps/v2/withdrawals', WithdrawalSchema, await encryptFields(input, ['paymentPassword']));

export type ConfirmWithdrawalInput = z.input<typeof ConfirmWithdrawalRequestSchema>;

export const confirmWithdrawal = (id: string, input: ConfirmWithdrawalInput) =>
  api.post(`/wps/v2/withdrawals/${encodeURIComponent(id)}/confirm`, WithdrawalSchema, input);
