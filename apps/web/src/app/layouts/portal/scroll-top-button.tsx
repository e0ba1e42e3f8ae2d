import { ActionIcon } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import classes from './portal.module.css';

/** The scroll-to-top control of home, game centres and lottery pages (spec §2.3). */
export const ScrollTopButton = () => {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  // Hidden (and out of the tab order) near the top; it slides up when the page has scrolled.
  return (
    <div className={classes.scrollTop} data-visible={scroll.y > 400 || undefined}>
      <ActionIcon size={48} variant="gradient" onClick={() => scrollTo({ y: 0 })} aria-label={t('actions.scrollTop')}>
        <IconArrowUp size={22} />
      </ActionIcon>
    </div>
  );
};
