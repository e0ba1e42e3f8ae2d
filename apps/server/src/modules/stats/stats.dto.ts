import type { PeriodFiguresDto } from '@perya/contracts';
import { houseNetOf } from '@perya/contracts';

import type { PeriodFigures } from './stats.repository';

export const toFiguresDto = (figures: PeriodFigures): PeriodFiguresDto => ({
  rounds: figures.rounds,
  betMinor: figures.bet.toString(),
  validBetMinor: figures.validBet.toString(),
  payoutMinor: figures.payout.toString(),
  houseNetMinor: houseNetOf(figures.bet, figures.payout).toString(),
  edgeWeightedBetMinor: figures.edgeWeightedBet.toString(),
  deposits: figures.deposits,
  depositMinor: figures.depositAmount.toString(),
  withdrawals: figures.withdrawals,
  withdrawalMinor: figures.withdrawalAmount.toString(),
  bonuses: figures.bonuses,
  bonusMinor: figures.bonusAmount.toString(),
  adjustmentMinor: figures.adjustmentAmount.toString(),
});
