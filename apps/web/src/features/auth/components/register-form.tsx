import { Alert, Anchor, Badge, Button, Checkbox, PasswordInput, Stack, Tabs, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceMobile, IconUser, IconUserCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import type { LoginSuccess, RegisterField } from '@perya/contracts';
import { DEFAULT_DIALING_CODE } from '@perya/contracts';

import { getLanguageCode } from '@/i18n/language';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { registerSettingsQueryOptions, useFeatureFlag } from '@/lib/site-config';

import { checkAffiliateCode, register, sendRegistrationCode } from '../api/account';
import { useChallengeGate } from '../hooks/use-challenge-gate';
import { newPasswordError, registerFieldError } from '../utils/field-rules';
import { ChallengeStep } from './challenge-step';
import { MobileNumberInput } from './mobile-number-input';
import { SmsCodeField } from './sms-code-field';

// Optional fields the operator may switch on (spec §3), in the order a person fills them in.
const OPTIONAL_FIELDS: RegisterField[] = [
  'payeeName',
  'nickname',
  'email',
  'birthday',
  'paymentPassword',
  'fullname',
  'idNumber',
  'telegram',
  'whatsapp',
  'line',
  'facebook',
  'wechat',
  'zalo',
  'qqNum',
  'recommenderId',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
];

type RegisterFormProps = {
  /** Codes from the link the visitor came with: they fill (and hide) their fields. */
  invitation: { affiliateCode: string | null; referralCode: string | null; inviteCode?: string | null };
  onSuccess: (login: LoginSuccess) => void;
  onLogin: () => void;
  onTerms: () => void;
};

/** Register by username or mobile (spec §4 "Registration"): fields, rules and order from the server. */
export const RegisterForm = ({ invitation, onSuccess, onLogin, onTerms }: RegisterFormProps) => {
  const { t } = useTranslation(['auth', 'compliance']);
  const language = getLanguageCode();
  const settings = useQuery(registerSettingsQueryOptions()).data;
  const usernameOn = useFeatureFlag('USERNAMEREG3');
  const mobileOn = useFeatureFlag('MOBILENUMREG3');
  const mobilePasswordOn = useFeatureFlag('MOBILENUMPASSREG3');
  const smsVerificationOn = useFeatureFlag('REGMOBVERF3');
  const [mode, setMode] = useState<'username' | 'mobile' | null>(null);
  const activeMode = mode ?? (mobileOn ? 'mobile' : 'username');
  const gate = useChallengeGate();
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const invitedBy = useQuery({
    queryKey: ['auth', 'affiliate', invitation.affiliateCode],
    queryFn: () => checkAffiliateCode(invitation.affiliateCode ?? '', window.location.hostname),
    enabled: Boolean(invitation.affiliateCode),
    retry: false,
  });

  const isEnabled = (field: RegisterField) => Boolean(settings?.[field]?.enabled);
  const passwordAsked = activeMode === 'username' || mobilePasswordOn;
  const mobileShown = activeMode === 'mobile' || isEnabled('mobileNum');

  const form = useForm({
    initialValues: {
      username: '',
      password: '',
      confirmPassword: '',
      countryDialingCode: DEFAULT_DIALING_CODE,
      mobileNum: '',
      verificationCode: '',
      affiliateCode: invitation.affiliateCode ?? '',
      referralCode: invitation.referralCode ?? '',
      agreeTerms: false,
      notProhibited: false,
      ...Object.fromEntries(OPTIONAL_FIELDS.map((field) => [field, ''])),
    } as Record<string, string | boolean>,
    validate: (values) => {
      const errors: Record<string, string | undefined> = {};
      const text = (field: string) => String(values[field] ?? '');
      if (activeMode === 'username')
        errors.username = registerFieldError('username', text('username'), settings, language, true);
      if (passwordAsked) {
        errors.password = newPasswordError(
          text('password'),
          settings,
          language,
          activeMode === 'username' ? text('username') : undefined,
        );
        if (!errors.password && text('confirmPassword') !== text('password'))
          errors.confirmPassword = t('errors.confirmMismatch');
      }
      if (mobileShown) {
        errors.mobileNum = registerFieldError(
          'mobileNum',
          text('mobileNum').replace(/\s/g, '').replace(/^0/, ''),
          settings,
          language,
          activeMode === 'mobile',
        );
      }
      for (const field of OPTIONAL_FIELDS)
        if (isEnabled(field)) errors[field] = registerFieldError(field, text(field), settings, language);
      if (!values.agreeTerms) errors.agreeTerms = t('errors.terms');
      if (!values.notProhibited) errors.notProhibited = t('compliance:register.declarationRequired');
      return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
    },
  });

  const mobile = () => String(form.values.mobileNum).replace(/\s/g, '');

  const submit = (validate: string) => {
    setIsSubmitting(true);
    setError(null);
    const values = form.values;
    const optional = Object.fromEntries(
      OPTIONAL_FIELDS.filter(isEnabled).map((field) => [field, String(values[field] ?? '') || undefined]),
    );
    register(activeMode, {
      ...optional,
      ...(activeMode === 'username' ? { username: String(values.username).trim() } : {}),
      ...(passwordAsked ? { password: String(values.password), confirmPassword: String(values.confirmPassword) } : {}),
      ...(mobileShown && mobile()
        ? { mobileNum: mobile(), countryDialingCode: String(values.countryDialingCode) }
        : {}),
      ...(values.verificationCode ? { verificationCode: String(values.verificationCode) } : {}),
      ...(values.affiliateCode ? { affiliateCode: String(values.affiliateCode).trim() } : {}),
      ...(values.referralCode ? { referralCode: String(values.referralCode).trim() } : {}),
      ...(invitation.inviteCode ? { inviteCode: invitation.inviteCode.slice(0, 32) } : {}),
      domain: window.location.hostname,
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      login: true,
      agreeTerms: true,
      notProhibited: true,
      validate,
    })
      .then(onSuccess, (failure: unknown) => {
        const apiError = failure instanceof ApiError ? failure : null;
        setError(errorText(failure, t));
        if (apiError) form.setErrors(apiError.fields);
      })
      .finally(() => setIsSubmitting(false));
  };

  const sendCode = () =>
    new Promise<Awaited<ReturnType<typeof sendRegistrationCode>> | null>((resolve, reject) => {
      if (form.validateField('mobileNum').hasError || !mobile()) {
        form.setFieldError('mobileNum', t('errors.mobileInvalid'));
        return resolve(null);
      }
      gate.request((validate) => {
        sendRegistrationCode({
          countryDialingCode: String(form.values.countryDialingCode),
          mobileNo: mobile(),
          validate,
        }).then(resolve, reject);
      });
    });

  const field = (name: RegisterField, type: 'text' | 'password' | 'date' = 'text') =>
    type === 'password' ? (
      <PasswordInput key={name} label={t(`fields.${name}`)} autoComplete="new-password" {...form.getInputProps(name)} />
    ) : (
      <TextInput key={name} type={type} label={t(`fields.${name}`)} {...form.getInputProps(name)} />
    );

  return (
    <>
      {gate.isOpen && <ChallengeStep onSolved={gate.solve} onCancel={gate.cancel} />}
      <form hidden={gate.isOpen} onSubmit={form.onSubmit(() => gate.request(submit))} noValidate>
        <Stack gap="sm">
          {usernameOn && mobileOn && (
            <Tabs
              value={activeMode}
              onChange={(value) => setMode(value === 'username' ? 'username' : 'mobile')}
              variant="pills"
              radius="xl"
            >
              <Tabs.List grow>
                <Tabs.Tab value="mobile" leftSection={<IconDeviceMobile size={16} />}>
                  {t('register.byMobile')}
                </Tabs.Tab>
                <Tabs.Tab value="username" leftSection={<IconUser size={16} />}>
                  {t('register.byUsername')}
                </Tabs.Tab>
              </Tabs.List>
            </Tabs>
          )}
          {invitedBy.data && (
            <Badge size="lg" variant="light" color="gold" leftSection={<IconUserCheck size={14} />}>
              {t('register.invitedBy', { name: invitedBy.data.agentNickname ?? invitedBy.data.code })}
            </Badge>
          )}
          {activeMode === 'username' && (
            <TextInput
              label={t('fields.username')}
              placeholder={t('placeholders.username')}
              autoComplete="username"
              data-autofocus
              {...form.getInputProps('username')}
            />
          )}
          {mobileShown && (
            <MobileNumberInput
              dialingCode={String(form.values.countryDialingCode)}
              onDialingCodeChange={(code) => form.setFieldValue('countryDialingCode', code)}
              value={String(form.values.mobileNum)}
              onChange={(value) => form.setFieldValue('mobileNum', value)}
              error={form.errors.mobileNum as string | undefined}
              autoFocus={activeMode === 'mobile'}
            />
          )}
          {mobileShown && smsVerificationOn && (
            <SmsCodeField
              value={String(form.values.verificationCode)}
              onChange={(value) => form.setFieldValue('verificationCode', value)}
              onSend={sendCode}
              onError={(failure) => setError(failure.message)}
              error={form.errors.verificationCode as string | undefined}
            />
          )}
          {passwordAsked && field('password', 'password')}
          {passwordAsked && (
            <PasswordInput
              label={t('fields.confirmPassword')}
              autoComplete="new-password"
              {...form.getInputProps('confirmPassword')}
            />
          )}
          {OPTIONAL_FIELDS.filter(isEnabled).map((name) =>
            field(name, name === 'paymentPassword' ? 'password' : name === 'birthday' ? 'date' : 'text'),
          )}
          {/* A code from the link fills the field; the field shows again when that code is not valid. */}
          {(!invitation.affiliateCode || invitedBy.isError) && (isEnabled('affiliateCode') || invitedBy.isError) && (
            <TextInput
              label={t('fields.affiliateCode')}
              {...form.getInputProps('affiliateCode')}
              error={form.errors.affiliateCode ?? (invitedBy.error ? errorText(invitedBy.error, t) : undefined)}
            />
          )}
          {!invitation.referralCode && isEnabled('referralCode') && field('referralCode')}
          <Checkbox
            label={
              <Trans
                t={t}
                i18nKey="register.terms"
                components={[<Anchor key="terms" component="button" type="button" onClick={onTerms} inherit />]}
              />
            }
            {...form.getInputProps('agreeTerms', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('compliance:register.declaration')}
            description={t('compliance:register.declarationHint')}
            {...form.getInputProps('notProhibited', { type: 'checkbox' })}
          />
          {error && (
            <Alert color="ruby" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" size="md" loading={isSubmitting}>
            {t('register.submit')}
          </Button>
          <Anchor component="button" type="button" fz="sm" ta="center" onClick={onLogin}>
            {t('register.haveAccount')} {t('register.loginNow')}
          </Anchor>
        </Stack>
      </form>
    </>
  );
};
