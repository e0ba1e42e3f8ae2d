import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

const MODELS = {
  list: [
    { code: 'DEPOSIT', name: 'Deposit help', description: 'GCash, Maya and bank deposits.' },
    { code: 'VIP', name: 'VIP host', description: 'Your personal host.' },
  ],
};

describe('LiveChatLauncher on /helpmc#contact', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./help-centre');
  });

  it('should ask a guest for a name, then open the chat in the tab opened on the click', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      '/wps/relay/CBS_modelList': () => api.ok(MODELS),
      '/wps/relay/CBS_launchChat': () => api.ok({ chatUrl: '/chat/abc' }),
    });
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    renderApp('/helpmc#contact');

    await user.click(await screen.findByRole('radio', { name: /VIP host/ }, { timeout: 5_000 }));
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByText('Enter a name of 2 to 32 letters.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(tab.location.href).toBe('/chat/abc'));
    expect(tab.opener).toBeNull();
    const sent = vi
      .mocked(globalThis.fetch)
      .mock.calls.filter(([input]) => String(input).includes('CBS_launchChat'))
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent).toEqual([{ modelCode: 'VIP', displayName: 'Maria' }]);
  });

  it('should offer the link when a pop-up blocker stops the tab', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      '/wps/relay/CBS_modelList': () => api.ok(MODELS),
      '/wps/relay/CBS_launchChat': () => api.ok({ chatUrl: '/chat/xyz' }),
    });
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    renderApp('/helpmc#contact');
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }, { timeout: 5_000 }), 'Jose');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByRole('link', { name: 'Open the chat' })).toHaveAttribute('href', '/chat/xyz');
  });

  it('should never open a chat address that is not a web page, and say to contact customer service', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      '/wps/relay/CBS_modelList': () => api.ok(MODELS),
      '/wps/relay/CBS_launchChat': () => api.ok({ chatUrl: 'javascript:alert(document.cookie)' }),
    });
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    renderApp('/helpmc#contact');
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }, { timeout: 5_000 }), 'Jose');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByText('This link is not valid. Please contact customer service.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
