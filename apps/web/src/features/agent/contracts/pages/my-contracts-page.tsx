import { Alert, Badge, Card, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { AgentContract, AgentContractKind } from '@perya/contracts';
import { OPEN_AGENT_CONTRACT_STATUSES } from '@perya/contracts';

import { EmptyState } from '@/components/ui/empty-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText } from '@/lib/error-text';
import { useFeatureFlag } from '@/lib/site-config';

import { myContractsQueryOptions } from '../api/contracts';
import { AnswerButtons } from '../components/answer-buttons';
import { ContractCard } from '../components/contract-card';
import { ContractHistory } from '../components/contract-history';
import { pendingRequests } from '../components/contract-popup';

/** The tabs of spec §2.8: contract requests, dividend contract, daily and hourly salary, real-time salary. */
const TABS: Array<{ value: string; kinds: AgentContractKind[] }> = [
  { value: 'DIVIDEND', kinds: ['DIVIDEND'] },
  { value: 'SALARY', kinds: ['DAILY_SALARY', 'HOURLY_SALARY'] },
  { value: 'REALTIME_SALARY', kinds: ['REALTIME_SALARY'] },
];

const ContractList = ({ contracts, empty }: { contracts: readonly AgentContract[]; empty: string }) => {
  const { t } = useTranslation('agent-contracts');
  if (contracts.length === 0)
    return <EmptyState icon={<IconFileCertificate size={28} />} title={empty} text={t('mine.noContractsText')} />;
  return (
    <Stack gap="md">
      {contracts.map((contract) => (
        <ContractCard
          key={contract.id}
          contract={contract}
          viewer="DOWNLINE"
          actions={<AnswerButtons contract={contract} />}
        />
      ))}
    </Stack>
  );
};

/** /member/contracts: the contracts a member or agent holds from its upline, and its requests (spec §2.8). */
export const MyContractsPage = () => {
  const { t } = useTranslation('agent-contracts');
  useDocumentTitle(t('mine.title'));
  const enabled = useFeatureFlag('AGENTPOLICY3');
  const mine = useQuery(myContractsQueryOptions());
  if (mine.isError)
    return (
      <Alert color="red" variant="light">
        {errorText(mine.error, t)}
      </Alert>
    );
  if (!mine.data) return <Skeleton height={240} radius="md" />;
  const contracts = mine.data.contracts;
  const requests = pendingRequests(contracts);
  const open = contracts.filter((contract) => OPEN_AGENT_CONTRACT_STATUSES.includes(contract.status));
  return (
    <Card bg="dark.7" radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="my-contracts">
      <Stack gap={4} mb="md">
        <Text component="h2" fw={700} fz="xl">
          {t('mine.title')}
        </Text>
        <Text fz="sm" c="dimmed">
          {t('mine.subtitle')}
        </Text>
      </Stack>
      {!enabled && (
        <Alert color="gray" variant="light" mb="md">
          {t('mine.disabled')}
        </Alert>
      )}
      <Tabs defaultValue={requests.length > 0 ? 'requests' : 'SALARY'} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab
            value="requests"
            rightSection={
              requests.length > 0 ? (
                <Badge size="sm" color="red" circle>
                  {requests.length}
                </Badge>
              ) : undefined
            }
          >
            {t('mine.tabs.requests')}
          </Tabs.Tab>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {t(`mine.tabs.${tab.value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="requests">
          <ContractList contracts={requests} empty={t('mine.noRequests')} />
        </Tabs.Panel>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            <ContractList
              contracts={open.filter((contract) => tab.kinds.includes(contract.kind))}
              empty={t('mine.noContracts')}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group mt="xl" mb="xs">
        <Text fw={700}>{t('downline.history')}</Text>
      </Group>
      <ContractHistory events={mine.data.events} contracts={contracts} />
    </Card>
  );
};
