import type { AgentPageComponents } from '../agent-pages';

/** The agent centre's income pages: agentRevenueReport, agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary. */
export const incomePages: AgentPageComponents = {};
