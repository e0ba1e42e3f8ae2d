import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { PointConfig, StaffPointItem } from '@perya/contracts';

import { renderWithAdmin } from '../testing/render-admin';
import { endStaffSession, installStaffApi, ok, permissionsLoaded, writesOf } from '../testing/staff-api';
import PointsPage from './points-page';

// The points mall screen: items with what they cost, pay and have left; a bonus item is sent with
// its turnover and amounts in centavos; goods are sent paying nothing; an edit sends the version
// opened; the rules show "1 point ≈ ₱x" as typed and send the earning per category in centavos;
// read-only staff only read.

const item = (overrides: Partial<StaffPointItem> = {}): StaffPointItem => ({
  id: 1,
  kind: 'CASH',
  title: 'Cash ₱5',
  description: 'Five pesos',
  imageUrl: null,
  pointsRequired: '20',
  amountRequirementMinor: '0',
  rewardAmountMinor: '500',
  turnoverMultiplier: 0,
  stock: 50,
  enabled: true,
  version: 3,
  redeemedCount: 7,
  ...overrides,
});

const config: PointConfig = {
  enabled: true,
  pointValueMinorPer100: 100,
  convertMinPoints: '1000',
  convertStepPoints: 100,
  convertTurnoverMultiplier: 1,
  accrualLagMinutes: 60,
  earnRules: [
    { category: 'RNG', validBetMinorPerPoint: '10000', enabled: true },
    { category: 'LIVE', validBetMinorPerPoint: '20000', enabled: false },
  ],
  requirementDays: 30,
};

const install = (role: 'OWNER' | 'READ_ONLY' = 'OWNER') => {
  const api = installStaffApi(role, {
    '/wps/admin/points/items': () =>
      api.requests.at(-1)?.method === 'POST'
        ? ok(item({ id: 9 }))
        : ok({
            items: [
              item({ imageUrl: '/lgw/images/content/cash.webp' }),
              item({ id: 2, kind: 'GOODS', title: 'Perya cap', rewardAmountMinor: '0', stock: 0 }),
            ],
          }),
    '/wps/admin/points/items/1': () => ok(item({ version: 4 })),
    '/wps/admin/points/items/2': () => ok(item({ id: 2, kind: 'GOODS', version: 2 })),
    '/wps/admin/points/accrue': () => ok({ memberHours: 3 }),
    '/wps/admin/content/images': () => ok({ id: 'cap', url: '/lgw/images/content/cap.webp', width: 400, height: 400 }),
    '/wps/admin/points/config': () => {
      const last = api.requests.at(-1);
      return ok(last?.method === 'PUT' ? { ...config, ...JSON.parse(last.body ?? '{}') } : config);
    },
  });
  return api;
};

describe('the points mall screen', { timeout: 60_000 }, () => {
  afterEach(endStaffSession);

  it('should list each item with its cost, what it pays, its stock and redemptions', async () => {
    install();
    renderWithAdmin(<PointsPage />, '/admin/loyalty/points');
    const table = await screen.findByRole('table', { name: 'Reward items' });
    const cash = within(table).getByText('Cash ₱5').closest('tr') as HTMLElement;
    expect(cash).toHaveTextContent('Cash');
    expect(cash).toHaveTextContent('₱5.00');
    expect(cash).toHaveTextContent('50');
    expect(cash).toHaveTextContent('7');
    const cap = within(table).getByText('Perya cap').closest('tr') as HTMLElement;
    expect(cap).toHaveTextContent('Goods (reviewed)');
    expect(cap).toHaveTextContent('Sold out');
  });

  it('should create a bonus item with its turnover and amounts in centavos', async () => {
    const api = install();
    renderWithAdmin(<PointsPage />, '/admin/loyalty/points');
    await userEvent.click(await screen.findByRole('button', { name: 'New item' }));
    const drawer = await screen.findByRole('dialog', { name: 'New reward item' });
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Kind' }));
    await userEvent.click((await screen.findAllByRole('option', { name: 'Bonus', hidden: true })).at(-1)!);
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Title' }), { target: { value: 'Bonus ₱50' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Points' }), { target: { value: '1,500' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Valid bet needed/ }), {
      target: { value: '10000' },
    });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Pays (₱)' }), { target: { value: '50' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Bonus turnover ×' }), { target: { value: '5' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Stock' }), { target: { value: '20' } });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New reward item' })).toBeNull());
    expect(writesOf(api).map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /wps/admin/points/items',
    ]);
    expect(JSON.parse(writesOf(api)[0]?.body ?? '{}')).toEqual({
      kind: 'BONUS',
      title: 'Bonus ₱50',
      description: '',
      imageUrl: null,
      pointsRequired: '1500',
      amountRequirementMinor: '1000000',
      rewardAmountMinor: '5000',
      turnoverMultiplier: 5,
      stock: 20,
      enabled: true,
    });
  });

  it('should refuse a cash item that pays nothing before sending anything', async () => {
    const api = install();
    renderWithAdmin(<PointsPage />, '/admin/loyalty/points');
    await userEvent.click(await screen.findByRole('button', { name: 'New item' }));
    const drawer = await screen.findByRole('dialog', { name: 'New reward item' });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Title' }), { target: { value: 'Free cash' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Points' }), { target: { value: '10' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Pays (₱)' }), { target: { value: '0' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Stock' }), { target: { value: '1' } });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Enter pesos with up to 2 decimals')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);
  });

  it('should restock goods at the version opened, paying nothing', async () => {
    const api = install();
    renderWithAdmin(<PointsPage />, '/admin/loyalty/points');
    fireEvent.click(await screen.findByText('Perya cap'));
    const drawer = await screen.findByRole('dialog', { name: 'Item: Perya cap' });
    expect(within(drawer).queryByRole('textbox', { name: 'Pays (₱)' })).toBeNull();
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Stock' }), { target: { value: '12' } });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writesOf(api)).toHaveLength(1));
    expect(writesOf(api)[0]).toMatchObject({ method: 'PUT', url: '/wps/admin/points/items/2' });
    expect(JSON.parse(writesOf(api)[0]?.body ?? '{}')).toMatchObject({
      version: 3,
      kind: 'GOODS',
      rewardAmountMinor: '0',
      turnoverMultiplier: 0,
      stock: 12,
    });
  });

  it("should upload an item's picture through the content pictures and save its address, or remove it", async () => {
    const api = install();
    const view = renderWithAdmin(<PointsPage />, '/admin/loyalty/points');
    await permissionsLoaded(view);
    fireEvent.click(await screen.findByText('Perya cap'));
    const drawer = await screen.findByRole('dialog', { name: 'Item: Perya cap' });
    // No address to type: a picture is uploaded.
    expect(within(drawer).queryByRole('textbox', { name: /^Picture/ })).toBeNull();
    expect(within(drawer).getByLabelText('No picture')).toBeInTheDocument();
    const input = drawer.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'cap.png', { type: 'image/png' }));
    expect(await within(drawer).findByRole('img', { name: 'Item picture' })).toHaveAttribute(
      'src',
      '/lgw/images/content/cap.webp',
    );
    expect(writesOf(api).map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /wps/admin/content/images',
    ]);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writesOf(api)).toHaveLength(2));
    expect(JSON.parse(writesOf(api)[1]?.body ?? '{}')).toMatchObject({ imageUrl: '/lgw/images/content/cap.webp' });
  });

  it("should send no picture once staff remove an item's picture", async () => {
    const api = install();
    const view = renderWithAdmin(<PointsPage />, '/admin/loyalty/points');
    await permissionsLoaded(view);
    fireEvent.click(await screen.findByText('Cash ₱5'));
    const drawer = await screen.findByRole('dialog', { name: 'Item: Cash ₱5' });
    expect(within(drawer).getByRole('img', { name: 'Item picture' })).toHaveAttribute(
      'src',
      '/lgw/images/content/cash.webp',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove' }));
    expect(within(drawer).getByLabelText('No picture')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writesOf(api)).toHaveLength(1));
    expect(JSON.parse(writesOf(api)[0]?.body ?? '{}')).toMatchObject({ imageUrl: null });
  });

  it('should show what a point is worth as typed and save the rules in centavos', async () => {
    const api = install();
    renderWithAdmin(<PointsPage />, '/admin/loyalty/points');
    await userEvent.click(await screen.findByRole('tab', { name: 'Points rules' }));
    const value = await screen.findByRole('textbox', { name: 'Value of 100 points (₱)' });
    expect(value).toHaveValue('1.00');
    expect(screen.getByText('1 point ≈ ₱0.01')).toBeInTheDocument();
    fireEvent.change(value, { target: { value: '2.5' } });
    expect(screen.getByText('1 point ≈ ₱0.025')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Valid bet per point on Fishing' }), {
      target: { value: '50' },
    });
    await userEvent.click(screen.getByRole('switch', { name: 'Fishing earns points' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Valid bet per point on Live casino' }), {
      target: { value: '' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(writesOf(api)).toHaveLength(1));
    expect(JSON.parse(writesOf(api)[0]?.body ?? '{}')).toEqual({
      enabled: true,
      pointValueMinorPer100: 250,
      convertMinPoints: '1000',
      convertTurnoverMultiplier: 1,
      accrualLagMinutes: 60,
      earnRules: [
        { category: 'RNG', validBetMinorPerPoint: '10000', enabled: true },
        { category: 'FISH', validBetMinorPerPoint: '5000', enabled: true },
      ],
    });
  });

  it('should run the accrual now and say how many member-hours it credited', async () => {
    const api = install();
    renderWithAdmin(<PointsPage />, '/admin/loyalty/points');
    await userEvent.click(await screen.findByRole('tab', { name: 'Points rules' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Credit points now' }));
    await waitFor(() => expect(writesOf(api).map((request) => request.url)).toEqual(['/wps/admin/points/accrue']));
  });

  it('should show read-only staff the items and rules without the buttons that change them', async () => {
    install('READ_ONLY');
    const view = renderWithAdmin(<PointsPage />, '/admin/loyalty/points');
    await permissionsLoaded(view);
    fireEvent.click(await screen.findByText('Cash ₱5'));
    const drawer = await screen.findByRole('dialog', { name: 'Item: Cash ₱5' });
    expect(within(drawer).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New item' })).toBeNull();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await userEvent.click(screen.getByRole('tab', { name: 'Points rules' }));
    expect(await screen.findByRole('textbox', { name: 'Value of 100 points (₱)' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save rules' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Credit points now' })).toBeNull();
  });
});
