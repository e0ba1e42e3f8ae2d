import type { Icon } from '@tabler/icons-react';
import {
  IconAdjustmentsDollar,
  IconAdjustmentsHorizontal,
  IconAlertOctagon,
  IconFriends,
  IconId,
  IconListSearch,
  IconBuildingBank,
  IconBuildingStore,
  IconCashBanknote,
  IconCashBanknoteMove,
  IconChartBar,
  IconDeviceGamepad2,
  IconFileCertificate,
  IconForms,
  IconHelp,
  IconHistory,
  IconLifebuoy,
  IconMailCog,
  IconRoute,
  IconMessage2,
  IconMessageReport,
  IconPhoto,
  IconServerCog,
  IconToggleRight,
  IconUserSearch,
  IconUsersGroup,
  IconUserShare,
  IconMailOpened,
  IconGift,
  IconClipboardCheck,
  IconScale,
  IconCrown,
  IconTargetArrow,
  IconCoins,
  IconPackage,
  IconDice5,
  IconTicket,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

import type { StaffPermission } from '@perya/contracts';

// THE list of back-office screens (decision 027). A screen is one file that default-exports its
// page component, plus one entry below, in its group's section (keeps merges clean):
//
//   {
//     path: 'money/deposits',                       // under /admin; params allowed ('members/:id')
//     group: 'money',                               // the sidebar group
//     label: 'admin-money:nav.deposits',            // namespace:key (its own admin-<area> namespace)
//     icon: IconCashBanknote,                       // @tabler/icons-react
//     permission: 'money.view',                     // who sees it (nav and route)
//     load: () => import('./money/deposits-page'),  // its own lazy chunk
//   },
//
// Detail routes that the sidebar must not list take `nav: false`.

export const ADMIN_NAV_GROUPS = [
  'dashboard',
  'money',
  'members',
  'games',
  'content',
  'settings',
  'support',
  'compliance',
  'staff',
  'audit',
  'loyalty',
] as const;
export type AdminNavGroup = (typeof ADMIN_NAV_GROUPS)[number];

export type AdminScreen = {
  /** The path under /admin, without a leading slash. */
  path: string;
  group: AdminNavGroup;
  /** `namespace:key` of the sidebar label and the page title (texts in EN, TY and PT). */
  label: string;
  icon: Icon;
  /** The permission that shows the screen; writes inside check their own with useCan(). */
  permission: StaffPermission;
  /** false for detail pages reached from a list (not in the sidebar). */
  nav?: boolean;
  load: () => Promise<{ default: ComponentType }>;
};

export const ADMIN_SCREENS: AdminScreen[] = [
  // Dashboard
  {
    path: 'dashboard',
    group: 'dashboard',
    label: 'admin-dashboard:nav.dashboard',
    icon: IconChartBar,
    permission: 'dashboard.view',
    load: () => import('./dashboard/dashboard-page'),
  },

  // Money
  {
    path: 'money/deposits',
    group: 'money',
    label: 'admin-money:nav.deposits',
    icon: IconCashBanknote,
    permission: 'money.view',
    load: () => import('./money/deposits-page'),
  },
  {
    path: 'money/withdrawals',
    group: 'money',
    label: 'admin-money:nav.withdrawals',
    icon: IconCashBanknoteMove,
    permission: 'money.view',
    load: () => import('./money/withdrawals-page'),
  },
  {
    path: 'money/disputes',
    group: 'money',
    label: 'admin-money:nav.disputes',
    icon: IconMessageReport,
    permission: 'money.view',
    load: () => import('./money/disputes-page'),
  },
  {
    path: 'money/adjustments',
    group: 'money',
    label: 'admin-money:nav.adjustments',
    icon: IconAdjustmentsDollar,
    permission: 'money.view',
    load: () => import('./money/adjustments-page'),
  },
  {
    path: 'money/channels',
    group: 'money',
    label: 'admin-money:nav.channels',
    icon: IconBuildingBank,
    permission: 'money.view',
    load: () => import('./money/channels-page'),
  },
  {
    path: 'money/bonus-turnover',
    group: 'money',
    label: 'admin-promotions:nav.bonusTurnover',
    icon: IconScale,
    permission: 'money.view',
    load: () => import('./campaigns/bonus-turnover-page'),
  },

  // Members
  {
    path: 'members',
    group: 'members',
    label: 'admin-members:nav.members',
    icon: IconUserSearch,
    permission: 'members.view',
    load: () => import('./members/members-page'),
  },
  {
    path: 'members/:id',
    group: 'members',
    label: 'admin-members:nav.member',
    icon: IconUserSearch,
    permission: 'members.view',
    nav: false,
    load: () => import('./members/member-page'),
  },
  {
    path: 'agents/contracts',
    group: 'members',
    label: 'admin-agents:nav.contracts',
    icon: IconFileCertificate,
    permission: 'members.view',
    load: () => import('./agents/agent-contracts-page'),
  },
  {
    path: 'agents/payouts',
    group: 'money',
    label: 'admin-agents:nav.payouts',
    icon: IconCoins,
    permission: 'money.view',
    load: () => import('./agents/agent-payouts-page'),
  },
  {
    path: 'members/protection',
    group: 'members',
    label: 'protection:admin.title',
    icon: IconLifebuoy,
    permission: 'members.view',
    load: () => import('./protection/member-protection-page'),
  },

  // Games
  {
    path: 'games',
    group: 'games',
    label: 'admin-games:nav.games',
    icon: IconDeviceGamepad2,
    permission: 'games.view',
    load: () => import('./games/games-page'),
  },
  {
    path: 'games/vendors',
    group: 'games',
    label: 'admin-games:nav.vendors',
    icon: IconBuildingStore,
    permission: 'games.view',
    load: () => import('./games/vendors-page'),
  },
  {
    path: 'games/originals',
    group: 'games',
    label: 'admin-originals:nav.originals',
    icon: IconDice5,
    permission: 'games.view',
    load: () => import('./games/originals-page'),
  },
  {
    path: 'games/lottery',
    group: 'games',
    label: 'admin-lottery:nav.lottery',
    icon: IconTicket,
    permission: 'games.view',
    load: () => import('./games/lottery-page'),
  },

  // Content
  {
    path: 'content/banners',
    group: 'content',
    label: 'admin-content:nav.banners',
    icon: IconPhoto,
    permission: 'content.view',
    load: () => import('./content/banners-page'),
  },
  {
    path: 'content/notices',
    group: 'content',
    label: 'admin-content:nav.notices',
    icon: IconMessage2,
    permission: 'content.view',
    load: () => import('./content/notices-page'),
  },
  {
    path: 'content/links',
    group: 'content',
    label: 'admin-content:nav.links',
    icon: IconHelp,
    permission: 'content.view',
    load: () => import('./content/links-page'),
  },
  {
    path: 'content/referral',
    group: 'content',
    label: 'admin-referral:nav.referral',
    icon: IconUserShare,
    permission: 'referral.view',
    load: () => import('./referral/referral-programme-page'),
  },
  {
    path: 'content/red-envelopes',
    group: 'content',
    label: 'admin-red-envelopes:nav.redEnvelopes',
    icon: IconMailOpened,
    permission: 'promotions.view',
    load: () => import('./campaigns/red-envelopes-page'),
  },
  {
    path: 'content/promotions',
    group: 'content',
    label: 'admin-promotions:nav.promotions',
    icon: IconGift,
    permission: 'promotions.view',
    load: () => import('./campaigns/promotions-page'),
  },
  {
    path: 'content/promotion-applications',
    group: 'content',
    label: 'admin-promotions:nav.applications',
    icon: IconClipboardCheck,
    permission: 'promotions.view',
    load: () => import('./campaigns/promotion-applications-page'),
  },

  // Settings
  {
    path: 'settings/system',
    group: 'settings',
    label: 'admin-settings:nav.system',
    icon: IconServerCog,
    permission: 'settings.view',
    load: () => import('./settings/system-page'),
  },
  {
    path: 'settings/flags',
    group: 'settings',
    label: 'admin-settings:nav.flags',
    icon: IconToggleRight,
    permission: 'settings.view',
    load: () => import('./settings/flags-page'),
  },
  {
    path: 'settings/register',
    group: 'settings',
    label: 'admin-settings:nav.register',
    icon: IconForms,
    permission: 'settings.view',
    load: () => import('./settings/register-page'),
  },
  {
    path: 'settings/delivery',
    group: 'settings',
    label: 'admin-settings:nav.delivery',
    icon: IconMailCog,
    permission: 'settings.view',
    load: () => import('./settings/delivery-page'),
  },
  {
    path: 'settings/domains',
    group: 'settings',
    label: 'admin-settings:nav.domains',
    icon: IconRoute,
    permission: 'settings.view',
    load: () => import('./settings/domains-page'),
  },

  // Support

  // Staff
  {
    path: 'staff',
    group: 'staff',
    label: 'admin:nav.staff',
    icon: IconUsersGroup,
    permission: 'staff.manage',
    load: () => import('./staff/staff-page'),
  },

  // Compliance (decision 038)
  {
    path: 'compliance/kyc',
    group: 'compliance',
    label: 'admin-compliance:nav.kyc',
    icon: IconId,
    permission: 'compliance.view',
    load: () => import('./compliance/kyc-page'),
  },
  {
    path: 'compliance/screening',
    group: 'compliance',
    label: 'admin-compliance:nav.screening',
    icon: IconListSearch,
    permission: 'compliance.view',
    load: () => import('./compliance/screening-page'),
  },
  {
    path: 'compliance/aml',
    group: 'compliance',
    label: 'admin-compliance:nav.aml',
    icon: IconAlertOctagon,
    permission: 'compliance.view',
    load: () => import('./compliance/aml-page'),
  },
  {
    path: 'compliance/family',
    group: 'compliance',
    label: 'admin-compliance:nav.family',
    icon: IconFriends,
    permission: 'compliance.view',
    load: () => import('./compliance/family-page'),
  },
  {
    path: 'compliance/settings',
    group: 'compliance',
    label: 'admin-compliance:nav.settings',
    icon: IconAdjustmentsHorizontal,
    permission: 'compliance.view',
    load: () => import('./compliance/settings-page'),
  },

  // Audit
  {
    path: 'audit',
    group: 'audit',
    label: 'admin:nav.audit',
    icon: IconHistory,
    permission: 'audit.view',
    load: () => import('./audit/audit-page'),
  },

  // Loyalty (issue 20, decision 050): the VIP ladder and rebate, missions and leaderboards, the points mall
  {
    path: 'loyalty/vip',
    group: 'loyalty',
    label: 'admin-loyalty:nav.vip',
    icon: IconCrown,
    permission: 'promotions.view',
    load: () => import('./loyalty/vip-page'),
  },
  {
    path: 'loyalty/missions',
    group: 'loyalty',
    label: 'admin-loyalty:nav.missions',
    icon: IconTargetArrow,
    permission: 'promotions.view',
    load: () => import('./loyalty/missions-page'),
  },
  {
    path: 'loyalty/points',
    group: 'loyalty',
    label: 'admin-loyalty:nav.points',
    icon: IconCoins,
    permission: 'promotions.view',
    load: () => import('./loyalty/points-page'),
  },
  {
    path: 'loyalty/redemptions',
    group: 'loyalty',
    label: 'admin-loyalty:nav.redemptions',
    icon: IconPackage,
    permission: 'promotions.view',
    load: () => import('./loyalty/redemptions-page'),
  },
];

/** The namespaces of the screens' labels (`admin` plus each area's own), loaded with the shell. */
export const screenNamespaces = (screens: readonly AdminScreen[] = ADMIN_SCREENS): string[] => [
  ...new Set(['admin', ...screens.map((screen) => screen.label.split(':')[0] ?? 'admin')]),
];

/** The screens `permissions` allow, in sidebar order. */
export const allowedScreens = (
  permissions: readonly StaffPermission[],
  screens: readonly AdminScreen[] = ADMIN_SCREENS,
) => screens.filter((screen) => permissions.includes(screen.permission));
