import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CAPTCHA_REFRESH_MS } from '@perya/contracts';

import { theme } from '@/config/theme';
import { installFakeApi } from '@/testing/fake-api';

import { useCaptcha } from '../hooks/use-captcha';
import { CaptchaField } from './captcha-field';

const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const Form = ({ onKey }: { onKey: (key: string) => void }) => {
  const [value, setValue] = useState('');
  const captcha = useCaptcha();
  onKey(captcha.key);
  return <CaptchaField value={value} onChange={setValue} captcha={captcha} />;
};

const setUp = () => {
  const { requests, ok } = installFakeApi({ '/wps/captcha': () => ok(PIXEL) });
  const keys: string[] = [];
  render(
    <MantineProvider theme={theme} defaultColorScheme="dark">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Form onKey={(key) => keys.push(key)} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const captchaKeys = () =>
    requests
      .filter((request) => request.url.startsWith('/wps/captcha'))
      .map((request) => new URL(request.url, 'http://localhost').searchParams.get('key'));
  return { captchaKeys, currentKey: () => keys.at(-1) };
};

describe('CaptchaField', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('should show the image drawn for its key and take the typed answer', async () => {
    const user = userEvent.setup();
    const sut = setUp();
    const image = await screen.findByRole('img', { name: 'Verification code' });
    expect(image).toHaveAttribute('src', `data:image/png;base64,${PIXEL}`);
    expect(sut.captchaKeys()).toEqual([sut.currentKey()]);
    expect(sut.currentKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const input = screen.getByRole('textbox', { name: 'Verification code' });
    await user.type(input, 'AbC4');
    expect(input).toHaveValue('AbC4');
  });

  it('should draw a new code under a new key on a tap, at most once per refresh interval', async () => {
    const user = userEvent.setup();
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const sut = setUp();
    await screen.findByRole('img', { name: 'Verification code' });
    const refresh = screen.getByRole('button', { name: 'Show a new code' });

    await user.click(refresh);
    await waitFor(() => expect(sut.captchaKeys()).toHaveLength(2));
    now += CAPTCHA_REFRESH_MS - 1;
    await user.click(refresh);
    now += 1;
    await user.click(refresh);

    await waitFor(() => expect(sut.captchaKeys()).toHaveLength(3));
    expect(new Set(sut.captchaKeys()).size).toBe(3);
    expect(sut.captchaKeys().at(-1)).toBe(sut.currentKey());
  });
});
