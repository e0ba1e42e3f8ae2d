import { Alert, Button, FileInput, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CatalogueImportResult } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { useAdminMutation } from '../shell/admin-query';
import { GAMES_PATH, VENDORS_PATH, feedBodyOf, importFeed } from './games-api';

/** Imports a provider feed (a .json or .json.gz file, or pasted JSON), as `ops catalogue import`; shows the counts. */
export const ImportFeedModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation('admin-games');
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [result, setResult] = useState<CatalogueImportResult | null>(null);
  const upload = useAdminMutation({
    mutationFn: async () => importFeed(file ? await feedBodyOf(file) : { encoding: 'json', content: pasted }),
    invalidates: [GAMES_PATH, VENDORS_PATH],
    onSuccess: setResult,
  });
  const close = () => {
    setFile(null);
    setPasted('');
    setResult(null);
    upload.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('import.title')} size="lg" centered>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('import.help')}
        </Text>
        {result ? (
          <Table withTableBorder fz="sm" aria-label={t('import.result')}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{t('import.vendors')}</Table.Th>
                <Table.Td>{t('import.counts', { total: result.vendors, added: result.newVendors })}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('import.games')}</Table.Th>
                <Table.Td>{t('import.counts', { total: result.games, added: result.newGames })}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        ) : (
          <>
            <FileInput
              size="xs"
              label={t('import.file')}
              accept=".json,.gz,application/json,application/gzip"
              clearable
              value={file}
              onChange={setFile}
            />
            <Textarea
              size="xs"
              label={t('import.paste')}
              rows={6}
              disabled={file !== null}
              value={pasted}
              onChange={(event) => setPasted(event.currentTarget.value)}
            />
          </>
        )}
        {upload.error && (
          <Alert color="ruby" variant="light" role="alert">
            {errorText(upload.error, t)}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={close}>
            {result ? t('common.close') : t('common.cancel')}
          </Button>
          {!result && (
            <Button
              size="xs"
              loading={upload.isPending}
              disabled={!file && pasted.trim() === ''}
              onClick={() => upload.mutate(undefined)}
            >
              {t('import.submit')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
};
