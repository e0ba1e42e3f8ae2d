import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { PlannedPage } from '@/components/ui/planned-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /pointMall: the points shop arrives with the promotions capability; until then it says so. */
export const PointMallPage = () => {
  const { t } = useTranslation('pages');
  const title = t('common:nav.pointMall');
  useDocumentTitle(title);
  return <PlannedPage title={title} icon={<IconBuildingStore size={26} />} description={t('planned.pointMall')} />;
};
