/**
 * The body of /certificates. A signed-in viewer sees their own certificates (Completed:
 * Download and Verify) and the courses they are still taking (In Progress: a disabled button); a visitor sees the
 * three sample items, marked as samples. 'Browse Courses' goes to /courses. Prerendered with the loading state.
 */
import { Trans } from '@lingui/react/macro';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '~/client/components/ui/button';
import { usePlatformTimeZone } from '~/client/lib/public-config';
import { learningMessages } from '~/shared/learning';
import { paths } from '~/shared/paths';
import { useMyLearning } from '../api/get-my-learning';
import { useViewer } from '~/client/lib/use-viewer';
import { coursePath } from '../learning.links';
import { sampleCertificates } from '../sample-certificates';
import { CertificateCard, PendingCertificateButton } from './certificate-card';
import { CertificateLinks } from './certificate-links';
import { Message, useContentLang, useDateFormats } from '~/client/lib/i18n';

export function CertificatesView() {
  const viewer = useViewer();
  return (
    <div className="mt-8 grid gap-6">
      <div>
        <Link to={paths.coursesShort} className={buttonVariants({ variant: 'outline' })}>
          <BookOpen aria-hidden />
          <Message text={learningMessages.browseCourses} />
        </Link>
      </div>
      {!viewer.ready ? (
        <p role="status" className="text-slate-700">
          <Trans>Loading certificates...</Trans>
        </p>
      ) : viewer.signedIn ? (
        <MyCertificates />
      ) : (
        <SampleCertificates />
      )}
    </div>
  );
}

function SampleCertificates() {
  const { formatCalendarDate } = useDateFormats();
  const langOf = useContentLang();
  return (
    <>
      <p className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="sample-note">
        <Message text={learningMessages.sampleNote} />
      </p>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {sampleCertificates.map((c) => (
          <li key={c.id} className="flex">
            <CertificateCard
              sample
              title={c.title}
              // The sample courses' titles are English course names.
              titleLang={langOf('en')}
              status={c.status}
              issued={c.issueDate ? formatCalendarDate(c.issueDate) : null}
              actions={
                c.status === 'Completed' ? (
                  <>
                    <Button disabled>
                      <Trans>Download<span className="sr-only"> (sample)</span></Trans>
                    </Button>
                    <Button disabled variant="outline">
                      <Trans>Verify<span className="sr-only"> (sample)</span></Trans>
                    </Button>
                  </>
                ) : (
                  <PendingCertificateButton title={c.title} />
                )
              }
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function MyCertificates() {
  const { formatDate } = useDateFormats();
  const langOf = useContentLang();
  const mine = useMyLearning();
  const timeZone = usePlatformTimeZone();
  if (mine.isError) {
    return (
      <p role="alert" className="text-slate-700">
        <Trans>Your certificates could not be loaded. Please try again later.</Trans>
      </p>
    );
  }
  if (!mine.data) {
    return (
      <p role="status" className="text-slate-700">
        <Trans>Loading certificates...</Trans>
      </p>
    );
  }
  const { certificates, enrollments } = mine.data;
  const inProgress = enrollments.filter((e) => !e.completed_at);
  if (!certificates.length && !inProgress.length) {
    return (
      <p className="text-slate-700" data-testid="no-certificates">
        <Trans>You have no certificates yet. Enrol in a course and complete every lesson to earn one.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {certificates.map((c) => (
        <li key={c.id} className="flex">
          <CertificateCard
            title={c.course_title}
            // Issued certificates keep the course's English title (what the certificate itself says).
            titleLang={langOf('en')}
            status="Completed"
            issued={formatDate(c.issued_at, timeZone)}
            details={<p className="break-all text-xs text-slate-700"><Trans>Certificate ID: {c.id}</Trans></p>}
            actions={<CertificateLinks certificate={c} />}
          />
        </li>
      ))}
      {inProgress.map((e) => (
        <li key={e.course.id} className="flex">
          <CertificateCard
            title={e.course.title}
            titleLang={langOf(e.course.lang)}
            status="In Progress"
            issued={null}
            details={
              <p>
                <Trans>{e.completed_lessons} of {e.lessons_count} lessons completed</Trans>
              </p>
            }
            actions={
              <>
                <PendingCertificateButton title={e.course.title} />
                <Link to={coursePath(e.course.slug, true)} className={buttonVariants({ variant: 'link', className: 'px-0' })}>
                  <Message text={learningMessages.continue} />
                  <span className="sr-only" lang={langOf(e.course.lang)}>
                    {' '}
                    {e.course.title}
                  </span>
                </Link>
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
}
