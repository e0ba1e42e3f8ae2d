import { IconBuildingStore, IconGift, IconHeart, IconHistory, IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { PlannedPage } from '@/components/ui/planned-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

// Pages of spec §2.1 whose content arrives with the games, promotions and points capabilities.

export const FavoritePage = () => {
  const { t } = useTranslation('pages');
  const title = t('common:nav.in_favorite');
  useDocumentTitle(title);
  return <PlannedPage title={title} icon={<IconHeart size={26} />} description={t('planned.favorite')} />;
};

export const RecentPage = () => {
  const { t } = useTranslation('pages');
  const title = t('common:nav.recent');
  useDocumentTitle(title);
  return <PlannedPage title={title} icon={<IconHistory size={26} />} description={t('planned.recent')} />;
};

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

export const LotteryPage = () => {
  const { t } = useTranslation('pages');
  const title = t('common:nav.con_lott');
  useDocumentTitle(title);
  return <PlannedPage title={title} icon={<IconTicket size={26} />} description={t('planned.lottery')} />;
};
