import { SimpleGrid } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '@/components/ui/page-header';

import { invitationLinksQueryOptions } from '../api/team';
import { CreateDownlineForm } from '../components/create-downline-form';
import { InvitationLinks } from '../components/invitation-links';

/** registerCenter: open a downline account directly, or share an invitation link (URL and QR code). */
export const RegisterCenterPage = () => {
  const { t } = useTranslation('agent-team');
  // The links' answer says whether this agent may bring in agents (its account type).
  const mayCreateAgents = useQuery(invitationLinksQueryOptions()).data?.mayCreateAgents ?? false;
  return (
    <>
      <PageHeader title={t('register.title')} subtitle={t('register.subtitle')} icon={<IconUserPlus size={26} />} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <CreateDownlineForm mayCreateAgents={mayCreateAgents} />
        <InvitationLinks />
      </SimpleGrid>
    </>
  );
};
