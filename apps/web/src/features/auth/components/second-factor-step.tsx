import { Alert, Button, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { LoginSuccess, SecondFactorMethod } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { sendSecondFactorCode, verifySecondFactor } from '../api/session';
import { SmsCodeField } from './sms-code-field';

type SecondFactorStepProps = {
  challengeId: string;
  methods: SecondFactorMethod[];
  maskedMobile: string | null;
  maskedEmail: string | null;
  onSuccess: (login: LoginSuccess) => void;
};

/** A login from a new address proves itself: SMS, e-mail, authenticator code or a payout account's holder name (spec §4). */
export const SecondFactorStep = ({
  challengeId,
  methods,
  maskedMobile,
  maskedEmail,
  onSuccess,
}: SecondFactorStepProps) => {
  const { t } = useTranslation('auth');
  const [method, setMethod] = useState<SecondFactorMethod>(methods[0] ?? 'SMS');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const labels: Record<SecondFactorMethod, string> = {
    SMS: t('secondFactor.sms', { mobile: maskedMobile ?? '' }),
    EMAIL: t('secondFactor.email', { email: maskedEmail ?? '' }),
    TOTP: t('secondFactor.totp'),
    BANK_NAME: t('secondFactor.bankName'),
  };
  // A code has six digits; a holder name is whatever the member's payout account carries.
  const isComplete = method === 'BANK_NAME' ? code.trim().length >= 2 : code.length >= 6;

  const handleSubmit = async () => {
    setIsSubmitting(true);
    setError(null);
    try {
      onSuccess(await verifySecondFactor(challengeId, method, code));
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Stack gap="md">
      <Stack gap={4} align="center" ta="center">
        <IconShieldLock size={40} color="var(--mantine-color-gold-5)" />
        <Title order={3} fz="lg">
          {t('secondFactor.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('secondFactor.text')}
        </Text>
      </Stack>
      {methods.length > 1 && (
        <SegmentedControl
          fullWidth
          value={method}
          onChange={(next) => {
            setMethod(next as SecondFactorMethod);
            setCode('');
          }}
          data={methods.map((value) => ({ value, label: labels[value] }))}
          orientation="vertical"
        />
      )}
      {method === 'BANK_NAME' ? (
        <TextInput
          label={t('secondFactor.bankNameLabel')}
          description={t('secondFactor.bankNameHint')}
          autoComplete="name"
          maxLength={100}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
      ) : method === 'TOTP' ? (
        <TextInput
          label={t('fields.code')}
          description={t('secondFactor.totpHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
        />
      ) : (
        <SmsCodeField
          label={labels[method]}
          value={code}
          onChange={setCode}
          onSend={() => sendSecondFactorCode(challengeId, method === 'EMAIL' ? 'EMAIL' : 'SMS')}
          onError={(failure) => setError(failure.message)}
        />
      )}
      {error && (
        <Alert color="ruby" variant="light">
          {error}
        </Alert>
      )}
      <Button onClick={handleSubmit} loading={isSubmitting} disabled={!isComplete} size="md">
        {t('secondFactor.submit')}
      </Button>
    </Stack>
  );
};
