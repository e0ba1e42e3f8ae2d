import { Alert, Anchor, Button, PasswordInput, Stack, Tabs, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceMobile, IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { LoginSuccess } from '@perya/contracts';
import { DEFAULT_DIALING_CODE } from '@perya/contracts';

import { getLanguageCode } from '@/i18n/language';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { registerSettingsQueryOptions, useFeatureFlag } from '@/lib/site-config';

import { forgotPasswordByEmail, resetPasswordByPhone, sendLoginCode } from '../api/account';
import { useChallengeGate } from '../hooks/use-challenge-gate';
import { newPasswordError, registerFieldError } from '../utils/field-rules';
import { ChallengeStep } from './challenge-step';
import { MobileNumberInput } from './mobile-number-input';
import { SmsCodeField } from './sms-code-field';

type ForgotPasswordFormProps = { onLoggedIn: (login: LoginSuccess) => void; onBack: () => void };

/** Forgot password by e-mail (a link) or by mobile (an SMS code, then logged in) — spec §4. */
export const ForgotPasswordForm = ({ onLoggedIn, onBack }: ForgotPasswordFormProps) => {
  const { t } = useTranslation('auth');
  const language = getLanguageCode();
  const settings = useQuery(registerSettingsQueryOptions()).data;
  const byEmailOn = useFeatureFlag('CHNGPASSMAIL3');
  const byPhoneOn = useFeatureFlag('CHNGPASSVERIF3');
  const [chosen, setChosen] = useState<'email' | 'mobile' | null>(null);
  const tab = chosen ?? (byPhoneOn ? 'mobile' : 'email');
  const gate = useChallengeGate();
  const [error, setError] = useState<string | null>(null);
  const [emailSent, setEmailSent] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const form = useForm({
    initialValues: {
      username: '',
      email: '',
      countryDialingCode: DEFAULT_DIALING_CODE,
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    },
    validate: (values) => {
      const errors: Record<string, string | undefined> = {};
      if (tab === 'email') {
        if (!values.username.trim()) errors.username = t('errors.required');
        errors.email = registerFieldError('email', values.email.trim(), settings, language, true);
      } else {
        if (!/^\d{7,15}$/.test(values.mobileNum.replace(/\s/g, ''))) errors.mobileNum = t('errors.mobileInvalid');
        if (!/^\d{4,8}$/.test(values.verificationCode)) errors.verificationCode = t('errors.codeInvalid');
        errors.newPassword = newPasswordError(values.newPassword, settings, language);
        if (!errors.newPassword && values.confirmNewPassword !== values.newPassword)
          errors.confirmNewPassword = t('errors.confirmMismatch');
      }
      return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
    },
  });

  const fail = (failure: unknown) => {
    const apiError = failure instanceof ApiError ? failure : null;
    setError(errorText(failure, t));
    if (apiError) form.setErrors(apiError.fields);
  };

  const handleSubmit = async () => {
    setIsSubmitting(true);
    setError(null);
    try {
      if (tab === 'email') {
        await forgotPasswordByEmail({ username: form.values.username.trim(), email: form.values.email.trim() });
        setEmailSent(true);
      } else {
        onLoggedIn(
          await resetPasswordByPhone({
            countryDialingCode: form.values.countryDialingCode,
            mobileNum: form.values.mobileNum.replace(/\s/g, ''),
            verificationCode: form.values.verificationCode,
            newPassword: form.values.newPassword,
            confirmNewPassword: form.values.confirmNewPassword,
          }),
        );
      }
    } catch (failure) {
      fail(failure);
    } finally {
      setIsSubmitting(false);
    }
  };

  const sendCode = () =>
    new Promise<Awaited<ReturnType<typeof sendLoginCode>> | null>((resolve, reject) => {
      if (form.validateField('mobileNum').hasError) return resolve(null);
      gate.request((validate) => {
        sendLoginCode({
          countryDialingCode: form.values.countryDialingCode,
          mobileNum: form.values.mobileNum.replace(/\s/g, ''),
          purpose: 'RESET_PASSWORD',
          validate,
        }).then(resolve, reject);
      });
    });

  if (emailSent) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconMail size={18} />}>
          {t('forgot.emailSent')}
        </Alert>
        <Button variant="default" onClick={onBack}>
          {t('forgot.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <>
      {gate.isOpen && <ChallengeStep onSolved={gate.solve} onCancel={gate.cancel} />}
      <form hidden={gate.isOpen} onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="sm">
          {byEmailOn && byPhoneOn && (
            <Tabs
              value={tab}
              onChange={(value) => setChosen(value === 'email' ? 'email' : 'mobile')}
              variant="pills"
              radius="xl"
            >
              <Tabs.List grow>
                <Tabs.Tab value="mobile" leftSection={<IconDeviceMobile size={16} />}>
                  {t('forgot.byMobile')}
                </Tabs.Tab>
                <Tabs.Tab value="email" leftSection={<IconMail size={16} />}>
                  {t('forgot.byEmail')}
                </Tabs.Tab>
              </Tabs.List>
            </Tabs>
          )}
          {tab === 'email' ? (
            <>
              <TextInput
                label={t('fields.username')}
                autoComplete="username"
                data-autofocus
                {...form.getInputProps('username')}
              />
              <TextInput label={t('fields.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
            </>
          ) : (
            <>
              <MobileNumberInput
                dialingCode={form.values.countryDialingCode}
                onDialingCodeChange={(code) => form.setFieldValue('countryDialingCode', code)}
                value={form.values.mobileNum}
                onChange={(value) => form.setFieldValue('mobileNum', value)}
                error={form.errors.mobileNum as string | undefined}
                autoFocus
              />
              <SmsCodeField
                value={form.values.verificationCode}
                onChange={(value) => form.setFieldValue('verificationCode', value)}
                onSend={sendCode}
                onError={fail}
                error={form.errors.verificationCode as string | undefined}
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
            </>
          )}
          {error && (
            <Alert color="ruby" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" size="md" loading={isSubmitting}>
            {tab === 'email' ? t('forgot.emailSubmit') : t('forgot.mobileSubmit')}
          </Button>
          <Anchor component="button" type="button" fz="sm" ta="center" onClick={onBack}>
            {t('forgot.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </>
  );
};
