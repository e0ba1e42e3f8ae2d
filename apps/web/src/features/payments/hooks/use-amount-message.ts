import { useTranslation } from 'react-i18next';

import { formatMoney } from '@perya/contracts';

import type { AmountProblem } from '../utils/amounts';

/** The words for an amount that cannot be sent, with the limit it breaks. */
export const useAmountMessage = () => {
  const { t, i18n } = useTranslation('payments');
  const money = (minor: string) => formatMoney(minor, { locale: i18n.language });
  return (problem: AmountProblem, limits: { minMinor: string; maxMinor: string; withdrawableMinor?: string }) => {
    switch (problem) {
      case 'required':
        return t('amount.required');
      case 'invalid':
        return t('amount.invalid');
      case 'belowMin':
        return t('amount.belowMin', { min: money(limits.minMinor) });
      case 'aboveMax':
        return t('amount.aboveMax', { max: money(limits.maxMinor) });
      case 'aboveWithdrawable':
        return t('amount.aboveWithdrawable', { max: money(limits.withdrawableMinor ?? '0') });
    }
  };
};
