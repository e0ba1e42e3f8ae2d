import type { GameCategoryCode } from '@perya/contracts';
import { GAME_CATEGORIES } from '@perya/contracts';

// Every URL the app links to, in one place.

/** Member-centre pages (spec §2.5), in menu order. */
export const MEMBER_PAGES = [
  'securityCenter',
  'responsibleGaming',
  'verification',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  /** The VIP ladder: level, progress to the next, what each level gives (issue 20). */
  'vip',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'feedback',
  'manualRebate',
  /** Dividend and salary contracts and their requests (spec §2.8; decision 034). */
  'contracts',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];

/**
 * Agent-centre pages of the left menu, in the order of spec §2.6 (deposit and withdraw come
 * before them, platform messages and customer service after: agent-layout.tsx).
 */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  agent: '/agent',
  agentHome: '/agentHome',
  agentPage: (page: AgentPage) => `/agentHome/${page}`,
  /** An agent's contracts with one direct downline (decision 034). */
  agentDownlineContracts: (id: number) => `/agentHome/contracts/${id}`,
  member: '/member',
  memberPage: (page: MemberPage) => `/member/${page}`,
  help: (tag?: string) => (tag ? `/help#${tag}` : '/help'),
  helpCentre: '/helpmc',
  favorite: '/favorite',
  recent: '/recent',
  promotions: '/promotions',
  pointMall: '/pointMall',
  familyExclusion: '/familyExclusion',
  category: (code: GameCategoryCode) => GAME_CATEGORIES.find((category) => category.code === code)?.path ?? '/',
} as const;
