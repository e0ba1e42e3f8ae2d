import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { PlannedPage } from '@/components/ui/planned-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /promotions: arrives with the promotions capability; until then it says so. */
export const PromotionsPage = () => {
  const { t } = useTranslation('pages');
  const title = t('common:nav.promotions');
  useDocumentTitle(title);
  return <PlannedPage title={title} icon={<IconGift size={26} />} description={t('planned.promotions')} />;
};
