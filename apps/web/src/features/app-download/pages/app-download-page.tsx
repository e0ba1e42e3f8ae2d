import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandAndroid, IconBrandApple, IconDeviceMobile } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { isLanguageCode } from '@perya/contracts';

import { Logo } from '@/components/ui/logo';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { changeLanguage, getLanguageCode } from '@/i18n/language';
import { permissionQueryOptions } from '@/lib/site-config';

import { InstallButton } from '../components/install-button';
import classes from '../components/install-guide.module.css';
import { APP_DOWNLOAD_PATH, INSTALL_GUIDE_PATHS, androidResourceOf } from '../utils/install-links';

/**
 * The app-download page (spec §2.8). The side menu's iOS QR code leads here with the language and
 * the session token (for a native app to pick up). The page applies the language and takes both
 * out of the address bar at once; it never signs in from a link, which would let anyone who sends
 * a link sign a visitor into an account of the sender's choosing.
 */
const useLinkHandoff = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const language = params.get('lang');
  const hasToken = params.has('token');
  useEffect(() => {
    if (!language && !hasToken) return;
    if (isLanguageCode(language) && language !== getLanguageCode()) void changeLanguage(language);
    void navigate(APP_DOWNLOAD_PATH, { replace: true });
  }, [language, hasToken, navigate]);
};

export const AppDownloadPage = () => {
  const { t } = useTranslation('home');
  useLinkHandoff();
  useDocumentTitle(t('app.title'));
  const permission = useQuery(permissionQueryOptions());
  const apk = androidResourceOf(permission.data?.resources);
  const pageUrl = `${window.location.origin}${APP_DOWNLOAD_PATH}?lang=${getLanguageCode()}`;

  return (
    <Stack gap="xl">
      <section className={classes.hero}>
        <Stack gap="md">
          <Logo size={56} withWordmark={false} decorative />
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {t('app.title')}
          </Title>
          <Text className={classes.dim} maw={560}>
            {t('app.intro')}
          </Text>
          <InstallButton />
        </Stack>
        <div className={classes.heroQr}>
          <QRCodeSVG value={pageUrl} size={132} level="M" marginSize={0} title={t('app.qrThisPage')} />
          <span>{t('app.scanPhone')}</span>
        </div>
      </section>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <section className={classes.platformCard} aria-labelledby="download-ios">
          <IconBrandApple size={32} aria-hidden />
          <Title order={2} fz="lg" id="download-ios">
            {t('app.ios.title')}
          </Title>
          <Text fz="sm" className={classes.dim}>
            {t('app.ios.text')}
          </Text>
          <Button component={Link} to={INSTALL_GUIDE_PATHS.ios} variant="default" w="fit-content">
            {t('app.ios.cta')}
          </Button>
        </section>
        <section className={classes.platformCard} aria-labelledby="download-android">
          <IconBrandAndroid size={32} aria-hidden />
          <Title order={2} fz="lg" id="download-android">
            {t('app.android.title')}
          </Title>
          <Text fz="sm" className={classes.dim}>
            {t('app.android.text')}
          </Text>
          <Button component={Link} to={INSTALL_GUIDE_PATHS.android} variant="default" w="fit-content">
            {t('app.android.cta')}
          </Button>
          {apk && (
            <Button
              component="a"
              href={apk.url}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              leftSection={<IconDeviceMobile size={16} />}
              w="fit-content"
            >
              {t('app.android.apk')}
            </Button>
          )}
        </section>
      </SimpleGrid>
    </Stack>
  );
};
