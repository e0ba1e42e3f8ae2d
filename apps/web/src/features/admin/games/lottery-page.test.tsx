import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { StaffLotteryDraw, StaffLotterySetting } from '@perya/contracts';

import { renderWithAdmin } from '../testing/render-admin';
import { endStaffSession, installStaffApi, ok, permissionsLoaded, writesOf } from '../testing/staff-api';
import LotteryPage from './lottery-page';

// The lottery screen (decision 061): the games with their schedule, sales close and limits; an
// exposure cap typed in pesos is sent in centavos with the version read; a quick draw's sales
// close that would leave no time to sell is refused before sending; the draws list asks the
// server for upcoming draws when told, and a draw opens with its liability per number against
// the cap; read-only staff change nothing.

const setting = (overrides: Partial<StaffLotterySetting>): StaffLotterySetting => ({
  gameCode: 'PL_QUICK_1',
  enabled: true,
  minBetMinor: '100',
  maxBetMinor: '500000',
  maxWinMinor: '500000000',
  exposureCapMinor: '200000000',
  closeSeconds: 10,
  drawTime: null,
  version: 2,
  updatedAt: null,
  ...overrides,
});

const SETTINGS = [
  setting({}),
  setting({ gameCode: 'PL_VN_NORTH', closeSeconds: 900, drawTime: '19:15', version: 1 }),
  setting({ gameCode: 'PL_LOTTO_649', closeSeconds: 3600, drawTime: '21:00', version: 1 }),
];

const draw = (overrides: Partial<StaffLotteryDraw>): StaffLotteryDraw => ({
  drawId: 'PL_QUICK_1-202611270400',
  gameCode: 'PL_QUICK_1',
  opensAt: '2026-11-27T03:59:00.000Z',
  closesAt: '2026-11-27T03:59:50.000Z',
  drawsAt: '2026-11-27T04:00:00.000Z',
  status: 'SETTLED',
  commitment: 'a'.repeat(64),
  drawSeed: 'b'.repeat(64),
  result: [{ tier: 'special', numbers: ['12345'] }],
  winnersFound: 3,
  winnersPaid: 3,
  slipCount: 12,
  salesMinor: '150000',
  payoutMinor: '95000',
  topLiabilityMinor: '1900000',
  capMinor: '2000000',
  ...overrides,
});

const install = (role: 'OWNER' | 'READ_ONLY' = 'OWNER') =>
  installStaffApi(role, {
    '/wps/admin/lottery/settings': () => ok({ settings: SETTINGS }),
    '/wps/admin/lottery/settings/PL_QUICK_1': () => ok(SETTINGS[0]),
    '/wps/admin/lottery/draws': (url) =>
      ok({
        list:
          url.searchParams.get('when') === 'upcoming'
            ? [
                draw({
                  drawId: 'PL_QUICK_1-202611270405',
                  status: 'OPEN',
                  slipCount: 0,
                  salesMinor: '0',
                  payoutMinor: null,
                  topLiabilityMinor: null,
                  result: null,
                  drawSeed: null,
                  winnersFound: null,
                  winnersPaid: null,
                }),
              ]
            : [draw({})],
        pageNo: 1,
        pageSize: 25,
        total: 1,
        totalPages: 1,
      }),
    '/wps/admin/lottery/draws/PL_QUICK_1-202611270400/exposure': () =>
      ok({
        drawId: 'PL_QUICK_1-202611270400',
        capMinor: '2000000',
        keys: [
          { key: 'de:27', liabilityMinor: '1900000' },
          { key: 'xien2:11-42', liabilityMinor: '500000' },
        ],
      }),
  });

describe('the lottery screen', () => {
  afterEach(endStaffSession);

  it('should list the games with their schedule, sales close and exposure cap', async () => {
    install();
    renderWithAdmin(<LotteryPage />, '/admin/games/lottery');
    const quick = await screen.findByTestId('lottery-PL_QUICK_1');
    expect(within(quick).getByText('Quick draw · 1 min')).toBeInTheDocument();
    expect(within(quick).getByText('Every 1 min')).toBeInTheDocument();
    expect(within(quick).getByText('10 s before')).toBeInTheDocument();
    expect(within(quick).getByText('₱2,000,000.00')).toBeInTheDocument();
    const north = screen.getByTestId('lottery-PL_VN_NORTH');
    expect(within(north).getByText('Daily 19:15')).toBeInTheDocument();
    expect(within(north).getByText('15 min before')).toBeInTheDocument();
    expect(within(screen.getByTestId('lottery-PL_LOTTO_649')).getByText('Lotto 6/49')).toBeInTheDocument();
  });

  it('should save a new exposure cap in centavos with the version read', async () => {
    const api = install();
    renderWithAdmin(<LotteryPage />, '/admin/games/lottery');
    await userEvent.click(await screen.findByText('Quick draw · 1 min'));
    const drawer = await screen.findByRole('dialog', { name: 'Quick draw · 1 min: settings' });
    expect(within(drawer).queryByRole('textbox', { name: 'Draw time (HH:MM, Manila)' })).not.toBeInTheDocument();
    const cap = within(drawer).getByRole('textbox', { name: 'Exposure cap per number' });
    await userEvent.clear(cap);
    await userEvent.type(cap, '15,000.25');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writesOf(api)).toHaveLength(1));
    expect(writesOf(api)[0]).toMatchObject({ method: 'PUT', url: '/wps/admin/lottery/settings/PL_QUICK_1' });
    expect(JSON.parse(writesOf(api)[0]?.body ?? '{}')).toEqual({
      enabled: true,
      minBetMinor: '100',
      maxBetMinor: '500000',
      maxWinMinor: '500000000',
      exposureCapMinor: '1500025',
      closeSeconds: 10,
      drawTime: null,
      version: 2,
    });
  });

  it('should refuse a quick draw’s sales close of a whole period, and a zero cap, before sending', async () => {
    const api = install();
    renderWithAdmin(<LotteryPage />, '/admin/games/lottery');
    await userEvent.click(await screen.findByText('Quick draw · 1 min'));
    const drawer = await screen.findByRole('dialog', { name: 'Quick draw · 1 min: settings' });
    const close = within(drawer).getByRole('textbox', { name: 'Sales close (seconds before the draw)' });
    await userEvent.clear(close);
    await userEvent.type(close, '60');
    const cap = within(drawer).getByRole('textbox', { name: 'Exposure cap per number' });
    await userEvent.clear(cap);
    await userEvent.type(cap, '0');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Under 60 s: sales must stay open part of each period')).toBeInTheDocument();
    expect(within(drawer).getByText('Enter an amount in pesos above 0, like 1000.00')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);
  });

  it('should list draws, ask for upcoming ones, and open a draw’s exposure per number against the cap', async () => {
    const api = install();
    renderWithAdmin(<LotteryPage />, '/admin/games/lottery');
    await userEvent.click(await screen.findByRole('tab', { name: 'Draws' }));
    const table = await screen.findByRole('table', { name: 'Draws' });
    expect(await within(table).findByText('PL_QUICK_1-202611270400')).toBeInTheDocument();
    expect(within(table).getByText('Settled')).toBeInTheDocument();
    expect(within(table).getByText('95.0%')).toBeInTheDocument();
    await userEvent.click(within(table).getByText('PL_QUICK_1-202611270400'));
    const drawer = await screen.findByRole('dialog', { name: 'Draw PL_QUICK_1-202611270400' });
    const top = await within(drawer).findByTestId('exposure-de:27');
    expect(within(top).getByText('₱19,000.00')).toBeInTheDocument();
    expect(within(top).getByText('95.0%')).toBeInTheDocument();
    expect(within(within(drawer).getByTestId('exposure-xien2:11-42')).getByText('11 42')).toBeInTheDocument();
    expect(within(drawer).getByTestId('draw-result')).toHaveTextContent('special: 12345');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('radio', { name: 'Upcoming' }));
    expect(await screen.findByText('PL_QUICK_1-202611270405')).toBeInTheDocument();
    expect(api.requests.some((request) => request.url.includes('/wps/admin/lottery/draws?when=upcoming'))).toBe(true);
  });

  it('should give read-only staff no switch and no Save', async () => {
    install('READ_ONLY');
    const view = renderWithAdmin(<LotteryPage />, '/admin/games/lottery');
    await permissionsLoaded(view);
    expect(await screen.findByRole('switch', { name: 'Enabled: VN North' })).toBeDisabled();
    await userEvent.click(screen.getByText('VN North'));
    const drawer = await screen.findByRole('dialog', { name: 'VN North: settings' });
    expect(within(drawer).getByRole('textbox', { name: 'Draw time (HH:MM, Manila)' })).toHaveValue('19:15');
    expect(within(drawer).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
