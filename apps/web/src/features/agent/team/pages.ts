import type { AgentPageComponents } from '../agent-pages';

/** The agent centre's team pages: registerCenter, downlineManagmentView. */
export const teamPages: AgentPageComponents = {};
