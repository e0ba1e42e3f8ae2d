import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { StaffOriginalsSetting } from '@perya/contracts';

import { renderWithAdmin } from '../testing/render-admin';
import { endStaffSession, installStaffApi, ok, permissionsLoaded, writesOf } from '../testing/staff-api';
import OriginalsPage from './originals-page';

// The originals settings screen (decision 061): the declared RTP and house edge beside the limits,
// crash's round cap in its row; an edit sends centavos with the version read; the server's rules
// are checked before sending and named under their fields; a refusal shows the server's message;
// read-only staff see no switch to flip and no Save.

const setting = (overrides: Partial<StaffOriginalsSetting>): StaffOriginalsSetting => ({
  game: 'dice',
  enabled: true,
  minBetMinor: '100',
  maxBetMinor: '1000000',
  maxWinMinor: '100000000',
  floorMinBetMinor: '100',
  houseEdgeBps: 100,
  rtpPercent: '99.0000',
  maxRtpPercent: '99.0000',
  version: 1,
  updatedAt: null,
  ...overrides,
});

const SETTINGS = [
  setting({ game: 'dice' }),
  setting({ game: 'plinko', rtpPercent: '98.9901', maxRtpPercent: '99.0012', floorMinBetMinor: '200' }),
  setting({ game: 'limbo', version: 4, updatedAt: '2026-11-26T08:00:00.000Z' }),
  setting({ game: 'crash', version: 2 }),
];
const CRASH = { maxRoundWinMinor: '500000000', version: 3, updatedAt: null };

const install = (role: 'OWNER' | 'READ_ONLY' = 'OWNER', refuse = false) => {
  const api = installStaffApi(role, {
    '/wps/admin/originals/settings': () => ok({ settings: SETTINGS }),
    '/wps/admin/originals/crash/settings': () => ok(CRASH),
    '/wps/admin/originals/settings/limbo': () =>
      refuse
        ? {
            status: 409,
            body: { success: false, code: 'STALE_RECORD', message: 'Binago na ito ng iba. I-reload.', value: null },
          }
        : ok(SETTINGS[2]),
    '/wps/admin/originals/settings/dice': () => ok(SETTINGS[0]),
  });
  return api;
};

const bodyOf = (api: ReturnType<typeof install>, url: string) =>
  JSON.parse(writesOf(api).find((request) => request.url === url)?.body ?? 'null');

describe('the originals settings screen', () => {
  afterEach(endStaffSession);

  it('should show each game’s declared RTP and house edge beside its limits, and crash’s round cap', async () => {
    install();
    renderWithAdmin(<OriginalsPage />, '/admin/games/originals');
    const plinko = await screen.findByTestId('original-plinko');
    expect(within(plinko).getByText('98.99–99.00 %')).toBeInTheDocument();
    expect(within(plinko).getByText('1.00 %')).toBeInTheDocument();
    expect(within(screen.getByTestId('original-dice')).getByText('99.00 %')).toBeInTheDocument();
    expect(within(screen.getByTestId('original-crash')).getByText('₱5,000,000.00')).toBeInTheDocument();
  });

  it('should save a new max win in centavos with the version read', async () => {
    const api = install();
    renderWithAdmin(<OriginalsPage />, '/admin/games/originals');
    await userEvent.click(await screen.findByText('Limbo Lipad'));
    const drawer = await screen.findByRole('dialog', { name: 'Limbo Lipad: settings' });
    const maxWin = within(drawer).getByRole('textbox', { name: 'Max win per bet' });
    expect(maxWin).toHaveValue('1000000.00');
    await userEvent.clear(maxWin);
    await userEvent.type(maxWin, '25,000.50');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf(api, '/wps/admin/originals/settings/limbo')).toEqual({
        enabled: true,
        minBetMinor: '100',
        maxBetMinor: '1000000',
        maxWinMinor: '2500050',
        version: 4,
      }),
    );
    // Crash's settings were not touched.
    expect(writesOf(api).map((request) => request.url)).toEqual(['/wps/admin/originals/settings/limbo']);
  });

  it('should send only crash’s round cap when only it changed, with its own version', async () => {
    const api = install();
    renderWithAdmin(<OriginalsPage />, '/admin/games/originals');
    await userEvent.click(await screen.findByText('Saranggola Crash'));
    const drawer = await screen.findByRole('dialog', { name: 'Saranggola Crash: settings' });
    const roundCap = within(drawer).getByRole('textbox', { name: 'Max win per round' });
    await userEvent.clear(roundCap);
    await userEvent.type(roundCap, '750000');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf(api, '/wps/admin/originals/crash/settings')).toEqual({ maxRoundWinMinor: '75000000', version: 3 }),
    );
    expect(writesOf(api)).toHaveLength(1);
  });

  it('should name the fields that break the rules and send nothing', async () => {
    const api = install();
    renderWithAdmin(<OriginalsPage />, '/admin/games/originals');
    await userEvent.click(await screen.findByText('Perya Plinko'));
    const drawer = await screen.findByRole('dialog', { name: 'Perya Plinko: settings' });
    expect(within(drawer).getByText('Defaults (never changed)')).toBeInTheDocument();
    expect(within(drawer).getByText('98.9901 % – 99.0012 %')).toBeInTheDocument();
    const minBet = within(drawer).getByRole('textbox', { name: 'Min bet' });
    await userEvent.clear(minBet);
    await userEvent.type(minBet, '1.50');
    const maxWin = within(drawer).getByRole('textbox', { name: 'Max win per bet' });
    await userEvent.clear(maxWin);
    await userEvent.type(maxWin, '50');
    const maxBet = within(drawer).getByRole('textbox', { name: 'Max bet' });
    await userEvent.clear(maxBet);
    await userEvent.type(maxBet, 'ten');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('At least ₱2.00 for this game')).toBeInTheDocument();
    expect(within(drawer).getByText('Enter an amount in pesos, like 1000.00')).toBeInTheDocument();
    await userEvent.clear(maxBet);
    await userEvent.type(maxBet, '100');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Not below the max bet')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);
  });

  it('should show the server’s refusal in the language it answered in', async () => {
    install('OWNER', true);
    renderWithAdmin(<OriginalsPage />, '/admin/games/originals');
    await userEvent.click(await screen.findByText('Limbo Lipad'));
    const drawer = await screen.findByRole('dialog', { name: 'Limbo Lipad: settings' });
    await userEvent.click(within(drawer).getByRole('switch', { name: 'Enabled' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Binago na ito ng iba. I-reload.');
  });

  it('should switch a game off from its row, sending the row as read', async () => {
    const api = install();
    renderWithAdmin(<OriginalsPage />, '/admin/games/originals');
    const toggle = await screen.findByRole('switch', { name: 'Enabled: Dais Perya' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(bodyOf(api, '/wps/admin/originals/settings/dice')).toEqual({
        enabled: false,
        minBetMinor: '100',
        maxBetMinor: '1000000',
        maxWinMinor: '100000000',
        version: 1,
      }),
    );
  });

  it('should give read-only staff no switch to flip and no Save', async () => {
    install('READ_ONLY');
    const view = renderWithAdmin(<OriginalsPage />, '/admin/games/originals');
    await permissionsLoaded(view);
    expect(await screen.findByRole('switch', { name: 'Enabled: Dais Perya' })).toBeDisabled();
    await userEvent.click(screen.getByText('Limbo Lipad'));
    const drawer = await screen.findByRole('dialog', { name: 'Limbo Lipad: settings' });
    expect(within(drawer).getByRole('textbox', { name: 'Max win per bet' })).toHaveAttribute('readonly');
    expect(within(drawer).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
