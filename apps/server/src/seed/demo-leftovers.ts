import type { FastifyInstance } from 'fastify';

import { verifyPassword } from '../lib/password';
import { DEMO_ACCOUNTS, demoProviderKey } from './demo-seed';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './demo-staff';

// What of the demo is usable by anyone who read the README: accounts still on their published
// passwords, and vendor keys whose secrets are public. On the embedded demo that is the point; on
// any other database it is a way in (issue 22 item 1: a signed "bonus win" from outside credited
// ₱1,000,000 through a demo vendor's key), so start-up names each one loudly (startup.ts).

export type DemoLeftovers = {
  /** Staff accounts active with the demo's published password. */
  staff: string[];
  /** Member accounts active with the demo's published passwords. */
  members: string[];
  /** Active provider signing keys whose secret is a demo vendor's public one. */
  providerKeys: Array<{ vendorCode: string; keyId: string }>;
};

const DEMO_MEMBERS = Object.entries(DEMO_ACCOUNTS)
  .filter(([role]) => role !== 'staff')
  .map(([, login]) => login);

export const findDemoLeftovers = async (app: FastifyInstance): Promise<DemoLeftovers> => {
  const [staffAtRisk, members, keys] = await Promise.all([
    Promise.all(
      DEMO_STAFF.map(async ({ username }) =>
        (await app.staffService.stillHasPassword(username, DEMO_STAFF_PASSWORD)) ? username : null,
      ),
    ),
    Promise.all(
      DEMO_MEMBERS.map(async ({ account, password }) => {
        const member = await app.membersService.findByAccount(account);
        const atRisk = member?.status === 'ACTIVE' && (await verifyPassword(member.passwordHash, password));
        return atRisk ? account : null;
      }),
    ),
    app.providersService.activeKeys(),
  ]);
  return {
    staff: staffAtRisk.filter((username) => username !== null),
    members: members.filter((account) => account !== null),
    providerKeys: keys
      .filter((key) => key.secret === demoProviderKey(key.vendorCode).secret)
      .map(({ vendorCode, keyId }) => ({ vendorCode, keyId })),
  };
};
