/**
 * POST /language: the language switch of a signed-in person (components/layout/language-switcher.tsx). Stores the
 * chosen language on the account — through Better Auth's update-user, in-process, so the same rules hold as for any
 * client — which then writes their e-mails, calendar files and certificates in it, and sends them to the same page
 * in that language (303). Visitors who are not signed in switch by a plain link and are sent on without anything
 * stored. A GET (someone opened the address) or a form that does not parse goes to the page in the asked language,
 * or home.
 *
 * Form fields: `locale` (one of the interface's languages) and `to` (the page, a path of this site, with or without
 * a language prefix and with its query). Or `intent=close-offer` and `to`: the reader closed the banner offering the
 * page's other language (components/layout/language-offer.tsx); a cookie remembers it for a year, for visitors and
 * signed-in people alike, and they go back to `to` in its own language.
 */
import { redirect } from 'react-router';
import { z } from 'zod';
import { withCookies } from '~/client/lib/action-helpers';
import { pageContext } from '~/client/lib/page-context';
import { LANGUAGE_OFFER_CLOSED, LANGUAGE_OFFER_COOKIE, locales, localizedPath, splitLocale } from '~/shared/locales';
import { paths } from '~/shared/paths';
import type { Route } from './+types/language';
import { safeRedirect } from '~/client/lib/safe-redirect';

const switchSchema = z.object({ locale: z.enum(locales), to: z.string().max(2048).default(paths.home) });
const closeOfferSchema = z.object({ intent: z.literal('close-offer'), to: z.string().max(2048).default(paths.home) });

/** A year, in seconds: how long a closed language offer stays closed. */
const OFFER_CLOSED_MAX_AGE = 365 * 24 * 60 * 60;

/** The page `to` in `locale`: a path of this site only (anything else, another origin included, goes home). */
const target = (to: string | null, locale: (typeof locales)[number]) => localizedPath(safeRedirect(to, paths.home), locale);

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp, session, origin } = context.get(pageContext);
  const form = Object.fromEntries(await request.formData());
  const closing = closeOfferSchema.safeParse(form);
  if (closing.success) {
    const cookie = `${LANGUAGE_OFFER_COOKIE}=${LANGUAGE_OFFER_CLOSED}; Path=/; Max-Age=${OFFER_CLOSED_MAX_AGE}; SameSite=Lax; HttpOnly${origin.startsWith('https:') ? '; Secure' : ''}`;
    const back = closing.data.to.startsWith('/') ? target(closing.data.to, splitLocale(closing.data.to.split('?')[0]!).locale) : paths.home;
    return redirect(back, { status: 303, headers: { 'set-cookie': cookie } });
  }
  const parsed = switchSchema.safeParse(form);
  if (!parsed.success) return redirect(paths.home, 303);
  const { locale, to } = parsed.data;
  if (!session) return redirect(target(to, locale), 303);
  const answer = await services.account.call('/update-user', { locale }, { request, clientIp });
  return redirect(target(to, locale), { status: 303, headers: withCookies(answer.setCookies) });
}

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const locale = query.get('locale');
  return redirect(target(query.get('to'), locales.find((l) => l === locale) ?? 'en'));
}
