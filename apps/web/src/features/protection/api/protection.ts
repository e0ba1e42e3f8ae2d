import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import type {
  ProtectionStateSchema,
  SetMoneyLimitRequestSchema,
  SetSessionLimitsRequestSchema,
  TakeBreakRequestSchema,
} from '@perya/contracts';

import { api } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

// The portal layout asks for the state on every page (a member on a break is redirected): its
// schemas load with the first answer, not in the first screen's script (lib/lazy-schema.ts).
const stateSchema = lazySchema('ProtectionStateSchema');

export const PROTECTION_KEY = ['protection'] as const;

/** GET /wps/member/protection: limits with what is used and left, pending changes, the break in force. */
export const protectionQueryOptions = () =>
  queryOptions({
    queryKey: [...PROTECTION_KEY, 'state'],
    queryFn: () => api.get('/wps/member/protection', stateSchema),
    staleTime: 30_000,
  });

/** GET /wps/member/protection/reality-check: this login session's time and net result. */
export const realityCheckQueryOptions = () =>
  queryOptions({
    queryKey: [...PROTECTION_KEY, 'reality-check'],
    queryFn: () => api.get('/wps/member/protection/reality-check', lazySchema('RealityCheckSchema')),
  });

/** Every change answers with the new state, which replaces the cached one. */
const useStateMutation = <I>(send: (input: I) => Promise<z.output<typeof ProtectionStateSchema>>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => queryClient.setQueryData(protectionQueryOptions().queryKey, state),
  });
};

export const useSetMoneyLimit = () =>
  useStateMutation((input: z.input<typeof SetMoneyLimitRequestSchema>) =>
    api.put('/wps/member/protection/limits', stateSchema, input),
  );

export const useSetSessionLimits = () =>
  useStateMutation((input: z.input<typeof SetSessionLimitsRequestSchema>) =>
    api.put('/wps/member/protection/session', stateSchema, input),
  );

export const useTakeBreak = () =>
  useStateMutation((input: z.input<typeof TakeBreakRequestSchema>) =>
    api.post('/wps/member/protection/break', stateSchema, input),
  );

export const useLiftBreak = () =>
  useStateMutation(() => api.post('/wps/member/protection/break/lift', stateSchema, {}));
