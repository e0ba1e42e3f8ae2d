import { Alert, Badge, Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

import { resetPaymentPassword, sendPaymentPasswordResetCode, setPaymentPassword } from '../../api/member';

/**
 * The payment (transaction) password, separate from the login password (spec §3). A set one is
 * changed with itself, or — forgotten, or locked after wrong tries — reset with an SMS code.
 */
export const PaymentPasswordCard = ({ isSet }: { isSet: boolean }) => {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [bySms, setBySms] = useState(false);
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const form = useForm({
    initialValues: { currentPassword: '', verificationCode: '', newPaymentPassword: '', confirmPaymentPassword: '' },
    validate: {
      currentPassword: (value) => (bySms || value ? null : t('errors.required')),
      verificationCode: (value) => (!bySms || value ? null : t('errors.required')),
      newPaymentPassword: (value) => (value ? null : t('errors.required')),
      confirmPaymentPassword: (value, values) =>
        value === values.newPaymentPassword ? null : t('errors.confirmMismatch'),
    },
  });

  const handleSave = async (values: typeof form.values) => {
    setIsSaving(true);
    setError(null);
    try {
      const { currentPassword, verificationCode, ...chosen } = values;
      if (bySms) await resetPaymentPassword({ verificationCode, ...chosen });
      else await setPaymentPassword({ currentPassword, ...chosen });
      form.reset();
      setBySms(false);
      setCodeSent(null);
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

  const sendCode = async () => {
    setIsSending(true);
    setError(null);
    try {
      const sent = await sendPaymentPasswordResetCode();
      setCodeSent(
        t('security.paymentPasswordCodeSent', { mobile: sent.maskedMobile ?? '', minutes: sent.expiredMinutes }),
      );
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('common:errors.unknown'));
    } finally {
      setIsSending(false);
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
          {bySms ? (
            <Group align="end" gap="xs">
              <TextInput
                label={t('fields.verificationCode')}
                inputMode="numeric"
                autoComplete="one-time-code"
                style={{ flex: 1 }}
                {...form.getInputProps('verificationCode')}
              />
              <Button variant="light" loading={isSending} onClick={sendCode}>
                {t('sms.send')}
              </Button>
            </Group>
          ) : (
            <PasswordInput
              label={isSet ? t('security.paymentPasswordCurrent') : t('security.paymentPasswordCurrentLogin')}
              autoComplete={isSet ? 'off' : 'current-password'}
              {...form.getInputProps('currentPassword')}
            />
          )}
          {bySms && codeSent && (
            <Text fz="sm" c="dimmed" role="status">
              {codeSent}
            </Text>
          )}
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
          <Group justify="space-between">
            <Button type="submit" loading={isSaving} w="fit-content">
              {t('security.save')}
            </Button>
            {isSet && (
              <Button
                variant="subtle"
                onClick={() => {
                  setBySms(!bySms);
                  setError(null);
                }}
              >
                {bySms ? t('security.paymentPasswordWithCurrent') : t('security.paymentPasswordForgot')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
};
