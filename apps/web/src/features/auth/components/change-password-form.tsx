import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DEFAULT_PASSWORD } from '@perya/contracts';

import { getLanguageCode } from '@/i18n/language';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { registerSettingsQueryOptions } from '@/lib/site-config';

import { changePassword } from '../api/account';
import { newPasswordError } from '../utils/field-rules';

/** Change the login password: current, new, confirmation (spec §3). */
export const ChangePasswordForm = ({ onChanged }: { onChanged: () => void }) => {
  const { t } = useTranslation('auth');
  const language = getLanguageCode();
  const settings = useQuery(registerSettingsQueryOptions()).data;
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const form = useForm({
    initialValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    validate: {
      oldPassword: (value) => (value ? null : t('errors.required')),
      newPassword: (value) =>
        (value === DEFAULT_PASSWORD ? t('errors.defaultPassword') : null) ??
        newPasswordError(value, settings, language) ??
        null,
      confirmNewPassword: (value, values) => (value === values.newPassword ? null : t('errors.confirmMismatch')),
    },
  });

  const handleSubmit = async (values: typeof form.values) => {
    setIsSubmitting(true);
    setError(null);
    try {
      await changePassword(values);
      form.reset();
      onChanged();
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      setError(errorText(failure, t));
      if (apiError) form.setErrors(apiError.fields);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label={t('fields.oldPassword')}
          autoComplete="current-password"
          data-autofocus
          {...form.getInputProps('oldPassword')}
        />
        <PasswordInput
          label={t('fields.newPassword')}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t('fields.confirmNewPassword')}
          autoComplete="new-password"
          {...form.getInputProps('confirmNewPassword')}
        />
        {error && (
          <Alert color="ruby" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={isSubmitting}>
          {t('changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
};
