// The page colours of each scheme: the dark casino skin and its light variant. No imports, so the
// build (vite.config.ts: the PWA manifest's colours) can read them too.
export const SCHEME_COLORS = {
  dark: { page: '#0e1226', surface: '#131830', raised: '#1c2240', border: '#2c3358' },
  light: { page: '#eef0f7', surface: '#ffffff', raised: '#f5f6fb', border: '#dcdfee' },
} as const;
