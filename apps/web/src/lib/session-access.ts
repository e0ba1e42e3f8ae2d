import type { Access, ResultCode } from '@perya/contracts';
import { ALLOWED_BEFORE_PASSWORD_CHANGE, PORTAL_ROUTE_ACCESS } from '@perya/contracts';

// The client asks only what the session allows (issue 22 item 24): the contracts' route rules
// (the portal's: staff routes are never refused here, the server checks them),
// read here before a call leaves, so a trial account never asks for favourites and a session
// held for a password change asks nothing but the change.

export type SessionAccess = { token: string | null; isTrial: boolean; mustChangePassword: boolean };

type Rule = { key: string; method: string; pattern: RegExp; access: Access };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let rules: Rule[] | null = null;
const routeRules = (): Rule[] =>
  (rules ??= Object.entries(PORTAL_ROUTE_ACCESS).map(([key, access]) => {
    const [method = '', path = ''] = key.split(' ');
    const pattern = new RegExp(`^${escapeRegExp(path).replace(/:[^/]+/g, '[^/]+')}$`);
    return { key, method, pattern, access };
  }));

const ruleFor = (method: string, path: string): Rule | undefined => {
  const exact = PORTAL_ROUTE_ACCESS[`${method} ${path}`];
  if (exact) return { key: `${method} ${path}`, method, pattern: /$^/, access: exact };
  return routeRules().find((rule) => rule.method === method && rule.pattern.test(path));
};

/**
 * The refusal the server would answer for this session, or null when the call may go: trial
 * accounts may not call member or agent routes; a session held for a password change only the
 * few routes of the change. Guests are left to the server (its AUTH_REQUIRED opens the login).
 */
export const refusalBeforeSending = (method: string, path: string, session: SessionAccess): ResultCode | null => {
  if (!session.token) return null;
  const rule = ruleFor(method, path.split('?')[0] ?? path);
  if (!rule) return null;
  if (session.isTrial && (rule.access === 'member' || rule.access === 'agent')) return 'TRIAL_FORBIDDEN';
  if (session.mustChangePassword && rule.access !== 'public' && !ALLOWED_BEFORE_PASSWORD_CHANGE.includes(rule.key)) {
    return 'PASSWORD_CHANGE_REQUIRED';
  }
  return null;
};
