/** GET /robots.txt: what crawlers may visit, and the sitemap on the site's origin. A resource route. */
import { pageContext } from '~/client/lib/page-context';
import { robotsTxt } from '~/shared/site-map';
import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.get(pageContext).origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
