/** The 404 page for any unknown path: status 404 and the not-found content. */
import { data } from 'react-router';
import { NotFoundContent } from '~/client/components/layout/not-found-content';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.notFound, [{ name: 'robots', content: 'noindex' }], args);

/** Any path no route claims answers with status 404 (and this page). */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFoundContent />;
}
