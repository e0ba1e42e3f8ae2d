import type { ComponentType, LazyExoticComponent } from 'react';

import type { AgentPage } from '@/config/paths';

import { incomePages } from './income/pages';
import { reportsPages } from './reports/pages';
import { teamPages } from './team/pages';

/** Pages of the agent centre's menu, each a lazy chunk of its own (`lazy(() => import(…))`). */
export type AgentPageComponents = Partial<Record<AgentPage, LazyExoticComponent<ComponentType>>>;

/** Every page of the agent centre's menu (spec §2.6), by its route name: none may be missing. */
export const AGENT_PAGE_COMPONENTS: Record<AgentPage, LazyExoticComponent<ComponentType>> = {
  ...teamPages,
  ...incomePages,
  ...reportsPages,
};
