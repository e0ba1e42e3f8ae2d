import { ActionIcon, Button, Card, Grid, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandMessenger,
  IconBrandTelegram,
  IconBrandViber,
  IconBrandWhatsapp,
  IconShare,
} from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyField } from '@/components/ui/copy-field';

type IconComponent = ComponentType<{ size?: number | string }>;

/** Where a link can be shared by URL (each opens the app or site with the link and a line of text). */
const SHARE_TARGETS: Array<{
  key: string;
  Icon: IconComponent;
  color: string;
  href: (url: string, text: string) => string;
}> = [
  {
    key: 'facebook',
    Icon: IconBrandFacebook,
    color: '#1877f2',
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    key: 'messenger',
    Icon: IconBrandMessenger,
    color: '#0084ff',
    href: (url) => `fb-messenger://share/?link=${encodeURIComponent(url)}`,
  },
  {
    key: 'viber',
    Icon: IconBrandViber,
    color: '#7360f2',
    href: (url, text) => `viber://forward?text=${encodeURIComponent(`${text} ${url}`)}`,
  },
  {
    key: 'telegram',
    Icon: IconBrandTelegram,
    color: '#29a9eb',
    href: (url, text) => `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  },
  {
    key: 'whatsapp',
    Icon: IconBrandWhatsapp,
    color: '#25d366',
    href: (url, text) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  },
];

/** The member's code and link: copy, share to the apps Filipinos use, or show the QR code to scan. */
export const InviteCard = ({ code, url }: { code: string; url: string }) => {
  const { t } = useTranslation('referral');
  const shareText = t('invite.shareText', { code });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Card bg="dark.7" padding="lg">
      <Grid gap="lg" align="center">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap="md">
            <CopyField label={t('invite.code')} value={code} testId="referral-code" valueSize={22} isMono />
            <CopyField label={t('invite.link')} value={url} testId="referral-link" valueSize="sm" isMono />
            <div>
              <Text fz="xs" c="dimmed" mb={6}>
                {t('invite.share')}
              </Text>
              <Group gap="xs">
                {SHARE_TARGETS.map(({ key, Icon, color, href }) => (
                  <Tooltip key={key} label={t(`invite.targets.${key}`)}>
                    <ActionIcon
                      component="a"
                      href={href(url, shareText)}
                      target="_blank"
                      rel="noopener noreferrer"
                      size={40}
                      radius="xl"
                      variant="filled"
                      color={color}
                      aria-label={t(`invite.targets.${key}`)}
                    >
                      <Icon size={20} />
                    </ActionIcon>
                  </Tooltip>
                ))}
                {canShare && (
                  <Button
                    variant="light"
                    color="gold"
                    radius="xl"
                    leftSection={<IconShare size={16} />}
                    onClick={() =>
                      void navigator
                        .share({ title: t('invite.shareTitle'), text: shareText, url })
                        .catch(() => undefined)
                    }
                  >
                    {t('invite.more')}
                  </Button>
                )}
              </Group>
            </div>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Stack align="center" gap={6}>
            <Paper p="sm" bg="white" radius="md">
              <QRCodeSVG
                value={url}
                size={148}
                level="M"
                marginSize={0}
                role="img"
                aria-label={t('invite.qr')}
                data-testid="referral-qr"
              />
            </Paper>
            <Text fz="xs" c="dimmed" ta="center">
              {t('invite.qrText')}
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
};
