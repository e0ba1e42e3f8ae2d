import {
  IconArrowUpRight,
  IconAward,
  IconBolt,
  IconCalendarDollar,
  IconCash,
  IconCashBanknote,
  IconChartLine,
  IconClipboardList,
  IconDiscount,
  IconFileCertificate,
  IconFileInvoice,
  IconHourglass,
  IconLayoutDashboard,
  IconMessageReport,
  IconMessages,
  IconReceipt2,
  IconReceiptRefund,
  IconReportMoney,
  IconShieldCheck,
  IconSpeakerphone,
  IconTransfer,
  IconTrophy,
  IconUserDollar,
  IconUserPlus,
  IconUsersGroup,
  IconWallet,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

import type { AgentPage, MemberPage } from './paths';

type IconComponent = ComponentType<{ size?: number | string; stroke?: number }>;

export const MEMBER_PAGE_ICONS: Record<MemberPage, IconComponent> = {
  securityCenter: IconShieldCheck,
  transferFund: IconWallet,
  depositv2: IconCashBanknote,
  withdraw: IconCash,
  transferUpline: IconArrowUpRight,
  personalHistoryCopy: IconReceipt2,
  transactionHistory: IconFileInvoice,
  personalProfit: IconChartLine,
  bonusDetails: IconDiscount,
  rewardCenter: IconAward,
  referral: IconUserPlus,
  missionLeaderboard: IconTrophy,
  messageV2: IconMessages,
  feedback: IconMessageReport,
  manualRebate: IconReceiptRefund,
  contracts: IconFileCertificate,
};

export const AGENT_PAGE_ICONS: Record<AgentPage, IconComponent> = {
  agentTeamOverview: IconLayoutDashboard,
  registerCenter: IconUserPlus,
  downlineManagmentView: IconUsersGroup,
  personalHistoryCopy: IconClipboardList,
  palStatementsAgentCopy: IconChartLine,
  agentRevenueReport: IconReportMoney,
  agentDownlineTransactionDetailsCopy: IconTransfer,
  agentDividendRecordCopy2: IconUserDollar,
  agentDailyWages2: IconCalendarDollar,
  agentHourSalary: IconHourglass,
  agentRealtimeSalary: IconBolt,
  agentAnnouncement: IconSpeakerphone,
};
