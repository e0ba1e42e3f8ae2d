import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { theme } from '@/config/theme';
import { installFakeApi, permissionValue } from '@/testing/fake-api';

import { LanguageSelect } from './language-select';

// The languages the operator offers (back office, decision 030) are the ones the selector lists.

const renderSelect = () =>
  render(
    <MantineProvider theme={theme} defaultColorScheme="dark">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LanguageSelect />
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('the language selector', () => {
  // jsdom has no layout: Mantine's list scrolls the selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
  afterEach(() => vi.unstubAllGlobals());

  it('should list only the languages the operator offers', async () => {
    const api = installFakeApi({
      '/wps/system/permission': () => ({
        body: {
          success: true,
          code: 'OK',
          message: 'Success',
          value: { ...permissionValue(), languages: ['EN', 'PT'] },
        },
      }),
    });
    renderSelect();
    await waitFor(() => expect(api.requests.some((request) => request.url === '/wps/system/permission')).toBe(true));
    await new Promise((done) => setTimeout(done, 50));
    await userEvent.click(screen.getByTestId('language-select'));
    const names = (await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent);
    expect(names).toContain('Português');
    expect(names).not.toContain('Tiếng Việt');
    expect(names.length).toBeLessThanOrEqual(3);
  });

  it('should list every language without an operator choice', async () => {
    installFakeApi();
    renderSelect();
    await userEvent.click(screen.getByTestId('language-select'));
    expect((await screen.findAllByRole('option', { hidden: true })).length).toBeGreaterThan(30);
  });
});
