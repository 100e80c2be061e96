/** The landing page: hero with 'Discover Your Path', Features, What's Inside and FAQ sections. */
import { pageCopy, siteName, socialMeta } from '~/client/config/pages';
import { AboutSection, FaqSection, FeaturesSection, Hero } from '~/client/features/home/home-sections';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = (args) =>
  socialMeta({
    title: `${siteName} · ${pageCopy.home.title}`,
    description: pageCopy.home.description,
    path: pageCopy.home.path,
  }, args);

export default function HomePage() {
  return (
    <>
      <Hero />
      <FeaturesSection />
      <AboutSection />
      <FaqSection />
    </>
  );
}
