import { useEffect, useState } from 'react';
import { z } from 'zod';

import {
  AdjustmentResultSchema,
  MoneyApprovalSchema,
  MoneySettingsSchema,
  StaffChannelSchema,
  StaffDepositSchema,
  StaffWithdrawalSchema,
} from '@perya/contracts';
import type { ApiError } from '@/lib/api-client';

import { adminApi } from '../shell/admin-api';
import { getStaffToken } from '../shell/staff-session';

// The Money screens' calls (issue 16, decision 028): the queues' paths, the decisions, and the
// proof image (fetched with the staff token: an <img src> could not carry it).

export const DEPOSITS_PATH = '/wps/admin/deposits';
export const WITHDRAWALS_PATH = '/wps/admin/withdrawals';
export const DISPUTES_PATH = '/wps/admin/withdrawals/disputes';
export const APPROVALS_PATH = '/wps/admin/approvals';
export const CHANNELS_PATH = '/wps/admin/payment/channels';
export const MONEY_SETTINGS_PATH = '/wps/admin/settings/money';

/** Every list a money decision may change (they refetch after one). */
export const MONEY_LISTS = [DEPOSITS_PATH, WITHDRAWALS_PATH, DISPUTES_PATH, APPROVALS_PATH] as const;

export type StaffDeposit = z.infer<typeof StaffDepositSchema>;
export type StaffWithdrawal = z.infer<typeof StaffWithdrawalSchema>;
export type MoneyApproval = z.infer<typeof MoneyApprovalSchema>;
export type StaffChannel = z.infer<typeof StaffChannelSchema>;

/** The first approval above the threshold: recorded, waiting for a second staff member. */
export const isPendingSecondApproval = (error: unknown): boolean =>
  (error as ApiError | undefined)?.code === 'SECOND_APPROVER_REQUIRED';

export const approveDeposit = (id: string) => adminApi.post(`${DEPOSITS_PATH}/${id}/approve`, StaffDepositSchema, {});
export const rejectDeposit = (id: string, note: string) =>
  adminApi.post(`${DEPOSITS_PATH}/${id}/reject`, StaffDepositSchema, { note });
export const approveWithdrawal = (id: string) =>
  adminApi.post(`${WITHDRAWALS_PATH}/${id}/approve`, StaffWithdrawalSchema, {});
export const rejectWithdrawal = (id: string, note: string) =>
  adminApi.post(`${WITHDRAWALS_PATH}/${id}/reject`, StaffWithdrawalSchema, { note });
export const payoutWithdrawal = (id: string, amountMinor: string) =>
  adminApi.post(`${WITHDRAWALS_PATH}/${id}/payout`, StaffWithdrawalSchema, { amountMinor });
export const resolveDispute = (id: string, resolution: 'PAID' | 'REOPENED', note: string) =>
  adminApi.post(`${WITHDRAWALS_PATH}/${id}/dispute`, StaffWithdrawalSchema, { resolution, note });
export const approveApproval = (id: string) =>
  adminApi.post(`${APPROVALS_PATH}/${id}/approve`, MoneyApprovalSchema, {});
export const rejectApproval = (id: string, note: string) =>
  adminApi.post(`${APPROVALS_PATH}/${id}/reject`, MoneyApprovalSchema, { note });
export const adjustMember = (
  memberId: number,
  body: {
    requestId: string;
    direction: 'CREDIT' | 'DEBIT';
    amountMinor: string;
    reason: string;
    turnoverMultiplier: number;
  },
) => adminApi.post(`/wps/admin/members/${memberId}/adjustments`, AdjustmentResultSchema, body);
export const updateChannel = (channel: StaffChannel, patch: Partial<StaffChannel>) => {
  const next = { ...channel, ...patch };
  return adminApi.put(`${CHANNELS_PATH}/${channel.id}`, StaffChannelSchema, {
    kind: next.kind,
    method: next.method,
    name: next.name,
    minMinor: next.minMinor,
    maxMinor: next.maxMinor,
    payee: next.payee,
    gateway: next.gateway,
    instructions: next.instructions,
    enabled: next.enabled,
    sortOrder: next.sortOrder,
    version: channel.version,
  });
};
export const updateMoneySettings = (secondApprovalAboveMinor: string, version: number) =>
  adminApi.put(MONEY_SETTINGS_PATH, MoneySettingsSchema, { secondApprovalAboveMinor, version });

export const ChannelListSchema = z.object({ channels: z.array(StaffChannelSchema) });

/** A member's uploaded proof as an object URL, fetched with the staff token; null while loading or without one. */
export const useProofImage = (url: string | null): { src: string | null; failed: boolean } => {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    if (!url) return undefined;
    let objectUrl: string | null = null;
    let cancelled = false;
    const token = getStaffToken();
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        objectUrl = URL.createObjectURL(await response.blob());
        if (!cancelled) setState({ src: objectUrl, failed: false });
      })
      .catch(() => !cancelled && setState({ src: null, failed: true }));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setState({ src: null, failed: false });
    };
  }, [url]);
  return state;
};
