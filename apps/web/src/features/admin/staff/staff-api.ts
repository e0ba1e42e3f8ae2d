import { z } from 'zod';

import type { StaffMember, STAFF_ROLES } from '@perya/contracts';
import { StaffInviteResultSchema, StaffMemberSchema } from '@perya/contracts';

import { adminApi } from '../shell/admin-api';

// Staff management (issue 16): the owner's calls on the staff API (packages/contracts/src/staff.ts).

export type { StaffMember } from '@perya/contracts';
export { STAFF_STATUSES, StaffPageSchema } from '@perya/contracts';

export const STAFF_PATH = '/wps/admin/staff';

export type StaffInvite = { username: string; displayName: string; role: (typeof STAFF_ROLES)[number] };

export const inviteStaff = (body: StaffInvite) => adminApi.post(STAFF_PATH, StaffInviteResultSchema, body);

export const updateStaff = (id: number, body: { role?: StaffInvite['role']; displayName?: string; version: number }) =>
  adminApi.put(`${STAFF_PATH}/${id}`, StaffMemberSchema, body);

/** A new temporary password for a staff member still invited (the old one stops working). */
export const resendInvitation = (member: StaffMember) =>
  adminApi.post(`${STAFF_PATH}/${member.id}/invitation`, StaffInviteResultSchema, {});

export type StaffAction = 'disable' | 'enable' | 'secondFactor/reset';

export const staffAction = (member: StaffMember, action: StaffAction, reason: string) =>
  adminApi.post(`${STAFF_PATH}/${member.id}/${action}`, z.unknown(), { version: member.version, reason });
