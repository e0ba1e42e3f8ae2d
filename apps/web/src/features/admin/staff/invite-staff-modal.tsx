import { Alert, Button, Code, CopyButton, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { StaffRole } from '@perya/contracts';
import { STAFF_ROLES } from '@perya/contracts';

import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

import { useAdminMutation } from '../shell/admin-query';
import type { StaffInvite } from './staff-api';
import { STAFF_PATH, inviteStaff } from './staff-api';

/** Invites a staff member; the temporary password is shown this once, to hand over by a safe channel. */
export const InviteStaffModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation('admin');
  const [invited, setInvited] = useState<{ username: string; password: string } | null>(null);
  const form = useForm<StaffInvite>({
    initialValues: { username: '', displayName: '', role: 'READ_ONLY' },
    validate: {
      username: (value) => (value.trim() ? null : t('login.required')),
      displayName: (value) => (value.trim() ? null : t('login.required')),
    },
  });
  const invite = useAdminMutation({
    mutationFn: inviteStaff,
    invalidates: [STAFF_PATH],
    onSuccess: (result) => setInvited({ username: result.staff.username, password: result.temporaryPassword }),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'VALIDATION') form.setErrors(error.fields);
    },
  });
  const close = () => {
    setInvited(null);
    form.reset();
    invite.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={invited ? t('staff.inviteDone') : t('staff.inviteTitle')} centered>
      {invited ? (
        <Stack gap="sm">
          <Text fz="sm">{t('staff.oneTimeSecretText', { username: invited.username })}</Text>
          <Text fz="xs" c="dimmed">
            {t('staff.oneTimeSecret')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code fz="md" data-testid="one-time-secret" style={{ flex: 1 }}>
              {invited.password}
            </Code>
            <CopyButton value={invited.password}>
              {({ copied, copy }) => (
                <Button size="xs" radius="sm" variant="light" onClick={copy}>
                  {copied ? t('recovery.copied') : t('recovery.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button size="xs" radius="sm" onClick={close}>
              {t('staff.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={form.onSubmit((values) =>
            invite.mutate({ ...values, username: values.username.trim(), displayName: values.displayName.trim() }),
          )}
          noValidate
        >
          <Stack gap="sm">
            <TextInput
              label={t('staff.username')}
              data-autofocus
              autoComplete="off"
              {...form.getInputProps('username')}
            />
            <TextInput label={t('staff.displayName')} autoComplete="off" {...form.getInputProps('displayName')} />
            <Select
              label={t('staff.role')}
              data={STAFF_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
              allowDeselect={false}
              value={form.values.role}
              onChange={(value) => form.setFieldValue('role', (value as StaffRole | null) ?? 'READ_ONLY')}
            />
            {invite.error && invite.error.code !== 'VALIDATION' && (
              <Alert color="ruby" variant="light" role="alert">
                {errorText(invite.error, t)}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button size="xs" radius="sm" variant="default" onClick={close}>
                {t('confirm.cancel')}
              </Button>
              <Button size="xs" radius="sm" type="submit" loading={invite.isPending}>
                {t('staff.invite')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
};
