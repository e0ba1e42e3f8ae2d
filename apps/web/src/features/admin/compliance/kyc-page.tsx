import { Button, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import type { StaffKycSchema } from '@perya/contracts';
import { KYC_REVIEW_STATUSES, StaffKycPageSchema } from '@perya/contracts';

import { AdminPageHeader } from '../components/admin-page-header';
import { ConfirmReasonDialog } from '../components/confirm-reason-dialog';
import { DetailDrawer, DetailList } from '../components/detail-drawer';
import { StatusBadge } from '../components/status-badge';
import { ProofImage } from '../money/queue-parts';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { KYC_PATH, decideKyc } from './compliance-api';
import { StatusFilter } from './status-filter';

type Submission = z.infer<typeof StaffKycSchema>;

/** /admin/compliance/kyc: ID and selfie submissions; staff approve or reject with a reason (audited). */
const KycPage = () => {
  const { t } = useTranslation('admin-compliance');
  const canReview = useCan('compliance.review');
  const [status, setStatus] = useState<(typeof KYC_REVIEW_STATUSES)[number]>('PENDING');
  const page = useAdminQuery(KYC_PATH, StaffKycPageSchema, { status });
  const [openId, setOpenId] = useState<number | null>(null);
  const [deciding, setDeciding] = useState<'APPROVE' | 'REJECT' | null>(null);
  const decide = useAdminMutation({
    mutationFn: (input: { id: number; decision: 'APPROVE' | 'REJECT'; reason: string }) =>
      decideKyc(input.id, input.decision, input.reason),
    invalidates: [KYC_PATH],
  });
  const list = page.data?.list ?? [];
  const current: Submission | null = list.find((row) => row.id === openId) ?? null;

  return (
    <>
      <AdminPageHeader
        title={t('kyc.title')}
        description={t('kyc.description')}
        actions={<StatusFilter statuses={KYC_REVIEW_STATUSES} value={status} onChange={setStatus} />}
      />
      <Table striped highlightOnHover withTableBorder fz="sm" verticalSpacing={6} aria-label={t('kyc.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.member')}</Table.Th>
            <Table.Th>{t('kyc.fullName')}</Table.Th>
            <Table.Th>{t('kyc.document')}</Table.Th>
            <Table.Th w={70} ta="right">
              {t('kyc.age')}
            </Table.Th>
            <Table.Th w={160}>{t('columns.sent')}</Table.Th>
            <Table.Th w={110}>{t('columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((row) => (
            <Table.Tr
              key={row.id}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              onClick={() => setOpenId(row.id)}
              onKeyDown={(event) => event.key === 'Enter' && setOpenId(row.id)}
            >
              <Table.Td ff="monospace">{row.memberAccount}</Table.Td>
              <Table.Td>{row.fullName}</Table.Td>
              <Table.Td>
                {t(`documents.${row.documentType}`)} · {row.documentNumber}
              </Table.Td>
              <Table.Td ta="right">{row.age}</Table.Td>
              <Table.Td>{formatAdminTime(row.createdAt)}</Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} label={t(`status.${row.status}`)} />
              </Table.Td>
            </Table.Tr>
          ))}
          {list.length === 0 && !page.isLoading && (
            <Table.Tr>
              <Table.Td colSpan={6}>
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
        title={t('kyc.drawerTitle', { account: current?.memberAccount ?? '' })}
        actions={
          current?.status === 'PENDING' && canReview ? (
            <>
              <Button size="xs" color="ruby" variant="light" onClick={() => setDeciding('REJECT')}>
                {t('kyc.reject')}
              </Button>
              <Button size="xs" onClick={() => setDeciding('APPROVE')}>
                {t('kyc.approve')}
              </Button>
            </>
          ) : undefined
        }
      >
        {current && (
          <Stack gap="md">
            <DetailList
              items={[
                { label: t('columns.member'), value: current.memberAccount },
                { label: t('kyc.fullName'), value: current.fullName },
                { label: t('kyc.birthday'), value: `${current.birthday} (${t('kyc.years', { age: current.age })})` },
                {
                  label: t('kyc.document'),
                  value: `${t(`documents.${current.documentType}`)} · ${current.documentNumber}`,
                },
                {
                  label: t('columns.status'),
                  value: <StatusBadge status={current.status} label={t(`status.${current.status}`)} />,
                },
                ...(current.reason ? [{ label: t('columns.reason'), value: current.reason }] : []),
                ...(current.reviewedBy
                  ? [
                      {
                        label: t('columns.reviewedBy'),
                        value: `${current.reviewedBy} · ${formatAdminTime(current.reviewedAt)}`,
                      },
                    ]
                  : []),
              ]}
            />
            <SimpleGrid cols={2} spacing="sm">
              <Stack gap={4}>
                <Text fz="xs" fw={600} c="dimmed">
                  {t('kyc.idPhoto')}
                </Text>
                <ProofImage url={current.documentUrl} />
              </Stack>
              <Stack gap={4}>
                <Text fz="xs" fw={600} c="dimmed">
                  {t('kyc.selfie')}
                </Text>
                <ProofImage url={current.selfieUrl} />
              </Stack>
            </SimpleGrid>
          </Stack>
        )}
      </DetailDrawer>
      <ConfirmReasonDialog
        opened={deciding !== null && current !== null}
        onClose={() => setDeciding(null)}
        title={deciding === 'APPROVE' ? t('kyc.approveTitle') : t('kyc.rejectTitle')}
        message={deciding === 'REJECT' ? t('kyc.rejectMessage') : t('kyc.approveMessage')}
        confirmLabel={deciding === 'APPROVE' ? t('kyc.approve') : t('kyc.reject')}
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

export default KycPage;
