/** /university-partner, University Partnership Program: three benefit tiles and the university application form. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { UniversityPageBody } from '~/client/features/partners/components/university-page';
import { universityAction } from '~/client/features/partners/partner-actions';
import type { Route } from './+types/university-partner';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.universityPartner, [], args);

export const action = universityAction;

export default function UniversityPartnerPage() {
  return (
    <>
      <PageIntro copy={pageCopy.universityPartner} />
      <UniversityPageBody />
    </>
  );
}
