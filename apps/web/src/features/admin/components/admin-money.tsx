import { MoneyText } from '@/components/ui/money-text';

type AdminMoneyProps = {
  /** Minor units as the API sends them ("150050" is 1,500.50). */
  minor: string | bigint;
  currency?: string;
  /** Green for money in, red for money out, with a + on credits. */
  signed?: boolean;
};

/** An amount in a back-office table or detail: tabular figures, right-aligned by the column. */
export const AdminMoney = ({ minor, currency, signed }: AdminMoneyProps) => (
  <MoneyText minor={minor} currency={currency} signed={signed} fz="sm" />
);
