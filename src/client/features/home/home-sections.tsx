/** The landing page's sections: hero (with the 'Discover Your Path' card), Features (#features), What's Inside (#about), FAQ (#faq). */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '~/client/components/ui/accordion';
import { Button } from '~/client/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '~/client/components/ui/card';
import { paths } from '~/shared/paths';
import { DiscoverPathCard } from './discover-path-card';
import { aboutSection, faqSection, featuresSection, hero, type IconCard } from './home-content';
import { IconBadge } from '~/client/components/ui/icon-badge';

export function Hero() {
  const { i18n } = useLingui();
  return (
    <section className="bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_28rem] lg:px-8 lg:py-20">
        <div>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
            {i18n._(hero.headlineLead)} <span className="block text-blue-700">{i18n._(hero.headlineRest)}</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700">{i18n._(hero.intro)}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={paths.aiTools}>{i18n._(hero.exploreAiTools)}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.coursesShort}>{i18n._(hero.startLearning)}</Link>
            </Button>
          </div>
        </div>
        <DiscoverPathCard />
      </div>
    </section>
  );
}

/**
 * The column span of card `index` of `count` in CardGrid, so that no row has an empty slot: two columns
 * from `sm` (an odd last card spans both) and, from `lg`, three cards a row on a six-column grid (each spans two), the
 * last row's cards sharing its width (two span three each; a single one spans all six). Class names are written out
 * whole so that Tailwind finds them.
 */
export function cardSpanClass(index: number, count: number): string {
  const classes: string[] = [];
  if (count % 2 === 1 && index === count - 1) classes.push('sm:col-span-2');
  const lastRow = count % 3;
  const inLastRow = lastRow !== 0 && index >= count - lastRow;
  classes.push(!inLastRow ? 'lg:col-span-2' : lastRow === 2 ? 'lg:col-span-3' : 'lg:col-span-6');
  return classes.join(' ');
}

function CardGrid({ cards }: { cards: readonly IconCard[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
      {cards.map(({ icon: Icon, title, description, link }, i) => (
        <li key={title.id} className={cardSpanClass(i, cards.length)}>
          <Card className="h-full">
            <CardHeader>
              <IconBadge icon={Icon} className="mb-2" />
              <CardTitle>{i18n._(title)}</CardTitle>
              <CardDescription>{i18n._(description)}</CardDescription>
              {link ? (
                <Link to={link.href} className="mt-2 inline-block text-sm font-medium text-blue-800 underline underline-offset-4">
                  {i18n._(link.label)}
                </Link>
              ) : null}
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Section({
  id,
  heading,
  intro,
  className,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-20 ${className ?? ''}`}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900">
          {heading}
        </h2>
        {intro ? <p className="mt-3 max-w-2xl text-lg text-slate-700">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}

export function FeaturesSection() {
  const { i18n } = useLingui();
  return (
    <Section id="features" heading={i18n._(featuresSection.heading)} intro={i18n._(featuresSection.intro)}>
      <CardGrid cards={featuresSection.cards} />
    </Section>
  );
}

export function AboutSection() {
  const { i18n } = useLingui();
  return (
    <Section id="about" heading={i18n._(aboutSection.heading)} intro={i18n._(aboutSection.intro)} className="bg-slate-50">
      <CardGrid cards={aboutSection.cards} />
    </Section>
  );
}

export function FaqSection() {
  const { i18n } = useLingui();
  return (
    <Section id="faq" heading={i18n._(faqSection.heading)}>
      <Accordion type="single" collapsible className="mt-8 max-w-3xl">
        {faqSection.items.map((item, i) => (
          <AccordionItem key={item.question.id} value={`faq-${i}`}>
            <AccordionTrigger>{i18n._(item.question)}</AccordionTrigger>
            <AccordionContent>{i18n._(item.answer)}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <div className="mt-10 flex flex-col items-start gap-3">
        <p className="text-slate-700">{i18n._(faqSection.closing)}</p>
        <Button asChild variant="outline">
          <Link to={paths.contact}>{i18n._(faqSection.contactSupport)}</Link>
        </Button>
      </div>
    </Section>
  );
}
