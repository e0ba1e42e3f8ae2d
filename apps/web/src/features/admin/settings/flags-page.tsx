import { Alert, Box, Group, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import type { StaffFeatureFlagSchema } from '@perya/contracts';
import { StaffFeatureFlagListSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminPageHeader } from '../components/admin-page-header';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { FLAGS_PATH, updateFlag } from './settings-api';

type Flag = z.infer<typeof StaffFeatureFlagSchema>;

/** /admin/settings/flags: the white-label tree (spec §6), each flag switched as `ops flag` does. */
const FlagsPage = () => {
  const { t } = useTranslation('admin-settings');
  const canManage = useCan('settings.manage');
  const flags = useAdminQuery(FLAGS_PATH, StaffFeatureFlagListSchema);
  const toggle = useAdminMutation({
    mutationFn: (input: { flag: Flag; enabled: boolean }) =>
      updateFlag(input.flag.modId, { version: input.flag.version, enabled: input.enabled }),
    invalidates: [FLAGS_PATH],
  });
  const list = flags.data?.list ?? [];

  const branch = (parent: string | null, depth: number, parentOn: boolean) =>
    list
      .filter((flag) => flag.parentModId === parent)
      .map((flag) => (
        <Box key={flag.modId} pl={depth * 24} py={4} role="treeitem" aria-level={depth + 1}>
          <Group gap="sm" wrap="nowrap">
            <Switch
              size="xs"
              checked={flag.enabled}
              disabled={!canManage || toggle.isPending}
              aria-label={`${flag.description} (${flag.modId})`}
              onChange={(event) => toggle.mutate({ flag, enabled: event.currentTarget.checked })}
            />
            <Text fz="sm" c={parentOn ? undefined : 'dimmed'}>
              {flag.description}
            </Text>
            <Text fz="xs" c="dimmed" ff="monospace">
              {flag.modId}
            </Text>
          </Group>
          {branch(flag.modId, depth + 1, parentOn && flag.enabled)}
        </Box>
      ));

  return (
    <>
      <AdminPageHeader title={t('flags.title')} description={t('flags.description')} />
      {toggle.error && (
        <Alert color="ruby" variant="light" mb="xs" role="alert">
          {errorText(toggle.error, t)}
        </Alert>
      )}
      <Box role="tree" aria-label={t('flags.title')}>
        {branch(null, 0, true)}
      </Box>
    </>
  );
};

export default FlagsPage;
