import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { StaffDomainRoute } from '@perya/contracts';
import { StaffDomainRouteListSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminPageHeader } from '../components/admin-page-header';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { DOMAINS_PATH, removeDomainRoute, saveDomainRoute } from './settings-api';

type Draft = { domain: string; route: string; affiliateCode: string; version: number };
const EMPTY: Draft = { domain: '', route: '', affiliateCode: '', version: 0 };

/**
 * /admin/settings/domains: which landing route and affiliate code each domain opens with, as
 * `npm run ops -- domain` sets them (decision 030): add, change at the version read, remove.
 */
const DomainsPage = () => {
  const { t } = useTranslation('admin-settings');
  const canManage = useCan('settings.manage');
  const domains = useAdminQuery(DOMAINS_PATH, StaffDomainRouteListSchema);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [removing, setRemoving] = useState<StaffDomainRoute | null>(null);
  const save = useAdminMutation({
    mutationFn: (input: Draft) =>
      saveDomainRoute(input.domain.trim().toLowerCase(), {
        version: input.version,
        route: input.route.trim() || null,
        affiliateCode: input.affiliateCode.trim() || null,
      }),
    invalidates: [DOMAINS_PATH],
    onSuccess: () => {
      setDraft(EMPTY);
      notifications.show({ color: 'teal', message: t('common.saved') });
    },
  });
  const remove = useAdminMutation({
    mutationFn: (row: StaffDomainRoute) => removeDomainRoute(row.domain, row.version),
    invalidates: [DOMAINS_PATH],
    onSuccess: () => setRemoving(null),
  });
  const editing = draft.version > 0;
  const list = domains.data?.list ?? [];

  return (
    <>
      <AdminPageHeader title={t('domains.title')} description={t('domains.description')} />
      <Stack gap="md" maw={960}>
        {canManage && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (draft.domain.trim()) save.mutate(draft);
            }}
          >
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                size="xs"
                w={240}
                label={t('domains.domain')}
                placeholder="promo.perya.ph"
                disabled={editing}
                value={draft.domain}
                onChange={(event) => setDraft({ ...draft, domain: event.currentTarget.value })}
              />
              <TextInput
                size="xs"
                w={180}
                label={t('domains.route')}
                placeholder="/agent"
                value={draft.route}
                onChange={(event) => setDraft({ ...draft, route: event.currentTarget.value })}
              />
              <TextInput
                size="xs"
                w={160}
                label={t('domains.affiliateCode')}
                value={draft.affiliateCode}
                onChange={(event) => setDraft({ ...draft, affiliateCode: event.currentTarget.value })}
              />
              <Button size="xs" type="submit" loading={save.isPending} disabled={!draft.domain.trim()}>
                {editing ? t('common.save') : t('domains.add')}
              </Button>
              {editing && (
                <Button size="xs" variant="default" onClick={() => setDraft(EMPTY)}>
                  {t('common.cancel')}
                </Button>
              )}
            </Group>
            <Text fz="xs" c="dimmed" mt={4}>
              {t('domains.help')}
            </Text>
          </form>
        )}
        {(save.error ?? remove.error) && (
          <Alert color="ruby" variant="light" role="alert">
            {errorText(save.error ?? remove.error, t)}
          </Alert>
        )}
        <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-label={t('domains.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('domains.domain')}</Table.Th>
              <Table.Th w={180}>{t('domains.route')}</Table.Th>
              <Table.Th w={150}>{t('domains.affiliateCode')}</Table.Th>
              <Table.Th w={170}>{t('domains.updated')}</Table.Th>
              {canManage && <Table.Th w={150} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((row) => (
              <Table.Tr key={row.domain}>
                <Table.Td ff="monospace">{row.domain}</Table.Td>
                <Table.Td ff="monospace">{row.route ?? '—'}</Table.Td>
                <Table.Td ff="monospace">{row.affiliateCode ?? '—'}</Table.Td>
                <Table.Td>{formatAdminTime(row.updatedAt)}</Table.Td>
                {canManage && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() =>
                          setDraft({
                            domain: row.domain,
                            route: row.route ?? '',
                            affiliateCode: row.affiliateCode ?? '',
                            version: row.version,
                          })
                        }
                      >
                        {t('domains.edit')}
                      </Button>
                      <Button size="compact-xs" variant="subtle" color="ruby" onClick={() => setRemoving(row)}>
                        {t('domains.remove')}
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
            {list.length === 0 && !domains.isLoading && (
              <Table.Tr>
                <Table.Td colSpan={canManage ? 5 : 4}>
                  <Text fz="sm" c="dimmed">
                    {t('domains.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Stack>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('domains.removeTitle', { domain: removing?.domain ?? '' })}
        centered
      >
        <Stack gap="sm">
          <Text fz="sm">{t('domains.removeText')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setRemoving(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              size="xs"
              color="ruby"
              loading={remove.isPending}
              onClick={() => removing && remove.mutate(removing)}
            >
              {t('domains.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};

export default DomainsPage;
