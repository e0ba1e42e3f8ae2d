import { describe, expect, it } from 'vitest';

import { RESULT_CODES } from '@perya/contracts';

import { ApiError } from '@/lib/api-client';
import type { ApiErrorCode } from '@/lib/api-client';
import en from '@/i18n/locales/en/payments.json';
import fil from '@/i18n/locales/fil/payments.json';
import pt from '@/i18n/locales/pt/payments.json';

import { describePaymentError, presentPaymentError } from './payment-errors';

const EVERY_CODE: ApiErrorCode[] = [...RESULT_CODES, 'NETWORK'];

describe('presentPaymentError', () => {
  it.each(EVERY_CODE)('should present %s, with guidance written in EN, TY and PT', (code) => {
    const { guidance } = presentPaymentError(code);
    if (!guidance) return;
    for (const texts of [en, fil, pt]) {
      expect(texts.errors.guidance).toHaveProperty(guidance);
    }
  });

  it('should put a field-bound refusal under its field, with the server message', () => {
    const view = describePaymentError(new ApiError('AMOUNT_BELOW_MIN', 'Minimum ₱100', 400));
    expect(view.fieldErrors).toEqual({ amount: 'Minimum ₱100' });
  });

  it('should tell a network failure apart, with no server words', () => {
    const view = describePaymentError(new ApiError('NETWORK', 'network', 0));
    expect(view).toMatchObject({ code: 'NETWORK', message: '', guidance: 'network' });
  });

  it('should lead a KYC refusal to the verification page, and only that one', () => {
    const view = describePaymentError(new ApiError('KYC_REQUIRED', 'Verify your identity first', 403));
    expect(view).toMatchObject({
      linksToVerification: true,
      linksToSecurity: false,
      message: 'Verify your identity first',
    });
    expect(presentPaymentError('SCREENING_HOLD').linksToVerification).toBe(false);
  });
});
