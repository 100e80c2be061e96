/** blog page (spec §2.6): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/blog';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.blog);

export default function BlogPage() {
  return <PageIntro copy={pageCopy.blog} />;
}
