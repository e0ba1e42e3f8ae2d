import { SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { PageHeader } from '@/components/ui/page-header';
import { AGENT_PAGE_ICONS } from '@/config/page-icons';
import type { AgentPage } from '@/config/paths';
import { AGENT_PAGES, paths } from '@/config/paths';
import { AGENT_PAGE_COMPONENTS } from '@/features/agent/agent-pages';
import { TeamSummary } from '@/features/agent/team/components/team-summary';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { memberInfoQueryOptions } from '@/lib/member-queries';
import { useSessionStore } from '@/stores/session-store';

import classes from './member-centre.module.css';
import { NotFoundPage } from './not-found';

const isAgentPage = (value: string | undefined): value is AgentPage =>
  (AGENT_PAGES as readonly string[]).includes(value ?? '');

/** The agent's everyday tools, first on the landing page. */
const QUICK_LINKS: AgentPage[] = [
  'registerCenter',
  'downlineManagmentView',
  'agentTeamOverview',
  'agentRevenueReport',
  'palStatementsAgentCopy',
  'agentDownlineTransactionDetailsCopy',
];

/** /agentHome: the team's key figures and the everyday tools. */
export const AgentHomePage = () => {
  const { t } = useTranslation('agent');
  const token = useSessionStore((state) => state.token);
  const info = useQuery(memberInfoQueryOptions(token)).data;
  useDocumentTitle(t('home.title'));
  const name = info?.nickname || info?.account;
  return (
    <Stack gap="lg">
      <PageHeader
        title={name ? t('home.welcome', { name }) : t('home.title')}
        subtitle={t('home.subtitle')}
        icon={<IconLayoutDashboard size={26} />}
      />
      <TeamSummary />
      <Stack gap="sm">
        <Text fw={700}>{t('home.quickLinks')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {QUICK_LINKS.map((page) => {
            const Icon = AGENT_PAGE_ICONS[page];
            return (
              <UnstyledButton key={page} component={Link} to={paths.agentPage(page)} className={classes.tile}>
                <ThemeIcon size={40} radius="md" variant="light" color="gold">
                  <Icon size={22} />
                </ThemeIcon>
                <div>
                  <Text fw={700}>{t(`pages.${page}.title`)}</Text>
                  <Text fz="sm" c="dimmed" lineClamp={2}>
                    {t(`pages.${page}.text`)}
                  </Text>
                </div>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
};

/** /agentHome/:page, one agent tool. */
export const AgentSectionPage = () => {
  const { t } = useTranslation('agent');
  const { page } = useParams();
  const title = isAgentPage(page) ? t(`pages.${page}.title`) : '';
  useDocumentTitle(title);
  if (!isAgentPage(page)) return <NotFoundPage />;
  const Page = AGENT_PAGE_COMPONENTS[page];
  return (
    <Suspense>
      <Page />
    </Suspense>
  );
};
