import { StaffMeSchema } from '@perya/contracts';

import { useAdminQuery } from './admin-query';

export const STAFF_ME_PATH = '/wps/admin/me';

/** The signed-in staff member: name, role, permissions, second-factor state (GET /wps/admin/me). */
export const useStaffMe = () => useAdminQuery(STAFF_ME_PATH, StaffMeSchema, undefined, { staleTime: 60_000 });
