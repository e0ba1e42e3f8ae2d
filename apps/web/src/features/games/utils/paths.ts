// Where the games feature links to (the shared paths table has no game pages yet).

export const SEAMLESS_PATH = '/seamless';

/** The in-portal game page for a launched game (desktop and phones alike). */
export const seamlessPath = (url: string, name: string): string =>
  `${SEAMLESS_PATH}?${new URLSearchParams({ url, name }).toString()}`;

export const withQuery = (path: string, query: Record<string, string>): string =>
  `${path}?${new URLSearchParams(query).toString()}`;

/** Only http(s) game URLs may fill the game frame: never javascript:, data: or a blob. */
export const safeGameUrl = (value: string | null): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * The path of a game screen of the portal itself (the in-house originals, decision 043: the launch
 * answers `<portal>/seamless/originals/<game>?token=…`), opened directly rather than in a frame.
 * Only the path is kept, so the screen opens on this origin whatever the server's public address.
 */
export const inPortalGamePath = (value: string): string | null => {
  try {
    const url = new URL(value, window.location.origin);
    return url.pathname.startsWith(`${SEAMLESS_PATH}/originals/`) ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
};
