import { z } from 'zod';

import { PagedSchema, STAFF_ROLES } from '@perya/contracts';

import { adminApi } from '../shell/admin-api';

// Staff management (issue 16): the shapes of the staff-auth helper's contracts (packages/contracts
// src/staff.ts on their branch), copied here until it lands on main; then these import from there.

export const STAFF_STATUSES = ['ACTIVE', 'DISABLED', 'INVITED'] as const;

export const StaffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  secondFactorEnrolled: z.boolean(),
  recoveryCodesLeft: z.number().int().optional(),
  version: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  createdBy: z.string().nullable().optional(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffPageSchema = PagedSchema(StaffMemberSchema);

export const StaffInviteResultSchema = z.object({
  staff: StaffMemberSchema,
  temporaryPassword: z.string(),
  expiresAt: z.string().optional(),
});

export const STAFF_PATH = '/wps/admin/staff';

export type StaffInvite = { username: string; displayName: string; role: (typeof STAFF_ROLES)[number] };

export const inviteStaff = (body: StaffInvite) => adminApi.post(STAFF_PATH, StaffInviteResultSchema, body);

export const updateStaff = (id: number, body: { role?: StaffInvite['role']; displayName?: string; version: number }) =>
  adminApi.put(`${STAFF_PATH}/${id}`, StaffMemberSchema, body);

export type StaffAction = 'disable' | 'enable' | 'secondFactor/reset';

export const staffAction = (member: StaffMember, action: StaffAction, reason: string) =>
  adminApi.post(`${STAFF_PATH}/${member.id}/${action}`, z.unknown(), { version: member.version, reason });
