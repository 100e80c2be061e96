/** Download (owner-only PDF) and Verify (public page) for an issued certificate. */
import { Trans } from '@lingui/react/macro';
import { Download, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/client/components/ui/button';
import type { Certificate } from '~/shared/learning';
import { certificatePdfUrl, certificateVerifyPath } from '../learning.links';

export function CertificateLinks({ certificate }: { certificate: Pick<Certificate, 'id' | 'course_title'> }) {
  return (
    <>
      <a href={certificatePdfUrl(certificate.id)} download className={buttonVariants()}>
        <Download aria-hidden />
        <Trans>Download<span className="sr-only"> the certificate for {certificate.course_title} (PDF)</span></Trans>
      </a>
      <Link to={certificateVerifyPath(certificate.id)} className={buttonVariants({ variant: 'outline' })}>
        <ShieldCheck aria-hidden />
        <Trans>Verify<span className="sr-only"> the certificate for {certificate.course_title}</span></Trans>
      </Link>
    </>
  );
}
