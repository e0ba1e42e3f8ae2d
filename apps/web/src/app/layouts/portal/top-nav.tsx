import { ScrollArea, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { CategoryIcon } from '@/components/ui/category-icon';

import { NAV_ITEMS } from './nav-items';
import classes from './portal.module.css';

/** Top navigation: every category, scrolling sideways when the screen is narrow. */
export const TopNav = () => {
  const { t } = useTranslation();
  return (
    <ScrollArea type="never" className={classes.topNav} component="nav" aria-label={t('nav.mainNavigation')}>
      <div className={classes.topNavList}>
        {NAV_ITEMS.map((item) => (
          <UnstyledButton
            key={item.code}
            component={NavLink}
            to={item.to}
            end={item.code === 'HOME'}
            className={classes.topNavItem}
          >
            <CategoryIcon code={item.code} size={18} />
            <span>{t(item.labelKey)}</span>
          </UnstyledButton>
        ))}
      </div>
    </ScrollArea>
  );
};
