/**
 * Public certificate verification, /certificates/verify/:id: valid or not, and for a valid one
 * the holder's name, the course, the date and 'Passed with N%' (or 'Issued before assessments'). Rendered on the
 * server, so an employer following the link sees the answer at once, with or without scripts.
 */
import { pageCopy, pageMeta } from '~/client/config/pages';
import { learningKeys } from '~/client/features/learning/api/keys';
import { CertificateVerification } from '~/client/features/learning/components/certificate-verification';
import { pageContext } from '~/client/lib/page-context';
import { seedQueries } from '~/client/lib/query-client';
import type { Route } from './+types/certificate-verify';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  const verification = params.id.length <= 40 ? await services.learning.verify(params.id) : { valid: false, id: params.id };
  return { seeds: seedQueries([[learningKeys.verification(params.id), verification]]) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(pageCopy.certificateVerify, [{ name: 'robots', content: 'noindex' }], args);

export default function CertificateVerifyPage({ params }: Route.ComponentProps) {
  return <CertificateVerification key={params.id} id={params.id} />;
}
