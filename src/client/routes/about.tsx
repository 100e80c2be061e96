/** The About page: mission, vision and what we offer (AI tools, global community, personalized learning). */
import { pageCopy, pageMeta } from '~/client/config/pages';
import { AboutPageContent } from '~/client/features/home/about-page';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.about, [], args);

export default function AboutPage() {
  return <AboutPageContent copy={pageCopy.about} />;
}
