/**
 * A course page's route action (issue 7, spec §2.11; issue 17): 'Enroll Now' (`intent=enroll`) and each lesson's
 * 'Mark complete' (`intent=complete`, `lessonId`), posted as forms. They work before and without scripts (a native
 * post; the page comes back with the new progress and the outcome shown in it) and, once hydrated, without a
 * reload (the outcome becomes a toast). The server decides: signed out → 401 'Please sign in first.', a lesson of
 * another course or before enrolling → the API's refusal. The loaders then run again, so the progress is fresh.
 */
import { type RouterContextProvider, data } from 'react-router';
import { z } from 'zod';
import { pageContext } from '~/client/lib/page-context';
import type { Certificate } from '~/shared/learning';
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

  if (parsed.data.intent === 'enroll') {
    const result = await services.learning.enroll(session, slug);
    if (!result.ok) return refused(result);
    return { ok: true, message: { title: 'Enrolled', description: `You are enrolled in ${result.value.title}. Start with the first lesson.` } } satisfies CourseOutcome;
  }
  const result = await services.learning.complete(session, slug, parsed.data.lessonId);
  if (!result.ok) return refused(result);
  const { completion, title } = result.value;
  if (completion.course_completed) {
    return { ok: true, message: { title: 'Course completed', description: `Congratulations! Your certificate for ${title} is ready.` }, certificate: completion.certificate } satisfies CourseOutcome;
  }
  // With scripts the outline's tick says it; without them the page says it too.
  return { ok: true, quiet: true, message: { title: 'Lesson completed', description: 'Lesson marked complete.' } } satisfies CourseOutcome;
}
