import { Alert, Anchor, Badge, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileCertificate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import type { AgentContract } from '@perya/contracts';
import { OPEN_AGENT_CONTRACT_STATUSES } from '@perya/contracts';

import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText } from '@/lib/error-text';

import { downlineContractsQueryOptions } from '../api/contracts';
import { ContractCard } from '../components/contract-card';
import { ContractHistory } from '../components/contract-history';
import { ContractTerms } from '../components/contract-terms';
import { OfferForm } from '../components/offer-form';
import { UplineActions } from '../components/upline-actions';
import type { TermsForm } from '../utils/terms-form';
import { emptyForm, formOf } from '../utils/terms-form';

const isOpen = (contract: AgentContract) => OPEN_AGENT_CONTRACT_STATUSES.includes(contract.status);

/** My own binding contracts that bound an offer of this kind and category (same category or ALL). */
const ceilingsFor = (ceilings: readonly AgentContract[], contract: Pick<AgentContract, 'kind' | 'category'>) =>
  ceilings.filter(
    (ceiling) =>
      ceiling.kind === contract.kind && (ceiling.category === contract.category || ceiling.category === 'ALL'),
  );

/**
 * /agentHome/contracts/:downlineId: my contracts with one direct downline (decision 034) — the
 * current ones with their actions, my own rate beside as the ceiling, the offer form, history.
 */
export const DownlineContractsPage = () => {
  const { t } = useTranslation('agent-contracts');
  const downlineId = Number(useParams().downlineId);
  const valid = Number.isSafeInteger(downlineId) && downlineId > 0;
  const view = useQuery({ ...downlineContractsQueryOptions(downlineId), enabled: valid });
  const [form, setForm] = useState<TermsForm>(() => emptyForm());
  const formRef = useRef<HTMLDivElement>(null);
  const account = view.data?.downline.account ?? '';
  useDocumentTitle(t('downline.title', { account }));

  const header = (
    <PageHeader
      title={t('downline.title', { account: account || '…' })}
      subtitle={t('downline.subtitle')}
      icon={<IconFileCertificate size={26} />}
      actions={
        <Anchor component={Link} to={paths.agentPage('downlineManagmentView')} fz="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={14} />
            {t('downline.back')}
          </Group>
        </Anchor>
      }
    />
  );

  if (!valid || view.isError)
    return (
      <>
        {header}
        <Alert color="red" variant="light" data-testid="downline-contracts-error">
          {valid ? errorText(view.error, t) : t('downline.notFound')}
        </Alert>
      </>
    );
  if (!view.data)
    return (
      <>
        {header}
        <Stack>
          <Skeleton height={160} radius="md" />
          <Skeleton height={260} radius="md" />
        </Stack>
      </>
    );

  const { downline, contracts, events, ceilings } = view.data;
  const current = contracts.filter(isOpen);
  const formCeilings = ceilingsFor(ceilings, form);

  const changeTerms = (contract: AgentContract) => {
    setForm(formOf(contract));
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      {header}
      <Group gap="xs" mb="md">
        <Text fw={600}>{downline.account}</Text>
        {downline.nickname && <Text c="dimmed">{downline.nickname}</Text>}
        <Badge variant="light" color={downline.isAgent ? 'gold' : 'gray'}>
          {downline.isAgent ? t('downline.agentType') : t('downline.memberType')}
        </Badge>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <Title order={2} fz="lg">
              {t('downline.current')}
            </Title>
            {current.length === 0 ? (
              <Card withBorder radius="md">
                <EmptyState
                  icon={<IconFileCertificate size={28} />}
                  title={t('downline.none')}
                  text={t('downline.noneText')}
                />
              </Card>
            ) : (
              current.map((contract) => (
                <ContractCard
                  key={contract.id}
                  contract={contract}
                  viewer="UPLINE"
                  aside={<CeilingNote ceilings={ceilingsFor(ceilings, contract)} />}
                  actions={<UplineActions contract={contract} onChangeTerms={() => changeTerms(contract)} />}
                />
              ))
            )}
            <Card withBorder radius="md" ref={formRef}>
              <Title order={2} fz="lg" mb="sm">
                {t('downline.offerTitle')}
              </Title>
              <CeilingNote ceilings={formCeilings} />
              <OfferForm
                downlineId={downline.id}
                downlineAccount={downline.account}
                form={form}
                onChange={setForm}
                onSent={() => setForm(emptyForm(form.kind))}
              />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Card withBorder radius="md">
            <Title order={2} fz="lg" mb="sm">
              {t('downline.history')}
            </Title>
            <ContractHistory events={events} contracts={contracts} />
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
};

/** My own rate for that kind and games, the most the downline may get (or why I cannot offer it). */
const CeilingNote = ({ ceilings }: { ceilings: readonly AgentContract[] }) => {
  const { t } = useTranslation('agent-contracts');
  if (ceilings.length === 0)
    return (
      <Alert color="orange" variant="light" mb="sm" data-testid="ceiling-none">
        {t('downline.noCeiling')}
      </Alert>
    );
  return (
    <Card bg="dark.6" radius="sm" padding="xs" mb="sm" data-testid="ceiling">
      <Text fz="xs" fw={600} c="gold.4" mb={4}>
        {t('downline.ceiling')}
      </Text>
      {ceilings.map((ceiling) => (
        <Stack key={ceiling.id} gap={2}>
          <Text fz="xs" c="dimmed">
            {t(`kinds.${ceiling.kind}`)} · {t(`categories.${ceiling.category}`)}
          </Text>
          <ContractTerms kind={ceiling.kind} tiers={ceiling.tiers} />
        </Stack>
      ))}
    </Card>
  );
};
