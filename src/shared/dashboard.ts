/**
 * The dashboard's next steps: a short list, made from what the person has told us and done, of what to do
 * next — complete the career profile (or, once it says who they are, the tool that fits their stage and the course
 * their goal leads to),
 * continue a course (or take its quiz), take the skills assessment or see the last result and strengthen its
 * weakest area, an upcoming talk they registered for (or the next one to join), and a thread of theirs still
 * waiting for a reply. Pure.
 */
import { AREA_NEXT_STEPS, type AreaScores, type AssessmentAreaId, ASSESSMENT_AREA_IDS, BAND_HIGH_FROM, percentOf } from './assessment';
import type { CareerStage } from './career-profile';
import { formatDateTime } from './date-format';
import { paths } from './paths';
import { slugWithId } from './slugs';

export interface DashboardStep {
  id: 'career-profile' | 'for-your-goal' | 'goal-course' | 'course' | 'course-quiz' | 'assessment' | 'assessment-result' | 'assessment-focus' | 'talk' | 'next-talk' | 'thread';
  title: string;
  description: string;
  href: string;
  /** The link's text. */
  action: string;
}

export interface DashboardFacts {
  /** The career profile when it is filled in (null when missing or only skipped). */
  profile: { stage: CareerStage; field: string; goal: string } | null;
  /**
   * The course the profile's goal leads to that the person has not started (the server's course-goals matching), or
   * null; optional for callers without one.
   */
  goalCourse?: { slug: string; title: string } | null;
  /** The person's enrolments, most recent first (my-learning's shape, the fields used here). */
  enrollments: ReadonlyArray<{
    course: { slug: string; title: string };
    next_lesson: { position: number; title: string } | null;
    quiz_passed: boolean;
  }>;
  /** Their latest assessment result, or null. */
  assessment: { total_percent: number; created_at: string; scores: AreaScores } | null;
  /** Their soonest upcoming talk (registered or waitlisted), or null. `event_date` ISO-8601 UTC. */
  upcomingTalk: { id: string; title: string; event_date: string; my_status: 'registered' | 'waitlisted' } | null;
  /** The soonest upcoming public talk, offered when they have none, or null. */
  nextTalk: { id: string; title: string; event_date: string; speaker_name: string } | null;
  /** Their newest thread without a reply, or null. */
  unansweredThread: { id: string; title: string } | null;
}

const toolPath = (slug: string) => `${paths.aiTools}?tool=${slug}`;

/** The first thing to try at each stage (the AI tools and the toolkit), once the profile names it. */
export const STAGE_STEPS: Record<CareerStage, { title: string; why: string; href: string; action: string }> = {
  school: { title: 'Explore careers with the Career Finder', why: 'Find careers that fit what you enjoy before you choose a stream or a course.', href: toolPath('career-finder'), action: 'Open the Career Finder' },
  college: { title: 'Plan your skills with the Learning Path Generator', why: 'A staged plan, with projects, for the skills your first job asks for.', href: toolPath('learning-path'), action: 'Open the Learning Path Generator' },
  graduate: { title: 'Get your CV reviewed', why: 'The Resume Reviewer checks your CV and names concrete fixes before you apply.', href: toolPath('resume-review'), action: 'Open the Resume Reviewer' },
  professional: {
    title: 'Weigh your next move with the What-If Career Simulator',
    why: 'Compare staying and switching: the time, the money and the skills you already have that carry over.',
    href: toolPath('what-if'),
    action: 'Open the What-If Career Simulator',
  },
  founder: { title: 'Put your idea on a Business Model Canvas', why: 'See your customers, value and costs on one page, and what to test first.', href: paths.businessModelCanvas, action: 'Open the canvas' },
};

/** The assessment area with the lowest percentage (the bank's order breaks ties), or null when every area is strong. */
export function weakestArea(scores: AreaScores): AssessmentAreaId | null {
  const pct = (a: AssessmentAreaId) => percentOf(scores[a]?.points ?? 0, scores[a]?.max ?? 0);
  const weakest = [...ASSESSMENT_AREA_IDS].sort((a, b) => pct(a) - pct(b))[0];
  return pct(weakest) >= BAND_HIGH_FROM ? null : weakest;
}

/**
 * The dashboard's next steps for `facts`, in this order: profile (or the step for their stage and goal), course,
 * assessment (and its weakest area), talk (theirs, or the next one), thread. `areaTitles` names assessment areas;
 * times are shown in `timeZone`.
 */
export function dashboardNextSteps(facts: DashboardFacts, timeZone?: string, areaTitles: Partial<Record<AssessmentAreaId, string>> = {}): DashboardStep[] {
  const steps: DashboardStep[] = [];
  if (facts.profile) {
    const stageStep = STAGE_STEPS[facts.profile.stage];
    const goal = facts.profile.goal.trim();
    steps.push({ id: 'for-your-goal', title: stageStep.title, description: goal ? `For your goal, “${goal}”. ${stageStep.why}` : stageStep.why, href: stageStep.href, action: stageStep.action });
    if (facts.goalCourse) {
      const { slug, title } = facts.goalCourse;
      steps.push({
        id: 'goal-course',
        title: `Learn for your goal: ${title}`,
        description: `A free course that leads towards “${goal}”, with practice and a certificate.`,
        href: paths.courseDetail.replace(':slug', slug),
        action: `Open ${title}`,
      });
    }
  } else {
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
  const weakest = facts.assessment ? weakestArea(facts.assessment.scores) : null;
  if (weakest) {
    const first = AREA_NEXT_STEPS[weakest][0];
    const title = areaTitles[weakest] ?? weakest;
    steps.push({ id: 'assessment-focus', title: `Strengthen ${title}`, description: `Your lowest area in the assessment. Start with ${first.title}. ${first.why}`, href: first.href, action: `Open ${first.title}` });
  }
  if (facts.upcomingTalk) {
    const t = facts.upcomingTalk;
    steps.push({
      id: 'talk',
      title: t.title,
      description: `${t.my_status === 'waitlisted' ? 'You are on the waitlist' : 'You are registered'}: ${formatDateTime(t.event_date, timeZone)}.`,
      href: paths.talk.replace(':slug', slugWithId(t.title, t.id)),
      action: 'Open the talk',
    });
  } else if (facts.nextTalk) {
    const t = facts.nextTalk;
    steps.push({
      id: 'next-talk',
      title: `Join a live talk: ${t.title}`,
      description: `${t.speaker_name}, ${formatDateTime(t.event_date, timeZone)}. Register free and ask your questions.`,
      href: paths.talk.replace(':slug', slugWithId(t.title, t.id)),
      action: 'See the talk',
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
