// Who may call what: the one place that says which role each API route needs. The server
// refuses to start if a route it registers is missing here, enforces the rule before any other
// work, and a test walks every route with every role. Staff routes live in staff-access.ts with
// the permission each needs, and are taken in here as 'staff'.

import { STAFF_ROUTE_PERMISSION } from './staff-access';

/**
 * - public: anyone, with or without a session
 * - player: any player session, trial accounts included
 * - member: a real member or agent (trial accounts get TRIAL_FORBIDDEN)
 * - agent: an agent (types 1, 2, 41, 42)
 * - staff: an operator of the back office
 */
export const ACCESS_LEVELS = ['public', 'player', 'member', 'agent', 'staff'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/**
 * Every route but the staff ones. The player's web app reads only this (lib/session-access.ts):
 * the back office's hundred-odd routes stay out of the player's entry chunk (issue 16).
 */
export const PORTAL_ROUTE_ACCESS: Record<string, Access> = {
  // System and operations
  'GET /wps/system/status': 'public',
  'GET /wps/system/permission': 'public',
  'GET /wps/system/whitelabel': 'public',
  'GET /wps/system/setting/register': 'public',
  'GET /wps/system/domainRoute': 'public',
  'GET /wps/system/helpCenter': 'public',
  'GET /wps/system/publicKey': 'public',
  'GET /healthz': 'public',
  'GET /readyz': 'public',

  // Bot checks
  'GET /wps/captcha': 'public',
  'GET /wps/challenge/slider': 'public',
  'POST /wps/challenge/slider/verify': 'public',

  // Sessions
  'POST /wps/session/login': 'public',
  'POST /wps/session/login/secondFactor': 'public',
  'POST /wps/session/login/secondFactor/send': 'public',
  'POST /wps/session/login/freeplay': 'public',
  'DELETE /wps/session/logout': 'player',
  'GET /wps/session/devices': 'member',
  'DELETE /wps/session/devices': 'member',
  'DELETE /wps/session/devices/:id': 'member',
  // Live events (WebSocket): public at the HTTP level; the session token comes in the first
  // message and the events module checks it (members and trial accounts only)
  'GET /wps/ws': 'public',

  // SMS codes
  'POST /wps/verification/sms/noLogin': 'public',
  'POST /wps/verification/sms/register': 'public',
  'POST /wps/verification/sms/bind': 'member',
  'POST /wps/verification/sms/own': 'member',

  // Members
  'PUT /wps/member/register': 'public',
  'PUT /wps/member/register/mobile': 'public',
  'GET /wps/agent/affiliate': 'public',
  'GET /wps/member/info': 'player',
  'GET /wps/member/info/icon': 'player',
  'PUT /wps/member/info/icon': 'member',
  'GET /wps/member/info/funds/consolidated': 'member',
  'PUT /wps/member/language': 'player',
  'GET /wps/member/profile': 'member',
  'PUT /wps/member/profile': 'member',
  'PUT /wps/member/mobile': 'member',
  'POST /wps/member/password': 'member',
  'POST /wps/member/password/email': 'public',
  'POST /wps/member/password/reset': 'public',
  'POST /wps/member/password/verification': 'public',
  'PUT /wps/member/paymentPassword': 'member',
  'POST /wps/member/paymentPassword/reset': 'member',
  'POST /wps/member/totp/setup': 'member',
  'POST /wps/member/totp/enable': 'member',
  'DELETE /wps/member/totp': 'member',

  // Wallet (spec §2.5, §7.1)
  'GET /wps/v2/wallets/balance': 'player',
  'GET /wps/relay/GCS_merchantWallet': 'player',
  'GET /wps/v2/wallets': 'member',
  'POST /wps/relay/GCS_walletTransfer': 'member',
  'POST /wps/v2/wallets/recall': 'member',
  'GET /wps/v2/transfers/parties': 'member',
  'POST /wps/v2/transfers/upline': 'member',
  'POST /wps/v2/transfers/downline': 'agent',
  'GET /wps/relay/ODSFE2_MemTransDet': 'member',
  'GET /wps/v2/records/profit': 'member',
  'GET /wps/v2/stats/profit': 'member',
  'GET /wps/agent/team/overview': 'agent',
  // Agent centre reports (issue 17, decision 036): the caller's team only, checked by the server
  'GET /wps/agent/reports/overview': 'agent',
  'GET /wps/agent/reports/bets': 'agent',
  'GET /wps/agent/reports/profit': 'agent',
  'GET /wps/agent/reports/transactions': 'agent',
  'GET /wps/agent/reports/announcements': 'agent',
  // Agent centre: team management and the register centre (decision 033)
  'GET /wps/agent/team/members': 'agent',
  'POST /wps/agent/team/members': 'agent',
  'GET /wps/agent/invitation-links': 'agent',
  'POST /wps/agent/invitation-links': 'agent',
  'POST /wps/agent/invitation-links/:id/disable': 'agent',

  // Agent contracts (spec §3, §4, §7.3; decision 034): the downline answers through the spec's
  // relay calls (members and agents alike); the upline's side is the agent's
  'POST /wps/relay/MCS2_processDividendReq': 'member',
  'POST /wps/relay/MCS2_processDailySalContract': 'member',
  'POST /wps/relay/MCS2_processContractHourSalary': 'member',
  'POST /wps/relay/MCSFE_processRealTimeSalaryContract': 'member',
  'GET /wps/member/contracts': 'member',
  'GET /wps/agent/contracts/downlines/:downlineId': 'agent',
  'POST /wps/agent/contracts/downlines/:downlineId/offers': 'agent',
  'POST /wps/agent/contracts/:contractId/withdraw': 'agent',
  'POST /wps/agent/contracts/:contractId/terminate': 'agent',
  'POST /wps/agent/contracts/:contractId/keep': 'agent',
  'GET /wps/agent/income/summary': 'agent',
  'GET /wps/agent/income/statements': 'agent',
  'GET /wps/agent/income/statements/:statementId': 'agent',
  'GET /wps/v2/bonuses': 'member',
  'POST /wps/v2/bonuses/:bonusId/forfeit': 'member',

  // Player protection (issue 18): a member's own limits, reality check and breaks from play
  'GET /wps/member/protection': 'member',
  'PUT /wps/member/protection/limits': 'member',
  'PUT /wps/member/protection/session': 'member',
  'POST /wps/member/protection/break': 'member',
  'POST /wps/member/protection/break/lift': 'member',
  'GET /wps/member/protection/reality-check': 'member',

  // Games (spec §7.2): the catalogue is open to everyone; playing needs a real member
  'GET /lgw/games/game_menus': 'public',
  'GET /wps/relay/GCSGAME_gameList': 'public',
  'GET /wps/relay/GCSGAME_hotGamesV2': 'public',
  'GET /wps/relay/GCSGAME_getVassGameType': 'public',
  'GET /wps/relay/GCSGAME_newGameVendor': 'public',
  'GET /wps/relay/MCSFE_getListAnnouncements': 'public',
  'GET /wps/relay/GCSGAME_getRankList': 'public',
  'GET /lgw/images/vendors/:gameType/:file': 'public',
  'GET /lgw/images/games/:vassalage/:file': 'public',
  'GET /wps/relay/MCSFE_getFavoriteGames': 'member',
  'GET /wps/relay/MCSFE_getFavoriteGamesList': 'member',
  'POST /wps/relay/MCSFE_addFavoriteGameV2': 'member',
  'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': 'member',
  'GET /wps/relay/GCS_recentGame': 'member',
  'POST /wps/game/launchGame': 'member',
  'GET /wps/relay/GLS2_roomList': 'member',
  'GET /wps/relay/GCS_gameLaunchFB': 'public',
  'GET /wps/v2/records/bets': 'member',
  // The provider wallet protocol (authenticated by the vendor's HMAC signature, not a session)
  'POST /wps/provider/v1/:vendor/authenticate': 'public',
  'POST /wps/provider/v1/:vendor/balance': 'public',
  'POST /wps/provider/v1/:vendor/bet': 'public',
  'POST /wps/provider/v1/:vendor/win': 'public',
  'POST /wps/provider/v1/:vendor/rollback': 'public',
  'POST /wps/provider/v1/:vendor/round/end': 'public',

  // Uploads (proof images)
  'POST /wps/v2/uploads': 'member',
  'GET /wps/v2/uploads/:id': 'member',

  // Deposits and withdrawals
  'GET /wps/v2/deposit/channels': 'member',
  'POST /wps/v2/deposits': 'member',
  'GET /wps/v2/deposits': 'member',
  'GET /wps/v2/deposits/:id': 'member',
  'GET /wps/v2/withdraw/settings': 'member',
  'GET /wps/v2/withdraw/accounts': 'member',
  'POST /wps/v2/withdraw/accounts': 'member',
  'DELETE /wps/v2/withdraw/accounts/:id': 'member',
  'POST /wps/v2/withdrawals': 'member',
  'GET /wps/v2/withdrawals': 'member',
  'POST /wps/v2/withdrawals/:id/confirm': 'member',
  // A payment gateway's signed notice (authenticated by its HMAC signature, not a session)
  'POST /wps/payments/gateway/:gateway/callback': 'public',

  // Back office: staff log in here; every other staff route is in STAFF_ROUTE_PERMISSION
  'POST /wps/admin/session/login': 'public',

  // Content (spec §3, §7.3): announcements, notices, country codes; staff edit them
  'GET /wps/announcements': 'public',
  'GET /wps/notices': 'public',
  'GET /wps/system/countries': 'public',
  'GET /lgw/images/banners/:file': 'public',
  'GET /lgw/images/promotions/:file': 'public',
  'GET /lgw/images/content/:file': 'public',

  // Platform messages (messageV2) and feedback: real members only (trial accounts do not fetch them)
  'GET /wps/messages': 'member',
  'GET /wps/messages/:id': 'member',
  'POST /wps/messages/readAll': 'member',
  'GET /wps/relay/CSP_unreadCount': 'member',
  'PUT /wps/feedback': 'member',
  'GET /wps/feedback': 'member',

  // Compliance (decision 038): verification, closure and login history for members; the family
  // exclusion form is public (the applicant is not a member)
  'GET /wps/compliance/kyc': 'member',
  'POST /wps/compliance/kyc': 'member',
  'GET /wps/compliance/closure': 'member',
  'POST /wps/compliance/closure': 'member',
  'GET /wps/compliance/logins': 'member',
  'GET /wps/compliance/declaration': 'member',
  'POST /wps/compliance/declaration': 'member',
  'POST /wps/compliance/family-exclusion': 'public',
  'POST /wps/compliance/family-exclusion/evidence': 'public',

  // Live chat (spec §7.2): open to guests; a room's secret token is its credential
  'GET /wps/relay/CBS_modelList': 'public',
  'POST /wps/relay/CBS_launchChat': 'public',
  'GET /chat/:roomToken': 'public',
  'POST /chat/:roomToken': 'public',
  'GET /chat/assets/chat.js': 'public',
  'GET /wps/chat/rooms/:roomToken/messages': 'public',
  'POST /wps/chat/rooms/:roomToken/messages': 'public',

  // Promotions and the reward centre (issue 19, decision 040): visitors see the list with why they
  // cannot join; joining, applying and claiming need a real (non-trial) member
  'GET /wps/v2/promotions': 'public',
  'GET /wps/v2/promotions/:id': 'public',
  'POST /wps/relay/MCSFE_signUpPromotionJoin': 'member',
  'POST /wps/relay/MCSFE_signUpRequestReward': 'member',
  'POST /wps/v2/promotions/:id/apply': 'member',
  'GET /wps/v2/rewards': 'member',
  'GET /wps/v2/rewards/count': 'member',
  'POST /wps/v2/rewards/:id/claim': 'member',
  'POST /wps/v2/rewards/claim-all': 'member',
  // Referral (issue 19): the programme's rules for anyone; a member's own code, friends and rewards
  'GET /wps/referral/programme': 'public',
  'GET /wps/member/referral': 'member',
  'GET /wps/member/referral/friends': 'member',
  'GET /wps/member/referral/rewards': 'member',
  // Red envelopes (decision 041): real members only (trial accounts get TRIAL_FORBIDDEN)
  'GET /wps/v2/red-envelopes': 'member',
  'GET /wps/v2/red-envelopes/claims': 'member',
  'POST /wps/relay/MCS2_claimRafflePromotion': 'member',
  // Missions and leaderboards (issue 20, decision 048): real members only
  'GET /wps/relay/MCSFE_getMissionSummaryDetails': 'member',
  'GET /wps/relay/MCSFE_getMissionMilestones': 'member',
  'POST /wps/relay/MCSFE_claimMissionReward': 'member',
  'GET /wps/relay/MCSFE_getMissionLeaderboard': 'member',
  'GET /wps/v2/missions/badge': 'member',
  'GET /wps/v2/leaderboards': 'member',

  // Points mall (issue 20, spec §7.4, decision 049)
  'GET /wps/relay/MCS2_getPointBalance': 'member',
  'GET /wps/relay/MCS2_getPointReward': 'member',
  'GET /wps/relay/MCS2_getRedeemPointList': 'member',
  'GET /wps/relay/MCS2_getPointConfig': 'member',
  'POST /wps/relay/passwordCheck/MCS2_redeemPointReward': 'member',
  'POST /wps/relay/passwordCheck/MCS2_convertPoint': 'member',
  'GET /wps/v2/points/details': 'member',
  // VIP ladder and rebate (issue 20, decision 047): the ladder for anyone; a member's own level and rebate
  'GET /wps/vip/levels': 'public',
  'GET /wps/member/vip': 'member',
  'GET /wps/member/rebate': 'member',
  'POST /wps/member/rebate/claim': 'member',

  // Development only (registered when DEV_OUTBOX is on): what SMS and e-mail would have sent
  'GET /dev/outbox': 'public',

  // Perya Originals (decision 043): the games' limits and RTP are public; play and seeds are a real member's
  'GET /wps/originals/games': 'public',
  // In-house lottery (decision 053; spec §7.2 lottery calls)
  'GET /lgw/vn/games/game_menu': 'public',
  'GET /lgw/vn/games/game_menu/recent': 'member',
  'GET /lgw/vn/games': 'public',
  'GET /lgw/vn/numeros/opened/game': 'public',
  'GET /lotto/lgw/games/opened/numero': 'member',
  'GET /wps/lottery/draws/:drawId': 'public',
  'POST /wps/lottery/slips': 'member',
  'GET /wps/lottery/slips': 'member',
  'POST /wps/originals/dice/bet': 'member',
  'POST /wps/originals/limbo/bet': 'member',
  'POST /wps/originals/plinko/bet': 'member',
  'POST /wps/originals/keno/bet': 'member',
  'POST /wps/originals/mines/bet': 'member',
  'POST /wps/originals/slot/bet': 'member',
  'POST /wps/originals/mines/:betId/pick': 'member',
  'POST /wps/originals/mines/:betId/cashout': 'member',
  'GET /wps/originals/mines/active': 'member',
  'GET /wps/originals/bets': 'member',
  'GET /wps/originals/bets/:betId': 'member',
  'GET /wps/originals/fairness': 'member',
  'PUT /wps/originals/fairness/client-seed': 'member',
  'POST /wps/originals/fairness/rotate': 'member',
  // Crash (decision 054)
  'GET /wps/originals/crash/state': 'public',
  'GET /wps/originals/crash/rounds': 'public',
  'GET /wps/originals/crash/rounds/:roundId': 'public',
  'POST /wps/originals/crash/bet': 'member',
  'POST /wps/originals/crash/bets/:betId/cashout': 'member',
  'GET /wps/originals/crash/bets': 'member',
};

const withStaffRoutes = (): Record<string, Access> => ({
  ...PORTAL_ROUTE_ACCESS,
  ...Object.fromEntries(Object.keys(STAFF_ROUTE_PERMISSION).map((route) => [route, 'staff' as const])),
});

/** Every route's rule: the portal's, and each staff route as 'staff' (its permission: staff-access.ts). */
export const ROUTE_ACCESS: Record<string, Access> = /* @__PURE__ */ withStaffRoutes();

/** The rule for a registered route; HEAD follows GET. */
export const accessFor = (method: string, url: string): Access | undefined =>
  ROUTE_ACCESS[`${method === 'HEAD' ? 'GET' : method} ${url}`];

/**
 * What a session held for a password change (default or expired password) may call; everything
 * else that is not public answers PASSWORD_CHANGE_REQUIRED. The web asks nothing else meanwhile.
 */
export const ALLOWED_BEFORE_PASSWORD_CHANGE: readonly string[] = [
  'POST /wps/member/password',
  'GET /wps/member/info',
  'DELETE /wps/session/logout',
];
