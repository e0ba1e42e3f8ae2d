import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '@/lib/error-text';

import { WALLET_KEY } from '../api/balance';
import { isAmbiguousFailure } from '../utils/api-errors';
import { useRequestId } from './use-request-id';

export type MoneyOutcome<Result> =
  { ok: true; result: Result } | { ok: false; failure: unknown; message: string; isAmbiguous: boolean };

/**
 * Sends one money request with its request id: the same id when the same request is retried
 * after a failure that may have reached the server, a new one otherwise. Balances are reloaded
 * whenever money may have moved.
 */
export const useMoneyRequest = <Input extends { requestId: string }, Result>(
  send: (input: Input) => Promise<Result>,
) => {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  const [isBusy, setIsBusy] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);

  const submit = async (input: Omit<Input, 'requestId'>, fingerprint: string): Promise<MoneyOutcome<Result>> => {
    setIsBusy(true);
    setRetryError(null);
    try {
      const result = await send({ ...input, requestId: requestId.idFor(fingerprint) } as Input);
      requestId.settle();
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      return { ok: true, result };
    } catch (failure) {
      requestId.settle(failure);
      const isAmbiguous = isAmbiguousFailure(failure);
      const message = errorText(failure, t);
      if (isAmbiguous) {
        setRetryError(message);
        void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      }
      return { ok: false, failure, message, isAmbiguous };
    } finally {
      setIsBusy(false);
    }
  };

  return { submit, isBusy, retryError, clearError: () => setRetryError(null) };
};
