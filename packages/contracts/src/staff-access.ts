// What each back-office role may do: the one place that names the staff routes and the
// permission each needs. ROUTE_ACCESS takes every route below as 'staff'; the server then checks
// the signed-in staff member's role holds the route's permission (issue 16).

export const STAFF_ROLES = ['OWNER', 'FINANCE', 'RISK', 'SUPPORT', 'MARKETING', 'READ_ONLY'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** Own session: who am I, log out, second-factor enrolment. Every role. */
  'self',
  'dashboard.view',
  'money.view',
  /** Approve or reject deposits and withdrawals, pay out, settle disputes. */
  'money.decide',
  /** Manual adjustments and bonuses on a member's wallet. */
  'money.adjust',
  /** Payment channels, wallet limits, the four-eyes threshold. */
  'money.settings',
  'members.view',
  /** Lock, unlock, force a password change, reset the payment password, upline, VIP level. */
  'members.manage',
  /** Notes on a member's profile. */
  'members.note',
  'games.view',
  /** Enable, maintenance, hot/new flags, sort order, feed import. */
  'games.manage',
  /** Provider signing keys (shown once). */
  'games.keys',
  'content.view',
  'content.manage',
  'settings.view',
  'settings.manage',
  /** Live chat rooms, feedback, platform messages: reading them. */
  'support.view',
  /** Answering chat and feedback. */
  'support.reply',
  /** Platform messages to members (broadcasts). */
  'messages.send',
  'audit.view',
  /** Invite, disable, change role, reset a second factor. */
  'staff.manage',
  /** KYC submissions, screening hits, AML reports and cases, family exclusion requests: reading them. */
  'compliance.view',
  /** Deciding them: approve or reject KYC, clear or confirm a hit, import the list, close a case (decision 038). */
  'compliance.review',
  /** Campaigns: promotions (their applications and grants) and red envelopes (their claims): reading them. */
  'promotions.view',
  /** Create, edit and end promotions and red-envelope drops; approve or reject applications (decisions 040, 041). */
  'promotions.manage',
  /** The referral programme, its referrals and rewards: reading them. */
  'referral.view',
  /** Changing the programme's rules and switch (issue 19). */
  'referral.manage',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const VIEW_ALL: readonly StaffPermission[] = /* @__PURE__ */ STAFF_PERMISSIONS.filter(
  (p) => p === 'self' || p.endsWith('.view'),
);

export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  OWNER: STAFF_PERMISSIONS,
  FINANCE: [
    'self',
    'dashboard.view',
    'money.view',
    'money.decide',
    'money.adjust',
    'money.settings',
    'members.view',
    'members.note',
    'audit.view',
  ],
  RISK: [
    'self',
    'dashboard.view',
    'money.view',
    'money.decide',
    'members.view',
    'members.manage',
    'members.note',
    'games.view',
    'settings.view',
    'audit.view',
    'compliance.view',
    'compliance.review',
  ],
  SUPPORT: ['self', 'money.view', 'members.view', 'members.note', 'content.view', 'support.view', 'support.reply'],
  MARKETING: [
    'self',
    'dashboard.view',
    'games.view',
    'games.manage',
    'content.view',
    'content.manage',
    'support.view',
    'messages.send',
    'promotions.view',
    'promotions.manage',
    'referral.view',
    'referral.manage',
  ],
  READ_ONLY: VIEW_ALL,
};

export const roleHasPermission = (role: string, permission: StaffPermission): boolean =>
  (ROLE_PERMISSIONS[role as StaffRole] ?? []).includes(permission);

/**
 * Every staff route and the permission it needs. Add a route here (not in ROUTE_ACCESS); the
 * route-by-role test walks this table with every role and with member, agent and guest tokens.
 */
export const STAFF_ROUTE_PERMISSION: Record<string, StaffPermission> = {
  // Session and self
  'DELETE /wps/admin/session/logout': 'self',
  'GET /wps/admin/me': 'self',
  'POST /wps/admin/session/secondFactor': 'self',
  'POST /wps/admin/totp/setup': 'self',
  'POST /wps/admin/totp/enable': 'self',
  'POST /wps/admin/password': 'self',

  // Agent contracts (decision 034): setting or ending terms is a change to a member's standing
  'GET /wps/admin/agents/contracts': 'members.view',
  'POST /wps/admin/agents/contracts': 'members.manage',
  'POST /wps/admin/agents/contracts/:contractId/end': 'members.manage',

  // Money
  'GET /wps/admin/deposits': 'money.view',
  'POST /wps/admin/deposits/:id/approve': 'money.decide',
  'POST /wps/admin/deposits/:id/reject': 'money.decide',
  'GET /wps/admin/withdrawals': 'money.view',
  'POST /wps/admin/withdrawals/:id/approve': 'money.decide',
  'POST /wps/admin/withdrawals/:id/payout': 'money.decide',
  'POST /wps/admin/withdrawals/:id/reject': 'money.decide',
  'POST /wps/admin/members/:memberId/adjustments': 'money.adjust',
  'POST /wps/admin/members/:memberId/bonuses': 'money.adjust',
  'GET /wps/admin/uploads/:id': 'money.view',
  'GET /wps/admin/payment/channels': 'money.view',
  'POST /wps/admin/payment/channels': 'money.settings',
  'PUT /wps/admin/payment/channels/:id': 'money.settings',
  'GET /wps/admin/settings/wallet': 'money.view',
  'PUT /wps/admin/settings/wallet': 'money.settings',
  'GET /wps/admin/settings/bonus-turnover': 'money.view',
  'PUT /wps/admin/settings/bonus-turnover': 'money.settings',
  'GET /wps/admin/withdrawals/disputes': 'money.view',
  'POST /wps/admin/withdrawals/:id/dispute': 'money.decide',
  'GET /wps/admin/approvals': 'money.view',
  'POST /wps/admin/approvals/:id/approve': 'money.decide',
  'POST /wps/admin/approvals/:id/reject': 'money.decide',
  'GET /wps/admin/settings/money': 'money.view',
  'PUT /wps/admin/settings/money': 'money.settings',

  // Members
  'GET /wps/admin/members': 'members.view',
  'GET /wps/admin/members/:memberId': 'members.view',
  'GET /wps/admin/members/:memberId/ledger': 'members.view',
  'GET /wps/admin/members/:memberId/bets': 'members.view',
  'GET /wps/admin/members/:memberId/sessions': 'members.view',
  'POST /wps/admin/members/:memberId/sessions/:sessionId/revoke': 'members.manage',
  'GET /wps/admin/members/:memberId/notes': 'members.view',
  'GET /wps/admin/members/:memberId/protection': 'members.view',
  'POST /wps/admin/members/:memberId/protection/break': 'members.manage',
  'POST /wps/admin/members/:memberId/notes': 'members.note',
  'POST /wps/admin/members/:memberId/lock': 'members.manage',
  'POST /wps/admin/members/:memberId/unlock': 'members.manage',
  'POST /wps/admin/members/:memberId/force-password-change': 'members.manage',
  'POST /wps/admin/members/:memberId/reset-payment-password': 'members.manage',
  'POST /wps/admin/members/:memberId/upline': 'members.manage',
  'POST /wps/admin/members/:memberId/vip-level': 'members.manage',

  // Games
  'GET /wps/admin/games/vendors': 'games.view',
  'PUT /wps/admin/games/vendors/:code': 'games.manage',
  'GET /wps/admin/games': 'games.view',
  'PUT /wps/admin/games/:nodeId': 'games.manage',
  'POST /wps/admin/games/bulk': 'games.manage',
  'POST /wps/admin/games/import': 'games.manage',
  'GET /wps/admin/games/keys': 'games.keys',
  'POST /wps/admin/games/vendors/:code/keys': 'games.keys',
  'POST /wps/admin/games/vendors/:code/keys/:keyId/retire': 'games.keys',

  // Content
  'GET /wps/admin/content/announcements': 'content.view',
  'POST /wps/admin/content/announcements': 'content.manage',
  'PUT /wps/admin/content/announcements/:id': 'content.manage',
  'DELETE /wps/admin/content/announcements/:id': 'content.manage',
  'GET /wps/admin/content/customerService': 'content.view',
  'POST /wps/admin/content/customerService': 'content.manage',
  'PUT /wps/admin/content/customerService/:id': 'content.manage',
  'DELETE /wps/admin/content/customerService/:id': 'content.manage',
  'GET /wps/admin/content/resources': 'content.view',
  'POST /wps/admin/content/resources': 'content.manage',
  'PUT /wps/admin/content/resources/:id': 'content.manage',
  'DELETE /wps/admin/content/resources/:id': 'content.manage',
  'GET /wps/admin/content/helpTopics': 'content.view',
  'POST /wps/admin/content/helpTopics': 'content.manage',
  'PUT /wps/admin/content/helpTopics/:id': 'content.manage',
  'DELETE /wps/admin/content/helpTopics/:id': 'content.manage',
  'POST /wps/admin/content/banners/order': 'content.manage',
  'POST /wps/admin/content/images': 'content.manage',

  // Settings
  'GET /wps/admin/settings/system': 'settings.view',
  'PUT /wps/admin/settings/system': 'settings.manage',
  'GET /wps/admin/settings/flags': 'settings.view',
  'PUT /wps/admin/settings/flags/:modId': 'settings.manage',
  'GET /wps/admin/settings/register': 'settings.view',
  'PUT /wps/admin/settings/register/:field': 'settings.manage',
  'GET /wps/admin/settings/domains': 'settings.view',
  'PUT /wps/admin/settings/domains/:domain': 'settings.manage',
  'DELETE /wps/admin/settings/domains/:domain': 'settings.manage',
  'GET /wps/admin/settings/delivery': 'settings.view',
  'PUT /wps/admin/settings/delivery/:kind': 'settings.manage',
  'POST /wps/admin/settings/delivery/:kind/test': 'settings.manage',

  // Support: messages, feedback, live chat
  'GET /wps/admin/messages': 'support.view',
  'POST /wps/admin/messages': 'messages.send',
  'GET /wps/admin/feedback': 'support.view',
  'POST /wps/admin/feedback/:id/reply': 'support.reply',
  'GET /wps/admin/chat/rooms': 'support.view',
  'GET /wps/admin/chat/rooms/:id/messages': 'support.view',
  'POST /wps/admin/chat/rooms/:id/messages': 'support.reply',
  'POST /wps/admin/chat/rooms/:id/close': 'support.reply',

  // Agent settlement (decision 035): reading statements is money.view, running a window money.adjust.
  'GET /wps/admin/agents/settlements': 'money.view',
  'GET /wps/admin/agents/settlements/:statementId': 'money.view',
  'POST /wps/admin/agents/settlements/run': 'money.adjust',
  'GET /wps/admin/agents/settlement-settings': 'money.view',
  'PUT /wps/admin/agents/settlement-settings': 'money.settings',
  'GET /wps/admin/agents/payout-approvals': 'money.view',
  'POST /wps/admin/agents/payout-approvals/:statementId/approve': 'money.decide',
  'POST /wps/admin/agents/payout-approvals/:statementId/reject': 'money.decide',

  // Dashboard
  'GET /wps/admin/dashboard': 'dashboard.view',

  // Audit
  'GET /wps/admin/audit': 'audit.view',

  // Staff management
  'GET /wps/admin/staff': 'staff.manage',
  'POST /wps/admin/staff': 'staff.manage',
  'PUT /wps/admin/staff/:id': 'staff.manage',
  'POST /wps/admin/staff/:id/disable': 'staff.manage',
  'POST /wps/admin/staff/:id/enable': 'staff.manage',
  'POST /wps/admin/staff/:id/secondFactor/reset': 'staff.manage',

  // Compliance (decision 038)
  'GET /wps/admin/compliance/settings': 'compliance.view',
  'PUT /wps/admin/compliance/settings': 'settings.manage',
  'GET /wps/admin/compliance/kyc': 'compliance.view',
  'POST /wps/admin/compliance/kyc/:id/decision': 'compliance.review',
  'GET /wps/admin/compliance/screening': 'compliance.view',
  'POST /wps/admin/compliance/screening/import': 'compliance.review',
  'POST /wps/admin/compliance/screening/:id/decision': 'compliance.review',
  'GET /wps/admin/compliance/aml': 'compliance.view',
  'GET /wps/admin/compliance/aml/export': 'compliance.view',
  'POST /wps/admin/compliance/aml/cases/:id/decision': 'compliance.review',
  'GET /wps/admin/compliance/family': 'compliance.view',
  'POST /wps/admin/compliance/family/:id/decision': 'compliance.review',
  'GET /wps/admin/compliance/evidence/:id': 'compliance.view',
  'POST /wps/admin/staff/:id/invitation': 'staff.manage',

  // Promotions (issue 19, decision 040)
  'GET /wps/admin/promotions': 'promotions.view',
  'POST /wps/admin/promotions': 'promotions.manage',
  'PUT /wps/admin/promotions/:id': 'promotions.manage',
  'POST /wps/admin/promotions/:id/end': 'promotions.manage',
  'GET /wps/admin/promotions/applications': 'promotions.view',
  'POST /wps/admin/promotions/applications/:id/approve': 'promotions.manage',
  'POST /wps/admin/promotions/applications/:id/reject': 'promotions.manage',
  'GET /wps/admin/promotions/grants': 'promotions.view',
  // Referral programme (issue 19)
  'GET /wps/admin/referral/programme': 'referral.view',
  'PUT /wps/admin/referral/programme': 'referral.manage',
  'GET /wps/admin/referral/referrals': 'referral.view',
  'GET /wps/admin/referral/rewards': 'referral.view',

  // VIP ladder and rebate rates (issue 20, decision 047): campaign settings
  'GET /wps/admin/vip/levels': 'promotions.view',
  'PUT /wps/admin/vip/levels': 'promotions.manage',
  'GET /wps/admin/vip/rebate-rates': 'promotions.view',
  'PUT /wps/admin/vip/rebate-rates': 'promotions.manage',
  // Red envelopes (decision 041)
  'GET /wps/admin/red-envelopes': 'promotions.view',
  'POST /wps/admin/red-envelopes': 'promotions.manage',
  'PUT /wps/admin/red-envelopes/:id': 'promotions.manage',
  'POST /wps/admin/red-envelopes/:id/cancel': 'promotions.manage',
  'GET /wps/admin/red-envelopes/:id/claims': 'promotions.view',
  // Missions and leaderboards (issue 20, decision 048)
  'GET /wps/admin/missions': 'promotions.view',
  'POST /wps/admin/missions': 'promotions.manage',
  'PUT /wps/admin/missions/:id': 'promotions.manage',
  'GET /wps/admin/leaderboards': 'promotions.view',
  'POST /wps/admin/leaderboards': 'promotions.manage',
  'PUT /wps/admin/leaderboards/:id': 'promotions.manage',
  'GET /wps/admin/leaderboards/:id/payouts': 'promotions.view',
  // Points mall (decision 049)
  'GET /wps/admin/points/config': 'promotions.view',
  'PUT /wps/admin/points/config': 'promotions.manage',
  'GET /wps/admin/points/items': 'promotions.view',
  'POST /wps/admin/points/items': 'promotions.manage',
  'PUT /wps/admin/points/items/:id': 'promotions.manage',
  'GET /wps/admin/points/redemptions': 'promotions.view',
  'POST /wps/admin/points/redemptions/:id/approve': 'promotions.manage',
  'POST /wps/admin/points/redemptions/:id/reject': 'promotions.manage',
  'POST /wps/admin/points/accrue': 'promotions.manage',
  // Perya Originals (decision 043)
  'GET /wps/admin/originals/settings': 'games.view',
  'PUT /wps/admin/originals/settings/:game': 'games.manage',
  'GET /wps/admin/lottery/settings': 'games.view',
  'PUT /wps/admin/lottery/settings/:gameCode': 'games.manage',
  'GET /wps/admin/lottery/draws': 'games.view',
  'GET /wps/admin/lottery/draws/:drawId/exposure': 'games.view',
  'GET /wps/admin/originals/crash/settings': 'games.view',
  'PUT /wps/admin/originals/crash/settings': 'games.manage',
  // Campaigns: pausing a promotion (decision 052)
  'POST /wps/admin/promotions/:id/pause': 'promotions.manage',
  'POST /wps/admin/promotions/:id/resume': 'promotions.manage',
};

/**
 * What a staff session may call before its second factor is done (ENROL or CODE) and, for an
 * invited member, before the temporary password is replaced: everything else answers
 * STAFF_SECOND_FACTOR_REQUIRED or PASSWORD_CHANGE_REQUIRED. The web asks nothing else meanwhile.
 */
export const STAFF_ALLOWED_BEFORE_CODE: readonly string[] = [
  'GET /wps/admin/me',
  'DELETE /wps/admin/session/logout',
  'POST /wps/admin/session/secondFactor',
];
export const STAFF_ALLOWED_BEFORE_PASSWORD_CHANGE: readonly string[] = [
  'GET /wps/admin/me',
  'DELETE /wps/admin/session/logout',
  'POST /wps/admin/password',
];
export const STAFF_ALLOWED_BEFORE_ENROLMENT: readonly string[] = [
  'GET /wps/admin/me',
  'DELETE /wps/admin/session/logout',
  'POST /wps/admin/totp/setup',
  'POST /wps/admin/totp/enable',
];

/** The permission a staff route needs; HEAD follows GET. */
export const staffPermissionFor = (method: string, url: string): StaffPermission | undefined =>
  STAFF_ROUTE_PERMISSION[`${method === 'HEAD' ? 'GET' : method} ${url}`];
