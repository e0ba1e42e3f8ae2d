import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { StaffRole } from '@perya/contracts';
import { STAFF_ROLES } from '@perya/contracts';

import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

import { useAdminMutation } from '../shell/admin-query';
import { formatAdminTime } from '../shell/format';
import { OneTimePassword } from './one-time-password';
import type { StaffInvite } from './staff-api';
import { STAFF_PATH, inviteStaff } from './staff-api';

/** Invites a staff member; the temporary password is shown this once, to hand over by a safe channel. */
export const InviteStaffModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation('admin');
  const [invited, setInvited] = useState<{ username: string; password: string; expiresAt: string } | null>(null);
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
    onSuccess: (result) =>
      setInvited({ username: result.staff.username, password: result.temporaryPassword, expiresAt: result.expiresAt }),
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
        <OneTimePassword
          username={invited.username}
          password={invited.password}
          expiresAt={formatAdminTime(invited.expiresAt)}
          onClose={close}
        />
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
