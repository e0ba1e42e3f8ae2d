import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import type { ApiError, Query, SchemaSource } from '@/lib/api-client';

import { adminApi } from './admin-api';
import { useStaffSession } from './staff-session';

// The back office's two data hooks on TanStack Query and the staff client. Every admin query key
// starts with 'admin', so signing out (or a mutation's `invalidates`) can clear them at once.

export const ADMIN_QUERY_ROOT = 'admin';

/** The key of GET `path` with `query`: ['admin', path, query]. */
export const adminQueryKey = (path: string, query?: Query): QueryKey =>
  query ? [ADMIN_QUERY_ROOT, path, query] : [ADMIN_QUERY_ROOT, path];

type AdminQueryOptions<S extends z.ZodType> = Omit<UseQueryOptions<z.output<S>, ApiError>, 'queryKey' | 'queryFn'>;

/**
 * GET a staff route: `useAdminQuery('/wps/admin/audit', AuditPageSchema, { pageNo: 1 })`.
 * Pages keep showing the previous page while the next loads (no flash, no layout shift).
 */
export const useAdminQuery = <S extends z.ZodType>(
  path: string,
  schema: SchemaSource<S>,
  query?: Query,
  options: AdminQueryOptions<S> = {},
) => {
  const signedIn = useStaffSession((state) => Boolean(state.token));
  return useQuery<z.output<S>, ApiError>({
    queryKey: adminQueryKey(path, query),
    queryFn: () => adminApi.get(path, schema, query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    ...options,
    enabled: signedIn && (options.enabled ?? true),
  });
};

type AdminMutationOptions<Input, Result> = {
  /** Sends the change; use `adminApi.post/put/delete` with the contract's schema. */
  mutationFn: (input: Input) => Promise<Result>;
  /** Paths whose queries refetch after success (every page and filter of each), e.g. ['/wps/admin/staff']. */
  invalidates?: readonly string[];
  onSuccess?: (result: Result, input: Input) => void;
  onError?: (error: ApiError, input: Input) => void;
};

/** A staff change: refetches the lists it names on success; errors are ApiErrors (errorText shows them). */
export const useAdminMutation = <Input, Result>({
  mutationFn,
  invalidates = [],
  onSuccess,
  onError,
}: AdminMutationOptions<Input, Result>) => {
  const queryClient = useQueryClient();
  return useMutation<Result, ApiError, Input>({
    mutationFn,
    onSuccess: async (result, input) => {
      await Promise.all(
        invalidates.map((path) => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, path] })),
      );
      onSuccess?.(result, input);
    },
    onError,
  });
};
