import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { StaffAnnouncement, StaffPromotion } from '@perya/contracts';

import { installFakeApi } from '@/testing/fake-api';

import { useStaffSession } from '../shell/staff-session';
import { renderWithAdmin, staffMe } from '../testing/render-admin';
import PromotionsPage from './promotions-page';

// The promotions screen: the list shows where each promotion stands and its budget; a new
// promotion sends its words (a PROMOTION announcement) and then its rules in centavos with the
// announcement's id; an edit sends the version opened; ending asks first; read-only staff only read.

const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'Success', value } });
const HOUR = 3_600_000;

const promotion = (overrides: Partial<StaffPromotion> = {}): StaffPromotion => ({
  id: 7,
  announcementId: 40,
  name: 'First deposit 100%',
  category: 'NEWBIE',
  audience: 'ALL',
  joinMode: 'JOIN',
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
  trigger: 'FIRST_DEPOSIT',
  thresholdMinor: '50000',
  streakDays: null,
  recurrence: 'ONCE',
  rewardKind: 'PERCENT',
  amountMinor: null,
  percentBp: 10_000,
  capMinor: '100000',
  points: null,
  turnoverMultiplier: 5,
  expiryDays: 7,
  vipLevels: [],
  agentIds: [],
  memberIds: [],
  budgetMinor: '1000000',
  spentMinor: '850000',
  claimGuards: ['DEVICE'],
  autoPay: false,
  endedAt: null,
  pausedAt: null,
  version: 3,
  rewards: { waiting: 2, paid: 17 },
  pendingApplications: 0,
  ...overrides,
});

const announcement: StaffAnnouncement = {
  id: 40,
  kind: 'PROMOTION',
  texts: { EN: { title: 'Double your first deposit', content: '<p>Up to ₱1,000.</p>' } },
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  enabled: true,
  sequence: 5,
  groupName: null,
  url: null,
  linkageType: null,
  linkage: null,
  execution: null,
  category: 'NEWBIE',
  images: [{ url: '/img/first.webp', sequence: 0 }],
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 2,
};

const install = (role: 'OWNER' | 'READ_ONLY' = 'OWNER') => {
  const list = [
    promotion(),
    promotion({
      id: 8,
      name: 'Sunday rescue',
      announcementId: null,
      budgetMinor: null,
      spentMinor: '0',
      endedAt: new Date().toISOString(),
    }),
  ];
  const api = installFakeApi({
    '/wps/admin/me': () => ok(staffMe({ role })),
    '/wps/admin/promotions': () => ok({ list }),
    '/wps/admin/promotions/7': () => ok(list[0]),
    '/wps/admin/promotions/7/end': () => ok({ ...list[0], endedAt: new Date().toISOString() }),
    '/wps/admin/promotions/grants': () => ok({ list: [], pageNo: 1, pageSize: 25, total: 0, totalPages: 0 }),
    '/wps/admin/content/announcements': () =>
      ok({ list: [announcement], pageNo: 1, pageSize: 200, total: 1, totalPages: 1 }),
    '/wps/admin/content/announcements/40': () => ok({ ...announcement, version: 3 }),
  });
  useStaffSession.getState().setToken('staff-token');
  return api;
};

const bodyOf = (api: ReturnType<typeof install>, method: string, path: string) =>
  JSON.parse(api.requests.find((request) => request.method === method && request.url === path)?.body ?? 'null');

// The editor is a large drawer: jsdom renders it slowly on a busy machine, hence the longer ceiling.
describe('the promotions screen', { timeout: 60_000 }, () => {
  afterEach(() => {
    useStaffSession.getState().setToken(null);
    vi.unstubAllGlobals();
  });

  it('should list each promotion with its state, spent of budget and rewards', async () => {
    install();
    renderWithAdmin(<PromotionsPage />, '/admin/content/promotions');
    const table = await screen.findByRole('table', { name: 'Promotions' });
    const first = within(table).getByText('First deposit 100%').closest('tr') as HTMLElement;
    expect(first).toHaveTextContent('Running');
    expect(first).toHaveTextContent('₱8,500.00 / ₱10,000.00');
    expect(first).toHaveTextContent('2 waiting · 17 paid');
    expect(within(first).getByRole('progressbar', { name: 'Budget used by First deposit 100%' })).toHaveAttribute(
      'aria-valuenow',
      '85',
    );
    const second = within(table).getByText('Sunday rescue').closest('tr') as HTMLElement;
    expect(second).toHaveTextContent('Ended');
    expect(second).toHaveTextContent('no budget');
  });

  it('should create a promotion: its words first, then its rules in centavos with the announcement id', async () => {
    const api = installFakeApi({
      '/wps/admin/me': () => ok(staffMe({ role: 'OWNER' })),
      '/wps/admin/promotions': (_url) =>
        api.requests.at(-1)?.method === 'POST' ? ok(promotion({ id: 9 })) : ok({ list: [] }),
      '/wps/admin/content/announcements': () => ok({ ...announcement, id: 41, version: 1 }),
    });
    useStaffSession.getState().setToken('staff-token');
    renderWithAdmin(<PromotionsPage />, '/admin/content/promotions');
    await userEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
    const drawer = await screen.findByRole('dialog', { name: 'New promotion' });
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Reload Friday' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Bonus (₱)' }), { target: { value: '150.50' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Budget/ }), { target: { value: '20,000' } });
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'IP address' }));

    // The English words are required: nothing is sent without them.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('The English title and text are required.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Title (English)' }), {
      target: { value: 'Reload Friday ₱150' },
    });
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Text \(English\)/ }), {
      target: { value: '<p>Every Friday.</p>' },
    });
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Tagalog' }));
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Title (Tagalog)' }), {
      target: { value: 'Reload tuwing Biyernes' },
    });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New promotion' })).toBeNull());
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.url)).toEqual(['/wps/admin/content/announcements', '/wps/admin/promotions']);
    expect(JSON.parse(posts[0]?.body ?? '{}')).toMatchObject({
      kind: 'PROMOTION',
      category: 'NEWBIE',
      texts: {
        EN: { title: 'Reload Friday ₱150', content: '<p>Every Friday.</p>' },
        TY: { title: 'Reload tuwing Biyernes', content: '' },
      },
    });
    expect(JSON.parse(posts[0]?.body ?? '{}').texts.PT).toBeUndefined();
    expect(JSON.parse(posts[1]?.body ?? '{}')).toMatchObject({
      name: 'Reload Friday',
      announcementId: 41,
      trigger: 'FIRST_DEPOSIT',
      joinMode: 'JOIN',
      rewardKind: 'FIXED',
      amountMinor: '15050',
      percentBp: null,
      budgetMinor: '2000000',
      claimGuards: ['IP'],
      turnoverMultiplier: 1,
    });
  });

  it('should edit the words already created when the rules were refused, not add a second copy', async () => {
    let refuse = true;
    const api = installFakeApi({
      '/wps/admin/me': () => ok(staffMe({ role: 'OWNER' })),
      '/wps/admin/promotions': () => {
        if (api.requests.at(-1)?.method !== 'POST') return ok({ list: [] });
        if (!refuse) return ok(promotion({ id: 9 }));
        refuse = false;
        return { status: 503, body: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Busy', value: null } };
      },
      '/wps/admin/content/announcements': () => ok({ ...announcement, id: 41, version: 1 }),
      '/wps/admin/content/announcements/41': () => ok({ ...announcement, id: 41, version: 2 }),
    });
    useStaffSession.getState().setToken('staff-token');
    renderWithAdmin(<PromotionsPage />, '/admin/content/promotions');
    await userEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
    const drawer = await screen.findByRole('dialog', { name: 'New promotion' });
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Retry' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Bonus (₱)' }), { target: { value: '10' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Title (English)' }), { target: { value: 'Retry' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Text \(English\)/ }), {
      target: { value: '<p>Text</p>' },
    });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await within(drawer).findByRole('alert');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New promotion' })).toBeNull());
    const writes = api.requests.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /wps/admin/content/announcements',
      'POST /wps/admin/promotions',
      'PUT /wps/admin/content/announcements/41',
      'POST /wps/admin/promotions',
    ]);
    expect(JSON.parse(writes[2]?.body ?? '{}')).toMatchObject({ version: 1 });
    expect(JSON.parse(writes[3]?.body ?? '{}')).toMatchObject({ announcementId: 41 });
  });

  it('should refuse an amount it cannot read before sending anything', async () => {
    const api = install();
    renderWithAdmin(<PromotionsPage />, '/admin/content/promotions');
    await userEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
    const drawer = await screen.findByRole('dialog', { name: 'New promotion' });
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Bad amount' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Bonus (₱)' }), { target: { value: '12.345' } });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Enter pesos with up to 2 decimals')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method !== 'GET')).toBe(false);
  });

  it('should edit a promotion and its words at the versions opened', async () => {
    const api = install();
    renderWithAdmin(<PromotionsPage />, '/admin/content/promotions');
    fireEvent.click(await screen.findByText('First deposit 100%'));
    const drawer = await screen.findByRole('dialog', { name: 'Promotion #7 · First deposit 100%' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Edit' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit First deposit 100%' });
    expect(within(editor).getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Double your first deposit');
    const percent = within(editor).getByRole('textbox', { name: 'Percentage (%)' });
    expect(percent).toHaveValue('100');
    fireEvent.change(percent, { target: { value: '12.5' } });
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit First deposit 100%' })).toBeNull());
    expect(bodyOf(api, 'PUT', '/wps/admin/content/announcements/40')).toMatchObject({
      kind: 'PROMOTION',
      version: 2,
      sequence: 5,
      images: [{ url: '/img/first.webp', sequence: 0 }],
      texts: { EN: { title: 'Double your first deposit' } },
    });
    expect(bodyOf(api, 'PUT', '/wps/admin/promotions/7')).toMatchObject({
      version: 3,
      promotion: {
        announcementId: 40,
        rewardKind: 'PERCENT',
        percentBp: 1250,
        capMinor: '100000',
        thresholdMinor: '50000',
        expiryDays: 7,
        claimGuards: ['DEVICE'],
      },
    });
  });

  it('should end a promotion only after the confirmation', async () => {
    const api = install();
    renderWithAdmin(<PromotionsPage />, '/admin/content/promotions');
    fireEvent.click(await screen.findByText('First deposit 100%'));
    const drawer = await screen.findByRole('dialog', { name: 'Promotion #7 · First deposit 100%' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'End now' }));
    const confirm = await screen.findByRole('dialog', { name: 'End First deposit 100% now?' });
    expect(api.requests.some((request) => request.url.endsWith('/end'))).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'End the promotion' }));
    await waitFor(() =>
      expect(
        api.requests.some((request) => request.method === 'POST' && request.url === '/wps/admin/promotions/7/end'),
      ).toBe(true),
    );
  });

  it('should show read-only staff the promotions without the buttons that change them', async () => {
    install('READ_ONLY');
    renderWithAdmin(<PromotionsPage />, '/admin/content/promotions');
    fireEvent.click(await screen.findByText('First deposit 100%'));
    await screen.findByRole('dialog', { name: 'Promotion #7 · First deposit 100%' });
    expect(screen.queryByRole('button', { name: 'New promotion' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End now' })).toBeNull();
  });
});
