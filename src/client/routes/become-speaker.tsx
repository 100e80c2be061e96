/** /become-speaker (footer link): what speaking at ChangeTalks involves and the application form. */
import { Trans } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { PageIntro } from '~/client/components/layout/page-intro';
import { Card } from '~/client/components/ui/card';
import { pageMeta } from '~/client/config/pages';
import { SpeakerForm } from '~/client/features/forms/components/speaker-form';
import { becomeSpeakerCopy, speakerExpectations } from '~/client/features/forms/forms-content';
import { speakerAction } from '~/client/features/forms/form-actions';
import type { Route } from './+types/become-speaker';

export const meta: Route.MetaFunction = (args) => pageMeta(becomeSpeakerCopy, [], args);

export const action = speakerAction;

export default function BecomeSpeakerPage() {
  return (
    <>
      <PageIntro copy={becomeSpeakerCopy} />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_2fr] lg:px-8">
        <section aria-labelledby="speaker-expect-heading">
          <h2 id="speaker-expect-heading" className="text-xl font-semibold text-slate-900">
            <Trans>What to expect</Trans>
          </h2>
          <ul className="mt-4 grid gap-3 text-slate-700">
            {speakerExpectations.map((line) => (
              <li key={line} className="flex gap-2">
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden />
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="speaker-form-heading">
          <Card className="p-6 sm:p-8">
            <h2 id="speaker-form-heading" className="text-2xl font-semibold text-slate-900">
              <Trans>Apply to speak</Trans>
            </h2>
            <p className="mb-6 mt-2 text-slate-700"><Trans>Fields marked * are required.</Trans></p>
            <SpeakerForm />
          </Card>
        </section>
      </div>
    </>
  );
}
