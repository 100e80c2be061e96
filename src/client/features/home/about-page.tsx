/** The About page: mission, vision, what we offer, who we serve, values and a call to action. */
import { useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageIntro } from '~/client/components/layout/page-intro';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/client/components/ui/card';
import type { PageCopy } from '~/client/config/pages';
import { type AboutCard, aboutPage } from './about-content';
import { IconBadge } from '~/client/components/ui/icon-badge';

function Cards({ cards, columns }: { cards: readonly AboutCard[]; columns: string }) {
  const { i18n } = useLingui();
  return (
    <ul className={`mt-8 grid gap-6 ${columns}`}>
      {cards.map((card) => (
        <li key={card.title.id}>
          <Card className="flex h-full flex-col">
            <CardHeader>
              <IconBadge icon={card.icon} className="mb-2" />
              <CardTitle>{i18n._(card.title)}</CardTitle>
              <CardDescription className="text-base">{i18n._(card.description)}</CardDescription>
            </CardHeader>
            {card.link ? (
              <CardContent className="mt-auto">
                <Link to={card.link.to} className="inline-flex items-center gap-1 font-medium text-blue-800 hover:underline">
                  {i18n._(card.link.label)}
                  <ArrowRight className="h-4 w-4" aria-hidden />
                </Link>
              </CardContent>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Statement({ statement }: { statement: (typeof aboutPage)['mission'] | (typeof aboutPage)['vision'] }) {
  const { i18n } = useLingui();
  const Icon = statement.icon;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
      <Icon className="h-8 w-8 text-blue-700" aria-hidden />
      <h2 className="mt-4 text-2xl font-bold text-slate-900">{i18n._(statement.heading)}</h2>
      <p className="mt-3 text-lg text-slate-700">{i18n._(statement.text)}</p>
    </div>
  );
}

export function AboutPageContent({ copy }: { copy: PageCopy }) {
  const { i18n } = useLingui();
  const { mission, vision, offer, audiences, values, cta } = aboutPage;
  return (
    <>
      <div className="bg-gradient-to-b from-blue-50 to-white">
        <PageIntro copy={copy}>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            <Statement statement={mission} />
            <Statement statement={vision} />
          </div>
        </PageIntro>
      </div>

      <section aria-labelledby="about-offer" className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="about-offer" className="text-3xl font-bold tracking-tight text-slate-900">
          {i18n._(offer.heading)}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{i18n._(offer.intro)}</p>
        <Cards cards={offer.cards} columns="md:grid-cols-3" />
      </section>

      <section aria-labelledby="about-audiences" className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
          <h2 id="about-audiences" className="text-3xl font-bold tracking-tight text-slate-900">
            {i18n._(audiences.heading)}
          </h2>
          <Cards cards={audiences.cards} columns="sm:grid-cols-2 lg:grid-cols-3" />
        </div>
      </section>

      <section aria-labelledby="about-values" className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="about-values" className="text-3xl font-bold tracking-tight text-slate-900">
          {i18n._(values.heading)}
        </h2>
        <Cards cards={values.cards} columns="sm:grid-cols-2" />
      </section>

      <section aria-labelledby="about-cta" className="mx-auto max-w-5xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="rounded-2xl bg-blue-700 px-8 py-10 text-white">
          <h2 id="about-cta" className="text-2xl font-bold">
            {i18n._(cta.heading)}
          </h2>
          <p className="mt-2 max-w-2xl text-blue-50">{i18n._(cta.text)}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild size="lg" variant="outline" className="border-white">
              <Link to={cta.primary.to}>{i18n._(cta.primary.label)}</Link>
            </Button>
            <Button asChild size="lg" className="border border-white bg-transparent hover:bg-blue-800">
              <Link to={cta.secondary.to}>{i18n._(cta.secondary.label)}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
