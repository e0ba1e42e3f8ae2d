import { lazy } from 'react';

import type { AgentPageComponents } from '../agent-pages';

const page = (
  name: 'IncomeReportPage' | 'DividendRecordPage' | 'DailySalaryPage' | 'HourlySalaryPage' | 'RealtimeSalaryPage',
) => lazy(() => import('./pages/income-pages').then((module) => ({ default: module[name] })));

/** The agent centre's income pages: agentRevenueReport, agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary. */
export const incomePages = {
  agentRevenueReport: page('IncomeReportPage'),
  agentDividendRecordCopy2: page('DividendRecordPage'),
  agentDailyWages2: page('DailySalaryPage'),
  agentHourSalary: page('HourlySalaryPage'),
  agentRealtimeSalary: page('RealtimeSalaryPage'),
} satisfies AgentPageComponents;
