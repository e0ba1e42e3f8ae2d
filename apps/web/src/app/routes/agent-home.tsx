import { Card, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';

import { PageHeader } from '@/components/ui/page-header';
import { AGENT_PAGE_ICONS } from '@/config/page-icons';
import { AGENT_PAGE_COMPONENTS } from '@/features/agent/agent-pages';
import type { AgentPage } from '@/config/paths';
import { AGENT_PAGES, paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

import { NotFoundPage } from './not-found';
import classes from './member-centre.module.css';

const isAgentPage = (value: string | undefined): value is AgentPage =>
  (AGENT_PAGES as readonly string[]).includes(value ?? '');

/** /agentHome: every agent tool at a glance. */
export const AgentHomePage = () => {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('agent.homeTitle'));
  return (
    <>
      <PageHeader
        title={t('agent.homeTitle')}
        subtitle={t('agent.loginSubtitle')}
        icon={<IconLayoutDashboard size={26} />}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {AGENT_PAGES.map((page) => {
          const Icon = AGENT_PAGE_ICONS[page];
          return (
            <UnstyledButton key={page} component={Link} to={paths.agentPage(page)} className={classes.tile}>
              <ThemeIcon size={40} radius="md" variant="light" color="gold">
                <Icon size={22} />
              </ThemeIcon>
              <div>
                <Text fw={700}>{t(`agent.pages.${page}.title`)}</Text>
                <Text fz="sm" c="dimmed" lineClamp={2}>
                  {t(`agent.pages.${page}.text`)}
                </Text>
              </div>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </>
  );
};

/** /agentHome/:page, one agent tool. */
export const AgentSectionPage = () => {
  const { t } = useTranslation('pages');
  const { page } = useParams();
  const title = isAgentPage(page) ? t(`agent.pages.${page}.title`) : '';
  useDocumentTitle(title);
  if (!isAgentPage(page)) return <NotFoundPage />;
  const Page = AGENT_PAGE_COMPONENTS[page];
  if (Page)
    return (
      <Suspense>
        <Page />
      </Suspense>
    );
  const Icon = AGENT_PAGE_ICONS[page];
  return (
    <>
      <PageHeader title={title} icon={<Icon size={26} />} />
      <Card bg="dark.7" data-testid="planned-page">
        <Text c="dimmed" fz="sm" tt="uppercase" fw={600} mb={4}>
          {t('planned.heading')}
        </Text>
        <Text>{t(`agent.pages.${page}.text`)}</Text>
      </Card>
    </>
  );
};
