/**
 * The Book a Demo page body: three benefit cards (flexible scheduling, personalized experience,
 * expert guidance) and the 'Request Your Demo' form. The page's <h1> comes from the route (PageIntro).
 */
import { Trans } from '@lingui/react/macro';
import { CalendarClock, GraduationCap, Sparkles } from 'lucide-react';
import { IconCardList } from '~/client/components/icon-card-list';
import { Card } from '~/client/components/ui/card';
import { demoBenefits } from '../forms-content';
import { DemoForm } from './demo-form';

const benefitIcons = { scheduling: CalendarClock, personalized: Sparkles, guidance: GraduationCap } as const;

export function DemoPageBody() {
  return (
    <div className="mx-auto grid max-w-5xl gap-12 px-4 pb-16 sm:px-6 lg:px-8">
      <section aria-labelledby="demo-benefits-heading">
        <h2 id="demo-benefits-heading" className="sr-only">
          <Trans>What you get from a demo</Trans>
        </h2>
        <IconCardList items={demoBenefits.map((b) => ({ ...b, icon: benefitIcons[b.key] }))} />
      </section>
      <section aria-labelledby="demo-form-heading">
        <Card className="p-6 sm:p-8">
          <h2 id="demo-form-heading" className="text-2xl font-semibold text-slate-900">
            <Trans>Request Your Demo</Trans>
          </h2>
          <p className="mb-6 mt-2 text-slate-700"><Trans>Fields marked * are required. We confirm your demo by e-mail.</Trans></p>
          <DemoForm />
        </Card>
      </section>
    </div>
  );
}
