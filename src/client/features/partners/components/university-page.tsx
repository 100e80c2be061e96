/**
 * The University Partnership Program page body: three benefit tiles (student access, curriculum
 * integration, industry mentorship) and the university application form. The <h1> comes from the route.
 */
import { BookOpen, GraduationCap, Users } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '~/client/components/ui/card';
import { universityBenefits, workflowNote } from '../partners-content';
import { UniversityForm } from './university-form';

const benefitIcons = { access: GraduationCap, curriculum: BookOpen, mentorship: Users } as const;

export function UniversityPageBody() {
  return (
    <div className="mx-auto grid max-w-5xl gap-12 px-4 pb-16 sm:px-6 lg:px-8">
      <section aria-labelledby="university-benefits-heading">
        <h2 id="university-benefits-heading" className="sr-only">
          Program benefits
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {universityBenefits.map((b) => {
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
      <section aria-labelledby="university-form-heading">
        <h2 id="university-form-heading" className="text-2xl font-semibold text-slate-900">
          Apply for a university partnership
        </h2>
        <p className="mt-2 text-slate-700">{workflowNote}</p>
        <p className="mb-6 mt-2 text-sm text-slate-700">Fields marked * are required. We review applications within 5-7 business days.</p>
        <UniversityForm />
      </section>
    </div>
  );
}
