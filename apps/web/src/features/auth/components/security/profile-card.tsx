import { Alert, Button, Card, Checkbox, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MemberProfile } from '@perya/contracts';

import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

import { updateProfile } from '../../api/member';

/** GMT-12 to GMT+14 in the steps zones use (whole, half and three-quarter hours). */
const OFFSET_MINUTES = [
  -720, -660, -600, -570, -540, -480, -420, -360, -300, -240, -210, -180, -120, -60, 0, 60, 120, 180, 210, 240, 270,
  300, 330, 345, 360, 390, 420, 480, 525, 540, 570, 600, 630, 660, 720, 765, 780, 840,
];
const gmtLabel = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `GMT${sign}${Math.floor(whole / 60)}${whole % 60 ? `:${String(whole % 60).padStart(2, '0')}` : ''}`;
};

/**
 * Nickname, real name (set once), e-mail and birthday with the 21+ confirmation (spec §5), and
 * the time offset records are shown in.
 */
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
      utcOffsetMinutes: String(profile.utcOffsetMinutes),
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
        utcOffsetMinutes: Number(values.utcOffsetMinutes),
        ...(values.birthday && values.birthday !== profile.birthday
          ? { birthday: values.birthday, confirmAge: values.confirmAge }
          : {}),
      });
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      notifications.show({ color: 'green', message: t('security.profileSaved') });
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      setError(errorText(failure, t));
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
          <Select
            label={t('fields.utcOffset')}
            description={t('security.utcOffsetHint')}
            data={OFFSET_MINUTES.map((minutes) => ({ value: String(minutes), label: gmtLabel(minutes) }))}
            allowDeselect={false}
            searchable
            {...form.getInputProps('utcOffsetMinutes')}
          />
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
