import { redirect } from 'react-router';

import { paths } from '@/config/paths';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

// The route guard of spec §2.2, as loaders: they run before a page loads, so a guarded page
// never renders for a visitor it is not for.

/** Pages that need login: without a session token, go to /login (which opens the login popup). */
export const requireLogin = () => {
  if (!useSessionStore.getState().token) throw redirect(paths.login);
  return null;
};

/** Member pages: visitors log in; trial accounts are told to register first (spec §6, §8). */
export const requireRealMember = () => {
  const { token, isTrial } = useSessionStore.getState();
  if (!token) throw redirect(paths.login);
  if (isTrial) {
    useModalStore.getState().openModal('trialDialog');
    throw redirect(paths.home);
  }
  return null;
};

/** /agentHome sends anyone who is not a signed-in agent back to the agent login page. */
export const requireAgentSession = () => {
  const { token, isAgent } = useSessionStore.getState();
  if (!token || !isAgent) throw redirect(paths.agent);
  return null;
};

/** /login: to the home page with the login popup open (spec §2.1); a signed-in player just goes home. */
export const openLoginOnHome = () => {
  if (!useSessionStore.getState().token) useModalStore.getState().openModal('loginPopupModal');
  return redirect(paths.home);
};

/** /register: the home page with the register popup open; a signed-in player goes home instead. */
export const openRegister = () => {
  if (useSessionStore.getState().token) return redirect(paths.home);
  useModalStore.getState().openModal('registerModal');
  return null;
};
