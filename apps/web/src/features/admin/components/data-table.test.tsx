import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { PagedSchema } from '@perya/contracts';

import { installFakeApi } from '@/testing/fake-api';

import { useStaffSession } from '../shell/staff-session';
import { renderWithAdmin } from '../testing/render-admin';
import type { DataTableColumn } from './data-table';
import { DataTable } from './data-table';

const ItemSchema = z.object({ id: z.number(), name: z.string() });
type Item = z.infer<typeof ItemSchema>;
const PATH = '/wps/admin/things';

const columns: DataTableColumn<Item>[] = [
  { key: 'id', header: 'Id', render: (row) => row.id, sortKey: 'id' },
  { key: 'name', header: 'Name', render: (row) => row.name, sortKey: 'name' },
];

/** 60 things; the fake server pages them as the real ones do. */
const serveThings = () =>
  installFakeApi({
    [PATH]: (url) => {
      const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
      const all = Array.from({ length: 60 }, (_, index) => ({ id: index + 1, name: `thing ${index + 1}` }));
      const list = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      return {
        body: {
          success: true,
          code: 'OK',
          message: 'Success',
          value: { list, pageNo, pageSize, total: all.length, totalPages: Math.ceil(all.length / pageSize) },
        },
      };
    },
  });

const lastListRequest = (requests: { url: string }[]) =>
  new URL(requests.filter((request) => request.url.startsWith(PATH)).at(-1)?.url ?? '', 'http://localhost');

describe('DataTable', () => {
  beforeEach(() => useStaffSession.getState().setToken('staff-token'));
  afterEach(() => {
    useStaffSession.getState().setToken(null);
    vi.unstubAllGlobals();
  });

  const renderTable = (onOpen = vi.fn(), filters: Record<string, string> = { status: 'OPEN', q: '' }) =>
    renderWithAdmin(
      <DataTable
        path={PATH}
        schema={PagedSchema(ItemSchema)}
        columns={columns}
        rowKey={(row) => row.id}
        label="Things"
        filters={filters}
        onOpen={onOpen}
        exportName="things"
      />,
      '/admin/things',
    );

  it('should ask the server for a page with the filters and the staff token, and say the range', async () => {
    const { requests } = serveThings();
    renderTable();
    expect(await screen.findByText('thing 1')).toBeInTheDocument();
    const url = lastListRequest(requests);
    expect(url.searchParams.get('pageNo')).toBe('1');
    expect(url.searchParams.get('pageSize')).toBe('25');
    expect(url.searchParams.get('status')).toBe('OPEN');
    expect(url.searchParams.has('q')).toBe(false);
    expect(requests.find((request) => request.url.startsWith(PATH))?.headers.authorization).toBe('Bearer staff-token');
    expect(screen.getByTestId('table-range')).toHaveTextContent('1–25 of 60');
  });

  it('should sort by a header on click, ascending then descending, with aria-sort', async () => {
    const { requests } = serveThings();
    renderTable();
    await screen.findByText('thing 1');
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(lastListRequest(requests).searchParams.get('sort')).toBe('name');
    expect(lastListRequest(requests).searchParams.get('order')).toBe('asc');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    expect(lastListRequest(requests).searchParams.get('order')).toBe('desc');
  });

  it('should page on the server', async () => {
    const { requests } = serveThings();
    renderTable();
    await screen.findByText('thing 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('thing 26')).toBeInTheDocument();
    expect(lastListRequest(requests).searchParams.get('pageNo')).toBe('2');
    expect(screen.getByTestId('table-range')).toHaveTextContent('26–50 of 60');
  });

  it('should move between rows with the arrow keys and open the focused one with Enter', async () => {
    serveThings();
    const onOpen = vi.fn();
    renderTable(onOpen);
    await screen.findByText('thing 1');
    const rows = screen.getAllByRole('row').slice(1);
    rows[0]?.focus();
    fireEvent.keyDown(rows[0]!, { key: 'ArrowDown' });
    fireEvent.keyDown(rows[1]!, { key: 'ArrowDown' });
    expect(rows[2]).toHaveFocus();
    fireEvent.keyDown(rows[2]!, { key: 'ArrowUp' });
    expect(rows[1]).toHaveFocus();
    fireEvent.keyDown(rows[1]!, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith({ id: 2, name: 'thing 2' });
    // One row takes the tab stop: Tab leaves the table instead of walking every row.
    expect(rows.filter((row) => row.tabIndex === 0)).toHaveLength(1);
  });

  it('should export the same filters and sort as CSV, without paging', async () => {
    const { requests } = serveThings();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined }));
    renderTable();
    await screen.findByText('thing 1');
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Id/ })).getByRole('button'));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(lastListRequest(requests).searchParams.get('format')).toBe('csv'));
    const url = lastListRequest(requests);
    expect(url.searchParams.get('status')).toBe('OPEN');
    expect(url.searchParams.get('sort')).toBe('id');
    expect(url.searchParams.has('pageNo')).toBe(false);
  });

  it('should show the empty state at the same height when nothing matches', async () => {
    installFakeApi({
      [PATH]: () => ({
        body: {
          success: true,
          code: 'OK',
          message: 'Success',
          value: { list: [], pageNo: 1, pageSize: 25, total: 0, totalPages: 0 },
        },
      }),
    });
    renderTable();
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
  });
});
