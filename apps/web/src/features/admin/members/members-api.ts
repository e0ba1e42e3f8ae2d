import type { z } from 'zod';

import type { StaffMemberProfileSchema, StaffMemberRowSchema } from '@perya/contracts';
import { MemberActionResultSchema, MemberNoteSchema, SuccessSchema } from '@perya/contracts';

import { adminApi } from '../shell/admin-api';

// The back office's member routes (modules/member-admin on the server).

export const MEMBERS_PATH = '/wps/admin/members';
export const memberPath = (id: number) => `${MEMBERS_PATH}/${id}`;

export type MemberRow = z.output<typeof StaffMemberRowSchema>;
export type MemberProfile = z.output<typeof StaffMemberProfileSchema>;

/** The staff actions that take only the version and a reason. */
export const MEMBER_ACTIONS = ['lock', 'unlock', 'force-password-change', 'reset-payment-password'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

export const runMemberAction = (id: number, action: MemberAction, version: number, reason: string) =>
  adminApi.post(`${memberPath(id)}/${action}`, MemberActionResultSchema, { version, reason });

export const changeUpline = (id: number, version: number, uplineId: number, reason: string) =>
  adminApi.post(`${memberPath(id)}/upline`, MemberActionResultSchema, { version, uplineId, reason });

export const setVipLevel = (id: number, version: number, vipLevel: number, reason: string) =>
  adminApi.post(`${memberPath(id)}/vip-level`, MemberActionResultSchema, { version, vipLevel, reason });

export const addMemberNote = (id: number, body: string) =>
  adminApi.post(`${memberPath(id)}/notes`, MemberNoteSchema, { body });

export const endMemberSession = (id: number, sessionId: string, reason: string) =>
  adminApi.post(`${memberPath(id)}/sessions/${sessionId}/revoke`, SuccessSchema, { reason });
