// Player protection for the rest of the app: the responsible-gaming message, the deposit page's
// limit notice, the reality check over games, and the redirect of a member on a break.
export { ResponsibleGamingNotice } from './components/responsible-gaming-notice';
export { DepositLimitNotice } from './components/deposit-limit-notice';
export { RealityCheck } from './components/reality-check';
export { usePlayBlockRedirect } from './hooks/use-play-block-redirect';
export { PROTECTION_KEY, protectionQueryOptions } from './api/protection';
