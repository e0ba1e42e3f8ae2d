import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { theme } from '@/config/theme';

import { TurnoverMeter, turnoverPermille } from './turnover-meter';

const meter = (overrides: Partial<Parameters<typeof TurnoverMeter>[0]['bonus']> = {}) =>
  render(
    <MantineProvider theme={theme} defaultColorScheme="dark">
      <TurnoverMeter
        currency="PHP"
        bonus={{
          title: 'Weekend reload',
          status: 'ACTIVE',
          wageredMinor: '33333',
          requiredMinor: '100000',
          remainingMinor: '66667',
          expiresAt: '2026-12-01 23:59:59',
          ...overrides,
        }}
      />
    </MantineProvider>,
  );

describe('TurnoverMeter', () => {
  it('should measure in tenths of a percent, floored, never past the whole, and a bonus without turnover as done', () => {
    expect(turnoverPermille({ wageredMinor: '33333', requiredMinor: '100000' })).toBe(333);
    expect(turnoverPermille({ wageredMinor: '100000', requiredMinor: '100000' })).toBe(1000);
    expect(turnoverPermille({ wageredMinor: '0', requiredMinor: '0' })).toBe(1000);
    expect(turnoverPermille({ wageredMinor: '9007199254740993', requiredMinor: '9007199254740994' })).toBe(999);
  });

  it('should show done of required, the bar, what is left and when an active bonus ends', () => {
    meter();
    const shown = screen.getByTestId('turnover-meter');
    expect(shown).toHaveTextContent('Wagered ₱333.33 / ₱1,000.00');
    expect(shown).toHaveTextContent('33.3%');
    expect(shown).toHaveTextContent('Still to wager: ₱666.67 · Ends 2026-12-01 23:59:59');
    expect(screen.getByRole('progressbar', { name: 'Wagering progress of Weekend reload' })).toHaveAttribute(
      'aria-valuenow',
      '33.3',
    );
  });

  it('should not ask for more turnover once a bonus is completed or forfeited', () => {
    meter({ status: 'COMPLETED', wageredMinor: '100000', remainingMinor: '0' });
    expect(screen.getByTestId('turnover-meter')).toHaveTextContent('100.0%');
    expect(screen.queryByText(/Still to wager/)).not.toBeInTheDocument();
  });
});
