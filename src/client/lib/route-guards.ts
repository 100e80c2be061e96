/**
 * Who may open a page, decided on the server in route loaders (account pages, the admin portal). The API
 * checks every call on its own as well; these decide what the page answers: a redirect, never a page that then
 * finds out in the browser.
 *
 * - `requireSession` → the session, or a redirect to /signin?redirect=<this path> (a path on this site only).
 * - `redirectIfSignedIn` → for /signin and /signup: a signed-in person goes on to `?redirect=` or /dashboard.
 * - `requireAdmin` → the admin's session, or a redirect to /admin-signin.
 */
import { type RouterContextProvider, redirect } from 'react-router';
import { splitLocale } from '~/shared/locales';
import { paths } from '~/shared/paths';
import { pageContext } from './page-context';
import { type SessionData, isAdminUser } from './session';
import { safeRedirect } from './safe-redirect';

type Ctx = Readonly<RouterContextProvider>;

export function requireSession(request: Request, context: Ctx): SessionData {
  const { session } = context.get(pageContext);
  if (session) return session;
  throw redirect(signInFirst(request));
}

/**
 * /signin with the way back to this request's page (for a visitor's form that needs a session). Both are paths
 * without the language prefix: React Router puts the page's own (`/hi`) in front of a redirect, in both directions.
 */
export function signInFirst(request: Request): string {
  const url = new URL(request.url);
  const back = splitLocale(url.pathname).path.replace(/\.data$/, '');
  return `${paths.signIn}?${new URLSearchParams({ redirect: back + url.search })}`;
}

export function redirectIfSignedIn(request: Request, context: Ctx): void {
  if (context.get(pageContext).session) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
}

export function requireAdmin(context: Ctx): SessionData {
  const { session } = context.get(pageContext);
  if (session && isAdminUser(session.user as { role?: string | null })) return session;
  throw redirect(paths.adminSignIn);
}
