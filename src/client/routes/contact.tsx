/** contact page (spec §2.6): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.contact);

export default function ContactPage() {
  return <PageIntro copy={pageCopy.contact} />;
}
