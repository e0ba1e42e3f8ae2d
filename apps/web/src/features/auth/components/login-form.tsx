import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Tabs, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceMobile, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { LoginResult, LoginSuccess } from '@perya/contracts';
import { DEFAULT_DIALING_CODE } from '@perya/contracts';

import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { rememberUsername, rememberedUsername } from '@/lib/remember-me';
import { useFeatureFlag } from '@/lib/site-config';

import { sendLoginCode } from '../api/account';
import { login } from '../api/session';
import { useCaptcha } from '../hooks/use-captcha';
import { useChallengeGate } from '../hooks/use-challenge-gate';
import { CaptchaField } from './captcha-field';
import { ChallengeStep } from './challenge-step';
import { MobileNumberInput } from './mobile-number-input';
import { SecondFactorStep } from './second-factor-step';
import { SmsCodeField } from './sms-code-field';

type LoginFormProps = {
  page: 'portal' | 'agent';
  /** The portal form remembers the username for a day; the agent form does not (spec §4). */
  withRememberMe: boolean;
  onSuccess: (login: LoginSuccess) => void;
  onForgot?: () => void;
};

type SecondFactor = Extract<LoginResult, { status: 'SECOND_FACTOR' }>;

/** Log in by username (after the slider) or by mobile and SMS code (spec §4 "Login flow"). */
export const LoginForm = ({ page, withRememberMe, onSuccess, onForgot }: LoginFormProps) => {
  const { t } = useTranslation('auth');
  const smsLoginOn = useFeatureFlag('MOBILEVERCODELOGIN3');
  const gate = useChallengeGate();
  const [tab, setTab] = useState<'username' | 'sms'>('username');
  const [error, setError] = useState<string | null>(null);
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [secondFactor, setSecondFactor] = useState<SecondFactor | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const captcha = useCaptcha({ enabled: needsCaptcha });
  const remembered = withRememberMe ? rememberedUsername() : '';

  const form = useForm({
    initialValues: {
      username: remembered,
      password: '',
      captcha: '',
      rememberMe: Boolean(remembered),
      countryDialingCode: DEFAULT_DIALING_CODE,
      mobileNum: '',
      verificationCode: '',
    },
    validate: {
      username: (value) => (tab === 'username' && !value.trim() ? t('errors.required') : null),
      password: (value) => (tab === 'username' && !value ? t('errors.required') : null),
      captcha: (value) => (tab === 'username' && needsCaptcha && !value.trim() ? t('errors.required') : null),
      mobileNum: (value) =>
        tab === 'sms' && !/^\d{7,15}$/.test(value.replace(/\s/g, '')) ? t('errors.mobileInvalid') : null,
      verificationCode: (value) => (tab === 'sms' && !/^\d{4,8}$/.test(value) ? t('errors.codeInvalid') : null),
    },
  });

  const handleFailure = (failure: unknown) => {
    const apiError = failure instanceof ApiError ? failure : null;
    setError(errorText(failure, t));
    const flagged = (apiError?.value as { captcha?: boolean } | null)?.captcha;
    if (flagged) {
      // Showing the field loads a first image; each later failure needs a fresh one.
      if (needsCaptcha) captcha.refresh();
      setNeedsCaptcha(true);
      form.setFieldValue('captcha', '');
    }
    if (apiError?.code === 'VALIDATION') form.setErrors(apiError.fields);
  };

  const finish = (result: LoginResult) => {
    if (result.status === 'SECOND_FACTOR') {
      setSecondFactor(result);
      return;
    }
    if (withRememberMe) rememberUsername(form.values.rememberMe ? form.values.username.trim() : null);
    onSuccess(result);
  };

  const submitWithUsername = (validate: string) => {
    setIsSubmitting(true);
    setError(null);
    login({
      type: 'username',
      username: form.values.username.trim(),
      password: form.values.password,
      page,
      validate,
      ...(needsCaptcha ? { captcha: form.values.captcha.trim(), captchaKey: captcha.key } : {}),
    })
      .then(finish, handleFailure)
      .finally(() => setIsSubmitting(false));
  };

  const submitWithSms = () => {
    setIsSubmitting(true);
    setError(null);
    login({
      type: 'sms',
      countryDialingCode: form.values.countryDialingCode,
      mobileNum: form.values.mobileNum.replace(/\s/g, ''),
      verificationCode: form.values.verificationCode,
      page,
    })
      .then(finish, handleFailure)
      .finally(() => setIsSubmitting(false));
  };

  // The SMS button runs the slider first, then sends; the field's countdown starts on success.
  const sendCode = () =>
    new Promise<Awaited<ReturnType<typeof sendLoginCode>> | null>((resolve, reject) => {
      if (form.validateField('mobileNum').hasError) return resolve(null);
      gate.request((validate) => {
        sendLoginCode({
          countryDialingCode: form.values.countryDialingCode,
          mobileNum: form.values.mobileNum.replace(/\s/g, ''),
          purpose: 'LOGIN',
          validate,
        }).then(resolve, reject);
      });
    });

  if (secondFactor) {
    return (
      <SecondFactorStep
        challengeId={secondFactor.challengeId}
        methods={secondFactor.methods}
        maskedMobile={secondFactor.maskedMobile}
        maskedEmail={secondFactor.maskedEmail}
        onSuccess={onSuccess}
      />
    );
  }

  return (
    <>
      {gate.isOpen && <ChallengeStep onSolved={gate.solve} onCancel={gate.cancel} />}
      <form
        hidden={gate.isOpen}
        onSubmit={form.onSubmit(() => (tab === 'username' ? gate.request(submitWithUsername) : submitWithSms()))}
        noValidate
      >
        <Stack gap="md">
          {smsLoginOn && (
            <Tabs
              value={tab}
              onChange={(value) => setTab(value === 'sms' ? 'sms' : 'username')}
              variant="pills"
              radius="xl"
            >
              <Tabs.List grow>
                <Tabs.Tab value="username" leftSection={<IconUser size={16} />}>
                  {t('login.byUsername')}
                </Tabs.Tab>
                <Tabs.Tab value="sms" leftSection={<IconDeviceMobile size={16} />}>
                  {t('login.bySms')}
                </Tabs.Tab>
              </Tabs.List>
            </Tabs>
          )}
          {tab === 'username' ? (
            <>
              <TextInput
                label={t('fields.username')}
                autoComplete="username"
                data-autofocus
                {...form.getInputProps('username')}
              />
              <PasswordInput
                label={t('fields.password')}
                autoComplete="current-password"
                {...form.getInputProps('password')}
              />
              {needsCaptcha && (
                <CaptchaField
                  captcha={captcha}
                  value={form.values.captcha}
                  onChange={(value) => form.setFieldValue('captcha', value)}
                  error={form.errors.captcha}
                />
              )}
            </>
          ) : (
            <>
              <MobileNumberInput
                dialingCode={form.values.countryDialingCode}
                onDialingCodeChange={(code) => form.setFieldValue('countryDialingCode', code)}
                value={form.values.mobileNum}
                onChange={(value) => form.setFieldValue('mobileNum', value)}
                error={form.errors.mobileNum as string | undefined}
              />
              <SmsCodeField
                value={form.values.verificationCode}
                onChange={(value) => form.setFieldValue('verificationCode', value)}
                onSend={sendCode}
                onError={handleFailure}
                error={form.errors.verificationCode as string | undefined}
              />
            </>
          )}
          {(withRememberMe || onForgot) && (
            <Group justify="space-between">
              {withRememberMe && tab === 'username' ? (
                <Checkbox label={t('login.rememberMe')} {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
              ) : (
                <span />
              )}
              {onForgot && (
                <Anchor component="button" type="button" fz="sm" onClick={onForgot}>
                  {t('login.forgot')}
                </Anchor>
              )}
            </Group>
          )}
          {error && (
            <Alert color="ruby" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" size="md" loading={isSubmitting}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
};
