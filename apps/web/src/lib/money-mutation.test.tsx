import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from './api-client';
import { balanceQueryOptions } from './balance-query';
import { useMoneyMutation } from './money-mutation';

type Input = { amountMinor: string };

// Each test owns its client and its fake request: the ids it sent and what it answers next.
const setUp = (answers: Array<'ok' | 'network' | 'refused' | 'server'>) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const sentIds: string[] = [];
  const send = vi.fn(async (_input: Input, requestId: string) => {
    sentIds.push(requestId);
    const answer = answers.shift();
    if (answer === 'network') throw new ApiError('NETWORK', 'network', 0);
    if (answer === 'refused') throw new ApiError('INSUFFICIENT_FUNDS', 'Not enough', 422);
    if (answer === 'server') throw new ApiError('INTERNAL', 'Failed', 500);
    return { movedMinor: _input.amountMinor };
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useMoneyMutation({
        mutationFn: send,
        intentOf: (input: Input) => input.amountMinor,
        invalidates: [['payments', 'withdraw']],
      }),
    { wrapper },
  );
  const submit = async (amountMinor: string) => {
    let outcome: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      outcome = await result.current.submit({ amountMinor });
    });
    return outcome!;
  };
  return { submit, sentIds, invalidate, result };
};

describe('useMoneyMutation', () => {
  it('should keep the request id when the same intent is retried after a network failure or a 5xx', async () => {
    const { submit, sentIds, result } = setUp(['network', 'server', 'ok']);
    expect(await submit('1000')).toMatchObject({ ok: false, isAmbiguous: true });
    expect(result.current.retryError).toBeTruthy();
    await submit('1000');
    expect(await submit('1000')).toMatchObject({ ok: true });
    expect(new Set(sentIds).size).toBe(1);
    expect(sentIds).toHaveLength(3);
  });

  it('should take a new id for the next intent after a success', async () => {
    const { submit, sentIds } = setUp(['ok', 'ok']);
    await submit('1000');
    await submit('1000');
    expect(sentIds[0]).not.toBe(sentIds[1]);
  });

  it('should take a new id after a clear refusal, which moved nothing', async () => {
    const { submit, sentIds } = setUp(['refused', 'ok']);
    expect(await submit('1000')).toMatchObject({ ok: false, isAmbiguous: false, message: 'Not enough' });
    await submit('1000');
    expect(sentIds[0]).not.toBe(sentIds[1]);
  });

  it('should take a new id when the intent changes, even after a network failure', async () => {
    const { submit, sentIds } = setUp(['network', 'ok']);
    await submit('1000');
    await submit('2000');
    expect(sentIds[0]).not.toBe(sentIds[1]);
  });

  it("should refresh the balance and the given queries by the queries' own keys when money may have moved", async () => {
    const { submit, invalidate } = setUp(['ok', 'network', 'refused']);
    const keys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    await submit('1000');
    expect(keys()).toEqual([balanceQueryOptions().queryKey, ['payments', 'withdraw']]);
    await submit('2000');
    expect(keys()).toHaveLength(4);
    await submit('3000');
    expect(keys()).toHaveLength(4); // a clear refusal moved nothing
  });
});
