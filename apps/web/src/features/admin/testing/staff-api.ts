import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

import type { StaffRole } from '@perya/contracts';

import { installFakeApi } from '@/testing/fake-api';

import { useStaffSession } from '../shell/staff-session';
import { STAFF_ME_PATH } from '../shell/use-staff-me';
import { staffMe } from './render-admin';

// The back office's stand-in server for screen tests: a signed-in staff member of `role` (GET
// /wps/admin/me) beside the screen's own answers, the writes it received, and the wait for the
// staff member's permissions (before they are in, every write button is hidden anyway, so a test
// that checks for their absence must wait for them first).

type Routes = Parameters<typeof installFakeApi>[0];
export type StaffApi = ReturnType<typeof installFakeApi>;

export const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'Success', value } });

export const installStaffApi = (role: StaffRole, routes: Routes = {}): StaffApi => {
  const api = installFakeApi({ [STAFF_ME_PATH]: () => ok(staffMe({ role })), ...routes });
  useStaffSession.getState().setToken('staff-token');
  return api;
};

export const endStaffSession = () => {
  useStaffSession.getState().setToken(null);
  vi.unstubAllGlobals();
};

export const writesOf = (api: StaffApi) => api.requests.filter((request) => request.method !== 'GET');

export const permissionsLoaded = ({ queryClient }: { queryClient: QueryClient }) =>
  waitFor(() =>
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => JSON.stringify(query.queryKey).includes(STAFF_ME_PATH) && query.state.status === 'success'),
    ).toBe(true),
  );
