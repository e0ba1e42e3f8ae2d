import type { ReactNode } from 'react';

import type { StaffPermission } from '@perya/contracts';

import { useStaffMe } from './use-staff-me';

/**
 * Whether the signed-in staff member holds `permission` (from GET /wps/admin/me). The server checks
 * every route anyway; this only hides what the role may not do (a READ_ONLY member sees no write buttons).
 */
export const useCan = (permission: StaffPermission): boolean => {
  const me = useStaffMe();
  return Boolean(me.data?.permissions.includes(permission));
};

/** Renders its children only for staff who hold `permission`. */
export const Can = ({ permission, children }: { permission: StaffPermission; children: ReactNode }) =>
  useCan(permission) ? children : null;
