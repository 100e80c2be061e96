/** The Career path page: assessment promo, pathway maps, exam preparation, trending careers, roadmap CTA. */
import { pageCopy, pageMeta } from '~/client/config/pages';
import { CareerPage as CareerPageContent } from '~/client/features/career/career-sections';
import type { Route } from './+types/career';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.career, [], args);

export default function CareerPage() {
  return <CareerPageContent copy={pageCopy.career} />;
}
