import { paths } from '@/config/paths';
import { BetRecordPage } from '@/features/games/pages/bet-record-page';
import { fairnessPathOfRound } from '@/features/originals/utils/fairness-path';

// The betting record with a link on each original's round to its fairness page (decision 060):
// the games feature gets a URL per round from the originals', never one of its components.
export const BetRecordWithFairness = () => (
  <BetRecordPage verifyPathOf={(round) => fairnessPathOfRound(round, paths.memberPage('personalHistoryCopy'))} />
);
