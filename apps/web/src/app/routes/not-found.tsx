import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const NotFoundPage = () => {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('notFound.title'));
  return (
    <Stack align="center" ta="center" gap="md" py={80}>
      <ThemeIcon size={72} radius={36} variant="light" color="gold">
        <IconMoodEmpty size={40} />
      </ThemeIcon>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed">{t('notFound.text')}</Text>
      <Button component={Link} to={paths.home}>
        {t('common:actions.backHome')}
      </Button>
    </Stack>
  );
};
