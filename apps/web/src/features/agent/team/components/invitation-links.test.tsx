import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { invitationUrl } from '@perya/contracts';

import { theme } from '@/config/theme';
import { changeLanguage } from '@/i18n/language';
import { installFakeApi } from '@/testing/fake-api';

import { InvitationLinks } from './invitation-links';

const LINK = {
  id: 7,
  code: 'AbCdEfGhIjKlMnOp',
  affiliateCode: 'PERYA01',
  kind: 'MEMBER',
  registrations: 3,
  contractOffer: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  disabledAt: null,
};

/** Renders the links, clicks the copy button named `copyName` on the one link, answers the dialog. */
const copyTheLink = async (copyName: string) => {
  const api = installFakeApi({ '/wps/agent/invitation-links': () => api.ok({ list: [LINK], mayCreateAgents: false }) });
  render(
    <MantineProvider theme={theme} defaultColorScheme="dark">
      <QueryClientProvider client={new QueryClient()}>
        <InvitationLinks />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const user = userEvent.setup();
  const row = await screen.findByTestId('invitation-link');
  await user.click(within(row).getByRole('button', { name: copyName }));
  return { user, dialog: await screen.findByRole('dialog') };
};

describe('the invitation links', () => {
  afterEach(async () => {
    await changeLanguage('EN');
  });

  it('should copy a link and confirm it in a dialog (spec §2.7)', async () => {
    const { user, dialog } = await copyTheLink('Copy link');

    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied to clipboard');
    const url = invitationUrl(window.location.origin, LINK);
    expect(within(dialog).getByText(url)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  });

  it('should confirm the copy in Simplified Chinese in the agent centre', async () => {
    await changeLanguage('CN');
    const { dialog } = await copyTheLink('复制链接');

    expect(within(dialog).getByRole('status')).toHaveTextContent('已复制到剪贴板');
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeInTheDocument();
  });
});
