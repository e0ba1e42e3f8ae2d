import { Alert, Button, Group, Modal, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock, IconLogout, IconUserExclamation } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { INVITE_QUERY_PARAM } from '@perya/contracts';

import { Logo } from '@/components/ui/logo';
import { SIGNED_OUT_TOPIC, useEndSession } from '@/hooks/use-end-session';
import { paths } from '@/config/paths';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

import { logout } from '../api/session';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { ChangePasswordForm } from './change-password-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/**
 * Invitation codes from the link a visitor followed: ?affiliateCode= (or ?code=), ?referralCode=
 * (or ?ref=), and an agent's invitation link ?invite= (it decides member or agent; decision 033).
 */
const invitationFromUrl = () => {
  const params = new URLSearchParams(window.location.search);
  return {
    affiliateCode: params.get('affiliateCode') ?? params.get('code'),
    referralCode: params.get('referralCode') ?? params.get('ref'),
    inviteCode: params.get(INVITE_QUERY_PARAM),
  };
};

const ModalTitle = ({ children }: { children: string }) => (
  <Group gap="sm">
    <Logo size={28} withWordmark={false} decorative />
    <Text fw={700} fz="lg">
      {children}
    </Text>
  </Group>
);

/** The identity popups of spec §2.4: login, register, forgot, change password; trial and sign-out dialogs. */
export const AuthModals = () => {
  const { t } = useTranslation('auth');
  const { open, topic, openModal, closeModal } = useModalStore();
  const completeLogin = useCompleteLogin();
  const passwordChanged = useSessionStore((state) => state.passwordChanged);
  const endSession = useEndSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const isForcedChange = open === 'changePassModal' && topic === 'forced';

  const handleSignOut = async () => {
    setIsSigningOut(true);
    try {
      await logout();
    } catch {
      // The session may be gone already; signing out locally is what matters now.
    } finally {
      closeModal();
      setIsSigningOut(false);
      endSession();
    }
  };

  return (
    <>
      <Modal
        opened={open === 'loginPopupModal'}
        onClose={closeModal}
        title={<ModalTitle>{t('login.title')}</ModalTitle>}
        size="sm"
      >
        {topic === SIGNED_OUT_TOPIC && (
          <Alert variant="light" color="gold" icon={<IconLogout size={18} />} mb="md" data-testid="signed-out-notice">
            {t('login.signedOut')}
          </Alert>
        )}
        <LoginForm
          page="portal"
          withRememberMe
          onSuccess={(login) => completeLogin(login)}
          onForgot={() => openModal('forgetPassModal')}
        />
        <Text ta="center" fz="sm" mt="md" c="dimmed">
          {t('login.noAccount')}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => openModal('registerModal')}>
            {t('login.registerNow')}
          </Button>
        </Text>
      </Modal>

      <Modal
        opened={open === 'registerModal'}
        onClose={closeModal}
        title={<ModalTitle>{t('register.title')}</ModalTitle>}
        size="md"
        scrollAreaComponent={ScrollArea.Autosize}
      >
        <RegisterForm
          invitation={invitationFromUrl()}
          onSuccess={(login) => completeLogin(login)}
          onLogin={() => openModal('loginPopupModal')}
          onTerms={() => openModal('helpModal', 'term')}
        />
      </Modal>

      <Modal
        opened={open === 'forgetPassModal'}
        onClose={closeModal}
        title={<ModalTitle>{t('forgot.title')}</ModalTitle>}
        size="sm"
      >
        <ForgotPasswordForm onLoggedIn={(login) => completeLogin(login)} onBack={() => openModal('loginPopupModal')} />
      </Modal>

      <Modal
        opened={open === 'changePassModal'}
        onClose={closeModal}
        withCloseButton={!isForcedChange}
        closeOnEscape={!isForcedChange}
        title={<ModalTitle>{isForcedChange ? t('changePassword.forcedTitle') : t('changePassword.title')}</ModalTitle>}
        size="sm"
      >
        <Stack gap="md">
          {isForcedChange && (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color="gold" size={36} radius="md">
                <IconLock size={20} />
              </ThemeIcon>
              <Text fz="sm" c="dimmed">
                {t('changePassword.forcedText')}
              </Text>
            </Group>
          )}
          <ChangePasswordForm
            onChanged={() => {
              passwordChanged();
              // What the held session did not ask (lib/session-access.ts) loads now.
              void queryClient.invalidateQueries();
              closeModal();
              // An agent changing its password in the agent centre stays there.
              void navigate(window.location.pathname.startsWith(paths.agentHome) ? paths.agentHome : paths.home);
            }}
          />
        </Stack>
      </Modal>

      <Modal
        opened={open === 'trialDialog'}
        onClose={closeModal}
        title={<ModalTitle>{t('trial.title')}</ModalTitle>}
        size="sm"
      >
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon variant="light" color="gold" size={56} radius={28}>
            <IconUserExclamation size={30} />
          </ThemeIcon>
          <Text c="dimmed">{t('trial.text')}</Text>
          <Button fullWidth onClick={() => openModal('registerModal')}>
            {t('trial.confirm')}
          </Button>
        </Stack>
      </Modal>

      <Modal
        opened={open === 'logoutConfirm'}
        onClose={closeModal}
        title={<ModalTitle>{t('logout.confirmTitle')}</ModalTitle>}
        size="sm"
      >
        <Text c="dimmed" mb="lg">
          {t('logout.confirmText')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={closeModal}>
            {t('logout.cancel')}
          </Button>
          <Button color="ruby" onClick={handleSignOut} loading={isSigningOut}>
            {t('logout.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
};
