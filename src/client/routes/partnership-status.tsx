/**
 * /partnership-status/:token (issue 8): an applicant's private status page, linked from the application's
 * confirmation and every status e-mail. Client-rendered (never prerendered) and kept out of search engines.
 */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageMeta } from '~/client/config/pages';
import { ApplicationStatusView } from '~/client/features/partners/components/application-status';
import { partnershipStatusCopy } from '~/client/features/partners/partners-content';
import type { Route } from './+types/partnership-status';

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
