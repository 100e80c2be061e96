/** Display rules for community posts and replies. Pure functions; no window access. */
import { communityMessages } from '~/shared/community';
import { type Text, englishOf } from '~/shared/messages';
import { dateFormats } from '~/shared/date-format';
import { type Locale, defaultLocale } from '~/shared/locales';

/** The author's name, or 'Anonymous' when the account has none. */
export function authorLabel(name: string | null | undefined): Text {
  return name?.trim() || communityMessages.anonymous;
}

/** The author's initial for the avatar ('Priya Sharma' → 'P'; no name → 'A' for Anonymous). */
export function authorInitial(name: string | null | undefined): string {
  return Array.from(name?.trim() || englishOf(communityMessages.anonymous))[0]!.toUpperCase();
}

/**
 * A post's or reply's date and time, e.g. '14 Mar 2025, 6:05 pm IST', in the platform time zone and the page's
 * language (default English), so the server's HTML and the browser agree. @param instant ISO-8601 UTC.
 */
export function formatPostTime(instant: string, opts: { timeZone?: string; locale?: Locale } = {}): string {
  return dateFormats(opts.locale ?? defaultLocale).formatDateTime(instant, opts.timeZone);
}
