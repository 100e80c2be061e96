/** /contact: heading and intro, then the channel cards, the message form, office hours and quick answers. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { ContactPageBody } from '~/client/features/forms/components/contact-page';
import { contactAction } from '~/client/features/forms/form-actions';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.contact, [], args);

export const action = contactAction;

export default function ContactPage() {
  return (
    <>
      <PageIntro copy={pageCopy.contact} />
      <ContactPageBody />
    </>
  );
}
