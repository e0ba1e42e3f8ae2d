import { useParams } from 'react-router';

import { CrashPage } from '@/features/originals/pages/crash-page';
import { OriginalsPage } from '@/features/originals/pages/originals-page';
import { RealityCheck } from '@/features/protection';

// The in-house originals' game screen (decision 043) with player protection's reality check over
// it, as every game page has (features never import each other; they are composed here).
export const OriginalsWithRealityCheck = () => {
  const { game } = useParams();
  // Crash (decision 054) is a multiplayer game with a screen of its own.
  return game === 'crash' ? <CrashPage overlay={<RealityCheck />} /> : <OriginalsPage overlay={<RealityCheck />} />;
};
