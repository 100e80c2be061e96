/**
 * The course pages' route actions (issue 7, spec §2.11; issues 17 and 23). A course's and a lesson's page: 'Enroll
 * Now' (`intent=enroll`) and a lesson's 'Mark complete' (`intent=complete`, `lessonId`), posted as forms. The quiz
 * page: 'Enroll Now' and 'Submit answers' (`intent=quiz`, one field per question named by its id, valued with the
 * chosen option indices), graded on the server; an incomplete quiz comes back with the answers given kept. They work before and without scripts (a native
 * post; the page comes back with the new progress and the outcome shown in it) and, once hydrated, without a
 * reload (the outcome becomes a toast). The server decides: signed out → 401 'Please sign in first.', a lesson of
 * another course or before enrolling → the API's refusal. The loaders then run again, so the progress is fresh.
 */
import { type RouterContextProvider, data } from 'react-router';
import { z } from 'zod';
import { pageContext } from '~/client/lib/page-context';
import { type Certificate, type QuizAnswers, type QuizResult, learningMessages } from '~/shared/learning';
import { toastTitles } from '~/shared/messages';

const courseIntentSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('enroll') }), z.object({ intent: z.literal('complete'), lessonId: z.uuid() })]);

/** What the action answers: the message to show (a toast, or a notice without scripts), and a certificate just issued. */
export interface CourseOutcome {
  ok: boolean;
  message: { title: string; description: string };
  certificate?: Certificate | null;
  /** Shown in the page (without scripts) but not as a toast: the lesson's tick already says it. */
  quiet?: boolean;
}

export async function courseAction({ request, params, context }: { request: Request; params: { slug?: string }; context: Readonly<RouterContextProvider> }) {
  const { session, services } = context.get(pageContext);
  const parsed = courseIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  const slug = params.slug ?? '';
  if (!parsed.success) return data<CourseOutcome>({ ok: false, message: { title: toastTitles.error, description: 'That request could not be read.' } }, { status: 400 });
  const refused = (result: { status: number; error: { message: string } }) =>
    data<CourseOutcome>({ ok: false, message: { title: toastTitles.error, description: result.error.message } }, { status: result.status });

  if (parsed.data.intent === 'enroll') return enrollOutcome(context, slug);
  const result = await services.learning.complete(session, slug, parsed.data.lessonId);
  if (!result.ok) return refused(result);
  const { completion, title } = result.value;
  if (completion.course_completed && completion.certificate) {
    return { ok: true, message: { title: 'Course completed', description: `Congratulations! Your certificate for ${title} is ready.` }, certificate: completion.certificate } satisfies CourseOutcome;
  }
  if (completion.course_completed) return { ok: true, message: { title: 'Lessons completed', description: learningMessages.quizNeeded } } satisfies CourseOutcome;
  // With scripts the outline's tick says it; without them the page says it too.
  return { ok: true, quiet: true, message: { title: 'Lesson completed', description: 'Lesson marked complete.' } } satisfies CourseOutcome;
}

type ActionContext = Readonly<RouterContextProvider>;

/** 'Enroll Now' on any course page: already enrolled counts as done. */
async function enrollOutcome(context: ActionContext, slug: string) {
  const { session, services } = context.get(pageContext);
  const result = await services.learning.enroll(session, slug);
  if (!result.ok) return data<CourseOutcome>({ ok: false, message: { title: toastTitles.error, description: result.error.message } }, { status: result.status });
  return { ok: true, message: { title: 'Enrolled', description: `You are enrolled in ${result.value.title}. Start with the first lesson.` } } satisfies CourseOutcome;
}

/** What the quiz page's action answers: the graded attempt, or why not, with the answers that were given. */
export interface QuizOutcome {
  ok: boolean;
  message: { title: string; description: string };
  result?: QuizResult;
  /** Question id → chosen option indices, as submitted (so the form keeps them after a refusal). */
  answers?: QuizAnswers;
}

const QUESTION_ID = /^[a-z0-9-]{1,40}$/;

/** The quiz page's action: enrol, or submit the answers (graded by the server, the same call as the API's). */
export async function quizAction({ request, params, context }: { request: Request; params: { slug?: string }; context: ActionContext }) {
  const form = await request.formData();
  const slug = params.slug ?? '';
  if (form.get('intent') === 'enroll') return enrollOutcome(context, slug);
  const answers: QuizAnswers = {};
  for (const key of new Set(form.keys())) {
    if (key === 'intent' || !QUESTION_ID.test(key)) continue;
    answers[key] = form
      .getAll(key)
      .map((v) => Number(v))
      .filter((n) => Number.isInteger(n) && n >= 0 && n < 10)
      .slice(0, 10);
  }
  const { session, services } = context.get(pageContext);
  const graded = await services.learning.submitQuiz(session, slug, answers);
  if (!graded.ok) {
    return data<QuizOutcome>({ ok: false, message: { title: toastTitles.error, description: graded.error.message }, answers }, { status: graded.status });
  }
  const result = graded.value;
  const description = result.passed
    ? result.certificate
      ? learningMessages.quizPassed(result.score_percent)
      : learningMessages.lessonsFirst(result.lessons_left)
    : learningMessages.quizFailed(result.score_percent);
  return { ok: true, message: { title: result.passed ? 'Quiz passed' : 'Not passed yet', description }, result } satisfies QuizOutcome;
}
