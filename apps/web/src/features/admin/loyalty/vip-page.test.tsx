import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { RebateRate, VipLevel } from '@perya/contracts';

import { renderWithAdmin } from '../testing/render-admin';
import { endStaffSession, installStaffApi, ok, permissionsLoaded, writesOf } from '../testing/staff-api';
import VipPage from './vip-page';

// The VIP screen: the ladder is edited in pesos and saved whole in centavos; a threshold below the
// level beneath is refused before anything is sent; a ladder changed by someone else since it was
// opened is not overwritten; the rebate grid sends basis points with the category's basis;
// read-only staff read both without the buttons that change them.

const level = (n: number, overrides: Partial<VipLevel> = {}): VipLevel => ({
  level: n,
  name: `VIP${n}`,
  minValidBetMinor: String(n * 1_000_000),
  minDepositMinor: String(n * 100_000),
  condition: 'ANY',
  upgradeBonusMinor: String(n * 10_000),
  monthlyBonusMinor: '0',
  birthdayBonusMinor: '0',
  birthdayMinDeposits: 0,
  turnoverMultiplier: 1,
  rebateTurnoverMultiplier: 0,
  dailyWithdrawalCount: n === 0 ? 3 : null,
  dailyWithdrawalLimitMinor: n === 0 ? '5000000' : null,
  ...overrides,
});

const rates: RebateRate[] = [
  { level: 1, category: 'RNG', basis: 'VALID_BET', rateBasisPoints: 60 },
  { level: 2, category: 'RNG', basis: 'VALID_BET', rateBasisPoints: 80 },
  { level: 1, category: 'LIVE', basis: 'EDGE_WEIGHTED', rateBasisPoints: 1000 },
];

const install = (role: 'OWNER' | 'READ_ONLY' = 'OWNER', options: { changedMeanwhile?: boolean } = {}) => {
  let ladder = [level(0), level(1), level(2)];
  let reads = 0;
  const api = installStaffApi(role, {
    '/wps/admin/vip/levels': () => {
      const last = api.requests.at(-1);
      if (last?.method === 'PUT') {
        ladder = JSON.parse(last.body ?? '{}').levels;
        return ok({ levels: ladder, currency: 'PHP' });
      }
      reads += 1;
      // The second read is the check before saving: someone else renamed VIP2 meanwhile.
      if (options.changedMeanwhile && reads > 1)
        return ok({ levels: [level(0), level(1), level(2, { name: 'Gold' })], currency: 'PHP' });
      return ok({ levels: ladder, currency: 'PHP' });
    },
    '/wps/admin/vip/rebate-rates': () => {
      const last = api.requests.at(-1);
      return ok(last?.method === 'PUT' ? JSON.parse(last.body ?? '{}') : { rates });
    },
  });
  return api;
};

describe('the VIP screen', { timeout: 60_000 }, () => {
  afterEach(endStaffSession);

  it('should save the whole ladder in centavos with the level changed', async () => {
    const api = install();
    renderWithAdmin(<VipPage />, '/admin/loyalty/vip');
    const bet = await screen.findByRole('textbox', { name: 'Valid bet (₱) of VIP2' });
    expect(bet).toHaveValue('20000.00');
    expect(screen.getByRole('textbox', { name: 'Withdrawn a day (₱) of VIP0' })).toHaveValue('50000.00');
    fireEvent.change(bet, { target: { value: '25,000.50' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Withdrawals a day of VIP2' }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Birthday: deposits to date of VIP2' }), {
      target: { value: '5' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Withdrawn a day (₱) of VIP2' }), {
      target: { value: '200000' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save ladder' }));
    await waitFor(() => expect(writesOf(api)).toHaveLength(1));
    const body = JSON.parse(writesOf(api)[0]?.body ?? '{}');
    expect(body.levels).toHaveLength(3);
    expect(body.levels[2]).toMatchObject({
      level: 2,
      minValidBetMinor: '2500050',
      minDepositMinor: '200000',
      upgradeBonusMinor: '20000',
      birthdayMinDeposits: 5,
      dailyWithdrawalCount: 5,
      dailyWithdrawalLimitMinor: '20000000',
    });
    expect(body.levels[1]).toMatchObject({
      birthdayMinDeposits: 0,
      dailyWithdrawalCount: null,
      dailyWithdrawalLimitMinor: null,
    });
    // The form starts again from the ladder as saved.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Withdrawn a day (₱) of VIP2' })).toHaveValue('200000.00'),
    );
  });

  it('should add a top level and refuse it until its threshold is at least the one below', async () => {
    const api = install();
    renderWithAdmin(<VipPage />, '/admin/loyalty/vip');
    await userEvent.click(await screen.findByRole('button', { name: 'Add level' }));
    const bet = screen.getByRole('textbox', { name: 'Valid bet (₱) of VIP3' });
    fireEvent.change(bet, { target: { value: '100' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save ladder' }));
    expect(await screen.findByText('Level VIP3: a level needs at least what the one below needs')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);
    fireEvent.change(bet, { target: { value: '50000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save ladder' }));
    await waitFor(() => expect(writesOf(api)).toHaveLength(1));
    expect(JSON.parse(writesOf(api)[0]?.body ?? '{}').levels[3]).toMatchObject({
      level: 3,
      name: 'VIP3',
      minValidBetMinor: '5000000',
      // Copied from the level below, which asks none.
      birthdayMinDeposits: 0,
    });
  });

  it('should not overwrite a ladder someone changed since it was opened', async () => {
    const api = install('OWNER', { changedMeanwhile: true });
    renderWithAdmin(<VipPage />, '/admin/loyalty/vip');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name of VIP1' }), { target: { value: 'Silver' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save ladder' }));
    expect(await screen.findByText(/Someone changed the ladder since you opened it/)).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Name of VIP1' })).toHaveValue('Silver');
  });

  it('should save the rebate grid in basis points with each category basis', async () => {
    const api = install();
    renderWithAdmin(<VipPage />, '/admin/loyalty/vip');
    await userEvent.click(await screen.findByRole('tab', { name: 'Rebate rates' }));
    const grid = await screen.findByRole('table', { name: 'Rebate rates' });
    expect(within(grid).getByRole('textbox', { name: 'Rebate of VIP2 on Slots' })).toHaveValue('0.8');
    expect(within(grid).getByRole('textbox', { name: 'Rebate of VIP1 on Live casino' })).toHaveValue('10');
    fireEvent.change(within(grid).getByRole('textbox', { name: 'Rebate of VIP2 on Slots' }), {
      target: { value: '1.25' },
    });
    fireEvent.change(within(grid).getByRole('textbox', { name: 'Rebate of VIP0 on Fishing' }), {
      target: { value: '0.5' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(writesOf(api)).toHaveLength(1));
    const sent = JSON.parse(writesOf(api)[0]?.body ?? '{}').rates as RebateRate[];
    expect(sent).toHaveLength(4);
    expect(sent).toEqual(
      expect.arrayContaining([
        { level: 2, category: 'RNG', basis: 'VALID_BET', rateBasisPoints: 125 },
        { level: 1, category: 'LIVE', basis: 'EDGE_WEIGHTED', rateBasisPoints: 1000 },
        { level: 0, category: 'FISH', basis: 'VALID_BET', rateBasisPoints: 50 },
        { level: 1, category: 'RNG', basis: 'VALID_BET', rateBasisPoints: 60 },
      ]),
    );
  });

  it('should refuse a rate it cannot read before sending anything', async () => {
    const api = install();
    renderWithAdmin(<VipPage />, '/admin/loyalty/vip');
    await userEvent.click(await screen.findByRole('tab', { name: 'Rebate rates' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Rebate of VIP1 on Cards' }), {
      target: { value: '0.125' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText(/VIP1 · Cards: a rate is a percentage/)).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);
  });

  it('should show read-only staff the ladder and the rates without the buttons that change them', async () => {
    install('READ_ONLY');
    const view = renderWithAdmin(<VipPage />, '/admin/loyalty/vip');
    await permissionsLoaded(view);
    expect(await screen.findByRole('textbox', { name: 'Valid bet (₱) of VIP1' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save ladder' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add level' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Rebate rates' }));
    expect(await screen.findByRole('textbox', { name: 'Rebate of VIP2 on Slots' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save rates' })).toBeNull();
  });
});
