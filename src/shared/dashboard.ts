/**
 * The dashboard's next steps (issue 23): a short list, made from what the person has told us and done, of what to do
 * next — complete the career profile, continue a course (or take its quiz), take the skills assessment or see the
 * last result, an upcoming talk they registered for, and a thread of theirs still waiting for a reply. Pure.
 */
import { formatDateTime } from './date-format';
import { paths } from './paths';
import { slugWithId } from './slugs';

export interface DashboardStep {
  id: 'career-profile' | 'course' | 'course-quiz' | 'assessment' | 'assessment-result' | 'talk' | 'thread';
  title: string;
  description: string;
  href: string;
  /** The link's text. */
  action: string;
}

export interface DashboardFacts {
  /** True when the career profile is filled in (false when missing or only skipped). */
  profileComplete: boolean;
  /** The person's enrolments, most recent first (my-learning's shape, the fields used here). */
  enrollments: ReadonlyArray<{
    course: { slug: string; title: string };
    next_lesson: { position: number; title: string } | null;
    quiz_passed: boolean;
  }>;
  /** Their latest assessment result, or null. */
  assessment: { total_percent: number; created_at: string } | null;
  /** Their soonest upcoming talk (registered or waitlisted), or null. `event_date` ISO-8601 UTC. */
  upcomingTalk: { id: string; title: string; event_date: string; my_status: 'registered' | 'waitlisted' } | null;
  /** Their newest thread without a reply, or null. */
  unansweredThread: { id: string; title: string } | null;
}

/** The dashboard's next steps for `facts`, in this order: profile, course, assessment, talk, thread. */
export function dashboardNextSteps(facts: DashboardFacts, timeZone?: string): DashboardStep[] {
  const steps: DashboardStep[] = [];
  if (!facts.profileComplete) {
    steps.push({
      id: 'career-profile',
      title: 'Complete your career profile',
      description: 'Tell us where you are and where you want to go, so suggestions fit you.',
      href: paths.welcome,
      action: 'Complete your career profile',
    });
  }
  const course = facts.enrollments.find((e) => e.next_lesson) ?? facts.enrollments.find((e) => !e.quiz_passed);
  if (course) {
    const href = paths.courseDetail.replace(':slug', course.course.slug);
    steps.push(
      course.next_lesson
        ? {
            id: 'course',
            title: `Continue ${course.course.title}`,
            description: `Next: lesson ${course.next_lesson.position}, ${course.next_lesson.title}.`,
            href,
            action: `Continue ${course.course.title}`,
          }
        : { id: 'course-quiz', title: `Take the ${course.course.title} quiz`, description: 'Every lesson is done: pass the quiz to finish the course.', href, action: `Open ${course.course.title}` },
    );
  }
  steps.push(
    facts.assessment
      ? {
          id: 'assessment-result',
          title: 'Your skills assessment',
          description: `Last result: ${facts.assessment.total_percent}% overall. See what to learn next, or retake it.`,
          href: `${paths.assessment}?result=latest`,
          action: 'See your last result',
        }
      : {
          id: 'assessment',
          title: 'Take the skills assessment',
          description: '25 questions, about 15 minutes: see where you stand and what to learn next.',
          href: paths.assessment,
          action: 'Take the assessment',
        },
  );
  if (facts.upcomingTalk) {
    const t = facts.upcomingTalk;
    steps.push({
      id: 'talk',
      title: t.title,
      description: `${t.my_status === 'waitlisted' ? 'You are on the waitlist' : 'You are registered'}: ${formatDateTime(t.event_date, timeZone)}.`,
      href: paths.talk.replace(':slug', slugWithId(t.title, t.id)),
      action: 'Open the talk',
    });
  }
  if (facts.unansweredThread) {
    const th = facts.unansweredThread;
    steps.push({
      id: 'thread',
      title: th.title,
      description: 'Your discussion has no replies yet. Add detail or share it to get answers.',
      href: paths.communityThread.replace(':slug', slugWithId(th.title, th.id)),
      action: 'Open your discussion',
    });
  }
  return steps;
}
