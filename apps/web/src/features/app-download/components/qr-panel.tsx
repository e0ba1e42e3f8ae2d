import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconBrandAndroid, IconBrandApple } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { SIDE_MENU_QR_SIZE } from '@perya/contracts';

import { APP_DOWNLOAD_PATH } from '../utils/install-links';
import classes from './app-download.module.css';

export type QrPanelProps = { iosUrl: string; androidUrl: string };

/** The two QR codes of the side menu's app-download entry (spec §2.3, §9: 88 px). */
export const QrPanel = ({ iosUrl, androidUrl }: QrPanelProps) => {
  const { t } = useTranslation('home');
  return (
    <Stack gap="sm" data-testid="app-qr-panel">
      <Text fw={700} fz="sm">
        {t('app.scanTitle')}
      </Text>
      <Group gap="md" wrap="nowrap" align="flex-start">
        {(
          [
            ['ios', iosUrl, IconBrandApple, 'iOS'],
            ['android', androidUrl, IconBrandAndroid, 'Android'],
          ] as const
        ).map(([platform, url, Icon, name]) => (
          <figure key={platform} className={classes.qrFigure}>
            <span className={classes.qrCode}>
              <QRCodeSVG
                value={url}
                size={SIDE_MENU_QR_SIZE}
                level="M"
                marginSize={0}
                bgColor="#ffffff"
                fgColor="#0a0d1c"
                title={t('app.qrFor', { platform: name })}
              />
            </span>
            <figcaption className={classes.qrCaption}>
              <Icon size={14} aria-hidden />
              {name}
            </figcaption>
          </figure>
        ))}
      </Group>
      <Anchor component={Link} to={APP_DOWNLOAD_PATH} fz="xs" fw={700} className={classes.qrMore}>
        {t('app.guides')}
      </Anchor>
    </Stack>
  );
};
