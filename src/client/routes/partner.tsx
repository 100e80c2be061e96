/** /partner, Partner with Us: why partner, what you get, how it works, the college application and the affiliation picker. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { PartnerPageBody } from '~/client/features/partners/components/partner-page';
import { collegeAction } from '~/client/features/partners/partner-actions';
import type { Route } from './+types/partner';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.partner, [], args);

export const action = collegeAction;

export default function PartnerPage() {
  return (
    <>
      <PageIntro copy={pageCopy.partner} />
      <PartnerPageBody />
    </>
  );
}
