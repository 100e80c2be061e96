/** The landing page (spec §2.4): hero, Features, What's Inside and FAQ sections. */
import { pageCopy } from '~/client/config/pages';
import { AboutSection, FaqSection, FeaturesSection, Hero } from '~/client/features/home/home-sections';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [
  { title: `ChangePath · ${pageCopy.home.title}` },
  { name: 'description', content: pageCopy.home.description },
];

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
