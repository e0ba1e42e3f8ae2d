import type { ComponentType, LazyExoticComponent } from 'react';

import type { AgentPage } from '@/config/paths';

import { contractsPages } from './contracts/pages';
import { incomePages } from './income/pages';
import { reportsPages } from './reports/pages';
import { teamPages } from './team/pages';

/** Pages of the agent centre's menu, each a lazy chunk of its own (`lazy(() => import(…))`). */
export type AgentPageComponents = Partial<Record<AgentPage, LazyExoticComponent<ComponentType>>>;

/** Every built page of the agent centre's menu (spec §2.6), by its route name. */
export const AGENT_PAGE_COMPONENTS: AgentPageComponents = {
  ...teamPages,
  ...contractsPages,
  ...incomePages,
  ...reportsPages,
};
