/**
 * The University Partnership Program page body: three benefit tiles (student access, curriculum
 * integration, industry mentorship) and the university application form. The <h1> comes from the route.
 */
import { Trans } from '@lingui/react/macro';
import { BookOpen, GraduationCap, Users } from 'lucide-react';
import { IconCardList } from '~/client/components/icon-card-list';
import { universityBenefits, workflowNote } from '../partners-content';
import { UniversityForm } from './university-form';

const benefitIcons = { access: GraduationCap, curriculum: BookOpen, mentorship: Users } as const;

export function UniversityPageBody() {
  return (
    <div className="mx-auto grid max-w-5xl gap-12 px-4 pb-16 sm:px-6 lg:px-8">
      <section aria-labelledby="university-benefits-heading">
        <h2 id="university-benefits-heading" className="sr-only">
          <Trans>Program benefits</Trans>
        </h2>
        <IconCardList items={universityBenefits.map((b) => ({ ...b, icon: benefitIcons[b.key] }))} />
      </section>
      <section aria-labelledby="university-form-heading">
        <h2 id="university-form-heading" className="text-2xl font-semibold text-slate-900">
          <Trans>Apply for a university partnership</Trans>
        </h2>
        <p className="mt-2 text-slate-700">{workflowNote}</p>
        <p className="mb-6 mt-2 text-sm text-slate-700"><Trans>Fields marked * are required. We review applications within 5-7 business days.</Trans></p>
        <UniversityForm />
      </section>
    </div>
  );
}
