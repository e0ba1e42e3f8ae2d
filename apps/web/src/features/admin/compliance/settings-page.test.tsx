import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ComplianceSettings } from '@perya/contracts';

import { installFakeApi } from '@/testing/fake-api';

import { useStaffSession } from '../shell/staff-session';
import { renderWithAdmin, staffMe } from '../testing/render-admin';
import ComplianceSettingsPage, { changesOf } from './settings-page';

// Compliance settings: the form sends only what changed, amounts in minor units, the floor in basis points.

const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'Success', value } });
const saved: ComplianceSettings = {
  minimumAge: 21,
  withdrawalTier: 'VERIFIED',
  largeDepositTier: 'VERIFIED',
  largeDepositAboveMinor: '5000000',
  coveredThresholdMinor: '500000000',
  structuringFloorBps: 9000,
  structuringCount: 3,
  structuringWindowHours: 48,
  strDeadlineWorkingDays: 5,
};

const install = (role: 'OWNER' | 'READ_ONLY') => {
  installFakeApi({
    '/wps/admin/me': () => ok(staffMe({ role })),
    '/wps/admin/compliance/settings': () => ok(saved),
  });
  useStaffSession.getState().setToken('staff-token');
};

describe('the compliance settings screen', () => {
  afterEach(() => {
    useStaffSession.getState().setToken(null);
    vi.unstubAllGlobals();
  });

  it('should send only the changed settings, the threshold in centavos', async () => {
    const user = userEvent.setup();
    install('OWNER');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithAdmin(<ComplianceSettingsPage />, '/admin/compliance/settings');
    const threshold = await screen.findByRole('textbox', { name: 'Covered transaction threshold (₱)' });
    expect(threshold).toHaveValue('5000000.00');
    await waitFor(() => expect(threshold).toBeEnabled()); // once the staff member's permissions load
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await user.clear(threshold);
    await user.type(threshold, '4000000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe('/wps/admin/compliance/settings');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ coveredThresholdMinor: '400000000' });
  });

  it('should refuse an amount that is not one and keep saving off', async () => {
    const user = userEvent.setup();
    install('OWNER');
    renderWithAdmin(<ComplianceSettingsPage />, '/admin/compliance/settings');
    const above = await screen.findByRole('textbox', { name: 'Large deposit above (₱)' });
    await waitFor(() => expect(above).toBeEnabled());
    await user.clear(above);
    await user.type(above, '50,000 pesos');
    expect(await screen.findByText(/Enter an amount in pesos/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('should show read-only staff the settings with no way to change them', async () => {
    install('READ_ONLY');
    renderWithAdmin(<ComplianceSettingsPage />, '/admin/compliance/settings');
    expect(await screen.findByRole('textbox', { name: 'Covered transaction threshold (₱)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});

describe('changesOf', () => {
  const form = {
    minimumAge: 21,
    withdrawalTier: 'VERIFIED' as const,
    largeDepositTier: 'VERIFIED' as const,
    largeDepositAbove: '50000',
    coveredThreshold: '5000000',
    structuringFloorPercent: 90,
    structuringCount: 3,
    structuringWindowHours: 48,
    strDeadlineWorkingDays: 5,
  };

  it('should find nothing changed in the saved values and turn a percentage into basis points', () => {
    expect(changesOf(saved, form)).toEqual({});
    expect(changesOf(saved, { ...form, structuringFloorPercent: 92.5, minimumAge: 25 })).toEqual({
      structuringFloorBps: 9250,
      minimumAge: 25,
    });
    expect(changesOf(saved, { ...form, coveredThreshold: 'five' })).toBeNull();
  });
});
