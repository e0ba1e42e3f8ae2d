import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';

import type { Reward } from '@perya/contracts';

import { theme } from '@/config/theme';
import { installFakeApi } from '@/testing/fake-api';

import { useClaimReward } from './promotions';

const claimed: Reward = {
  id: 7,
  promotionId: 3,
  announcementId: 41,
  promotionName: 'Weekend reload',
  category: 'LIMITED',
  periodKey: 'W2026-11-16',
  amountMinor: '20000',
  points: '0',
  basisMinor: '200000',
  turnoverMultiplier: 5,
  status: 'CLAIMED',
  createdAt: '2026-11-20T04:00:00.000Z',
  expiresAt: '2026-11-27T04:00:00.000Z',
  claimedAt: '2026-11-21T04:00:00.000Z',
  onHold: false,
};

describe('useClaimReward', () => {
  // The reward centre's card that holds the Claim button leaves the list when the lists refetch
  // after the claim; a confirmation tied to the caller's component was lost with it (seen in the
  // browser: the bonus was paid and the player was told nothing).
  it('should confirm the claim even when the component that claimed has unmounted', async () => {
    const api = installFakeApi({ '/wps/v2/rewards/7/claim': () => api.ok(claimed) });
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <MantineProvider theme={theme}>
        <Notifications />
      </MantineProvider>,
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MantineProvider theme={theme}>
        {/* The hook's texts load with their namespace: it suspends until then. */}
        <Suspense fallback={null}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </Suspense>
      </MantineProvider>
    );
    const { result, unmount } = renderHook(() => useClaimReward(), { wrapper });
    await waitFor(() => expect(result.current).not.toBeNull());
    act(() => result.current.mutate(7));
    unmount();
    expect(await screen.findByText('₱200.00 added to your wallet as a bonus.')).toBeInTheDocument();
  });
});
