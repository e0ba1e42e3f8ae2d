import { Text, useMantineContext } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AppProvider } from './provider';

describe('AppProvider', () => {
  it('should mount the toasts once idle without rendering the page’s Mantine components again', async () => {
    let renders = 0;
    // It reads the provider's context as every Mantine component's styles do: a new context value
    // (the provider rendered again) renders it again.
    const Page = () => {
      useMantineContext();
      renders += 1;
      return <Text>Page</Text>;
    };
    render(
      <AppProvider>
        <Page />
      </AppProvider>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
    // The toasts' container is Mantine's Notifications, portalled into the body.
    await waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull(), {
      timeout: 5_000,
    });
    expect(renders).toBe(1);
  });
});
