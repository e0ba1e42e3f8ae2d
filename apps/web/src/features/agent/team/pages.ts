import { lazy } from 'react';

import type { AgentPageComponents } from '../agent-pages';

/** The agent centre's team pages: registerCenter, downlineManagmentView (decision 033). */
export const teamPages = {
  registerCenter: lazy(() =>
    import('./pages/register-center-page').then((module) => ({ default: module.RegisterCenterPage })),
  ),
  downlineManagmentView: lazy(() =>
    import('./pages/team-management-page').then((module) => ({ default: module.TeamManagementPage })),
  ),
} satisfies AgentPageComponents;
