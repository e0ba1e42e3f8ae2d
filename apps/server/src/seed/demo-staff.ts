import type { FastifyInstance } from 'fastify';

import type { StaffRole } from '@perya/contracts';

import { DEMO_ACCOUNTS } from './demo-seed';

// The demo's back-office staff, one per role (issue 16), with the published demo password and no
// authenticator: each enrols one at its first login. Demo only: never on a real install (the
// start-up names any of them still on that password on a database that is not the embedded demo).

export const DEMO_STAFF_SEED_NAME = 'demo-staff-v1';

/** Demo staff logins (README's demo accounts): the owner `admin` and one per other role. */
export const DEMO_STAFF: ReadonlyArray<{ username: string; displayName: string; role: StaffRole }> = [
  { username: DEMO_ACCOUNTS.staff.account, displayName: 'Perya Operations', role: 'OWNER' },
  { username: 'finance', displayName: 'Finance Desk', role: 'FINANCE' },
  /** A second finance member: the second approver of four-eyes decisions. */
  { username: 'finance2', displayName: 'Finance Desk 2', role: 'FINANCE' },
  { username: 'risk', displayName: 'Risk Desk', role: 'RISK' },
  { username: 'support', displayName: 'Customer Service', role: 'SUPPORT' },
  { username: 'marketing', displayName: 'Marketing', role: 'MARKETING' },
  { username: 'viewer', displayName: 'Read-only Viewer', role: 'READ_ONLY' },
];
/** Every demo staff member logs in with the demo owner's published password. */
export const DEMO_STAFF_PASSWORD = DEMO_ACCOUNTS.staff.password;

/** Adds the demo staff not there yet (the owner comes with the demo data). Applied once. */
export const seedDemoStaff = async (app: FastifyInstance): Promise<boolean> => {
  const { systemService, staffService } = app;
  if (await systemService.isSeedApplied(DEMO_STAFF_SEED_NAME)) return false;
  for (const staff of DEMO_STAFF) {
    if (await staffService.findByUsername(staff.username)) continue;
    await staffService.createStaff({ ...staff, password: DEMO_STAFF_PASSWORD });
  }
  await systemService.markSeedApplied(DEMO_STAFF_SEED_NAME);
  return true;
};
