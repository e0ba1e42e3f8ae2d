import { Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { Logo } from '@/components/ui/logo';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /seamless: a launched game, full screen, with no layout around it. */
export const SeamlessPage = () => {
  const { t } = useTranslation('pages');
  useDocumentTitle('');
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Logo size={40} />
        <Text c="dimmed">{t('planned.seamless')}</Text>
      </Stack>
    </Center>
  );
};
