/**
 * /billing/team/join?token=…: the page an invitation e-mail links to. It names the team and who invited, and one
 * button accepts (a plain POST, so it works before and without scripts); the billing service checks the token and
 * gives the seat. A visitor signs in (or signs up) first and comes back here. Accepting leads to the Billing page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Message } from '~/client/lib/i18n';
import { Link, redirect } from 'react-router';
import { Button, buttonVariants } from '~/client/components/ui/button';
import { FormError } from '~/client/components/ui/form-fields';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { pageAction } from '~/client/lib/page-action';
import { pageContext } from '~/client/lib/page-context';
import { requireSession, signInFirst } from '~/client/lib/route-guards';
import { useSchemaForm } from '~/client/lib/use-page-form';
import { teamJoinInputSchema, teamMessages } from '~/shared/billing-teams';
import { paths } from '~/shared/paths';
import type { Route } from './+types/billing-team-join';

// The token is in the address: no other site learns it from a Referer (same-origin keeps our own Origin check working).
export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.teamJoin, [{ name: 'robots', content: 'noindex' }, { name: 'referrer', content: 'same-origin' }], args);

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSession(request, context);
  const { services } = context.get(pageContext);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, invitation: await services.billing.teams.invitation({ token }) };
}

export function action(args: Route.ActionArgs) {
  return pageAction(args, teamJoinInputSchema, (value, { actor, services }) => services.billing.teams.join({ actor, input: value }), {
    redirectTo: () => `${paths.billing}?team=joined`,
    refused: (refusal) => (refusal.status === 401 ? redirect(signInFirst(args.request), 303) : undefined),
  });
}

export default function TeamJoinPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { token, invitation } = loaderData;
  const teamName = invitation?.team;
  const { fetcher, form, onSubmit, formError, busy, enhancedField } = useSchemaForm('team-join', teamJoinInputSchema);
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900"><Message text={pageCopy.teamJoin.heading} /></h1>
        <p className="mt-2 text-slate-700"><Message text={pageCopy.teamJoin.intro} /></p>
      </div>
      {invitation ? (
        <section aria-labelledby="team-invitation" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="team-invitation" className="text-lg font-semibold text-slate-900 wrap-anywhere">
            <Trans>{invitation.owner} invited you to {invitation.team}</Trans>
          </h2>
          <p className="mt-2 text-sm text-slate-800 wrap-anywhere">
            <Trans>The invitation went to {invitation.email}. Accepting gives Business to the account you are signed in with, paid for by {invitation.team}
            {invitation.active ? '.' : ' once its seats are paid for.'}</Trans>
          </p>
          <fetcher.Form method="post" id={form.id} onSubmit={onSubmit} noValidate className="mt-4 grid gap-3">
            {enhancedField}
            <input type="hidden" name="token" value={token} />
            <FormError message={formError} />
            <div>
              <Button type="submit" size="lg" disabled={busy}>
                {busy ? t`Joining…` : t`Join ${teamName}`}
              </Button>
            </div>
          </fetcher.Form>
        </section>
      ) : (
        <div role="status" className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900">
          <p>
            <Message text={teamMessages.invitationInvalid} />
          </p>
          <p>
            <Link to={paths.billing} className={buttonVariants({ variant: 'outline' })}>
              <Trans>Open Billing</Trans>
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
