import type { TextProps } from '@mantine/core';

import { MoneyText } from '@/components/ui/money-text';

type SignedAmountProps = TextProps & { minor: string; currency: string };

/** Money in and out: "+₱1,500.50" in green, "-₱500.00" in red. */
export const SignedAmount = ({ minor, currency, ...props }: SignedAmountProps) => (
  <MoneyText minor={minor} currency={currency} signed {...props} />
);
