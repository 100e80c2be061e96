/**
 * Display rules for ChangeTalks in the browser: dates in the viewer's time zone with the
 * zone named, speaker initials, and how a recording URL is played. Pure functions; no window access.
 */
import { dateFormats } from '~/shared/date-format';
import { type Locale, defaultLocale } from '~/shared/locales';
import { PLATFORM_TIME_ZONE_DEFAULT } from '~/shared/time-zone';

export { PLATFORM_TIME_ZONE_DEFAULT };
export { usePlatformTimeZone } from '~/client/lib/public-config';

/**
 * A talk's date and time for display, e.g. { date: 'Friday, 14 March 2025', time: '6:00 pm IST' }: the one
 * formatter (src/shared/date-format.ts) in `timeZone` (default: the platform's) and the page's `locale` (default
 * English), the zone named.
 * @param instant ISO-8601 UTC.
 */
export function formatTalkWhen(instant: string, opts: { timeZone?: string; locale?: Locale } = {}): { date: string; time: string } {
  const timeZone = opts.timeZone ?? PLATFORM_TIME_ZONE_DEFAULT;
  const { formatLongDate, formatTime } = dateFormats(opts.locale ?? defaultLocale);
  return { date: formatLongDate(instant, timeZone), time: formatTime(instant, timeZone) };
}

/** Up to two initials of a name ('Priya Sharma' → 'PS'), for an avatar without a photo. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p[0]!.toUpperCase()).join('');
}

/** How a recording is played: an embedded player (YouTube via youtube-nocookie, Vimeo), a <video>, or a link. */
export type RecordingPlayer = { kind: 'embed'; src: string } | { kind: 'video'; src: string } | { kind: 'link'; href: string };

/**
 * Picks the player for `recordingUrl` (https only, else null). YouTube watch/short/embed/youtu.be URLs → the
 * youtube-nocookie embed; vimeo.com/<id> → the Vimeo player (both allowed by the CSP's frame-src); .mp4/.webm →
 * <video>; anything else → a link that opens in a new tab.
 */
export function recordingPlayer(recordingUrl: string | null | undefined): RecordingPlayer | null {
  if (!recordingUrl) return null;
  let url: URL;
  try {
    url = new URL(recordingUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const ytId = /^[A-Za-z0-9_-]{11}$/;
  let id: string | null = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    id = first === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live', 'v'].includes(first ?? '') ? (second ?? null) : null;
  } else if (host === 'youtu.be') {
    id = url.pathname.split('/')[1] ?? null;
  }
  if (id && ytId.test(id)) return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${id}` };
  if (host === 'vimeo.com') {
    const vimeoId = url.pathname.split('/')[1];
    if (vimeoId && /^\d+$/.test(vimeoId)) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeoId}` };
  }
  if (/\.(mp4|webm)$/i.test(url.pathname)) return { kind: 'video', src: url.href };
  return { kind: 'link', href: url.href };
}
