import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

import { ApiError } from './api-client';
import { errorText } from './error-text';

describe('errorText', () => {
  const t = i18next.t;

  it('should say the network link is abnormal when no answer came back, never the internal word', () => {
    const text = errorText(new ApiError('NETWORK', 'network', 0), t);
    expect(text).toBe(t('common:errors.network'));
    expect(text).not.toBe('network');
  });

  it("should show the server's message for a refusal", () => {
    expect(errorText(new ApiError('INSUFFICIENT_FUNDS', 'Kulang ang balanse.', 422), t)).toBe('Kulang ang balanse.');
  });

  it('should fall back to the generic failure for an empty message or a non-API error', () => {
    expect(errorText(new ApiError('INTERNAL', '', 500), t)).toBe(t('common:errors.unknown'));
    expect(errorText(new TypeError('boom'), t)).toBe(t('common:errors.unknown'));
  });
});
