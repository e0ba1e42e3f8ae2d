import { Alert, Button, FileButton, Group, List, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SCREENING_HIT_STATUSES, StaffScreeningPageSchema } from '@perya/contracts';

import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

import { AdminPageHeader } from '../components/admin-page-header';
import { ConfirmReasonDialog } from '../components/confirm-reason-dialog';
import { StatusBadge } from '../components/status-badge';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { SCREENING_PATH, decideScreeningHit, importScreeningCsv } from './compliance-api';
import { StatusFilter } from './status-filter';

type ImportErrors = { line: number; reason: string }[];

/** /admin/compliance/screening: hits of the list screening to clear or confirm, and the list's CSV import. */
const ScreeningPage = () => {
  const { t } = useTranslation('admin-compliance');
  const canReview = useCan('compliance.review');
  const [status, setStatus] = useState<(typeof SCREENING_HIT_STATUSES)[number]>('OPEN');
  const page = useAdminQuery(SCREENING_PATH, StaffScreeningPageSchema, { status });
  const [deciding, setDeciding] = useState<{ id: number; decision: 'CLEAR' | 'CONFIRM' } | null>(null);
  const [importErrors, setImportErrors] = useState<ImportErrors | null>(null);
  const decide = useAdminMutation({
    mutationFn: (input: { id: number; decision: 'CLEAR' | 'CONFIRM'; reason: string }) =>
      decideScreeningHit(input.id, input.decision, input.reason),
    invalidates: [SCREENING_PATH],
  });
  const upload = useAdminMutation({
    mutationFn: async (file: File) => importScreeningCsv(await file.text()),
    invalidates: [SCREENING_PATH],
    onSuccess: (result) => {
      setImportErrors(null);
      notifications.show({ color: 'green', message: t('screening.imported', { count: result.imported }) });
    },
    onError: (error) => {
      const rows = error instanceof ApiError ? (error.value as { errors?: ImportErrors } | null)?.errors : undefined;
      setImportErrors(rows ?? null);
      notifications.show({ color: 'ruby', message: errorText(error, t) });
    },
  });
  const list = page.data?.list ?? [];

  return (
    <>
      <AdminPageHeader
        title={t('screening.title')}
        description={t('screening.description', { count: page.data?.listSize ?? 0 })}
        actions={
          <>
            <StatusFilter statuses={SCREENING_HIT_STATUSES} value={status} onChange={setStatus} />
            {canReview && (
              <FileButton onChange={(file) => file && upload.mutate(file)} accept=".csv,text/csv">
                {(props) => (
                  <Button {...props} size="xs" leftSection={<IconUpload size={14} />} loading={upload.isPending}>
                    {t('screening.import')}
                  </Button>
                )}
              </FileButton>
            )}
          </>
        }
      />
      <Stack gap="sm">
        <Text fz="xs" c="dimmed">
          {t('screening.format')}
        </Text>
        {importErrors && importErrors.length > 0 && (
          <Alert color="ruby" variant="light" title={t('screening.importFailed')}>
            <List size="xs">
              {importErrors.map((error) => (
                <List.Item key={`${error.line}:${error.reason}`}>
                  {t('screening.line', { line: error.line })}: {error.reason}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Table striped withTableBorder fz="sm" verticalSpacing={6} aria-label={t('screening.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.member')}</Table.Th>
              <Table.Th>{t('screening.matched')}</Table.Th>
              <Table.Th>{t('screening.reference')}</Table.Th>
              <Table.Th w={110}>{t('screening.stage')}</Table.Th>
              <Table.Th w={150}>{t('columns.sent')}</Table.Th>
              <Table.Th w={110}>{t('columns.status')}</Table.Th>
              <Table.Th w={190} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td ff="monospace">{row.memberAccount}</Table.Td>
                <Table.Td>{row.matchedName}</Table.Td>
                <Table.Td ff="monospace">{row.listReference ?? '—'}</Table.Td>
                <Table.Td>{t(`screening.stages.${row.stage}`)}</Table.Td>
                <Table.Td>{formatAdminTime(row.createdAt)}</Table.Td>
                <Table.Td>
                  <StatusBadge
                    status={row.status}
                    label={t(`status.${row.status}`)}
                    color={row.status === 'OPEN' ? 'yellow' : row.status === 'CONFIRMED' ? 'red' : 'gray'}
                  />
                </Table.Td>
                <Table.Td>
                  {row.status === 'OPEN' && canReview ? (
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => setDeciding({ id: row.id, decision: 'CLEAR' })}
                      >
                        {t('screening.clear')}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="light"
                        color="ruby"
                        onClick={() => setDeciding({ id: row.id, decision: 'CONFIRM' })}
                      >
                        {t('screening.confirm')}
                      </Button>
                    </Group>
                  ) : (
                    <Text fz="xs" c="dimmed" lineClamp={2}>
                      {row.reason}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
            {list.length === 0 && !page.isLoading && (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Text c="dimmed" fz="sm" ta="center" py="md">
                    {t('empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Stack>
      <ConfirmReasonDialog
        opened={deciding !== null}
        onClose={() => setDeciding(null)}
        title={deciding?.decision === 'CLEAR' ? t('screening.clearTitle') : t('screening.confirmTitle')}
        message={deciding?.decision === 'CLEAR' ? t('screening.clearMessage') : t('screening.confirmMessage')}
        confirmLabel={deciding?.decision === 'CLEAR' ? t('screening.clear') : t('screening.confirm')}
        color={deciding?.decision === 'CONFIRM' ? 'ruby' : undefined}
        onConfirm={async (reason) => {
          if (deciding) await decide.mutateAsync({ ...deciding, reason });
        }}
      />
    </>
  );
};

export default ScreeningPage;
