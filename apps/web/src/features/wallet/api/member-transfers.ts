import { queryOptions } from '@tanstack/react-query';

import { MemberTransferResultSchema, TransferPartiesSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';
import { encryptFields } from '@/lib/encrypt-secret';

import { WALLET_KEY } from './balance';

/** Who the member may send money to: the upline, and direct downlines for agents. */
export const transferPartiesQueryOptions = () =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'parties'],
    queryFn: () => api.get('/wps/v2/transfers/parties', TransferPartiesSchema),
  });

export type UplineTransferInput = { requestId: string; amountMinor: string; paymentPassword: string };
export type DownlineTransferInput = UplineTransferInput & { downlineId: number };

// The payment password is an "(enc)" field: it never travels as typed.
export const transferToUpline = async (input: UplineTransferInput) =>
  api.post('/wps/v2/transfers/upline', MemberTransferResultSchema, await encryptFields(input, ['paymentPassword']));

export const transferToDownline = async (input: DownlineTransferInput) =>
  api.post('/wps/v2/transfers/downline', MemberTransferResultSchema, await encryptFields(input, ['paymentPassword']));
