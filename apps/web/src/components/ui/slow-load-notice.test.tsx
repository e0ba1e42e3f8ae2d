import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { theme } from '@/config/theme';
import { SLOW_LOAD_MS } from '@/hooks/use-is-slow';

import { SlowLoadNotice } from './slow-load-notice';

const SLOW_TEXT = 'The page took longer to load. Check your network.';

describe('SlowLoadNotice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should add "the page took longer to load" with a retry once the wait passes SLOW_LOAD_MS', () => {
    const retry = vi.fn();
    render(
      <MantineProvider theme={theme}>
        <SlowLoadNotice onRetry={retry}>
          <div data-testid="skeleton" />
        </SlowLoadNotice>
      </MantineProvider>,
    );
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SLOW_LOAD_MS - 1));
    expect(screen.queryByText(SLOW_TEXT)).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(SLOW_TEXT)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
