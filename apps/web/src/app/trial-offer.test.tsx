import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

// Issue 22 item 18 (decision 024): a trial account can launch no game until the in-house games
// have a fun mode, so the home page offers no "Try for free", even with FREEPLAY3 on.

describe('the free-play offer', { timeout: 20_000 }, () => {
  it('should not offer "Try for free" to a visitor while a trial account has nothing to play', async () => {
    installFakeApi(); // every feature flag on, FREEPLAY3 included
    renderApp('/');
    // The hero's buttons for a visitor are there; "Try for free" was beside them.
    expect((await screen.findAllByRole('button', { name: 'Register' }, { timeout: 15_000 })).length).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: /try for free/i })).not.toBeInTheDocument();
  });
});
