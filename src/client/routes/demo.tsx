/** /demo, Book a Demo: heading and intro, three benefit cards and the 'Request Your Demo' form. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { DemoPageBody } from '~/client/features/forms/components/demo-page';
import { demoAction } from '~/client/features/forms/form-actions';
import type { Route } from './+types/demo';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.demo, [], args);

export const action = demoAction;

export default function DemoPage() {
  return (
    <>
      <PageIntro copy={pageCopy.demo} />
      <DemoPageBody />
    </>
  );
}
