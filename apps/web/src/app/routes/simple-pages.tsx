import { IconBuildingStore, IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { PlannedPage } from '@/components/ui/planned-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

// Pages of spec §2.1: the games pages come from the games feature; promotions and points
// arrive with their capabilities.

/** /favorite: the member's favourite games. */
export { FavoritePage } from '@/features/games/pages/favorite-page';

/** /recent: recently played games. */
export { RecentPage } from '@/features/games/pages/recent-page';

export const PromotionsPage = () => {
  const { t } = useTranslation('pages');
  const title = t('common:nav.promotions');
  useDocumentTitle(title);
  return <PlannedPage title={title} icon={<IconGift size={26} />} description={t('planned.promotions')} />;
};

export const PointMallPage = () => {
  const { t } = useTranslation('pages');
  const title = t('common:nav.pointMall');
  useDocumentTitle(title);
  return <PlannedPage title={title} icon={<IconBuildingStore size={26} />} description={t('planned.pointMall')} />;
};

/** /lottery, /seaLottery, /vnLottery ?gameCode=: a lottery game inside the portal. */
export { LotteryPage } from '@/features/games/pages/lottery-page';
