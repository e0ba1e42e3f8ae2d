import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

import { ChunkLoadError } from '@/lib/lazy-with-timeout';

/** Error boundary of every route: a chunk that did not load, or anything unexpected (spec §8). */
export const RouteError = () => {
  const error = useRouteError();
  const { t } = useTranslation();
  const isChunk = error instanceof ChunkLoadError;
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" ta="center" gap="md" maw={440}>
        <ThemeIcon size={72} radius={36} variant="light" color="ruby">
          {isChunk ? <IconWifiOff size={36} /> : <IconAlertTriangle size={36} />}
        </ThemeIcon>
        <Title order={1} fz={24}>
          {isChunk ? t('errors.pageLoadTitle') : t('errors.unknownTitle')}
        </Title>
        <Text c="dimmed">{isChunk ? t('errors.pageLoad') : t('errors.unknown')}</Text>
        <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
      </Stack>
    </Center>
  );
};
