// @vitest-environment jsdom
// HTML from staff passes DOMPurify here, which sanitizes nothing in happy-dom (decision 066).

import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { theme } from '@/config/theme';

import { SafeHtml } from './safe-html';

// Staff HTML is cleaned on the server when saved; this is the second line: whatever arrives,
// nothing in it runs.

const HOSTILE =
  '<p onclick="window.hacked = 1">Hello <strong>player</strong></p>' +
  '<script>window.hacked = 2</script>' +
  '<img src="x" onerror="window.hacked = 3" alt="proof">' +
  '<a href="javascript:window.hacked = 4">click me</a>' +
  '<a href="https://perya.ph/promo">promo</a>' +
  '<iframe src="https://evil.test"></iframe>' +
  '<form action="https://evil.test"><input name="password"></form>' +
  '<svg><script>window.hacked = 5</script></svg>' +
  '<div style="position:fixed;inset:0">overlay</div>';

describe('SafeHtml', () => {
  it('should render formatting and links, and leave scripts, handlers, javascript: links and frames inert', () => {
    const globals = window as unknown as { hacked?: number };
    delete globals.hacked;
    const { container } = render(
      <MantineProvider theme={theme} defaultColorScheme="dark">
        <SafeHtml html={HOSTILE} />
      </MantineProvider>,
    );
    expect(screen.getByText('player').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'promo' })).toHaveAttribute('href', 'https://perya.ph/promo');
    expect(container.querySelector('script, iframe, form, input, svg script')).toBeNull();
    const withHandlers = [...container.querySelectorAll('*')].filter((element) =>
      [...element.attributes].some((attribute) => attribute.name.startsWith('on') || attribute.name === 'style'),
    );
    expect(withHandlers).toEqual([]);
    const clickMe = screen.getByText('click me');
    expect(clickMe.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    clickMe.click();
    screen.getByText('player').click();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(globals.hacked).toBeUndefined();
    expect(screen.getByText('overlay')).not.toHaveAttribute('style');
  });
});
