import { Alert, Badge, Button, Group, NumberInput, Stack, Table, Tabs, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import {
  MEMBER_NOTE_MAX_LENGTH,
  MEMBER_VIP_LEVEL_MAX,
  MemberNoteListSchema,
  StaffBetPageSchema,
  StaffLedgerPageSchema,
  StaffMemberProfileSchema,
  StaffMemberSessionsSchema,
} from '@perya/contracts';

import type { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

import { AdminMoney } from '../components/admin-money';
import { ConfirmReasonDialog } from '../components/confirm-reason-dialog';
import { DetailList } from '../components/detail-drawer';
import { StatusBadge } from '../components/status-badge';
import { adminQueryKey, useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { Can } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { CursorTable } from './cursor-table';
import type { MemberAction, MemberProfile } from './members-api';
import {
  addMemberNote,
  changeUpline,
  endMemberSession,
  memberPath,
  MEMBERS_PATH,
  runMemberAction,
  setVipLevel,
} from './members-api';

type Dialog = MemberAction | 'upline' | 'vip-level' | { endSession: string };

/** /admin/members/:id: the member's profile, risk links, notes, history, sessions and the staff actions. */
const MemberPage = () => {
  const { t } = useTranslation('admin-members');
  const id = Number(useParams().id);
  const path = memberPath(id);
  const queryClient = useQueryClient();
  const profile = useAdminQuery(path, StaffMemberProfileSchema, undefined, { enabled: Number.isSafeInteger(id) });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [uplineId, setUplineId] = useState<number | string>('');
  const [vipLevel, setVip] = useState<number | string>('');
  const reload = () => queryClient.invalidateQueries({ queryKey: adminQueryKey(path) });
  // A record changed since it was opened: say so and show the current one (its new version).
  const onStale = (error: ApiError) => {
    if (error.code !== 'STALE_RECORD') return;
    notifications.show({ color: 'yellow', message: t('stale') });
    void reload();
  };
  const action = useAdminMutation({
    mutationFn: ({
      member,
      kind,
      reason,
    }: {
      member: MemberProfile;
      kind: Dialog;
      reason: string;
    }): Promise<unknown> => {
      if (kind === 'upline') return changeUpline(member.id, member.version, Number(uplineId), reason);
      if (kind === 'vip-level') return setVipLevel(member.id, member.version, Number(vipLevel), reason);
      if (typeof kind === 'object') return endMemberSession(member.id, kind.endSession, reason);
      return runMemberAction(member.id, kind, member.version, reason);
    },
    invalidates: [MEMBERS_PATH],
    onSuccess: () => {
      setDialog(null);
      notifications.show({ color: 'teal', message: t('saved') });
    },
    onError: onStale,
  });

  if (!Number.isSafeInteger(id) || id <= 0) return <Alert color="ruby">{t('notFound')}</Alert>;
  if (profile.error) return <Alert color="ruby">{errorText(profile.error, t)}</Alert>;
  const member = profile.data;
  if (!member) return <Text size="sm">{t('loading')}</Text>;

  const dialogTitle = (kind: Dialog) => (typeof kind === 'object' ? t('actions.endSession') : t(`actions.${kind}`));
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h3">
            {member.account}{' '}
            <Text span c="dimmed" size="sm">
              #{member.id}
            </Text>
          </Title>
          <Group gap={6} mt={4}>
            <StatusBadge status={member.status} />
            {member.isAgent && (
              <Badge size="sm" radius="sm" variant="outline">
                {t('kind.agent')}
              </Badge>
            )}
            <Badge size="sm" radius="sm" variant="light">
              {t('vip', { level: member.vipLevel })}
            </Badge>
          </Group>
        </div>
        <Can permission="members.manage">
          <Group gap="xs">
            {member.status === 'ACTIVE' ? (
              <Button size="xs" color="ruby" variant="light" onClick={() => setDialog('lock')}>
                {t('actions.lock')}
              </Button>
            ) : (
              <Button size="xs" variant="light" onClick={() => setDialog('unlock')}>
                {t('actions.unlock')}
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => setDialog('force-password-change')}>
              {t('actions.force-password-change')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setDialog('reset-payment-password')}>
              {t('actions.reset-payment-password')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setDialog('upline')}>
              {t('actions.upline')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setVip(member.vipLevel);
                setDialog('vip-level');
              }}
            >
              {t('actions.vip-level')}
            </Button>
          </Group>
        </Can>
      </Group>

      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">{t('tabs.overview')}</Tabs.Tab>
          <Tabs.Tab value="ledger">{t('tabs.ledger')}</Tabs.Tab>
          <Tabs.Tab value="bets">{t('tabs.bets')}</Tabs.Tab>
          <Tabs.Tab value="sessions">{t('tabs.sessions')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="sm">
          <Overview member={member} />
        </Tabs.Panel>
        <Tabs.Panel value="ledger" pt="sm">
          <CursorTable
            path={`${path}/ledger`}
            schema={StaffLedgerPageSchema}
            label={t('tabs.ledger')}
            exportName={`member-${member.id}-ledger`}
            rowKey={(row) => row.id}
            columns={[
              { key: 'time', header: t('field.time'), render: (row) => formatAdminTime(row.createdAt) },
              { key: 'kind', header: t('field.kind'), render: (row) => row.kind },
              { key: 'status', header: t('field.status'), render: (row) => <StatusBadge status={row.status} /> },
              {
                key: 'amount',
                header: t('field.amount'),
                align: 'right',
                render: (row) => <AdminMoney minor={row.amountMinor} currency={row.currency} signed />,
              },
              { key: 'debit', header: t('field.debit'), render: (row) => row.debitAccount },
              { key: 'credit', header: t('field.credit'), render: (row) => row.creditAccount },
              { key: 'reference', header: t('field.reference'), render: (row) => row.reference ?? '—' },
            ]}
          />
        </Tabs.Panel>
        <Tabs.Panel value="bets" pt="sm">
          <CursorTable
            path={`${path}/bets`}
            schema={StaffBetPageSchema}
            label={t('tabs.bets')}
            exportName={`member-${member.id}-bets`}
            rowKey={(row) => `${row.vendorCode}:${row.roundId}`}
            columns={[
              { key: 'time', header: t('field.time'), render: (row) => formatAdminTime(row.startedAt) },
              { key: 'vendor', header: t('field.vendor'), render: (row) => row.vendorCode },
              { key: 'game', header: t('field.game'), render: (row) => row.gameCode },
              { key: 'round', header: t('field.round'), render: (row) => row.roundId },
              { key: 'status', header: t('field.status'), render: (row) => <StatusBadge status={row.status} /> },
              {
                key: 'bet',
                header: t('field.bet'),
                align: 'right',
                render: (row) => <AdminMoney minor={row.betMinor} currency={row.currency} />,
              },
              {
                key: 'win',
                header: t('field.win'),
                align: 'right',
                render: (row) => <AdminMoney minor={row.winMinor} currency={row.currency} />,
              },
            ]}
          />
        </Tabs.Panel>
        <Tabs.Panel value="sessions" pt="sm">
          <Sessions memberId={member.id} onEnd={(sessionId) => setDialog({ endSession: sessionId })} />
        </Tabs.Panel>
      </Tabs>

      <ConfirmReasonDialog
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog === null ? '' : dialogTitle(dialog)}
        color={dialog === 'lock' ? 'ruby' : undefined}
        confirmLabel={t('confirm')}
        message={
          dialog === 'upline' ? (
            <NumberInput size="xs" label={t('uplineId')} min={1} value={uplineId} onChange={setUplineId} />
          ) : dialog === 'vip-level' ? (
            <NumberInput
              size="xs"
              label={t('field.vipLevel')}
              min={0}
              max={MEMBER_VIP_LEVEL_MAX}
              value={vipLevel}
              onChange={setVip}
            />
          ) : dialog === null ? undefined : (
            t(`confirmText.${typeof dialog === 'object' ? 'endSession' : dialog}`, { account: member.account })
          )
        }
        onConfirm={(reason) =>
          dialog === null ? Promise.resolve() : action.mutateAsync({ member, kind: dialog, reason })
        }
      />
    </Stack>
  );
};

const Overview = ({ member }: { member: MemberProfile }) => {
  const { t } = useTranslation('admin-members');
  return (
    <Stack gap="md">
      <DetailList
        items={[
          { label: t('field.nickname'), value: member.nickname ?? '—' },
          { label: t('field.payeeName'), value: member.payeeName ?? '—' },
          { label: t('field.mobile'), value: member.mobile ?? '—' },
          { label: t('field.email'), value: member.email ?? '—' },
          { label: t('field.upline'), value: member.uplineAccount ?? '—' },
          { label: t('field.teamSize'), value: member.teamSize },
          {
            label: t('field.registeredAt'),
            value: `${formatAdminTime(member.createdAt)} · ${member.registeredIp ?? '—'}`,
          },
          {
            label: t('field.lastLoginAt'),
            value: `${formatAdminTime(member.lastLoginAt)} · ${member.lastLoginIp ?? '—'}`,
          },
          { label: t('field.openSessions'), value: member.openSessions },
          { label: t('field.mustChangePassword'), value: member.mustChangePassword ? t('yes') : t('no') },
          {
            label: t('field.paymentPassword'),
            value: member.hasPaymentPassword
              ? t('paymentPasswordSet', { failures: member.paymentPasswordFailures })
              : t('no'),
          },
          {
            label: t('field.wageringOwed'),
            value: <AdminMoney minor={member.wageringOwedMinor} currency={member.currency} />,
          },
        ]}
      />
      <div>
        <Title order={3} size="h5" mb={4}>
          {t('balances')}
        </Title>
        <Table fz="xs" aria-label={t('balances')}>
          <Table.Tbody>
            {member.balances.map((balance) => (
              <Table.Tr key={`${balance.wallet}:${balance.currency}`}>
                <Table.Td>{balance.wallet}</Table.Td>
                <Table.Td ta="right">
                  <AdminMoney minor={balance.balanceMinor} currency={balance.currency} />
                </Table.Td>
                <Table.Td ta="right">
                  {t('held')} <AdminMoney minor={balance.heldMinor} currency={balance.currency} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <div>
        <Title order={3} size="h5" mb={4}>
          {t('links.title')}
        </Title>
        {member.links.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('links.none')}
          </Text>
        ) : (
          <Table fz="xs" aria-label={t('links.title')}>
            <Table.Tbody>
              {member.links.map((link) => (
                <Table.Tr key={`${link.kind}:${link.value}`}>
                  <Table.Td w={140}>{t(`links.${link.kind}`)}</Table.Td>
                  <Table.Td>{link.value}</Table.Td>
                  <Table.Td>
                    {link.members.map((other) => (
                      <Link key={other.id} to={`/admin/members/${other.id}`} style={{ marginRight: 8 }}>
                        {other.account}
                      </Link>
                    ))}
                    {link.memberCount > link.members.length &&
                      t('links.more', { count: link.memberCount - link.members.length })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </div>
      <Notes memberId={member.id} />
    </Stack>
  );
};

const Notes = ({ memberId }: { memberId: number }) => {
  const { t } = useTranslation('admin-members');
  const notesPath = `${memberPath(memberId)}/notes`;
  const notes = useAdminQuery(notesPath, MemberNoteListSchema);
  const [body, setBody] = useState('');
  const add = useAdminMutation({
    mutationFn: (text: string) => addMemberNote(memberId, text),
    invalidates: [notesPath],
    onSuccess: () => setBody(''),
  });
  return (
    <div>
      <Title order={3} size="h5" mb={4}>
        {t('notes.title')}
      </Title>
      <Can permission="members.note">
        <Group align="flex-end" gap="xs" mb="xs">
          <Textarea
            size="xs"
            style={{ flex: 1 }}
            rows={2}
            maxLength={MEMBER_NOTE_MAX_LENGTH}
            aria-label={t('notes.add')}
            placeholder={t('notes.placeholder')}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
          />
          <Button
            size="xs"
            disabled={body.trim().length === 0}
            loading={add.isPending}
            onClick={() => add.mutate(body.trim())}
          >
            {t('notes.add')}
          </Button>
        </Group>
        {add.error && <Alert color="ruby">{errorText(add.error, t)}</Alert>}
      </Can>
      <Stack gap={6}>
        {(notes.data?.list ?? []).map((note) => (
          <div key={note.id}>
            <Text size="xs" c="dimmed">
              {note.staffName} · {formatAdminTime(note.createdAt)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note.body}
            </Text>
          </div>
        ))}
      </Stack>
    </div>
  );
};

const Sessions = ({ memberId, onEnd }: { memberId: number; onEnd: (sessionId: string) => void }) => {
  const { t } = useTranslation('admin-members');
  const sessions = useAdminQuery(`${memberPath(memberId)}/sessions`, StaffMemberSessionsSchema);
  return (
    <Table fz="xs" striped aria-label={t('tabs.sessions')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('field.time')}</Table.Th>
          <Table.Th>{t('field.device')}</Table.Th>
          <Table.Th>{t('field.deviceId')}</Table.Th>
          <Table.Th>{t('field.ip')}</Table.Th>
          <Table.Th>{t('field.lastSeen')}</Table.Th>
          <Table.Th>{t('field.status')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(sessions.data?.sessions ?? []).map((session) => (
          <Table.Tr key={session.id}>
            <Table.Td>{formatAdminTime(session.createdAt)}</Table.Td>
            <Table.Td title={session.userAgent}>{session.device}</Table.Td>
            <Table.Td>{session.deviceId ?? '—'}</Table.Td>
            <Table.Td>{session.ip}</Table.Td>
            <Table.Td>{formatAdminTime(session.lastSeenAt)}</Table.Td>
            <Table.Td>{session.isOpen ? t('session.open') : (session.revokedReason ?? t('session.ended'))}</Table.Td>
            <Table.Td>
              {session.isOpen && (
                <Can permission="members.manage">
                  <Button size="compact-xs" variant="subtle" color="ruby" onClick={() => onEnd(session.id)}>
                    {t('actions.endSession')}
                  </Button>
                </Can>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};

export default MemberPage;
