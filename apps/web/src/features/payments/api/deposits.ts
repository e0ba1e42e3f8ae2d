import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';

import type { CreateDepositRequestSchema } from '@perya/contracts';
import {
  CreateDepositResultSchema,
  DepositPageSchema,
  DepositSchema,
  PaymentChannelListSchema,
} from '@perya/contracts';

import { api } from '@/lib/api-client';

import { paymentKeys } from './query-keys';

/** How often a deposit coming back from the gateway is asked about, and for how long. */
export const DEPOSIT_POLL_INTERVAL_MS = 2_000;
export const DEPOSIT_POLL_TIMEOUT_MS = 60_000;

export const channelsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.channels(),
    queryFn: () => api.get('/wps/v2/deposit/channels', PaymentChannelListSchema),
    select: (data) => data.channels,
  });

export const depositPageQueryOptions = (pageNo: number, pageSize = 10) =>
  queryOptions({
    queryKey: paymentKeys.depositPage(pageNo, pageSize),
    queryFn: () => api.get('/wps/v2/deposits', DepositPageSchema, { pageNo, pageSize }),
    staleTime: 0,
  });

/**
 * One deposit, asked again every 2 s while it still waits for the gateway's word. `shouldPoll`
 * lets the caller stop after its own time limit.
 */
export const depositQueryOptions = (id: string, shouldPoll: () => boolean) =>
  queryOptions({
    queryKey: paymentKeys.deposit(id),
    queryFn: () => api.get(`/wps/v2/deposits/${encodeURIComponent(id)}`, DepositSchema),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === 'AWAITING_PAYMENT' && shouldPoll() ? DEPOSIT_POLL_INTERVAL_MS : false,
  });

export type CreateDepositInput = z.input<typeof CreateDepositRequestSchema>;

export const createDeposit = (input: CreateDepositInput) =>
  api.post('/wps/v2/deposits', CreateDepositResultSchema, input);
