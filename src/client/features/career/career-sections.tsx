/**
 * The Career path page: assessment promo with one sample question, industry pathway maps, exam
 * preparation tiles, trending careers with growth, and a roadmap call to action. All static.
 */
import { useLingui } from '@lingui/react/macro';
import { ArrowRight, ChevronRight, ClipboardCheck, Clock, ListChecks, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { PageIntro } from '~/client/components/layout/page-intro';
import { Button, buttonVariants } from '~/client/components/ui/button';
import type { PageCopy } from '~/client/config/pages';
import { assessment, examSection, pathwaySection, roadmapCta, trendingSection } from './career-content';

function SectionHeading({ id, heading, intro }: { id: string; heading: string; intro?: string }) {
  return (
    <>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900">
        {heading}
      </h2>
      {intro ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p> : null}
    </>
  );
}

function AssessmentPromo() {
  const { i18n, t } = useLingui();
  const icons = [Clock, ListChecks];
  return (
    <section aria-labelledby="career-assessment" className="mx-auto max-w-5xl px-4 pb-12 sm:px-6 lg:px-8">
      <div className="grid gap-8 rounded-2xl border border-blue-100 bg-blue-50 p-6 sm:p-8 lg:grid-cols-2">
        <div>
          <ClipboardCheck className="h-8 w-8 text-blue-700" aria-hidden />
          <h2 id="career-assessment" className="mt-3 text-2xl font-bold text-slate-900">
            {i18n._(assessment.heading)}
          </h2>
          <p className="mt-3 text-slate-700">{i18n._(assessment.intro)}</p>
          <ul className="mt-6 grid grid-cols-2 gap-4">
            {assessment.facts.map((fact, i) => {
              const Icon = icons[i] ?? Clock;
              return (
                <li key={fact.value} className="rounded-lg bg-white p-4 shadow-sm">
                  <Icon className="h-5 w-5 text-blue-700" aria-hidden />
                  <span className="mt-2 block text-xl font-bold text-slate-900">{fact.value}</span>
                  <span className="block text-sm text-slate-700">{i18n._(fact.label)}</span>
                </li>
              );
            })}
          </ul>
          <Button asChild size="lg" className="mt-6">
            <Link to={assessment.href}>
              {i18n._(assessment.cta)}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
        <figure className="rounded-xl bg-white p-6 shadow-sm">
          <figcaption className="text-sm font-semibold uppercase tracking-wide text-blue-800">{i18n._(assessment.sampleLabel)}</figcaption>
          <p className="mt-3 text-lg font-semibold text-slate-900">{i18n._(assessment.sampleQuestion)}</p>
          <ol className="mt-4 flex flex-col gap-2" aria-label={t`Answer options`}>
            {assessment.sampleOptions.map((option, i) => (
              <li key={option} className="flex items-start gap-3 rounded-lg border border-slate-200 px-4 py-3 text-slate-800">
                <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700" aria-hidden>
                  {String.fromCharCode(65 + i)}
                </span>
                {option}
              </li>
            ))}
          </ol>
        </figure>
      </div>
    </section>
  );
}

function PathwayMaps() {
  const { i18n, t } = useLingui();
  return (
    <section aria-labelledby="career-pathways" className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <SectionHeading id="career-pathways" heading={i18n._(pathwaySection.heading)} intro={i18n._(pathwaySection.intro)} />
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {pathwaySection.pathways.map((pathway) => (
            <li key={pathway.id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{i18n._(pathway.title)}</h3>
              <ol className="mt-4 flex flex-wrap items-center gap-x-1 gap-y-2" aria-label={t`${i18n._(pathway.title)} career steps`}>
                {pathway.paths.map((step, i) => (
                  <li key={step.id} className="flex items-center gap-1">
                    <span className="rounded-md bg-blue-50 px-2.5 py-1 text-sm font-medium text-blue-900">{i18n._(step)}</span>
                    {i < pathway.paths.length - 1 ? <ChevronRight className="h-4 w-4 text-slate-500" aria-hidden /> : null}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ExamTiles() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="career-exams" className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <SectionHeading id="career-exams" heading={i18n._(examSection.heading)} intro={i18n._(examSection.intro)} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {examSection.exams.map((exam) => (
          <li key={exam.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">{exam.name}</h3>
            <p className="mt-2 text-sm text-slate-700">{i18n._(exam.description)}</p>
          </li>
        ))}
      </ul>
      <Link to={examSection.href} className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
        {i18n._(examSection.cta)}
        <ArrowRight aria-hidden />
      </Link>
    </section>
  );
}

function TrendingCareers() {
  const { i18n } = useLingui();
  const max = Math.max(...trendingSection.careers.map((c) => c.growth));
  return (
    <section aria-labelledby="career-trending" className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <SectionHeading id="career-trending" heading={i18n._(trendingSection.heading)} intro={i18n._(trendingSection.intro)} />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {trendingSection.careers.map((career) => (
            <li key={career.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-start justify-between gap-4">
                <h3 className="font-semibold text-slate-900">{i18n._(career.title)}</h3>
                <p className="flex shrink-0 items-center gap-1 font-bold text-green-800">
                  <TrendingUp className="h-4 w-4" aria-hidden />+{career.growth}%<span className="sr-only"> {i18n._(trendingSection.growthLabel)}</span>
                </p>
              </div>
              <div className="mt-3 h-2 rounded-full bg-slate-100" aria-hidden>
                <div className="h-2 rounded-full bg-green-600" style={{ width: `${(career.growth / max) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-700">{i18n._(trendingSection.note)}</p>
      </div>
    </section>
  );
}

function RoadmapCta() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="career-roadmap" className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="rounded-2xl bg-blue-700 px-8 py-10 text-white">
        <h2 id="career-roadmap" className="text-2xl font-bold">
          {i18n._(roadmapCta.heading)}
        </h2>
        <p className="mt-2 max-w-2xl text-blue-50">{i18n._(roadmapCta.text)}</p>
        <Button asChild size="lg" variant="outline" className="mt-6 border-white">
          <Link to={roadmapCta.href}>
            {i18n._(roadmapCta.button)}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}

export function CareerPage({ copy }: { copy: PageCopy }) {
  return (
    <>
      <PageIntro copy={copy} />
      <AssessmentPromo />
      <PathwayMaps />
      <ExamTiles />
      <TrendingCareers />
      <RoadmapCta />
    </>
  );
}
