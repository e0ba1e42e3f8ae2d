import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

const NETWORK_TEXT = 'Network link abnormal. Please try again.';

describe('a game centre with no network', { timeout: 30_000 }, () => {
  afterEach(() => {
    onlineManager.setOnline(true);
  });

  it('should say the network link is abnormal, with a retry, instead of skeletons forever', async () => {
    // The browser reports offline; the portal's own answers (status, permission) were cached by the
    // service worker, the game menu cannot be fetched.
    installFakeApi({
      '/lgw/games/game_menus': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    onlineManager.setOnline(false);
    renderApp('/sports');
    expect(await screen.findByText(NETWORK_TEXT, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByTestId('vendor-tiles-loading')).not.toBeInTheDocument();
  });
});
