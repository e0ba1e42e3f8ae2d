import { useTranslation } from 'react-i18next';

import { PageHeader } from '@/components/ui/page-header';
import { AGENT_PAGE_ICONS } from '@/config/page-icons';
import type { AgentPage } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** A report's heading: its menu icon, its title and what it shows. */
export const ReportHeader = ({ page }: { page: AgentPage }) => {
  const { t } = useTranslation('agent-reports');
  const Icon = AGENT_PAGE_ICONS[page];
  useDocumentTitle(t(`${page}.title`));
  return <PageHeader title={t(`${page}.title`)} subtitle={t(`${page}.intro`)} icon={<Icon size={26} />} />;
};
