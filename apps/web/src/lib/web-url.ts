/**
 * Whether a URL from an answer is one the browser may be sent to: http(s) only. A payment link or
 * a domain that fails this is spec §8's "invalid URL or domain": the page says to contact
 * customer service instead of navigating (a `javascript:` link would run in the portal).
 */
export const isWebUrl = (value: string): boolean => {
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};
