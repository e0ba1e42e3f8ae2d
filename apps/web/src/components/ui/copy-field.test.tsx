import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { theme } from '@/config/theme';

import { CopyField } from './copy-field';

const renderField = () =>
  render(
    <MantineProvider theme={theme} defaultColorScheme="dark">
      <CopyField label="Account number" value="001234567890" isMono />
    </MantineProvider>,
  );

describe('CopyField', () => {
  it('should copy the value and confirm it in a dialog', async () => {
    const user = userEvent.setup();
    renderField();

    await user.click(screen.getByRole('button', { name: 'Copy Account number' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Copied to clipboard');
    expect(await navigator.clipboard.readText()).toBe('001234567890');
    await user.click(screen.getByRole('button', { name: 'OK' }));
  });

  it('should say so when the browser refuses, and show the value to copy by hand', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderField();

    await user.click(screen.getByRole('button', { name: 'Copy Account number' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Could not copy');
    expect(within(dialog).getByText('001234567890')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
