/**
 * POST /sign-out: the header's sign-out form posted natively (before the scripts run, or without them; once hydrated
 * the header signs out through the Better Auth client). Ends the session through Better Auth's own sign-out endpoint,
 * in-process (`services.account.call`, with its origin check), passes on the cookies it clears and sends the person
 * home (303), signed out. A GET (someone opened the address) goes home too.
 */
import { redirect } from 'react-router';
import { withCookies } from '~/client/lib/action-helpers';
import { pageContext } from '~/client/lib/page-context';
import { paths } from '~/shared/paths';
import type { Route } from './+types/sign-out';

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(pageContext);
  const answer = await services.account.call('/sign-out', {}, { request, clientIp });
  return redirect(paths.home, { status: 303, headers: withCookies(answer.setCookies) });
}

export function loader() {
  return redirect(paths.home);
}
