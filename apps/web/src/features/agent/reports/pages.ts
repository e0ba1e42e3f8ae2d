import type { AgentPageComponents } from '../agent-pages';

/** The agent centre's reports pages: agentTeamOverview, personalHistoryCopy, palStatementsAgentCopy, agentDownlineTransactionDetailsCopy, agentAnnouncement. */
export const reportsPages: AgentPageComponents = {};
