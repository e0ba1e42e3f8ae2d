import { Alert, Button, Card, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageHeader } from '@/components/ui/page-header';
import { resetPassword } from '@/features/auth/api/account';
import { newPasswordError } from '@/features/auth/utils/field-rules';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getLanguageCode } from '@/i18n/language';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { registerSettingsQueryOptions } from '@/lib/site-config';
import { useModalStore } from '@/stores/modal-store';

/** /resetPassword?token=…: where the e-mailed link lands (spec §2.8 "reset password"). */
export const ResetPasswordPage = () => {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const settings = useQuery(registerSettingsQueryOptions()).data;
  const openModal = useModalStore((state) => state.openModal);
  const [error, setError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  useDocumentTitle(t('reset.title'));
  const form = useForm({
    initialValues: { newPassword: '', confirmNewPassword: '' },
    validate: {
      newPassword: (value) => newPasswordError(value, settings, getLanguageCode()) ?? null,
      confirmNewPassword: (value, values) => (value === values.newPassword ? null : t('errors.confirmMismatch')),
    },
  });

  const handleSubmit = async (values: typeof form.values) => {
    setIsSubmitting(true);
    setError(null);
    try {
      await resetPassword({ token, ...values });
      setIsDone(true);
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      setError(errorText(failure, t));
      if (apiError) form.setErrors(apiError.fields);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Stack maw={460} mx="auto" w="100%">
      <PageHeader title={t('reset.title')} subtitle={t('reset.text')} icon={<IconKey size={26} />} />
      <Card bg="dark.7">
        {!token ? (
          <Alert color="ruby" variant="light">
            {t('reset.missingToken')}
          </Alert>
        ) : isDone ? (
          <Stack>
            <Alert color="green" variant="light">
              {t('reset.done')}
            </Alert>
            <Button onClick={() => openModal('loginPopupModal')}>{t('login.submit')}</Button>
          </Stack>
        ) : (
          <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
            <Stack gap="sm">
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
                {t('reset.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Card>
    </Stack>
  );
};
