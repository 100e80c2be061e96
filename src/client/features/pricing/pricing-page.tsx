/**
 * The Pricing page: a monthly/yearly toggle (default monthly), three plan cards, student and
 * corporate offers, a comparison table, testimonials, an FAQ accordion and a call to action. The period is in the
 * address (`?period=yearly`): the toggle is a GET form that works without scripts and, with them, changes the prices
 * at once. A paid plan's button leads to its checkout for the period shown (a visitor signs in first); Free leads to
 * /signup, or to /dashboard for a signed-in visitor.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Minus, Quote } from 'lucide-react';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { PageIntro } from '~/client/components/layout/page-intro';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '~/client/components/ui/accordion';
import { Badge } from '~/client/components/ui/badge';
import { Button, buttonVariants } from '~/client/components/ui/button';
import { cn } from '~/client/components/ui/cn';
import type { PageCopy } from '~/client/config/pages';
import { useHydrated } from '~/client/lib/use-hydrated';
import { useSession } from '~/client/lib/session';
import { paths } from '~/shared/paths';
import { BILLING_PERIODS, type BillingPeriod, checkoutPath } from '~/shared/plans';
import {
  type ComparisonValue,
  type PricingPlan,
  comparisonTable,
  formatRupees,
  monthlyEquivalent,
  pricingPlans,
  pricingCta,
  pricingFaq,
  pricingTexts,
  testimonials,
} from './pricing-content';


/** The monthly/yearly radio strip (default monthly), a GET form: without scripts its button reloads the page. */
export function BillingToggle({ value, onChange }: { value: BillingPeriod; onChange: (p: BillingPeriod) => void }) {
  const { i18n } = useLingui();
  const texts = pricingTexts(i18n);
  const hydrated = useHydrated();
  return (
    <Form method="get" className="flex flex-col items-center gap-2" preventScrollReset>
    <fieldset className="flex flex-col items-center">
      <legend className="sr-only">{texts.billingLegend}</legend>
      <div className="inline-flex rounded-full bg-slate-100 p-1">
        {BILLING_PERIODS.map((period) => (
          <label key={period} className="relative">
            <input
              type="radio"
              name="period"
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex h-10 cursor-pointer items-center gap-2 rounded-full px-5 text-sm font-medium text-slate-700 transition-colors',
                'hover:text-slate-900 peer-checked:bg-white peer-checked:text-blue-800 peer-checked:shadow-sm',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700',
              )}
            >
              {period === 'monthly' ? texts.monthly : texts.yearly}
              {period === 'yearly' ? (
                <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                  {texts.saveBadge}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
      {hydrated ? null : (
        <Button type="submit" variant="outline" size="sm">
          {texts.showPrices}
        </Button>
      )}
    </Form>
  );
}

function PlanPrice({ plan, period }: { plan: PricingPlan; period: BillingPeriod }) {
  const { i18n } = useLingui();
  const texts = pricingTexts(i18n);
  const amount = plan.price[period];
  const free = plan.price.monthly === 0;
  return (
    <div className="mt-6">
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900" data-testid={`price-${plan.id}`}>
          {formatRupees(amount)}
        </span>
        <span className="text-slate-700">{free ? texts.forever : period === 'monthly' ? texts.perMonth : texts.perYear}</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-slate-700">
        {free
          ? texts.freeNote
          : period === 'yearly'
            ? texts.yearlyEquivalent(formatRupees(monthlyEquivalent(plan.price.yearly)))
            : texts.monthlyNote}
      </p>
      {period === 'yearly' && plan.savePercent > 0 ? (
        <Badge variant="secondary" className="mt-2 bg-green-100 text-green-800">
          <Trans>Save {plan.savePercent}%</Trans>
        </Badge>
      ) : null}
    </div>
  );
}

function PlanCard({ plan, period, href }: { plan: PricingPlan; period: BillingPeriod; href: string }) {
  const { i18n } = useLingui();
  const texts = pricingTexts(i18n);
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-white p-8 shadow-sm',
        plan.popular ? 'border-blue-700 ring-2 ring-blue-700' : 'border-slate-200',
      )}
    >
      {plan.popular ? (
        <Badge className="absolute -top-3 left-8">{texts.mostPopular}</Badge>
      ) : null}
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-2 text-slate-700">{plan.description}</p>
      <PlanPrice plan={plan} period={period} />
      <ul className="mt-6 flex flex-col gap-3 text-sm">
        {plan.features.map((f) => (
          <li key={f.name} className={cn('flex items-start gap-2', f.included ? 'text-slate-800' : 'text-slate-600')}>
            {f.included ? (
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden />
            ) : (
              <Minus className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
            )}
            <span>
              <span className="sr-only">{f.included ? texts.included : texts.notIncluded}: </span>
              {f.name}
            </span>
          </li>
        ))}
      </ul>
      <Link
        to={href}
        className={buttonVariants({ variant: plan.popular ? 'default' : 'outline', size: 'lg', className: 'mt-8 w-full' })}
        aria-describedby={headingId}
      >
        {plan.cta}
      </Link>
    </article>
  );
}

function ComparisonCell({ value }: { value: ComparisonValue }) {
  const { i18n } = useLingui();
  const texts = pricingTexts(i18n);
  if (value === true) {
    return (
      <>
        <Check className="mx-auto h-5 w-5 text-green-700" aria-hidden />
        <span className="sr-only">{texts.included}</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus className="mx-auto h-5 w-5 text-slate-500" aria-hidden />
        <span className="sr-only">{texts.notIncluded}</span>
      </>
    );
  }
  return <>{value}</>;
}

function ComparisonTable({ plans, courseCount }: { plans: PricingPlan[]; courseCount: number }) {
  const { i18n } = useLingui();
  const comparison = comparisonTable(courseCount, i18n);
  return (
    <section aria-labelledby="pricing-compare" className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="pricing-compare" className="text-3xl font-bold tracking-tight text-slate-900">
        {comparison.heading}
      </h2>
      <div className="relative mt-8 overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} role="region" aria-label={comparison.caption}>
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="sr-only">{comparison.caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold text-slate-900">
                <span className="sr-only"><Trans>Feature</Trans></span>
              </th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className="px-4 py-3 text-center font-semibold text-slate-900">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.feature} className="border-t border-slate-200">
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {row.feature}
                </th>
                {plans.map((plan) => (
                  <td key={plan.id} className="px-4 py-3 text-center text-slate-800">
                    <ComparisonCell value={row.values[plan.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Testimonials() {
  const { i18n } = useLingui();
  const said = testimonials(i18n);
  return (
    <section aria-labelledby="pricing-testimonials" className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="pricing-testimonials" className="text-3xl font-bold tracking-tight text-slate-900">
          {said.heading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {said.items.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <Quote className="h-6 w-6 text-blue-700" aria-hidden />
                <blockquote className="mt-3 flex-1 text-slate-800">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-slate-700">
                    {t.role} · {t.plan}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function PricingFaq() {
  const { i18n } = useLingui();
  const faq = pricingFaq(i18n);
  return (
    <section aria-labelledby="pricing-faq" className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="pricing-faq" className="text-3xl font-bold tracking-tight text-slate-900">
        {faq.heading}
      </h2>
      <Accordion type="single" collapsible className="mt-6 max-w-3xl">
        {faq.items.map((item, i) => (
          <AccordionItem key={item.question} value={`pricing-faq-${i}`}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}

/**
 * The page; `courseCount` is the catalogue's number of courses and `initialPeriod` the address's `?period=` (the
 * route's loader reads both).
 */
export function PricingPageContent({ copy, courseCount, initialPeriod }: { copy: PageCopy; courseCount: number; initialPeriod: BillingPeriod }) {
  const { i18n } = useLingui();
  const texts = pricingTexts(i18n);
  const cta = pricingCta(i18n);
  const [period, setPeriod] = useState<BillingPeriod>(initialPeriod);
  const plans = pricingPlans(courseCount, i18n);
  const session = useSession();
  const freeHref = session.data?.user ? paths.dashboard : paths.signUp;
  const planHref = (plan: PricingPlan) => (plan.id === 'free' ? freeHref : checkoutPath(plan.id, period));

  return (
    <>
      <div className="bg-gradient-to-b from-blue-50 to-white">
        <PageIntro copy={copy} />
        <section aria-labelledby="pricing-plans" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
          <h2 id="pricing-plans" className="sr-only">
            {texts.plansHeading}
          </h2>
          <BillingToggle
            value={period}
            onChange={(next) => {
              setPeriod(next);
              // Kept in the address for a reload or a shared link, without a navigation (nothing to load again).
              const url = new URL(window.location.href);
              url.searchParams.set('period', next);
              window.history.replaceState(window.history.state, '', url);
            }}
          />
          <p role="status" className="sr-only">
            {texts.showingPrices(period)}
          </p>
          <ul className="mt-10 grid gap-8 lg:grid-cols-3">
            {plans.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} period={period} href={planHref(plan)} />
              </li>
            ))}
          </ul>
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {texts.discounts.map((d) => (
              <li key={d.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-slate-900">{d.title}</h3>
                <p className="mt-2 text-slate-700">{d.text}</p>
                <Link to={d.link.to} className="mt-3 inline-block font-medium text-blue-800 hover:underline">
                  {d.link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <ComparisonTable plans={plans} courseCount={courseCount} />
      <Testimonials />
      <PricingFaq />
      <section aria-labelledby="pricing-cta" className="mx-auto max-w-5xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="rounded-2xl bg-blue-700 px-8 py-10 text-center text-white">
          <h2 id="pricing-cta" className="text-2xl font-bold">
            {cta.heading}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-blue-50">{cta.text}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="outline" className="border-white">
              <Link to={freeHref}>{cta.primary}</Link>
            </Button>
            <Button asChild size="lg" className="border border-white bg-transparent hover:bg-blue-800">
              <Link to={paths.contact}>{cta.secondary}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
