import type { AgentPageComponents } from '../agent-pages';

/** The agent centre's contracts pages: none of the menu's pages (contracts open from team management and the member centre). */
export const contractsPages: AgentPageComponents = {};
