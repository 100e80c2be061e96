/**
 * The course pages' route actions. A course's and a lesson's page: 'Enroll Now' (`intent=enroll`), a lesson's
 * 'Mark complete' (`intent=complete`, `lessonId`) and an Excel exercise's 'Check' (`intent=formula`: the verdict
 * comes back in `done.formula`, shown beside the exercise, never as a toast), checked with `courseIntentSchema`. The quiz page: 'Enroll
 * Now' and 'Submit answers' (`intent=quiz`, one field `answers.<question id>` per chosen option), checked with the
 * API's `quizAnswersSchema` (`quizIntentSchema`: at most 50 answers), graded on the server; a refused quiz comes back
 * with the answers given kept. They work before and without scripts (a native post; the page comes back with the new
 * progress and the outcome shown in it) and, once hydrated, without a reload (the outcome becomes a toast).
 *
 * The learning service decides, as for the API (`POST /api/courses/{slug}/…`): a visitor is refused (401), a lesson
 * of another course or before enrolling too (403). 'Enroll Now' when already enrolled is simply done here (the API
 * answers 409). The loaders then run again, so the progress is fresh.
 */
import { msg } from '@lingui/core/macro';
import type { RouterContextProvider } from 'react-router';
import { pageAction } from '~/client/lib/page-action';
import type { OutcomeMessage } from '~/client/lib/page-outcome';
import type { FormulaCheck } from '~/shared/formula-exercises';
import { type Certificate, type QuizResult, courseIntentSchema, learningMessages, quizIntentSchema } from '~/shared/learning';
import { toastTitles } from '~/shared/messages';

type ActionArgs = { request: Request; params: { slug?: string }; context: Readonly<RouterContextProvider> };

/** What a course page's action did: its message, a certificate just issued, and whether it is only for the page. */
export interface CourseDone {
  message: OutcomeMessage | null;
  certificate?: Certificate | null;
  /** A checked formula: which exercise, what was typed, and the verdict. */
  formula?: FormulaCheck & { exerciseId: string; formula: string };
  /** Shown in the page (without scripts) but not as a toast: the lesson's tick already says it. */
  quiet?: boolean;
}

const enrolled = (title: string) => ({ title: msg`Enrolled`, description: msg`You are enrolled in ${title}. Start with the first lesson.` });

export function courseAction(args: ActionArgs) {
  const slug = args.params.slug ?? '';
  return pageAction(
    args,
    courseIntentSchema,
    async (value, { actor, services }): Promise<CourseDone> => {
      if (value.intent === 'enroll') return { message: enrolled((await services.learning.enroll({ actor, slug })).title) };
      if (value.intent === 'formula') {
        const { lessonId, exerciseId, formula } = value;
        const check = await services.learning.checkFormula({ actor, slug, lessonId, exerciseId, input: { formula } });
        return { message: null, formula: { ...check, exerciseId, formula } };
      }
      const completion = await services.learning.completeLesson({ actor, slug, lessonId: value.lessonId });
      if (completion.course_completed && completion.certificate) {
        const { course } = await services.learning.course({ actor, slug });
        return {
          message: { title: msg`Course completed`, description: msg`Congratulations! Your certificate for ${course.title} is ready.` },
          certificate: completion.certificate,
        };
      }
      if (completion.course_completed) return { message: { title: msg`Lessons completed`, description: learningMessages.quizNeeded } };
      // With scripts the outline's tick says it; without them the page says it too.
      return { message: { title: msg`Lesson completed`, description: msg`Lesson marked complete.` }, quiet: true };
    },
    { success: ({ message }) => message, invalid: () => ({ title: toastTitles.error, description: msg`That request could not be read.` }) },
  );
}

/** The quiz page's action: enrol, or submit the answers (graded by the server, the same operation as the API's). */
export function quizAction(args: ActionArgs) {
  const slug = args.params.slug ?? '';
  return pageAction(
    args,
    quizIntentSchema,
    async (value, { actor, services }): Promise<{ message: OutcomeMessage; result?: QuizResult }> => {
      if (value.intent === 'enroll') return { message: enrolled((await services.learning.enroll({ actor, slug })).title) };
      const result: QuizResult = await services.learning.submitQuiz({ actor, slug, answers: value.answers });
      const description = result.passed
        ? result.certificate
          ? learningMessages.quizPassed(result.score_percent)
          : learningMessages.lessonsFirst(result.lessons_left)
        : learningMessages.quizFailed(result.score_percent);
      return { message: { title: result.passed ? msg`Quiz passed` : msg`Not passed yet`, description }, result };
    },
    { success: ({ message }) => message },
  );
}
