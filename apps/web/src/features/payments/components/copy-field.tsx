import { ActionIcon, Button, Group, Modal, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { copyText } from '../utils/copy-text';

type CopyFieldProps = { label: string; value: string; isMono?: boolean };

/** A payee detail with its copy button; a copy is confirmed in a small dialog (spec §2.7). */
export const CopyField = ({ label, value, isMono = false }: CopyFieldProps) => {
  const { t } = useTranslation('payments');
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);

  const handleCopy = async () => setResult((await copyText(value)) ? 'copied' : 'failed');

  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text
          fw={700}
          fz="md"
          ff={isMono ? 'monospace' : undefined}
          style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
        >
          {value}
        </Text>
      </div>
      <Tooltip label={t('copy.copy')}>
        <ActionIcon variant="light" size="lg" aria-label={t('copy.copyLabel', { label })} onClick={handleCopy}>
          <IconCopy size={18} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={result !== null} onClose={() => setResult(null)} size="xs" withCloseButton={false}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={44} radius="xl" color={result === 'copied' ? 'teal' : 'ruby'} variant="light">
            <IconCheck size={24} />
          </ThemeIcon>
          <Text fw={700} role="status">
            {result === 'copied' ? t('copy.copied') : t('copy.failed')}
          </Text>
          <Text fz="sm" c="dimmed" ff={isMono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
          <Button onClick={() => setResult(null)} fullWidth data-autofocus>
            {t('actions.ok')}
          </Button>
        </Stack>
      </Modal>
    </Group>
  );
};
