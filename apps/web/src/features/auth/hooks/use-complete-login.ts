import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import type { LoginSuccess } from '@perya/contracts';

import { paths } from '@/config/paths';
import { getLanguageCode } from '@/i18n/language';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

import { updateLanguage } from '../api/member';

/**
 * What happens after any successful login or registration (spec §4): the token is kept, member
 * data reloads, the popup closes; a forced password change opens its popup; agent-page logins
 * go to /agentHome, the rest land on home.
 */
export const useCompleteLogin = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signIn = useSessionStore((state) => state.signIn);
  const { openModal, closeModal } = useModalStore();
  return (login: LoginSuccess, page: 'portal' | 'agent' = 'portal') => {
    signIn(login);
    // Texts the server sends (SMS, e-mail) follow the language the member reads the portal in.
    void updateLanguage(getLanguageCode()).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: ['member'] });
    closeModal();
    if (login.mustChangePassword) openModal('changePassModal', 'forced');
    void navigate(page === 'agent' && login.isAgent ? paths.agentHome : paths.home);
  };
};
