import { Alert, Badge, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

import { setPaymentPassword } from '../../api/member';

/** The payment (transaction) password, separate from the login password (spec §3). */
export const PaymentPasswordCard = ({ isSet }: { isSet: boolean }) => {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const form = useForm({
    initialValues: { currentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' },
    validate: {
      currentPassword: (value) => (value ? null : t('errors.required')),
      newPaymentPassword: (value) => (value ? null : t('errors.required')),
      confirmPaymentPassword: (value, values) =>
        value === values.newPaymentPassword ? null : t('errors.confirmMismatch'),
    },
  });

  const handleSave = async (values: typeof form.values) => {
    setIsSaving(true);
    setError(null);
    try {
      await setPaymentPassword(values);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      notifications.show({ color: 'green', message: t('security.paymentPasswordSaved') });
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
      <Group justify="space-between" mb={4}>
        <Title order={2} fz="lg">
          {t('security.paymentPassword')}
        </Title>
        <Badge color={isSet ? 'green' : 'gray'} variant="light">
          {isSet ? t('security.isSet') : t('security.notSet')}
        </Badge>
      </Group>
      <Text c="dimmed" fz="sm" mb="md">
        {isSet ? t('security.paymentPasswordChangeText') : t('security.paymentPasswordSetText')}
      </Text>
      <form onSubmit={form.onSubmit(handleSave)} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label={isSet ? t('security.paymentPasswordCurrent') : t('security.paymentPasswordCurrentLogin')}
            autoComplete={isSet ? 'off' : 'current-password'}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('security.paymentPasswordNew')}
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps('newPaymentPassword')}
          />
          <PasswordInput
            label={t('security.paymentPasswordConfirm')}
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps('confirmPaymentPassword')}
          />
          {error && (
            <Alert color="ruby" variant="light" role="alert">
              {error}
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
