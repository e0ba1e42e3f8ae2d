// Video blocks (spec §2.7): a configured link plays embedded when it is a video-site link
// (YouTube, Facebook); any other link shows nothing. YouTube plays from youtube-nocookie.com,
// which sets no cookies until the visitor presses play.

export type VideoEmbed = { provider: 'youtube' | 'facebook'; id: string; src: string };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
]);
const FACEBOOK_HOSTS = new Set(['facebook.com', 'www.facebook.com', 'm.facebook.com', 'fb.watch']);
const YOUTUBE_ID = /^[\w-]{11}$/;

const youtubeIdOf = (url: URL): string | null => {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0] ?? null;
  const fromQuery = url.searchParams.get('v');
  if (fromQuery) return fromQuery;
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? (id ?? null) : null;
};

export const videoEmbedOf = (link: string): VideoEmbed | null => {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host)) {
    const id = youtubeIdOf(url);
    if (!id || !YOUTUBE_ID.test(id)) return null;
    return {
      provider: 'youtube',
      id,
      src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&modestbranding=1&playsinline=1`,
    };
  }
  if (
    FACEBOOK_HOSTS.has(host) &&
    (host === 'fb.watch' || /\/videos?\/|\/watch|\/reel\//.test(url.pathname + url.search))
  ) {
    return {
      provider: 'facebook',
      id: url.href,
      src: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url.href)}&show_text=false&autoplay=true`,
    };
  }
  return null;
};
