import type { Clock } from '../../lib/clock';
import type { AuthDeps } from './auth.deps';
import { createLoginFlows } from './auth.login';
import { createRecovery } from './auth.recovery';
import { createRegistration } from './auth.register';
import { createStaffLoginFlows } from './auth.staff';

/** The identity flows of spec §4: log in, second factor, register, recover, trial and staff logins. */
export const createAuthService = (deps: AuthDeps & { clock: Clock }) => {
  const login = createLoginFlows(deps);
  return {
    ...login,
    ...createRegistration(deps, login, () => deps.clock.now()),
    ...createRecovery(deps, login),
    ...createStaffLoginFlows(deps),
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
