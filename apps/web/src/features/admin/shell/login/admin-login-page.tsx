import { Anchor, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';

import { Logo } from '@/components/ui/logo';
import { useDocumentTitle } from '@/hooks/use-document-title';

import { ADMIN_QUERY_ROOT } from '../admin-query';
import { useStaffSession } from '../staff-session';
import { useAdminParts } from '../portal-parts';
import { STAFF_ME_PATH, useStaffMe } from '../use-staff-me';
import { useStaffSignOut } from '../use-staff-sign-out';
import { CredentialsStep } from './credentials-step';
import { CodeStep, EnrolStep, PasswordStep, RecoveryCodesStep } from './second-factor-steps';

type Step = 'credentials' | 'password' | 'enrol' | 'code' | 'recovery' | 'done' | 'loading';

/**
 * /admin/login: credentials (+ slider, + captcha when asked), then what GET /wps/admin/me says is
 * left: an invited member's own password, the second factor (enrol with a QR code, or a code), and
 * after enrolment the recovery codes, shown once. A reload resumes at the step the server reports.
 */
export const AdminLoginPage = () => {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('login.title'));
  const queryClient = useQueryClient();
  const location = useLocation();
  const token = useStaffSession((state) => state.token);
  const setToken = useStaffSession((state) => state.setToken);
  const me = useStaffMe();
  const { LanguageSelect } = useAdminParts();
  const signOut = useStaffSignOut();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const refreshMe = async (answer?: { token?: string | undefined }) => {
    if (answer?.token) setToken(answer.token);
    await queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, STAFF_ME_PATH] });
  };

  const step: Step = recoveryCodes
    ? 'recovery'
    : !token || me.isError
      ? 'credentials'
      : !me.data || me.isFetching
        ? 'loading'
        : // The server's order: an enrolled member's code, then an invited member's password, then enrolment.
          me.data.secondFactor === 'CODE'
          ? 'code'
          : me.data.mustChangePassword
            ? 'password'
            : me.data.secondFactor === 'ENROL'
              ? 'enrol'
              : 'done';

  if (step === 'done') {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from?.startsWith('/admin/') ? from : '/admin'} replace />;
  }

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Stack w={400} maw="100%" gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Logo size={28} />
            <Text fw={700}>{t('layout.title')}</Text>
          </Group>
          <div style={{ width: 150 }}>
            <LanguageSelect />
          </div>
        </Group>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Title order={1} fz={20}>
              {t(`login.steps.${step}`)}
            </Title>
            {step === 'credentials' && (
              <CredentialsStep
                onSignedIn={(newToken) => {
                  setToken(newToken);
                  void refreshMe();
                }}
              />
            )}
            {step === 'loading' && (
              <Center h={120}>
                <Loader size="sm" />
              </Center>
            )}
            {step === 'password' && <PasswordStep onDone={(answer) => void refreshMe(answer)} />}
            {step === 'enrol' && (
              <EnrolStep
                onEnabled={(answer) => {
                  if (answer.token) setToken(answer.token);
                  setRecoveryCodes(answer.recoveryCodes);
                }}
              />
            )}
            {step === 'recovery' && recoveryCodes && (
              <RecoveryCodesStep
                codes={recoveryCodes}
                onDone={() => {
                  setRecoveryCodes(null);
                  void refreshMe();
                }}
              />
            )}
            {step === 'code' && <CodeStep onDone={(answer) => void refreshMe(answer)} />}
            {step !== 'credentials' && step !== 'loading' && (
              <Anchor component="button" type="button" fz="xs" c="dimmed" onClick={() => void signOut()}>
                {t('login.other')}
              </Anchor>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
};
