import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';

import { useStaffSession } from '../shell/staff-session';
import { renderWithAdmin, staffMe } from '../testing/render-admin';
import BonusTurnoverPage from './bonus-turnover-page';

// The bonus turnover weights: every game category in percent (100 % without a stored row); only
// the categories changed go to the server, in basis points; staff without money.settings read.

const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'Success', value } });

const install = (role: 'OWNER' | 'RISK' = 'OWNER') => {
  const api = installFakeApi({
    '/wps/admin/me': () => ok(staffMe({ role })),
    '/wps/admin/settings/bonus-turnover': () =>
      ok({
        weights: api.requests.some((request) => request.method === 'PUT')
          ? [
              { category: 'LIVE', weightBasisPoints: 1250 },
              { category: 'SPORTS', weightBasisPoints: 0 },
            ]
          : [{ category: 'LIVE', weightBasisPoints: 2000 }],
      }),
  });
  useStaffSession.getState().setToken('staff-token');
  return api;
};

describe('the bonus turnover weights screen', () => {
  afterEach(() => {
    useStaffSession.getState().setToken(null);
    vi.unstubAllGlobals();
  });

  it('should show every category and send only the changed ones in basis points', async () => {
    const api = install();
    renderWithAdmin(<BonusTurnoverPage />, '/admin/money/bonus-turnover');
    const live = await screen.findByRole('textbox', { name: 'Share of Live casino that counts' });
    expect(live).toHaveValue('20 %');
    expect(screen.getByRole('textbox', { name: 'Share of Slots that counts' })).toHaveValue('100 %');
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.change(live, { target: { value: '12.5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Share of Sports that counts' }), { target: { value: '0' } });
    await userEvent.click(save);
    await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      weights: [
        { category: 'LIVE', weightBasisPoints: 1250 },
        { category: 'SPORTS', weightBasisPoints: 0 },
      ],
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Share of Live casino that counts' })).toHaveValue('12.5 %'),
    );
  });

  it('should let staff without money.settings read the weights only', async () => {
    install('RISK');
    renderWithAdmin(<BonusTurnoverPage />, '/admin/money/bonus-turnover');
    expect(await screen.findByRole('textbox', { name: 'Share of Live casino that counts' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
