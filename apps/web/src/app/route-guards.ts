import { redirect } from 'react-router';

import { paths } from '@/config/paths';
import { hasSession } from '@/lib/storage';
import { useModalStore } from '@/stores/modal-store';

// The route guard of spec §2.2, as loaders: they run before a page loads, so a guarded page
// never renders for a visitor without a session.

/** Pages that need login: without a session token, go to /login (which opens the login popup). */
export const requireLogin = () => {
  if (!hasSession()) throw redirect(paths.login);
  return null;
};

/** /agentHome sends anyone who is not a signed-in agent back to the agent login page. */
export const requireAgentSession = () => {
  if (!hasSession()) throw redirect(paths.agent);
  return null;
};

/** /login: to the home page with the login popup open (spec §2.1). */
export const openLoginOnHome = () => {
  useModalStore.getState().openModal('loginPopupModal');
  return redirect(paths.home);
};

/** /register: the home page with the register popup open. */
export const openRegister = () => {
  useModalStore.getState().openModal('registerModal');
  return null;
};
