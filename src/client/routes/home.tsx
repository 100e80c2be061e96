/** The landing page: hero with 'Discover Your Path', Features, What's Inside and FAQ sections. */
import { metaLocale, pageCopy, siteName, socialMeta } from '~/client/config/pages';
import { i18nFor } from '~/client/lib/i18n';
import { AboutSection, FaqSection, FeaturesSection, Hero } from '~/client/features/home/home-sections';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = (args) => {
  const i18n = i18nFor(metaLocale(args));
  return socialMeta({ title: `${siteName} · ${i18n._(pageCopy.home.title)}`, description: i18n._(pageCopy.home.description), path: pageCopy.home.path }, args);
};

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
