import type { Resource } from '@perya/contracts';

// Where the side menu's QR codes lead (spec §2.3): iOS to our app-download page carrying the
// language and the session token; Android to the configured download (resource type Android),
// else to our Android install guide.

export const APP_DOWNLOAD_PATH = '/appDownload';
export const INSTALL_GUIDE_PATHS = { ios: '/installGuide/ios', android: '/installGuide/android' } as const;
export type InstallPlatform = keyof typeof INSTALL_GUIDE_PATHS;

export const iosDownloadUrl = (origin: string, language: string, token: string | null): string => {
  const query = new URLSearchParams({ lang: language });
  if (token) query.set('token', token);
  return `${origin}${APP_DOWNLOAD_PATH}?${query}`;
};

export const androidResourceOf = (resources: Resource[] | undefined): Resource | null =>
  resources?.find((resource) => resource.resourceType.toLowerCase() === 'android' && resource.url) ?? null;

export const androidDownloadUrl = (origin: string, resources: Resource[] | undefined): string => {
  const url = androidResourceOf(resources)?.url;
  if (!url) return `${origin}${INSTALL_GUIDE_PATHS.android}`;
  return url.startsWith('/') ? `${origin}${url}` : url;
};
