/**
 * /partnership-status/:token: an applicant's private status page, linked from the application's
 * confirmation and every status e-mail. Rendered with the application's status (an unknown link answers 404),
 * never cached for anyone else, and kept out of search engines.
 */
import { data } from 'react-router';
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageMeta } from '~/client/config/pages';
import { ApplicationStatusView } from '~/client/features/partners/components/application-status';
import { partnershipStatusCopy } from '~/client/features/partners/partners-content';
import { partnerKeys } from '~/client/features/partners/api/keys';
import { pageContext } from '~/client/lib/page-context';
import { seedQueries } from '~/client/lib/query-client';
import type { Route } from './+types/partnership-status';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, orNull } = context.get(pageContext);
  const status = await orNull(() => services.partners.status(params.token));
  if (!status) throw data(null, { status: 404 });
  return { seeds: seedQueries([[partnerKeys.status(params.token), status]]) };
}

/** The link is private: no shared cache keeps the page. */
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'private, no-store' });

export const meta: Route.MetaFunction = (args) => pageMeta(partnershipStatusCopy, [{ name: 'robots', content: 'noindex' }], args);

export default function PartnershipStatusPage({ params }: Route.ComponentProps) {
  return (
    <>
      <PageIntro copy={partnershipStatusCopy} />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6 lg:px-8">
        <ApplicationStatusView token={params.token} />
      </div>
    </>
  );
}
