import { Alert, Button, Card, Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MemberProfile } from '@perya/contracts';

import { ApiError } from '@/lib/api-client';

import { updateProfile } from '../../api/member';

/** Nickname, real name (set once), e-mail and birthday with the 21+ confirmation (spec §5). */
export const ProfileCard = ({ profile }: { profile: MemberProfile }) => {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const form = useForm({
    initialValues: {
      nickname: profile.nickname ?? '',
      payeeName: profile.payeeName ?? '',
      email: profile.email ?? '',
      birthday: profile.birthday ?? '',
      confirmAge: Boolean(profile.birthday),
    },
    validate: {
      confirmAge: (value, values) =>
        values.birthday && values.birthday !== profile.birthday && !value ? t('errors.age21') : null,
    },
  });

  const handleSave = async (values: typeof form.values) => {
    setIsSaving(true);
    setError(null);
    try {
      await updateProfile({
        nickname: values.nickname.trim(),
        ...(profile.payeeName ? {} : { payeeName: values.payeeName.trim() }),
        email: values.email.trim(),
        ...(values.birthday && values.birthday !== profile.birthday
          ? { birthday: values.birthday, confirmAge: values.confirmAge }
          : {}),
      });
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      notifications.show({ color: 'green', message: t('security.profileSaved') });
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      setError(apiError?.message || t('common:errors.unknown'));
      if (apiError) form.setErrors(apiError.fields);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Card bg="dark.7">
      <Title order={2} fz="lg" mb="md">
        {t('security.profile')}
      </Title>
      <form onSubmit={form.onSubmit(handleSave)} noValidate>
        <Stack gap="sm">
          <TextInput label={t('fields.username')} value={profile.account} readOnly variant="filled" />
          <TextInput label={t('fields.nickname')} {...form.getInputProps('nickname')} />
          <TextInput
            label={t('fields.payeeName')}
            description={t('security.realNameHint')}
            disabled={Boolean(profile.payeeName)}
            {...form.getInputProps('payeeName')}
          />
          <TextInput label={t('fields.email')} type="email" {...form.getInputProps('email')} />
          <TextInput label={t('fields.birthday')} type="date" {...form.getInputProps('birthday')} />
          {form.values.birthday && form.values.birthday !== profile.birthday && (
            <Checkbox label={t('security.confirmAge')} {...form.getInputProps('confirmAge', { type: 'checkbox' })} />
          )}
          {error && (
            <Alert color="ruby" variant="light" role="alert">
              <Text fz="sm">{error}</Text>
            </Alert>
          )}
          <Button type="submit" loading={isSaving} w="fit-content">
            {t('security.save')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
};
