import { Card, Text, Title } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { PageHeader } from '@/components/ui/page-header';
import { LiveChatLauncher } from '@/features/chat';
import { HelpTopics } from '@/features/help/components/help-topics';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMediaQuery } from '@mantine/hooks';

/** /helpmc: the help centre page; the hash selects a topic. */
export const HelpCentrePage = () => {
  const { t } = useTranslation('pages');
  const location = useLocation();
  const navigate = useNavigate();
  const isWide = useMediaQuery('(min-width: 62em)');
  useDocumentTitle(t('help.title'));
  return (
    <>
      <PageHeader title={t('help.title')} subtitle={t('help.intro')} icon={<IconHelp size={26} />} />
      <Card bg="dark.7" p={{ base: 'md', sm: 'xl' }}>
        <HelpTopics
          selected={decodeURIComponent(location.hash.slice(1)) || null}
          onSelect={(tag) => void navigate({ hash: tag }, { replace: true })}
          orientation={isWide ? 'vertical' : 'horizontal'}
        />
      </Card>
      {/* Where the "live chat" customer-service link lands (/helpmc#contact). */}
      <Card bg="dark.7" p={{ base: 'md', sm: 'xl' }} mt="lg" id="contact">
        <Title order={2} fz="xl" mb={4}>
          {t('content:chat.title')}
        </Title>
        <Text c="dimmed" fz="sm" mb="md">
          {t('content:chat.intro')}
        </Text>
        <LiveChatLauncher />
      </Card>
    </>
  );
};
