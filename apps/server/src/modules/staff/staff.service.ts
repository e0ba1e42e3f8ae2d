import { hashPassword, verifyAccountPassword } from '../../lib/password';
import type { StaffRepository, StaffRow } from './staff.repository';

export type StaffServiceDeps = { staffRepository: StaffRepository };

export type StaffIdentity = { id: number; username: string; displayName: string; role: StaffRow['role'] };

const toIdentity = ({ id, username, displayName, role }: StaffRow): StaffIdentity => ({
  id,
  username,
  displayName,
  role,
});

export const createStaffService = ({ staffRepository }: StaffServiceDeps) => ({
  async createStaff(input: { username: string; password: string; displayName: string; role?: StaffRow['role'] }) {
    const passwordHash = await hashPassword(input.password);
    return toIdentity(
      await staffRepository.insert({
        username: input.username,
        passwordHash,
        displayName: input.displayName,
        role: input.role ?? 'ADMIN',
      }),
    );
  },

  /**
   * The first back-office account of a real install (the ops command `staff create-owner`), with
   * the top role; null when any staff account exists already.
   */
  async createFirstOwner(input: { username: string; password: string; displayName: string }) {
    const row = await staffRepository.insertIfNoStaff({
      username: input.username,
      passwordHash: await hashPassword(input.password),
      displayName: input.displayName,
      role: 'ADMIN',
    });
    return row ? toIdentity(row) : null;
  },
  /** The staff member whose username and password these are, if active. */
  async verifyCredentials(username: string, password: string): Promise<StaffIdentity | null> {
    const row = await staffRepository.findByUsername(username);
    const matches = await verifyAccountPassword(row?.passwordHash, password);
    if (!row || !matches || row.status !== 'ACTIVE') return null;
    await staffRepository.updateLastLogin(row.id);
    return toIdentity(row);
  },

  async findActiveById(id: number): Promise<StaffIdentity | null> {
    const row = await staffRepository.findById(id);
    return row && row.status === 'ACTIVE' ? toIdentity(row) : null;
  },

  findByUsername: async (username: string) => {
    const row = await staffRepository.findByUsername(username);
    return row ? toIdentity(row) : null;
  },

  // Start-up checks of a real install (startup.ts, issue 22 item 1).
  /** Whether an active account still has this password (the demo's public one), without logging in. */
  async stillHasPassword(username: string, password: string): Promise<boolean> {
    const row = await staffRepository.findByUsername(username);
    return row?.status === 'ACTIVE' && (await verifyAccountPassword(row.passwordHash, password));
  },

  /** How many staff accounts there are: none on a real install's first start. */
  countStaff: () => staffRepository.count(),
});

export type StaffService = ReturnType<typeof createStaffService>;
