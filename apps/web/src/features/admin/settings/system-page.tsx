import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { LanguageCode, StaffSystemSettings } from '@perya/contracts';
import { LANGUAGES, StaffSystemSettingsSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminPageHeader } from '../components/admin-page-header';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { SYSTEM_PATH, updateSystem } from './settings-api';

/** /admin/settings/system: maintenance (with a clear confirm), region restriction, languages offered. */
const SystemPage = () => {
  const settings = useAdminQuery(SYSTEM_PATH, StaffSystemSettingsSchema);
  const { t } = useTranslation('admin-settings');
  // The forms start from the settings as read, again after each saved change (a new version).
  return settings.data ? (
    <SystemForms key={settings.data.version} data={settings.data} />
  ) : (
    <AdminPageHeader title={t('system.title')} description={t('system.description')} />
  );
};

const SystemForms = ({ data }: { data: StaffSystemSettings }) => {
  const { t } = useTranslation('admin-settings');
  const canManage = useCan('settings.manage');
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const [title, setTitle] = useState(data.maintenanceMessages.EN?.title ?? '');
  const [info, setInfo] = useState(data.maintenanceMessages.EN?.info ?? '');
  const [region, setRegion] = useState({ enabled: data.regionRestrictionEnabled, countries: data.allowedCountries });
  const [languages, setLanguages] = useState<string[]>(
    data.offeredLanguages ?? LANGUAGES.map((language) => language.code),
  );

  const save = useAdminMutation({
    mutationFn: (body: Parameters<typeof updateSystem>[0]) => updateSystem(body),
    invalidates: [SYSTEM_PATH],
    onSuccess: () => {
      setConfirming(null);
      notifications.show({ color: 'teal', message: t('common.saved') });
    },
  });

  const maintenanceBody = (current: StaffSystemSettings, enabled: boolean) => ({
    version: current.version,
    maintenanceEnabled: enabled,
    ...(enabled && title.trim()
      ? { maintenanceMessages: { ...current.maintenanceMessages, EN: { title: title.trim(), info: info.trim() } } }
      : {}),
  });

  return (
    <>
      <AdminPageHeader title={t('system.title')} description={t('system.description')} />
      {save.error && (
        <Alert color="ruby" variant="light" mb="xs" role="alert">
          {errorText(save.error, t)}
        </Alert>
      )}
      {
        <Stack gap="md" maw={760}>
          <Card withBorder radius="sm" padding="sm">
            <Group justify="space-between" mb="xs">
              <Title order={2} fz="md">
                {t('system.maintenance')}
              </Title>
              <Badge color={data.maintenanceEnabled ? 'orange' : 'teal'} variant="light" data-testid="system-status">
                {data.maintenanceEnabled ? t('system.statusMaintenance') : t('system.statusNormal')}
              </Badge>
            </Group>
            <Stack gap="xs">
              <TextInput
                size="xs"
                label={t('system.maintenanceTitle')}
                maxLength={100}
                disabled={!canManage}
                value={title}
                onChange={(event) => setTitle(event.currentTarget.value)}
              />
              <Textarea
                size="xs"
                label={t('system.maintenanceInfo')}
                maxLength={1000}
                rows={2}
                disabled={!canManage}
                value={info}
                onChange={(event) => setInfo(event.currentTarget.value)}
              />
              {canManage && (
                <Group>
                  <Button
                    size="xs"
                    color={data.maintenanceEnabled ? 'teal' : 'orange'}
                    onClick={() => setConfirming(!data.maintenanceEnabled)}
                  >
                    {data.maintenanceEnabled ? t('system.turnOff') : t('system.turnOn')}
                  </Button>
                </Group>
              )}
              <Text fz="xs" c="dimmed">
                {t('system.updated', { time: formatAdminTime(data.updatedAt) })}
              </Text>
            </Stack>
          </Card>

          <Card withBorder radius="sm" padding="sm">
            <Title order={2} fz="md" mb="xs">
              {t('system.region')}
            </Title>
            <Stack gap="xs">
              <Switch
                label={t('system.regionEnabled')}
                checked={region.enabled}
                disabled={!canManage}
                onChange={(event) => setRegion({ ...region, enabled: event.currentTarget.checked })}
              />
              <TagsInput
                size="xs"
                label={t('system.allowedCountries')}
                description={t('system.allowedHelp')}
                disabled={!canManage}
                value={region.countries}
                onChange={(values) =>
                  setRegion({ ...region, countries: values.map((value) => value.trim().toUpperCase()) })
                }
              />
              {canManage && (
                <Group>
                  <Button
                    size="xs"
                    loading={save.isPending}
                    onClick={() =>
                      save.mutate({
                        version: data.version,
                        regionRestrictionEnabled: region.enabled,
                        allowedCountries: region.countries,
                      })
                    }
                  >
                    {t('common.save')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>

          <Card withBorder radius="sm" padding="sm">
            <Title order={2} fz="md" mb="xs">
              {t('system.languages')}
            </Title>
            <Stack gap="xs">
              <Checkbox.Group label={t('system.languagesOffered')} value={languages} onChange={setLanguages}>
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={4} verticalSpacing={4} mt={4}>
                  {LANGUAGES.map((language) => (
                    <Checkbox
                      key={language.code}
                      size="xs"
                      value={language.code}
                      disabled={!canManage}
                      label={`${language.code} · ${language.name}`}
                    />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
              {canManage && (
                <Group>
                  <Button
                    size="xs"
                    loading={save.isPending}
                    disabled={languages.length === 0}
                    onClick={() =>
                      save.mutate({
                        version: data.version,
                        offeredLanguages: languages.length === LANGUAGES.length ? null : (languages as LanguageCode[]),
                      })
                    }
                  >
                    {t('common.save')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        </Stack>
      }

      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t('system.confirmOnTitle') : t('system.confirmOffTitle')}
        centered
      >
        <Stack gap="sm">
          <Text fz="sm">{confirming ? t('system.confirmOnText') : t('system.confirmOffText')}</Text>
          {save.error && (
            <Alert color="ruby" variant="light" role="alert">
              {errorText(save.error, t)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              size="xs"
              color={confirming ? 'orange' : 'teal'}
              loading={save.isPending}
              onClick={() => confirming !== null && save.mutate(maintenanceBody(data, confirming))}
            >
              {confirming ? t('system.turnOn') : t('system.turnOff')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};

export default SystemPage;
