import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { DashboardFigures } from '@perya/contracts';

import { installFakeApi } from '@/testing/fake-api';

import { useStaffSession } from '../shell/staff-session';
import { renderWithAdmin, staffMe } from '../testing/render-admin';
import DashboardPage from './dashboard-page';

const figures = (activePlayers: number): DashboardFigures => ({
  registrations: 12,
  firstDeposits: 3,
  firstDepositMinor: '300000',
  deposits: 5,
  depositMinor: '500000',
  withdrawals: 1,
  withdrawalMinor: '100000',
  rounds: 40,
  betMinor: '250000',
  validBetMinor: '240000',
  payoutMinor: '200000',
  ggrMinor: '50000',
  bonusMinor: '10000',
  rebateMinor: '0',
  ngrMinor: '40000',
  adjustmentMinor: '0',
  activePlayers,
});

describe('the dashboard', () => {
  afterEach(() => {
    useStaffSession.getState().setToken(null);
    vi.unstubAllGlobals();
  });

  it('should show today, the period and the chart from one answer', async () => {
    installFakeApi({
      '/wps/admin/me': () => ({ body: { success: true, code: 'OK', message: 'Success', value: staffMe() } }),
      '/wps/admin/dashboard': () => ({
        body: {
          success: true,
          code: 'OK',
          message: 'Success',
          value: {
            timeZone: 'Asia/Manila',
            today: '2026-11-26',
            from: '2026-11-25',
            to: '2026-11-26',
            todayFigures: figures(4),
            period: figures(9),
            series: [
              { day: '2026-11-25', ...figures(5) },
              { day: '2026-11-26', ...figures(4) },
            ],
          },
        },
      }),
    });
    useStaffSession.getState().setToken('staff-token');
    renderWithAdmin(<DashboardPage />, '/admin/dashboard');
    const today = await screen.findByTestId('dashboard-today');
    await within(today).findByText('4');
    const period = screen.getByTestId('dashboard-period');
    expect(within(period).getByText('9')).toBeInTheDocument();
    expect(within(period).getByText('Period 2026-11-25 – 2026-11-26')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Deposits, GGR and NGR per day' })).toBeInTheDocument();
  });
});
