/**
 * The Partner with Us page body: why partner, what you get, how it works (the five workflow steps),
 * the college application form with the status workflow explained, and the affiliation picker for students.
 * The page's <h1> comes from the route (PageIntro).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3, Briefcase, Check, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { IconCardList } from '~/client/components/icon-card-list';
import { Card } from '~/client/components/ui/card';
import { paths } from '~/shared/paths';
import { partnerBenefits, partnerSteps, partnerWhy, workflowNote } from '../partners-content';
import { AffiliationPicker } from './affiliation-picker';
import { CollegeForm } from './college-form';

const whyIcons = { outcomes: Briefcase, skills: GraduationCap, insight: BarChart3 } as const;

export function PartnerPageBody() {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto grid max-w-6xl gap-14 px-4 pb-16 sm:px-6 lg:px-8">
      <section aria-labelledby="partner-why-heading">
        <h2 id="partner-why-heading" className="text-2xl font-semibold text-slate-900">
          <Trans>Why partner with ChangePath</Trans>
        </h2>
        <IconCardList items={partnerWhy.map((b) => ({ ...b, icon: whyIcons[b.key] }))} className="mt-6" />
      </section>

      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="partner-benefits-heading">
          <h2 id="partner-benefits-heading" className="text-2xl font-semibold text-slate-900">
            <Trans>What you get</Trans>
          </h2>
          <ul className="mt-4 grid gap-3 text-slate-800">
            {partnerBenefits.map((b) => (
              <li key={b} className="flex gap-2">
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden />
                <span>{b}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-700">
            <Trans>A university?{' '}
            <Link to={paths.universityPartner} className="font-medium text-blue-700 underline underline-offset-4">
              See the University Partnership Program
            </Link>
            . Want a walkthrough first?{' '}
            <Link to={paths.demo} className="font-medium text-blue-700 underline underline-offset-4">
              Book a demo
            </Link>
            .</Trans>
          </p>
        </section>
        <section aria-labelledby="partner-steps-heading">
          <h2 id="partner-steps-heading" className="text-2xl font-semibold text-slate-900">
            <Trans>How it works</Trans>
          </h2>
          <ol className="mt-4 grid gap-4">
            {partnerSteps.map((s, i) => (
              <li key={s.title.id} className="flex gap-4">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm font-bold text-white" aria-hidden>
                  {i + 1}
                </span>
                <div>
                  <p className="font-semibold text-slate-900">
                    <span className="sr-only"><Trans>Step {i + 1}:</Trans> </span>
                    {i18n._(s.title)}
                  </p>
                  <p className="text-sm text-slate-700">{i18n._(s.text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby="college-form-heading">
        <Card className="p-6 sm:p-8">
          <h2 id="college-form-heading" className="text-2xl font-semibold text-slate-900">
            <Trans>Apply to partner</Trans>
          </h2>
          <p className="mt-2 text-slate-700">{workflowNote}</p>
          <p className="mb-6 mt-2 text-sm text-slate-700"><Trans>Fields marked * are required.</Trans></p>
          <CollegeForm />
        </Card>
      </section>

      <section aria-labelledby="affiliation-heading">
        <AffiliationPicker />
      </section>
    </div>
  );
}
