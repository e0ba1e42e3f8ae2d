import { Button, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import type { StaffFamilyRequestSchema } from '@perya/contracts';
import { FAMILY_REQUEST_STATUSES, StaffFamilyPageSchema } from '@perya/contracts';

import { AdminPageHeader } from '../components/admin-page-header';
import { ConfirmReasonDialog } from '../components/confirm-reason-dialog';
import { DetailDrawer, DetailList } from '../components/detail-drawer';
import { StatusBadge } from '../components/status-badge';
import { ProofImage } from '../money/queue-parts';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { FAMILY_PATH, decideFamilyRequest } from './compliance-api';
import { StatusFilter } from './status-filter';

type FamilyRequest = z.infer<typeof StaffFamilyRequestSchema>;

/** /admin/compliance/family: family exclusion requests; approving names the member it is about (audited). */
const FamilyPage = () => {
  const { t } = useTranslation('admin-compliance');
  const canReview = useCan('compliance.review');
  const [status, setStatus] = useState<(typeof FAMILY_REQUEST_STATUSES)[number]>('PENDING');
  const page = useAdminQuery(FAMILY_PATH, StaffFamilyPageSchema, { status });
  const [openId, setOpenId] = useState<number | null>(null);
  const [deciding, setDeciding] = useState<'APPROVE' | 'REJECT' | null>(null);
  const [memberAccount, setMemberAccount] = useState('');
  const decide = useAdminMutation({
    mutationFn: (input: { id: number; decision: 'APPROVE' | 'REJECT'; reason: string }) =>
      decideFamilyRequest(input.id, {
        decision: input.decision,
        reason: input.reason,
        ...(input.decision === 'APPROVE' ? { memberAccount: memberAccount.trim() } : {}),
      }),
    invalidates: [FAMILY_PATH],
  });
  const list = page.data?.list ?? [];
  const current: FamilyRequest | null = list.find((row) => row.id === openId) ?? null;

  return (
    <>
      <AdminPageHeader
        title={t('family.title')}
        description={t('family.description')}
        actions={<StatusFilter statuses={FAMILY_REQUEST_STATUSES} value={status} onChange={setStatus} />}
      />
      <Table striped highlightOnHover withTableBorder fz="sm" verticalSpacing={6} aria-label={t('family.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={140}>{t('family.reference')}</Table.Th>
            <Table.Th>{t('family.respondent')}</Table.Th>
            <Table.Th>{t('family.applicant')}</Table.Th>
            <Table.Th w={160}>{t('columns.sent')}</Table.Th>
            <Table.Th w={120}>{t('columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((row) => (
            <Table.Tr
              key={row.id}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              onClick={() => {
                setOpenId(row.id);
                setMemberAccount(row.respondentAccount ?? '');
              }}
              onKeyDown={(event) => event.key === 'Enter' && setOpenId(row.id)}
            >
              <Table.Td ff="monospace">{row.reference}</Table.Td>
              <Table.Td>
                {row.respondentName}
                {row.respondentAccount && (
                  <Text span c="dimmed" fz="xs" ml="xs" ff="monospace">
                    {row.respondentAccount}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {row.applicantName} · {t(`family.relationships.${row.relationship}`)}
              </Table.Td>
              <Table.Td>{formatAdminTime(row.createdAt)}</Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} label={t(`status.${row.status}`)} />
              </Table.Td>
            </Table.Tr>
          ))}
          {list.length === 0 && !page.isLoading && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" fz="sm" ta="center" py="md">
                  {t('empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      <DetailDrawer
        opened={current !== null}
        onClose={() => setOpenId(null)}
        title={t('family.drawerTitle', { reference: current?.reference ?? '' })}
        actions={
          current?.status === 'PENDING' && canReview ? (
            <>
              <Button size="xs" color="ruby" variant="light" onClick={() => setDeciding('REJECT')}>
                {t('family.reject')}
              </Button>
              <Button size="xs" disabled={memberAccount.trim() === ''} onClick={() => setDeciding('APPROVE')}>
                {t('family.approve')}
              </Button>
            </>
          ) : undefined
        }
      >
        {current && (
          <Stack gap="md">
            <DetailList
              items={[
                {
                  label: t('family.applicant'),
                  value: `${current.applicantName} (${t(`family.relationships.${current.relationship}`)})`,
                },
                { label: t('family.contact'), value: current.contact },
                { label: t('family.respondent'), value: current.respondentName },
                ...(current.respondentBirthday
                  ? [{ label: t('family.birthday'), value: current.respondentBirthday }]
                  : []),
                { label: t('family.details'), value: current.details },
                ...(current.reason ? [{ label: t('columns.reason'), value: current.reason }] : []),
                ...(current.exclusionPending
                  ? [{ label: t('family.exclusion'), value: t('family.exclusionPending') }]
                  : []),
              ]}
            />
            {current.status === 'PENDING' && canReview && (
              <TextInput
                label={t('family.memberAccount')}
                description={t('family.memberAccountHint')}
                value={memberAccount}
                onChange={(event) => setMemberAccount(event.currentTarget.value)}
                maxLength={64}
              />
            )}
            {current.evidenceUrls.map((url) => (
              <ProofImage key={url} url={url} />
            ))}
          </Stack>
        )}
      </DetailDrawer>
      <ConfirmReasonDialog
        opened={deciding !== null && current !== null}
        onClose={() => setDeciding(null)}
        title={deciding === 'APPROVE' ? t('family.approveTitle') : t('family.rejectTitle')}
        message={deciding === 'APPROVE' ? t('family.approveMessage', { account: memberAccount.trim() }) : undefined}
        confirmLabel={deciding === 'APPROVE' ? t('family.approve') : t('family.reject')}
        color={deciding === 'REJECT' ? 'ruby' : undefined}
        onConfirm={async (reason) => {
          if (!current || !deciding) return;
          await decide.mutateAsync({ id: current.id, decision: deciding, reason });
          setOpenId(null);
        }}
      />
    </>
  );
};

export default FamilyPage;
