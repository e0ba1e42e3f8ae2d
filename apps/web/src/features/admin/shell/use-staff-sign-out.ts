import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { SuccessSchema } from '@perya/contracts';

import { adminApi } from './admin-api';
import { ADMIN_QUERY_ROOT } from './admin-query';
import { useStaffSession } from './staff-session';

/** Ends the staff session on the server, forgets its token and cached data, and opens the login. */
export const useStaffSignOut = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await adminApi.delete('/wps/admin/session/logout', SuccessSchema);
    } catch {
      // A session the server ended already: signing out here is all that is left.
    }
    useStaffSession.getState().setToken(null);
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
    await navigate('/admin/login', { replace: true });
  };
};
