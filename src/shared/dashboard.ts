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
import type { MessageDescriptor } from '@lingui/core';
import { dateFormats } from './date-format';
import type { Locale } from './locales';
import type { Say } from './messages';
import { paths } from './paths';
import { slugWithId } from './slugs';

/** One next step, its words written in the page's language (titles of courses, talks and threads as written). */
export interface DashboardStep {
  id: 'career-profile' | 'for-your-goal' | 'goal-course' | 'course' | 'course-quiz' | 'assessment' | 'assessment-result' | 'assessment-focus' | 'talk' | 'next-talk' | 'thread';
  title: string;
  description: string;
  href: string;
  /** The link's text. */
  action: string;
}

export type { Say };

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
export const STAGE_STEPS: Record<CareerStage, { title: MessageDescriptor; why: MessageDescriptor; href: string; action: MessageDescriptor }> = {
  school: {
    title: /*i18n*/ { id: 'dashboard.stage.school.title', message: 'Explore careers with the Career Finder' },
    why: /*i18n*/ { id: 'dashboard.stage.school.why', message: 'Find careers that fit what you enjoy before you choose a stream or a course.' },
    href: toolPath('career-finder'),
    action: /*i18n*/ { id: 'dashboard.stage.school.action', message: 'Open the Career Finder' },
  },
  college: {
    title: /*i18n*/ { id: 'dashboard.stage.college.title', message: 'Plan your skills with the Learning Path Generator' },
    why: /*i18n*/ { id: 'dashboard.stage.college.why', message: 'A staged plan, with projects, for the skills your first job asks for.' },
    href: toolPath('learning-path'),
    action: /*i18n*/ { id: 'dashboard.stage.college.action', message: 'Open the Learning Path Generator' },
  },
  graduate: {
    title: /*i18n*/ { id: 'dashboard.stage.graduate.title', message: 'Get your CV reviewed' },
    why: /*i18n*/ { id: 'dashboard.stage.graduate.why', message: 'The Resume Reviewer checks your CV and names concrete fixes before you apply.' },
    href: toolPath('resume-review'),
    action: /*i18n*/ { id: 'dashboard.stage.graduate.action', message: 'Open the Resume Reviewer' },
  },
  professional: {
    title: /*i18n*/ { id: 'dashboard.stage.professional.title', message: 'Weigh your next move with the What-If Career Simulator' },
    why: /*i18n*/ { id: 'dashboard.stage.professional.why', message: 'Compare staying and switching: the time, the money and the skills you already have that carry over.' },
    href: toolPath('what-if'),
    action: /*i18n*/ { id: 'dashboard.stage.professional.action', message: 'Open the What-If Career Simulator' },
  },
  founder: {
    title: /*i18n*/ { id: 'dashboard.stage.founder.title', message: 'Put your idea on a Business Model Canvas' },
    why: /*i18n*/ { id: 'dashboard.stage.founder.why', message: 'See your customers, value and costs on one page, and what to test first.' },
    href: paths.businessModelCanvas,
    action: /*i18n*/ { id: 'dashboard.stage.founder.action', message: 'Open the canvas' },
  },
};

const words = {
  forYourGoal: /*i18n*/ { id: 'dashboard.for-your-goal', message: 'For your goal, “{goal}”. {why}' },
  goalCourseTitle: /*i18n*/ { id: 'dashboard.goal-course.title', message: 'Learn for your goal: {title}' },
  goalCourseDescription: /*i18n*/ { id: 'dashboard.goal-course.description', message: 'A free course that leads towards “{goal}”, with practice and a certificate.' },
  open: /*i18n*/ { id: 'dashboard.open', message: 'Open {title}' },
  profileTitle: /*i18n*/ { id: 'dashboard.profile.title', message: 'Complete your career profile' },
  profileDescription: /*i18n*/ { id: 'dashboard.profile.description', message: 'Tell us where you are and where you want to go, so suggestions fit you.' },
  continueCourse: /*i18n*/ { id: 'dashboard.course.continue', message: 'Continue {title}' },
  nextLesson: /*i18n*/ { id: 'dashboard.course.next-lesson', message: 'Next: lesson {position}, {lesson}.' },
  quizTitle: /*i18n*/ { id: 'dashboard.course.quiz-title', message: 'Take the {title} quiz' },
  quizDescription: /*i18n*/ { id: 'dashboard.course.quiz-description', message: 'Every lesson is done: pass the quiz to finish the course.' },
  resultTitle: /*i18n*/ { id: 'dashboard.assessment.result-title', message: 'Your skills assessment' },
  resultDescription: /*i18n*/ { id: 'dashboard.assessment.result-description', message: 'Last result: {percent}% overall. See what to learn next, or retake it.' },
  resultAction: /*i18n*/ { id: 'dashboard.assessment.result-action', message: 'See your last result' },
  assessmentTitle: /*i18n*/ { id: 'dashboard.assessment.title', message: 'Take the skills assessment' },
  assessmentDescription: /*i18n*/ { id: 'dashboard.assessment.description', message: '25 questions, about 15 minutes: see where you stand and what to learn next.' },
  assessmentAction: /*i18n*/ { id: 'dashboard.assessment.action', message: 'Take the assessment' },
  focusTitle: /*i18n*/ { id: 'dashboard.focus.title', message: 'Strengthen {area}' },
  focusDescription: /*i18n*/ { id: 'dashboard.focus.description', message: 'Your lowest area in the assessment. Start with {title}. {why}' },
  registered: /*i18n*/ { id: 'dashboard.talk.registered', message: 'You are registered: {when}.' },
  waitlisted: /*i18n*/ { id: 'dashboard.talk.waitlisted', message: 'You are on the waitlist: {when}.' },
  openTalk: /*i18n*/ { id: 'dashboard.talk.open', message: 'Open the talk' },
  nextTalkTitle: /*i18n*/ { id: 'dashboard.next-talk.title', message: 'Join a live talk: {title}' },
  nextTalkDescription: /*i18n*/ { id: 'dashboard.next-talk.description', message: '{speaker}, {when}. Register free and ask your questions.' },
  seeTalk: /*i18n*/ { id: 'dashboard.next-talk.action', message: 'See the talk' },
  threadDescription: /*i18n*/ { id: 'dashboard.thread.description', message: 'Your discussion has no replies yet. Add detail or share it to get answers.' },
  openThread: /*i18n*/ { id: 'dashboard.thread.action', message: 'Open your discussion' },
} satisfies Record<string, MessageDescriptor>;

/** The assessment area with the lowest percentage (the bank's order breaks ties), or null when every area is strong. */
export function weakestArea(scores: AreaScores): AssessmentAreaId | null {
  const pct = (a: AssessmentAreaId) => percentOf(scores[a]?.points ?? 0, scores[a]?.max ?? 0);
  const weakest = [...ASSESSMENT_AREA_IDS].sort((a, b) => pct(a) - pct(b))[0];
  return pct(weakest) >= BAND_HIGH_FROM ? null : weakest;
}

/**
 * The dashboard's next steps for `facts`, in this order: profile (or the step for their stage and goal), course,
 * assessment (and its weakest area), talk (theirs, or the next one), thread. Written with `say` in the page's
 * `locale` (dates too); `areaTitles` names assessment areas; times are shown in `timeZone`.
 */
export function dashboardNextSteps(
  facts: DashboardFacts,
  page: { say: Say; locale: Locale; timeZone?: string; areaTitles?: Partial<Record<AssessmentAreaId, string>> },
): DashboardStep[] {
  const { say, timeZone, areaTitles = {} } = page;
  const write = (text: MessageDescriptor, values: Record<string, unknown>) => say({ ...text, values });
  const when = (iso: string) => dateFormats(page.locale).formatDateTime(iso, timeZone);
  const steps: DashboardStep[] = [];
  if (facts.profile) {
    const stageStep = STAGE_STEPS[facts.profile.stage];
    const goal = facts.profile.goal.trim();
    const why = say(stageStep.why);
    steps.push({ id: 'for-your-goal', title: say(stageStep.title), description: goal ? write(words.forYourGoal, { goal, why }) : why, href: stageStep.href, action: say(stageStep.action) });
    if (facts.goalCourse) {
      const { slug, title } = facts.goalCourse;
      steps.push({
        id: 'goal-course',
        title: write(words.goalCourseTitle, { title }),
        description: write(words.goalCourseDescription, { goal }),
        href: paths.courseDetail.replace(':slug', slug),
        action: write(words.open, { title }),
      });
    }
  } else {
    steps.push({
      id: 'career-profile',
      title: say(words.profileTitle),
      description: say(words.profileDescription),
      href: paths.welcome,
      action: say(words.profileTitle),
    });
  }
  const course = facts.enrollments.find((e) => e.next_lesson) ?? facts.enrollments.find((e) => !e.quiz_passed);
  if (course) {
    const href = paths.courseDetail.replace(':slug', course.course.slug);
    steps.push(
      course.next_lesson
        ? {
            id: 'course',
            title: write(words.continueCourse, { title: course.course.title }),
            description: write(words.nextLesson, { position: course.next_lesson.position, lesson: course.next_lesson.title }),
            href,
            action: write(words.continueCourse, { title: course.course.title }),
          }
        : {
            id: 'course-quiz',
            title: write(words.quizTitle, { title: course.course.title }),
            description: say(words.quizDescription),
            href,
            action: write(words.open, { title: course.course.title }),
          },
    );
  }
  steps.push(
    facts.assessment
      ? {
          id: 'assessment-result',
          title: say(words.resultTitle),
          description: write(words.resultDescription, { percent: facts.assessment.total_percent }),
          href: `${paths.assessment}?result=latest`,
          action: say(words.resultAction),
        }
      : {
          id: 'assessment',
          title: say(words.assessmentTitle),
          description: say(words.assessmentDescription),
          href: paths.assessment,
          action: say(words.assessmentAction),
        },
  );
  const weakest = facts.assessment ? weakestArea(facts.assessment.scores) : null;
  if (weakest) {
    const first = AREA_NEXT_STEPS[weakest][0];
    const title = areaTitles[weakest] ?? weakest;
    steps.push({
      id: 'assessment-focus',
      title: write(words.focusTitle, { area: title }),
      description: write(words.focusDescription, { title: typeof first.title === 'string' ? first.title : say(first.title), why: typeof first.why === 'string' ? first.why : say(first.why) }),
      href: first.href,
      action: write(words.open, { title: typeof first.title === 'string' ? first.title : say(first.title) }),
    });
  }
  if (facts.upcomingTalk) {
    const t = facts.upcomingTalk;
    steps.push({
      id: 'talk',
      title: t.title,
      description: write(t.my_status === 'waitlisted' ? words.waitlisted : words.registered, { when: when(t.event_date) }),
      href: paths.talk.replace(':slug', slugWithId(t.title, t.id)),
      action: say(words.openTalk),
    });
  } else if (facts.nextTalk) {
    const t = facts.nextTalk;
    steps.push({
      id: 'next-talk',
      title: write(words.nextTalkTitle, { title: t.title }),
      description: write(words.nextTalkDescription, { speaker: t.speaker_name, when: when(t.event_date) }),
      href: paths.talk.replace(':slug', slugWithId(t.title, t.id)),
      action: say(words.seeTalk),
    });
  }
  if (facts.unansweredThread) {
    const th = facts.unansweredThread;
    steps.push({
      id: 'thread',
      title: th.title,
      description: say(words.threadDescription),
      href: paths.communityThread.replace(':slug', slugWithId(th.title, th.id)),
      action: say(words.openThread),
    });
  }
  return steps;
}
