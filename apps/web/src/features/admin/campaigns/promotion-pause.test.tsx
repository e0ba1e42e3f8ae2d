import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { StaffPromotion } from '@perya/contracts';

import { installFakeApi } from '@/testing/fake-api';

import { useStaffSession } from '../shell/staff-session';
import { renderWithAdmin, staffMe } from '../testing/render-admin';
import PromotionsPage from './promotions-page';

// Pause and resume in the back office (decision 052): pausing asks first and says what happens to
// the rewards waiting; both send the version opened; a paused promotion says since when and that
// its rewards are held, in the list, the drawer and the editor.

const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'Success', value } });
const HOUR = 3_600_000;
const PAUSED_AT = '2026-11-26T09:30:00.000Z';

const promotion = (overrides: Partial<StaffPromotion> = {}): StaffPromotion => ({
  id: 7,
  announcementId: null,
  name: 'Daily reload',
  category: 'DAILY',
  audience: 'ALL',
  joinMode: 'AUTO',
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
  trigger: 'DAILY_SIGN_IN',
  thresholdMinor: null,
  streakDays: null,
  recurrence: 'DAILY',
  rewardKind: 'FIXED',
  amountMinor: '500',
  percentBp: null,
  capMinor: null,
  points: null,
  turnoverMultiplier: 1,
  expiryDays: 3,
  vipLevels: [],
  agentIds: [],
  memberIds: [],
  budgetMinor: null,
  spentMinor: '0',
  claimGuards: [],
  autoPay: false,
  endedAt: null,
  pausedAt: null,
  version: 3,
  rewards: { waiting: 4, paid: 9 },
  pendingApplications: 0,
  ...overrides,
});

const install = (current: StaffPromotion) => {
  const api = installFakeApi({
    '/wps/admin/me': () => ok(staffMe({ role: 'MARKETING' })),
    '/wps/admin/promotions': () => ok({ list: [current] }),
    '/wps/admin/promotions/7': () => ok(current),
    '/wps/admin/promotions/7/pause': () => ok({ ...current, pausedAt: PAUSED_AT, version: current.version + 1 }),
    '/wps/admin/promotions/7/resume': () => ok({ ...current, pausedAt: null, version: current.version + 1 }),
    '/wps/admin/promotions/grants': () => ok({ list: [], pageNo: 1, pageSize: 25, total: 0, totalPages: 0 }),
    '/wps/admin/content/announcements': () =>
      ok({
        id: 50,
        kind: 'PROMOTION',
        texts: { EN: { title: 'Daily reload', content: 'Sign in daily.' } },
        startsAt: current.startsAt,
        endsAt: current.endsAt,
        enabled: true,
        sequence: 0,
        groupName: null,
        url: null,
        linkageType: null,
        linkage: null,
        execution: null,
        category: 'DAILY',
        images: [],
        updatedAt: current.startsAt,
        version: 1,
      }),
  });
  useStaffSession.getState().setToken('staff-token');
  return api;
};

const bodyOf = (api: ReturnType<typeof install>, path: string) =>
  JSON.parse(api.requests.find((request) => request.method === 'POST' && request.url === path)?.body ?? 'null');

describe('pausing a promotion in the back office', { timeout: 60_000 }, () => {
  afterEach(() => {
    useStaffSession.getState().setToken(null);
    vi.unstubAllGlobals();
  });

  it('should pause only after a confirmation that says the waiting rewards are held, at the version opened', async () => {
    const api = install(promotion());
    renderWithAdmin(<PromotionsPage />, '/admin/content/promotions');
    fireEvent.click(await screen.findByText('Daily reload'));
    const drawer = await screen.findByRole('dialog', { name: 'Promotion #7 · Daily reload' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Pause' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pause Daily reload?' });
    expect(confirm).toHaveTextContent('The 4 rewards already waiting are held');
    expect(api.requests.some((request) => request.url.endsWith('/pause'))).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Pause the promotion' }));
    await waitFor(() => expect(bodyOf(api, '/wps/admin/promotions/7/pause')).toEqual({ version: 3 }));
  });

  it('should show a paused promotion as paused with its held rewards, and resume it at its version', async () => {
    const api = install(promotion({ pausedAt: PAUSED_AT, version: 4 }));
    renderWithAdmin(<PromotionsPage />, '/admin/content/promotions');
    const table = await screen.findByRole('table', { name: 'Promotions' });
    expect(within(table).getByText('Daily reload').closest('tr')).toHaveTextContent('Paused');
    fireEvent.click(within(table).getByText('Daily reload'));
    const drawer = await screen.findByRole('dialog', { name: 'Promotion #7 · Daily reload' });
    expect(drawer).toHaveTextContent('Paused since');
    expect(drawer).toHaveTextContent('members see them but cannot claim them, and they do not expire');
    expect(within(drawer).queryByRole('button', { name: 'Pause' })).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(bodyOf(api, '/wps/admin/promotions/7/resume')).toEqual({ version: 4 }));
  });

  it('should say in the editor that the promotion is paused, and save at the version a resume there moved to', async () => {
    const api = install(promotion({ pausedAt: PAUSED_AT, version: 4 }));
    renderWithAdmin(<PromotionsPage />, '/admin/content/promotions');
    fireEvent.click(await screen.findByText('Daily reload'));
    const drawer = await screen.findByRole('dialog', { name: 'Promotion #7 · Daily reload' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Daily reload' });
    expect(editor).toHaveTextContent('Paused since');
    await userEvent.click(within(editor).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(bodyOf(api, '/wps/admin/promotions/7/resume')).toEqual({ version: 4 }));
    await waitFor(() => expect(within(editor).queryByText(/Paused since/)).toBeNull());
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Title (English)' }), 'Daily reload');
    await userEvent.type(within(editor).getByRole('textbox', { name: /^Text \(English\)/ }), 'Sign in daily.');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        JSON.parse(
          api.requests.find((request) => request.method === 'PUT' && request.url === '/wps/admin/promotions/7')?.body ??
            'null',
        ),
      ).toMatchObject({ version: 5 }),
    );
  });
});
