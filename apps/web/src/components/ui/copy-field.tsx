import { ActionIcon, Button, Group, Modal, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { copyText } from '@/lib/copy-text';

/**
 * Where the copy texts (`copy.*`) come from: the portal's common namespace, or the agent centre's
 * own, which exists in Simplified Chinese too (decision 033; common shows English in CN).
 */
export type CopyTexts = 'common' | 'agent';

type CopyButtonProps = {
  value: string;
  /** The button's accessible name, e.g. "Copy link". */
  label: string;
  isMono?: boolean;
  /** md beside other md icon buttons (a row of actions), lg beside a field. */
  size?: 'md' | 'lg';
  texts?: CopyTexts;
};

/**
 * A copy icon button. Every copy is confirmed in a small dialog (spec §2.7: "Copy success shows a
 * confirmation dialog"), which also shows the value, so a failed copy can be selected by hand.
 */
export const CopyValueButton = ({ value, label, isMono = false, size = 'lg', texts = 'common' }: CopyButtonProps) => {
  const { t } = useTranslation(texts);
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);

  const handleCopy = async () => setResult((await copyText(value)) ? 'copied' : 'failed');

  return (
    <>
      <Tooltip label={t('copy.copy')}>
        <ActionIcon variant="light" size={size} aria-label={label} onClick={handleCopy}>
          <IconCopy size={size === 'lg' ? 18 : 16} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={result !== null} onClose={() => setResult(null)} size="xs" withCloseButton={false} centered>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={44} radius="xl" color={result === 'copied' ? 'teal' : 'ruby'} variant="light">
            {result === 'copied' ? <IconCheck size={24} /> : <IconX size={24} />}
          </ThemeIcon>
          <Text fw={700} role="status">
            {result === 'copied' ? t('copy.copied') : t('copy.failed')}
          </Text>
          <Text fz="sm" c="dimmed" ff={isMono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
          <Button onClick={() => setResult(null)} fullWidth data-autofocus>
            {t('copy.ok')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
};

type CopyFieldProps = {
  label: string;
  value: string;
  isMono?: boolean;
  /** The value's font size: a code to read out loud is larger than a link. */
  valueSize?: number | 'sm' | 'md';
  testId?: string;
  texts?: CopyTexts;
};

/** A labelled value (a payee's account, a referral code or link) with its copy button. */
export const CopyField = ({ label, value, isMono = false, valueSize = 'md', testId, texts }: CopyFieldProps) => {
  const { t } = useTranslation(texts ?? 'common');
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text
          fw={700}
          fz={valueSize}
          ff={isMono ? 'monospace' : undefined}
          style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
          data-testid={testId}
        >
          {value}
        </Text>
      </div>
      <CopyValueButton value={value} label={t('copy.copyLabel', { label })} isMono={isMono} texts={texts} />
    </Group>
  );
};
