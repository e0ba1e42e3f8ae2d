import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { StaffSecondFactorState } from '@perya/contracts';

import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

import { useAdminParts } from '../portal-parts';
import { staffLogin } from '../staff-auth-api';

type CredentialsStepProps = { onSignedIn: (token: string, secondFactor: StaffSecondFactorState) => void };

/** Username and password, then the portal's slider; the image captcha once the server asks for it. */
export const CredentialsStep = ({ onSignedIn }: CredentialsStepProps) => {
  const { t } = useTranslation('admin');
  const { Challenge, Captcha } = useAdminParts();
  // The slider runs before each attempt; solving it sends the form with its one-use token.
  const [challengeOpen, setChallengeOpen] = useState(false);
  const [captchaKey, setCaptchaKey] = useState('');
  const [captchaAttempt, setCaptchaAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const form = useForm({
    initialValues: { username: '', password: '', captcha: '' },
    validate: {
      username: (value) => (value.trim() ? null : t('login.required')),
      password: (value) => (value ? null : t('login.required')),
      captcha: (value) => (needsCaptcha && !value.trim() ? t('login.required') : null),
    },
  });

  const submit = (validate: string) => {
    setIsSubmitting(true);
    setError(null);
    staffLogin({
      username: form.values.username.trim(),
      password: form.values.password,
      validate,
      ...(needsCaptcha ? { captcha: form.values.captcha.trim(), captchaKey } : {}),
    })
      .then((result) => onSignedIn(result.token, result.secondFactor))
      .catch((failure: unknown) => {
        setError(errorText(failure, t));
        const apiError = failure instanceof ApiError ? failure : null;
        if ((apiError?.value as { captcha?: boolean } | null)?.captcha) {
          if (needsCaptcha) setCaptchaAttempt((attempt) => attempt + 1);
          setNeedsCaptcha(true);
          form.setFieldValue('captcha', '');
        }
        if (apiError?.code === 'VALIDATION') form.setErrors(apiError.fields);
      })
      .finally(() => setIsSubmitting(false));
  };

  return (
    <>
      {challengeOpen && (
        <Challenge
          onSolved={(validate) => {
            setChallengeOpen(false);
            submit(validate);
          }}
          onCancel={() => setChallengeOpen(false)}
        />
      )}
      <form hidden={challengeOpen} onSubmit={form.onSubmit(() => setChallengeOpen(true))} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('login.username')}
            autoComplete="username"
            data-autofocus
            autoFocus
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          {needsCaptcha && (
            <Captcha
              value={form.values.captcha}
              onChange={(value) => form.setFieldValue('captcha', value)}
              error={form.errors.captcha}
              onKey={setCaptchaKey}
              attempt={captchaAttempt}
            />
          )}
          {error && (
            <Alert color="ruby" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" loading={isSubmitting} radius="sm">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
};
