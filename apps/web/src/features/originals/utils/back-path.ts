/**
 * Only a page of the portal may be the way back (a launch or a link gives one; anything else,
 * another site included, goes home).
 */
export const backPathOf = (back: string | null): string => {
  if (!back) return '/';
  try {
    const url = new URL(back, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
};
