import { Container } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { PlannedPage } from '@/components/ui/planned-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /promotions: arrives with the promotions capability; until then it says so. `footer`: composed in by app/. */
export const PromotionsPage = ({ footer }: { footer?: ReactNode } = {}) => {
  const { t } = useTranslation('pages');
  const title = t('common:nav.promotions');
  useDocumentTitle(title);
  return (
    <>
      <PlannedPage title={title} icon={<IconGift size={26} />} description={t('planned.promotions')} />
      {footer && (
        <Container size="xl" pb="xl">
          {footer}
        </Container>
      )}
    </>
  );
};
