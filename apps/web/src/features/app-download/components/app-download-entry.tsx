import { Text, UnstyledButton } from '@mantine/core';
import { IconBrandAndroid, IconBrandApple, IconDeviceMobileDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { HoverPanel } from '@/components/ui/hover-panel';
import { getLanguageCode } from '@/i18n/language';
import { permissionQueryOptions } from '@/lib/site-config';
import { useSessionStore } from '@/stores/session-store';

import { APP_DOWNLOAD_PATH, androidDownloadUrl, iosDownloadUrl } from '../utils/install-links';
import classes from './app-download.module.css';

const QrPanel = lazy(() => import('./qr-panel').then((module) => ({ default: module.QrPanel })));

type AppDownloadEntryProps = { collapsed: boolean; onNavigate: () => void };

/**
 * The side menu's app download (spec §2.3): opens the download page; under a mouse it shows the
 * QR codes — iOS to our download page with language and token, Android to the configured app.
 */
export const AppDownloadEntry = ({ collapsed, onNavigate }: AppDownloadEntryProps) => {
  // Re-renders on a language change, so the iOS link carries the new language.
  const { t } = useTranslation('home');
  const permission = useQuery(permissionQueryOptions());
  const token = useSessionStore((state) => state.token);
  const origin = window.location.origin;
  const iosUrl = iosDownloadUrl(origin, getLanguageCode(), token);
  const androidUrl = androidDownloadUrl(origin, permission.data?.resources);
  const label = t('app.download');

  const entry = (
    <UnstyledButton
      component={Link}
      to={APP_DOWNLOAD_PATH}
      onClick={onNavigate}
      className={classes.entry}
      data-collapsed={collapsed || undefined}
      aria-label={collapsed ? label : undefined}
      data-testid="app-download-entry"
    >
      <span className={classes.entryIcon} aria-hidden>
        <IconDeviceMobileDown size={20} />
      </span>
      {!collapsed && (
        <>
          <span className={classes.entryText}>
            <Text component="span" fz="sm" fw={700}>
              {label}
            </Text>
            <Text component="span" fz="xs" className={classes.entryHint}>
              {t('app.hint')}
            </Text>
          </span>
          <span className={classes.entryPlatforms} aria-hidden>
            <IconBrandApple size={16} />
            <IconBrandAndroid size={16} />
          </span>
        </>
      )}
    </UnstyledButton>
  );

  return (
    <HoverPanel target={entry} position="right" openDelay={80} closeDelay={150} className={classes.dropdown}>
      <Suspense fallback={<div style={{ width: 196, height: 150 }} />}>
        <QrPanel iosUrl={iosUrl} androidUrl={androidUrl} />
      </Suspense>
    </HoverPanel>
  );
};
