import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { theme } from '@/config/theme';

import { CopyField } from './copy-field';

describe('CopyField', () => {
  it('should copy the value and confirm it in a dialog', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider theme={theme} defaultColorScheme="dark">
        <CopyField label="Account number" value="001234567890" />
      </MantineProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Copy Account number' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Copied to clipboard');
    expect(await navigator.clipboard.readText()).toBe('001234567890');
    await user.click(screen.getByRole('button', { name: 'OK' }));
  });
});
