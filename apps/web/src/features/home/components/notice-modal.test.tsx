import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';

import { notice, renderInRouter } from '../testing/home-fixtures';
import { NoticeList } from './notice-modal';

const TOTAL = 20;

describe('the notice list (noticeModal, spec §9)', () => {
  it('should show 9 notices a page and turn pages', async () => {
    const api = installFakeApi({
      '/wps/notices': (url) => {
        const pageNo = Number(url.searchParams.get('pageNo'));
        const pageSize = Number(url.searchParams.get('pageSize'));
        const ids = Array.from({ length: TOTAL }, (_, index) => index + 1).slice(
          (pageNo - 1) * pageSize,
          pageNo * pageSize,
        );
        return api.ok({
          list: ids.map(notice),
          pageNo,
          pageSize,
          total: TOTAL,
          totalPages: Math.ceil(TOTAL / pageSize),
        });
      },
    });
    const picked: number[] = [];
    renderInRouter(<NoticeList onPick={(item) => picked.push(item.id)} />);
    const list = await screen.findByTestId('notice-list');
    expect(list.querySelectorAll('li')).toHaveLength(9);
    expect(api.requests.at(-1)?.url).toContain('pageSize=9');

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByTestId('notice-list').querySelectorAll('li')).toHaveLength(2));
    expect(api.requests.at(-1)?.url).toContain('pageNo=3');

    await userEvent.click(screen.getByRole('button', { name: /Notice 19/ }));
    expect(picked).toEqual([19]);
  });
});
