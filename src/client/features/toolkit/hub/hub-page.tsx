/**
 * The entrepreneurship hub: hero (Start Building → pitch deck builder, Join Community → community),
 * six module cards, each clickable to its route and listing three features, the Progress Dashboard card with the
 * signed-in user's real progress, and the closing call to action (Get Started Free → /signup, Watch Demo → /demo).
 */
import { useLingui } from '@lingui/react/macro';
import { Message } from '~/client/lib/i18n';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/client/components/ui/card';
import type { PageCopy } from '~/client/config/pages';
import { paths } from '~/shared/paths';
import { hubClosing, hubHero, hubModules, hubModulesSection } from './hub-content';
import { ProgressSummary } from './progress-summary';
import { IconBadge } from '~/client/components/ui/icon-badge';

const ctaBase =
  'inline-flex h-11 items-center justify-center rounded-md px-6 text-base font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function HubPage({ copy }: { copy: PageCopy }) {
  const { i18n } = useLingui();
  return (
    <>
      <section className="bg-gradient-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{i18n._(hubHero.eyebrow)}</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"><Message text={copy.heading} /></h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700"><Message text={copy.intro} /></p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={hubHero.startBuilding.to}>
                {i18n._(hubHero.startBuilding.label)} <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={hubHero.joinCommunity.to}>{i18n._(hubHero.joinCommunity.label)}</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="modules-heading">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="modules-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            {i18n._(hubModulesSection.heading)}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            {i18n._(hubModulesSection.intro)} {i18n._(hubModulesSection.financialToolsLead)}{' '}
            <Link to={paths.financialTools} className="font-medium text-blue-700 underline underline-offset-2">
              {i18n._(hubModulesSection.financialToolsLink)}
            </Link>
            .
          </p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {hubModules.map(({ id, title, description, icon: Icon, to, features }) => (
              <li key={id}>
                <Card className="relative h-full transition-shadow focus-within:ring-2 focus-within:ring-blue-700 hover:shadow-md">
                  <CardHeader>
                    <IconBadge icon={Icon} className="mb-2" />
                    <CardTitle>
                      {/* The link covers the whole card (::after), so the card is clickable to its route. */}
                      <Link to={to} className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']">
                        {i18n._(title)}
                      </Link>
                    </CardTitle>
                    <CardDescription>{i18n._(description)}</CardDescription>
                  </CardHeader>
                  <CardContent className="grid gap-4">
                    <ul className="grid gap-2 text-sm text-slate-800">
                      {features.map((f) => (
                        <li key={f} className="flex items-start gap-2">
                          <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden />
                          {f}
                        </li>
                      ))}
                    </ul>
                    {id === 'progress' ? <ProgressSummary /> : null}
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="hub-cta-heading" className="bg-blue-700">
        <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 lg:px-8">
          <h2 id="hub-cta-heading" className="text-3xl font-bold tracking-tight text-white">
            {i18n._(hubClosing.heading)}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-blue-50">{i18n._(hubClosing.intro)}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {/* Light-on-blue buttons: own classes, since <Button>'s variants would clash with them (cn does not merge). */}
            <Link to={hubClosing.getStarted.to} className={`${ctaBase} bg-white text-blue-800 hover:bg-blue-50`}>
              {i18n._(hubClosing.getStarted.label)}
            </Link>
            <Link to={hubClosing.watchDemo.to} className={`${ctaBase} border border-white text-white hover:bg-blue-800`}>
              {i18n._(hubClosing.watchDemo.label)}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
