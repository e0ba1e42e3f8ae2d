import { lazy } from 'react';

import type { AgentPageComponents } from '../agent-pages';

/** The agent centre's reports pages: agentTeamOverview, personalHistoryCopy, palStatementsAgentCopy, agentDownlineTransactionDetailsCopy, agentAnnouncement. */
export const reportsPages = {
  agentTeamOverview: lazy(() =>
    import('./pages/team-overview-page').then((module) => ({ default: module.TeamOverviewPage })),
  ),
  personalHistoryCopy: lazy(() =>
    import('./pages/team-bets-page').then((module) => ({ default: module.TeamBetsPage })),
  ),
  palStatementsAgentCopy: lazy(() =>
    import('./pages/member-profit-page').then((module) => ({ default: module.MemberProfitPage })),
  ),
  agentDownlineTransactionDetailsCopy: lazy(() =>
    import('./pages/team-transactions-page').then((module) => ({ default: module.TeamTransactionsPage })),
  ),
  agentAnnouncement: lazy(() =>
    import('./pages/agent-announcements-page').then((module) => ({ default: module.AgentAnnouncementsPage })),
  ),
} satisfies AgentPageComponents;
