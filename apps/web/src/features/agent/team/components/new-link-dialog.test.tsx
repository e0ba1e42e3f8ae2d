import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { theme } from '@/config/theme';
import { installFakeApi } from '@/testing/fake-api';

import { NewLinkDialog } from './new-link-dialog';

// A new invitation link, with or without terms offered to whoever registers through it.

const LINK = {
  id: 7,
  code: 'AbCdEfGhIjKlMnOp',
  affiliateCode: 'PERYA01',
  kind: 'MEMBER',
  registrations: 0,
  contractOffer: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  disabledAt: null,
};

const renderDialog = () => {
  const onCreated = vi.fn();
  render(
    <MantineProvider theme={theme} defaultColorScheme="dark">
      <QueryClientProvider client={new QueryClient()}>
        <NewLinkDialog kind="MEMBER" mayCreateAgents={false} onClose={() => undefined} onCreated={onCreated} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onCreated;
};

describe('the new invitation link dialog', () => {
  it('should send the terms typed when the offer is switched on, as exact basis points', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({ '/wps/agent/invitation-links': () => api.ok(LINK) });
    const onCreated = renderDialog();
    expect(screen.queryByRole('textbox', { name: 'Rate' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Offer a contract to everyone who registers' }));
    await user.type(await screen.findByRole('textbox', { name: 'Rate' }), '0.20');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(LINK));
    const sent = api.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      kind: 'MEMBER',
      contractOffer: {
        kind: 'DAILY_SALARY',
        category: 'ALL',
        period: 'D',
        tiers: [{ minValidBetMinor: '0', minActiveMembers: 0, rateType: 'P', rate: 20 }],
      },
    });
  });

  it('should make a plain link when the offer stays off', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({ '/wps/agent/invitation-links': () => api.ok(LINK) });
    const onCreated = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(JSON.parse(api.requests.find((request) => request.method === 'POST')?.body ?? '{}')).toEqual({
      kind: 'MEMBER',
    });
  });
});
