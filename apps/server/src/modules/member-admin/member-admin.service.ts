import type { MemberAdminActionDeps } from './member-admin.actions';
import { createMemberAdminActions } from './member-admin.actions';
import type { MemberAdminReadDeps } from './member-admin.reads';
import { createMemberAdminReads } from './member-admin.reads';

// The back office's members (issue 16, decision 029): reads (list, profile with risk links,
// ledger, rounds, sessions, notes) and staff actions (versioned, audited).

export type MemberAdminServiceDeps = MemberAdminReadDeps & Omit<MemberAdminActionDeps, 'repository'>;

export const createMemberAdminService = (deps: MemberAdminServiceDeps) => ({
  ...createMemberAdminReads(deps),
  ...createMemberAdminActions(deps),
});

export type MemberAdminService = ReturnType<typeof createMemberAdminService>;
