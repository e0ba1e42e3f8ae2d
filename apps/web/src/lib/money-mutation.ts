import type { QueryKey } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from './api-client';
import { balanceQueryOptions } from './balance-query';
import { errorText } from './error-text';
import { newRequestId } from './request-id';

/**
 * Whether a failed money request may have reached the server: no answer came back (network,
 * timeout) or the server failed. Then a retry must reuse the request id so money moves once. A
 * clear refusal (4xx) moved nothing, so the next attempt is a new intent with a new id.
 */
export const isAmbiguousFailure = (failure: unknown): boolean =>
  !(failure instanceof ApiError) || failure.code === 'NETWORK' || failure.status >= 500;

export type MoneyOutcome<Result> =
  { ok: true; result: Result } | { ok: false; failure: unknown; message: string; isAmbiguous: boolean };

export type MoneyMutationOptions<Input, Result> = {
  /** Sends the request with the request id of its intent. */
  mutationFn: (input: Input, requestId: string) => Promise<Result>;
  /** What the intent moves (amount, from, to …): equal for a retry of the same intent. */
  intentOf: (input: Input) => string;
  /** Keys of the queries the money may have changed, from those queries' own options. The balance is always refreshed. */
  invalidates?: readonly QueryKey[];
};

/**
 * The one way the web moves money (deposit, withdraw, transfers, recall). It owns the request id:
 * a new id per intent, kept while that intent is retried after a failure that may have reached the
 * server, so money moves once; dropped after a success or a clear refusal. Whenever money may have
 * moved, the balance and the given queries load again.
 */
export const useMoneyMutation = <Input, Result>({
  mutationFn,
  intentOf,
  invalidates = [],
}: MoneyMutationOptions<Input, Result>) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pending = useRef<{ intent: string; id: string } | null>(null);
  const [retryError, setRetryError] = useState<string | null>(null);

  const refresh = () => {
    for (const queryKey of [balanceQueryOptions().queryKey, ...invalidates]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  const mutation = useMutation({
    mutationFn: (input: Input) => {
      const intent = intentOf(input);
      if (pending.current?.intent !== intent) pending.current = { intent, id: newRequestId() };
      return mutationFn(input, pending.current.id);
    },
    // A retry is the member's choice (they confirm again), never automatic.
    retry: false,
    onSuccess: () => {
      pending.current = null;
      refresh();
    },
    onError: (failure) => {
      if (isAmbiguousFailure(failure)) refresh();
      else pending.current = null;
    },
  });

  const submit = async (input: Input): Promise<MoneyOutcome<Result>> => {
    setRetryError(null);
    try {
      return { ok: true, result: await mutation.mutateAsync(input) };
    } catch (failure) {
      const isAmbiguous = isAmbiguousFailure(failure);
      const message = errorText(failure, t);
      if (isAmbiguous) setRetryError(message);
      return { ok: false, failure, message, isAmbiguous };
    }
  };

  return { submit, isBusy: mutation.isPending, retryError, clearError: () => setRetryError(null) };
};
