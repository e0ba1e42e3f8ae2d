import { Text } from '@mantine/core';
import { IconBrandAndroid, IconBrandApple, IconChevronRight, IconDeviceMobileDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { APP_DOWNLOAD_PATH } from '../utils/install-links';
import classes from './app-download.module.css';

/** The home page's invitation to install the app (spec §2.8 app download). */
export const AppPromoCard = () => {
  const { t } = useTranslation('home');
  return (
    <Link to={APP_DOWNLOAD_PATH} className={classes.promo} data-testid="app-promo">
      <span className={classes.promoIcon} aria-hidden>
        <IconDeviceMobileDown size={26} />
      </span>
      <span className={classes.promoText}>
        <Text component="span" fw={800} fz="md">
          {t('app.title')}
        </Text>
        <Text component="span" fz="sm" className={classes.entryHint}>
          {t('app.promo')}
        </Text>
        <span className={classes.promoPlatforms} aria-hidden>
          <IconBrandApple size={16} /> iOS
          <IconBrandAndroid size={16} /> Android
        </span>
      </span>
      <IconChevronRight size={18} aria-hidden className={classes.entryHint} />
    </Link>
  );
};
