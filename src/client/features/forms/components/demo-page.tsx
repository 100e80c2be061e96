/**
 * The Book a Demo page body: three benefit cards (flexible scheduling, personalized experience,
 * expert guidance) and the 'Request Your Demo' form. The page's <h1> comes from the route (PageIntro).
 */
import { CalendarClock, GraduationCap, Sparkles } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '~/client/components/ui/card';
import { demoBenefits } from '../forms-content';
import { DemoForm } from './demo-form';

const benefitIcons = { scheduling: CalendarClock, personalized: Sparkles, guidance: GraduationCap } as const;

export function DemoPageBody() {
  return (
    <div className="mx-auto grid max-w-5xl gap-12 px-4 pb-16 sm:px-6 lg:px-8">
      <section aria-labelledby="demo-benefits-heading">
        <h2 id="demo-benefits-heading" className="sr-only">
          What you get from a demo
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {demoBenefits.map((b) => {
            const Icon = benefitIcons[b.key];
            return (
              <li key={b.key}>
                <Card className="h-full">
                  <CardHeader>
                    <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
                      <Icon className="h-5 w-5" aria-hidden />
                    </span>
                    <CardTitle>{b.title}</CardTitle>
                    <CardDescription>{b.text}</CardDescription>
                  </CardHeader>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="demo-form-heading">
        <Card className="p-6 sm:p-8">
          <h2 id="demo-form-heading" className="text-2xl font-semibold text-slate-900">
            Request Your Demo
          </h2>
          <p className="mb-6 mt-2 text-slate-700">Fields marked * are required. We confirm your demo by e-mail.</p>
          <DemoForm />
        </Card>
      </section>
    </div>
  );
}
