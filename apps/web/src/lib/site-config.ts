import { queryOptions, useQuery } from '@tanstack/react-query';

import type { FeatureFlagId } from '@perya/contracts';
import { isFlagOn } from '@perya/contracts';

import { api } from './api-client';
import { lazySchema } from './lazy-schema';
import { openCustomerServicePaths } from './customer-service-paths';

// The site's configuration from the server: status, the start-up permission fetch (flags,
// customer service, resources) and the registration rules. Every feature reads them from here.

export const getSystemStatus = () => api.get('/wps/system/status', lazySchema('SystemStatusSchema'));

// Status is re-checked every minute, so a maintenance screen lifts by itself when it ends.
export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: getSystemStatus,
    refetchInterval: 60_000,
    staleTime: 30_000,
  });

/** The permission fetch, with customer-service paths opened for use (they arrive sealed). */
export const getPermission = async () => {
  const permission = await api.get('/wps/system/permission', lazySchema('PermissionSchema'));
  return {
    ...permission,
    customerService: await openCustomerServicePaths(permission.customerService, permission.customerServiceKey),
  };
};

/** The start-up permission/config fetch (spec §3), kept for the session. */
export const permissionQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'permission'],
    queryFn: getPermission,
    staleTime: 10 * 60_000,
  });

/** Registration rules per field (spec §3, §5), cached for the session. */
export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'register-settings'],
    queryFn: () => api.get('/wps/system/setting/register', lazySchema('RegisterSettingsSchema')),
    staleTime: 10 * 60_000,
  });

/** Whether a white-label flag is on; false until the configuration has loaded. */
export const useFeatureFlag = (modId: FeatureFlagId): boolean => {
  const permission = useQuery(permissionQueryOptions());
  return permission.data ? isFlagOn(permission.data.whitelabel, modId) : false;
};
