/**
 * /welcome: the first run. The e-mail verification link signs the person in and leads here with
 * `?verified=1`, which says 'Your e-mail is verified'; then four questions (the career profile: stage, field, goal,
 * language for examples), saved or skipped, and on to the dashboard. Signed-in only; editable later on /profile.
 * A visitor who signed up from their skills assessment result arrives with it (`?assessment=`, PENDING_ASSESSMENT_
 * PARAM): saving or skipping the profile also saves that result to the account, and leads on to it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Message } from '~/client/lib/i18n';
import { Form } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { careerProfileAction } from '~/client/features/profile/career-profile-actions';
import { CareerProfileForm } from '~/client/features/profile/career-profile-form';
import { pageContext } from '~/client/lib/page-context';
import { requireSession } from '~/client/lib/route-guards';
import { firstNameOf } from '~/shared/auth';
import { answersFromCompact, pendingAssessmentOf } from '~/shared/assessment';
import { careerProfileMessages } from '~/shared/career-profile';
import { paths } from '~/shared/paths';
import type { Route } from './+types/welcome';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.welcome, [{ name: 'robots', content: 'noindex' }], args);

/** Visitors go to /signin (and back here after signing in). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireSession(request, context);
  const { services } = context.get(pageContext);
  const profile = await services.careerProfile.get({ actor: session.user });
  const firstName = firstNameOf(session.user);
  const query = new URL(request.url).searchParams;
  return { verified: query.get('verified') === '1', profile, firstName, savesAssessment: pendingAssessmentOf(query) !== null };
}

export function action(args: Route.ActionArgs) {
  const pending = pendingAssessmentOf(new URL(args.request.url).searchParams);
  if (!pending) return careerProfileAction(args, { from: paths.welcome, next: `${paths.dashboard}?welcome=1` });
  const { services } = args.context.get(pageContext);
  return careerProfileAction(args, {
    from: paths.welcome,
    next: `${paths.assessment}?result=latest`,
    // A full set of answers is always scored and saved.
    beforeNext: (actor) => services.assessment.save({ actor, answers: answersFromCompact(services.assessment.bank(), pending) }),
  });
}

const SKIP_FORM = 'welcome-skip';

export default function WelcomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { verified, profile, firstName, savesAssessment } = loaderData;
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
      {verified ? (
        <div role="status" className="rounded-xl border border-green-300 bg-green-50 p-4 text-slate-900">
          <p className="text-lg font-semibold">
            <Message text={careerProfileMessages.verified} />
          </p>
          <p className="mt-1 text-sm"><Trans>You are signed in. First step: tell us a little about yourself.</Trans></p>
        </div>
      ) : null}
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900"><Trans>Welcome to ChangePath, {firstName}</Trans></h1>
        <p className="mt-2 text-slate-700"><Message text={pageCopy.welcome.intro} /></p>
        {savesAssessment ? <p className="mt-2 text-slate-700"><Trans>Your skills assessment result is saved to your account when you continue or skip.</Trans></p> : null}
      </div>
      <section aria-labelledby="career-profile-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="career-profile-heading" className="mb-4 text-lg font-semibold text-slate-900">
          <Trans>Your career profile</Trans>
        </h2>
        <CareerProfileForm profile={profile} submitLabel={t`Save and continue`}>
          <Button type="submit" form={SKIP_FORM} variant="ghost">
            <Trans>Skip for now</Trans>
          </Button>
        </CareerProfileForm>
        <Form method="post" id={SKIP_FORM}>
          <input type="hidden" name="intent" value="skip" />
        </Form>
      </section>
    </div>
  );
}
