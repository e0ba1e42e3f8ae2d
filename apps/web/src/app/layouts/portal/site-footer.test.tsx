import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderWithRouter } from '@/features/games/testing/games-fixtures';
import { installFakeApi } from '@/testing/fake-api';

import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  beforeEach(() => {
    installFakeApi({});
  });

  it('should be built after the page’s first frame, with the help topics as they arrive', async () => {
    // Whether the footer was there when the page's heading first was: the same commit or not.
    const withHeading: boolean[] = [];
    const observer = new MutationObserver(() => {
      if (withHeading.length === 0 && document.querySelector('h1'))
        withHeading.push(document.querySelector('footer') !== null);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderWithRouter(
      <>
        <h1>Page</h1>
        <SiteFooter />
      </>,
    );

    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/help#term');
    expect(screen.getByRole('link', { name: 'Help centre' })).toBeInTheDocument();
    observer.disconnect();
    // Not in the page's first commit: below every page's first screen, it waits for the frame.
    expect(withHeading).toEqual([false]);
  });
});
