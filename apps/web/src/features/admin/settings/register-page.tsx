import { Alert, Button, Checkbox, NumberInput, Select, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import type { StaffRegisterFieldSchema } from '@perya/contracts';
import { StaffRegisterFieldListSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminPageHeader } from '../components/admin-page-header';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import type { RegisterRule } from './settings-api';
import { REGISTER_PATH, updateRegisterField } from './settings-api';

type Field = z.infer<typeof StaffRegisterFieldSchema>;

/** One field's rule, edited in its row and saved with the version it was read at. */
const RuleRow = ({ field, patternIds }: { field: Field; patternIds: number[] }) => {
  const { t } = useTranslation('admin-settings');
  const canManage = useCan('settings.manage');
  const [rule, setRule] = useState<Omit<RegisterRule, 'version'>>({
    enabled: field.enabled,
    required: field.required,
    patternId: field.patternId,
    minLength: field.minLength,
    maxLength: field.maxLength,
  });
  const save = useAdminMutation({
    mutationFn: () => updateRegisterField(field.field, { ...rule, version: field.version }),
    invalidates: [REGISTER_PATH],
    onSuccess: () => notifications.show({ color: 'teal', message: t('common.saved') }),
    onError: (error) => notifications.show({ color: 'ruby', message: errorText(error, t) }),
  });
  const changed =
    rule.enabled !== field.enabled ||
    rule.required !== field.required ||
    rule.patternId !== field.patternId ||
    rule.minLength !== field.minLength ||
    rule.maxLength !== field.maxLength;
  const number = (value: string | number) => (typeof value === 'number' ? value : 0);

  return (
    <Table.Tr>
      <Table.Td ff="monospace">{field.field}</Table.Td>
      <Table.Td ta="center">
        <Checkbox
          size="xs"
          display="inline-block"
          aria-label={`${t('register.enabled')}: ${field.field}`}
          disabled={!canManage}
          checked={rule.enabled}
          onChange={(event) => setRule({ ...rule, enabled: event.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td ta="center">
        <Checkbox
          size="xs"
          display="inline-block"
          aria-label={`${t('register.required')}: ${field.field}`}
          disabled={!canManage}
          checked={rule.required}
          onChange={(event) => setRule({ ...rule, required: event.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>
        <Select
          size="xs"
          w={90}
          aria-label={`${t('register.pattern')}: ${field.field}`}
          disabled={!canManage}
          allowDeselect={false}
          data={patternIds.map((id) => String(id))}
          value={String(rule.patternId)}
          onChange={(value) => setRule({ ...rule, patternId: Number(value ?? rule.patternId) })}
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          size="xs"
          w={70}
          min={0}
          max={255}
          allowDecimal={false}
          aria-label={`${t('register.min')}: ${field.field}`}
          disabled={!canManage}
          value={rule.minLength}
          onChange={(value) => setRule({ ...rule, minLength: number(value) })}
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          size="xs"
          w={70}
          min={0}
          max={255}
          allowDecimal={false}
          aria-label={`${t('register.max')}: ${field.field}`}
          disabled={!canManage}
          value={rule.maxLength}
          onChange={(value) => setRule({ ...rule, maxLength: number(value) })}
        />
      </Table.Td>
      <Table.Td
        ff="monospace"
        fz="xs"
        c="dimmed"
        maw={260}
        style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {field.acceptedPattern}
      </Table.Td>
      <Table.Td ta="right">
        {canManage && (
          <Button size="compact-xs" disabled={!changed} loading={save.isPending} onClick={() => save.mutate(undefined)}>
            {t('common.save')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
};

/** /admin/settings/register: what the registration form asks and how it checks each field. */
const RegisterPage = () => {
  const { t } = useTranslation('admin-settings');
  const fields = useAdminQuery(REGISTER_PATH, StaffRegisterFieldListSchema);
  return (
    <>
      <AdminPageHeader title={t('register.title')} description={t('register.description')} />
      {fields.error && (
        <Alert color="ruby" variant="light" mb="xs" role="alert">
          {errorText(fields.error, t)}
        </Alert>
      )}
      <Table withTableBorder striped fz="sm" verticalSpacing={4} aria-label={t('register.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('register.field')}</Table.Th>
            <Table.Th w={80} ta="center">
              {t('register.enabled')}
            </Table.Th>
            <Table.Th w={80} ta="center">
              {t('register.required')}
            </Table.Th>
            <Table.Th w={100}>{t('register.pattern')}</Table.Th>
            <Table.Th w={80}>{t('register.min')}</Table.Th>
            <Table.Th w={80}>{t('register.max')}</Table.Th>
            <Table.Th>{t('register.expression')}</Table.Th>
            <Table.Th w={80} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(fields.data?.list ?? []).map((field) => (
            <RuleRow key={`${field.field}:${field.version}`} field={field} patternIds={fields.data?.patternIds ?? []} />
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
};

export default RegisterPage;
