import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { theme } from '@/config/theme';

import { SecondFactorStep } from './second-factor-step';

const api = vi.hoisted(() => ({ verifySecondFactor: vi.fn(), sendSecondFactorCode: vi.fn() }));
vi.mock('../api/session', () => api);

const CHALLENGE = '6f1c2a52-8d0e-4f55-9a43-2f0e8f1b7c11';

describe('SecondFactorStep', () => {
  it('should take a payout account holder name as the second factor (spec §4)', async () => {
    const user = userEvent.setup();
    const login = { status: 'OK', token: 'a-token' };
    api.verifySecondFactor.mockResolvedValue(login);
    const onSuccess = vi.fn();
    render(
      <MantineProvider theme={theme} defaultColorScheme="dark">
        <SecondFactorStep
          challengeId={CHALLENGE}
          methods={['SMS', 'BANK_NAME']}
          maskedMobile="917*****67"
          maskedEmail={null}
          onSuccess={onSuccess}
        />
      </MantineProvider>,
    );
    await user.click(await screen.findByText('Name on my payout account'));
    const submit = screen.getByRole('button', { name: 'Confirm' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Account holder name/ }), 'Juan Dela Cruz');
    await user.click(submit);
    expect(api.verifySecondFactor).toHaveBeenCalledWith(CHALLENGE, 'BANK_NAME', 'Juan Dela Cruz');
    expect(onSuccess).toHaveBeenCalledWith(login);
  });
});
