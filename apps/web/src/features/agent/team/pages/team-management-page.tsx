import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconArrowsExchange, IconFileCertificate, IconSearch, IconSitemap, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import type { TeamMember } from '@perya/contracts';

import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { MoneyText } from '@/components/ui/money-text';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';

import { teamMembersQueryOptions } from '../api/team';
import { DownlineTransferDialog } from '../components/downline-transfer-dialog';
import { formatTimestamp } from '../utils/format';

const PAGE_SIZE = 20;

type RowActions = {
  /** Whether the row is the caller's direct downline (transfers and contracts are between direct pairs). */
  isDirectOfCaller: boolean;
  onTeam: () => void;
  onTransfer: () => void;
};

const Actions = ({ member, actions }: { member: TeamMember; actions: RowActions }) => {
  const { t } = useTranslation('agent-team');
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {member.directCount > 0 && (
        <Tooltip label={t('team.viewTeam', { count: member.directCount })}>
          <ActionIcon
            variant="light"
            color="gold"
            onClick={actions.onTeam}
            aria-label={t('team.viewTeamOf', { name: member.account })}
          >
            <IconSitemap size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {actions.isDirectOfCaller && member.isAgent && (
        <Tooltip label={t('team.contracts')}>
          <ActionIcon
            component={Link}
            to={paths.agentDownlineContracts(member.id)}
            variant="light"
            color="blue"
            aria-label={t('team.contractsOf', { name: member.account })}
          >
            <IconFileCertificate size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {actions.isDirectOfCaller && member.status === 'ACTIVE' && (
        <Tooltip label={t('team.transfer')}>
          <ActionIcon
            variant="light"
            color="teal"
            onClick={actions.onTransfer}
            aria-label={t('team.transferTo', { name: member.account })}
          >
            <IconArrowsExchange size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
};

const StatusBadge = ({ member }: { member: TeamMember }) => {
  const { t } = useTranslation('agent-team');
  return (
    <Badge variant="light" color={member.status === 'ACTIVE' ? 'teal' : 'ruby'} size="sm">
      {t(`team.status.${member.status}`)}
    </Badge>
  );
};

const KindBadge = ({ member }: { member: TeamMember }) => {
  const { t } = useTranslation('agent-team');
  return (
    <Badge variant="outline" color={member.isAgent ? 'gold' : 'gray'} size="sm">
      {member.isAgent ? t('kind.AGENT') : t('kind.MEMBER')}
    </Badge>
  );
};

/** downlineManagmentView: the agent's team, any level, with balances, drill-down and transfers. */
export const TeamManagementPage = () => {
  const { t } = useTranslation('agent-team');
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [params, setParams] = useSearchParams();
  const parentId = Number(params.get('parent')) || undefined;
  const scope = params.get('scope') === 'all' ? 'all' : 'direct';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [recipient, setRecipient] = useState<TeamMember | null>(null);

  const team = useQuery(teamMembersQueryOptions({ parentId, scope, pageNo, pageSize: PAGE_SIZE, ...(q ? { q } : {}) }));
  const path = team.data?.path ?? [];
  const isOwnTeam = path.length <= 1;

  // The address's parameters as this page last set them: a second change made before the router
  // has rendered the first ("All levels", then a key in the search at once) builds on the first,
  // not on the parameters of the render that handled it (which would put the scope back).
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(latestParams.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    latestParams.current = next;
    setParams(next);
  };
  const openTeam = (id: number | undefined) => {
    setSearch('');
    update({ parent: id === undefined ? undefined : String(id), page: undefined, q: undefined });
  };

  const rowActions = (member: TeamMember): RowActions => ({
    isDirectOfCaller: isOwnTeam && member.depth === 1,
    onTeam: () => openTeam(member.id),
    onTransfer: () => setRecipient(member),
  });

  const list = team.data?.list ?? [];
  return (
    <>
      <PageHeader title={t('team.title')} subtitle={t('team.subtitle')} icon={<IconUsersGroup size={26} />} />
      <Card p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          {path.length > 1 && (
            <Breadcrumbs separator="›" data-testid="team-path">
              {path.map((step, index) =>
                index === path.length - 1 ? (
                  <Text key={step.id} fz="sm" fw={700}>
                    {step.nickname ?? step.account}
                  </Text>
                ) : (
                  <Anchor
                    key={step.id}
                    component="button"
                    type="button"
                    fz="sm"
                    onClick={() => openTeam(index === 0 ? undefined : step.id)}
                  >
                    {index === 0 ? t('team.myTeam') : (step.nickname ?? step.account)}
                  </Anchor>
                ),
              )}
            </Breadcrumbs>
          )}
          <Group gap="sm" wrap="wrap" justify="space-between">
            <TextInput
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                update({ page: undefined });
              }}
              placeholder={t('team.searchPlaceholder')}
              aria-label={t('team.search')}
              leftSection={<IconSearch size={16} />}
              rightSection={team.isFetching ? <Loader size={14} /> : null}
              maxLength={64}
              w={{ base: '100%', sm: 320 }}
            />
            <SegmentedControl
              value={scope}
              onChange={(value) => update({ scope: value === 'all' ? 'all' : undefined, page: undefined })}
              data={[
                { value: 'direct', label: t('team.direct') },
                { value: 'all', label: t('team.allLevels') },
              ]}
              w={{ base: '100%', sm: 'auto' }}
            />
          </Group>

          {team.isError && (
            <Alert color="ruby" variant="light" role="alert">
              {errorText(team.error, t)}{' '}
              <Button variant="subtle" size="compact-sm" onClick={() => void team.refetch()}>
                {t('team.retry')}
              </Button>
            </Alert>
          )}
          {team.isPending && (
            <Group justify="center" py="xl">
              <Loader />
            </Group>
          )}
          {team.isSuccess && list.length === 0 && (
            <EmptyState
              icon={<IconUsersGroup size={28} />}
              title={q ? t('team.noMatch') : t('team.empty')}
              text={q ? undefined : t('team.emptyText')}
              action={
                !q && isOwnTeam ? (
                  <Button component={Link} to={paths.agentPage('registerCenter')} mt="sm">
                    {t('team.addDownline')}
                  </Button>
                ) : undefined
              }
            />
          )}

          {list.length > 0 && isPhone && (
            <Stack gap="sm" data-testid="team-list">
              {list.map((member) => (
                <Card key={member.id} withBorder p="sm" data-testid="team-row">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div>
                      <Group gap={6}>
                        <Text fw={700}>{member.account}</Text>
                        <KindBadge member={member} />
                      </Group>
                      {member.nickname && (
                        <Text fz="xs" c="dimmed">
                          {member.nickname}
                        </Text>
                      )}
                    </div>
                    <MoneyText minor={member.balanceMinor} currency={member.currency} fw={700} />
                  </Group>
                  <Group justify="space-between" mt="xs" wrap="nowrap" align="flex-end">
                    <Stack gap={0}>
                      <Text fz="xs" c="dimmed">
                        {t('team.registered')}: {formatTimestamp(member.createdAt)}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {t('team.lastLogin')}: {formatTimestamp(member.lastLoginAt)}
                      </Text>
                      <Group gap={6} mt={4}>
                        <StatusBadge member={member} />
                        {scope === 'all' && (
                          <Badge variant="default" size="sm">
                            {t('team.level', { depth: member.depth })}
                          </Badge>
                        )}
                      </Group>
                    </Stack>
                    <Actions member={member} actions={rowActions(member)} />
                  </Group>
                </Card>
              ))}
            </Stack>
          )}

          {list.length > 0 && !isPhone && (
            <Table.ScrollContainer minWidth={860}>
              <Table verticalSpacing="sm" highlightOnHover data-testid="team-list">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('team.account')}</Table.Th>
                    <Table.Th>{t('team.type')}</Table.Th>
                    {scope === 'all' && <Table.Th>{t('team.levelHeading')}</Table.Th>}
                    <Table.Th ta="right">{t('team.balance')}</Table.Th>
                    <Table.Th>{t('team.lastLogin')}</Table.Th>
                    <Table.Th>{t('team.statusHeading')}</Table.Th>
                    <Table.Th>{t('team.registered')}</Table.Th>
                    <Table.Th ta="right">{t('team.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((member) => (
                    <Table.Tr key={member.id} data-testid="team-row">
                      <Table.Td>
                        <Text fw={700} fz="sm">
                          {member.account}
                        </Text>
                        {member.nickname && (
                          <Text fz="xs" c="dimmed">
                            {member.nickname}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <KindBadge member={member} />
                      </Table.Td>
                      {scope === 'all' && <Table.Td>{member.depth}</Table.Td>}
                      <Table.Td ta="right">
                        <MoneyText minor={member.balanceMinor} currency={member.currency} fz="sm" fw={600} />
                      </Table.Td>
                      <Table.Td fz="sm" c="dimmed" ff="monospace">
                        {formatTimestamp(member.lastLoginAt)}
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge member={member} />
                      </Table.Td>
                      <Table.Td fz="sm" c="dimmed" ff="monospace">
                        {formatTimestamp(member.createdAt)}
                      </Table.Td>
                      <Table.Td>
                        <Actions member={member} actions={rowActions(member)} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}

          {team.data && team.data.total > 0 && (
            <ListPagination
              pageNo={pageNo}
              totalPages={team.data.totalPages}
              onChange={(next) => update({ page: next === 1 ? undefined : String(next) })}
              summary={t('team.count', { count: team.data.total })}
            />
          )}
        </Stack>
      </Card>
      <DownlineTransferDialog recipient={recipient} onClose={() => setRecipient(null)} />
    </>
  );
};
