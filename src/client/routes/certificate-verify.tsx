/**
 * Public certificate verification (issue 7), /certificates/verify/:id: valid or not, holder name, course and date.
 * Client-rendered through the SPA fallback (not prerendered).
 */
import { pageMeta } from '~/client/config/pages';
import { CertificateVerification } from '~/client/features/learning/components/certificate-verification';
import type { Route } from './+types/certificate-verify';

export const meta: Route.MetaFunction = (args) =>
  pageMeta({ title: 'Certificate Verification', description: 'Check that a ChangePath course certificate is genuine.', heading: '', intro: '' }, [], args);

export default function CertificateVerifyPage({ params }: Route.ComponentProps) {
  return <CertificateVerification key={params.id} id={params.id} />;
}
