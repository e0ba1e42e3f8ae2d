import { queryOptions } from '@tanstack/react-query';

import { PermissionSchema, SystemStatusSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';

export const getSystemStatus = () => api.get('/wps/system/status', SystemStatusSchema);

// Status is re-checked every minute, so a maintenance screen lifts by itself when it ends.
export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: getSystemStatus,
    refetchInterval: 60_000,
    staleTime: 30_000,
  });

export const getPermission = () => api.get('/wps/system/permission', PermissionSchema);

/** The start-up permission/config fetch (spec §3), kept for the session. */
export const permissionQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'permission'],
    queryFn: getPermission,
    staleTime: 10 * 60_000,
  });
