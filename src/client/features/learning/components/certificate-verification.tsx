/**
 * The public page /certificates/verify/:id: valid or invalid, and for a valid certificate the holder's
 * name, the course, the issue date and the quiz result. Nothing else about the holder is shown.
 */
import { Trans } from '@lingui/react/macro';
import { CheckCircle2, XCircle } from 'lucide-react';
import { usePlatformTimeZone } from '~/client/lib/public-config';
import { learningMessages } from '~/shared/learning';
import { useCertificateVerification } from '../api/verify-certificate';
import { Message, useDateFormats } from '~/client/lib/i18n';

export function CertificateVerification({ id }: { id: string }) {
  const { formatDate } = useDateFormats();
  const query = useCertificateVerification(id);
  const v = query.data;
  // The platform's zone, named, as on the certificate PDF: not the viewer's own zone.
  const timeZone = usePlatformTimeZone();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900"><Trans>Certificate Verification</Trans></h1>
      <p className="mt-2 break-all text-sm text-slate-700"><Trans>Certificate ID: {id}</Trans></p>
      <div className="mt-8" aria-live="polite">
        {query.isError ? (
          <p role="alert" className="text-slate-700">
            <Trans>The certificate could not be checked right now. Please try again later.</Trans>
          </p>
        ) : !v ? (
          <p role="status" className="text-slate-700">
            <Trans>Checking certificate...</Trans>
          </p>
        ) : v.valid ? (
          <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-6" data-testid="certificate-valid">
            <p className="flex items-center gap-2 text-lg font-semibold text-emerald-900">
              <CheckCircle2 className="h-6 w-6" aria-hidden />
              <Message text={learningMessages.certificateValid} />
            </p>
            <dl className="mt-4 grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
              <dt className="font-medium text-slate-700"><Trans>Awarded to</Trans></dt>
              <dd className="text-slate-900" data-testid="holder-name">
                {v.holder_name}
              </dd>
              <dt className="font-medium text-slate-700"><Trans>Course</Trans></dt>
              <dd className="text-slate-900" data-testid="course-title">
                {v.course_title}
              </dd>
              <dt className="font-medium text-slate-700"><Trans>Issued</Trans></dt>
              <dd className="text-slate-900">{v.issued_at ? formatDate(v.issued_at, timeZone) : ''}</dd>
              <dt className="font-medium text-slate-700"><Trans>Result</Trans></dt>
              <dd className="text-slate-900" data-testid="certificate-result">
                <Message text={typeof v.score_percent === 'number' ? learningMessages.passedWith(v.score_percent) : learningMessages.issuedBeforeAssessments} />
              </dd>
            </dl>
          </div>
        ) : (
          <div className="rounded-xl border border-red-300 bg-red-50 p-6" data-testid="certificate-invalid">
            <p className="flex items-center gap-2 text-lg font-semibold text-red-900">
              <XCircle className="h-6 w-6" aria-hidden />
              <Message text={learningMessages.certificateInvalid} />
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
