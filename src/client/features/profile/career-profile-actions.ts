/**
 * The career profile form's server half (issue 23), for /welcome and the 'Career profile' section of /profile: the
 * form posted (`intent=career-profile`) is checked with the shared schema (Conform's `parseWithZod`, as
 * `schemaAction` does) and saved through the same service as `PUT /api/me/career-profile`. On /welcome success leads
 * on (`next`); on /profile the section says it is saved. `intent=skip` (only /welcome) records the skip and leads on.
 * `beforeNext` runs before leading on, after a save or a skip (/welcome saves a pending skills assessment there).
 * Visitors are sent to sign in.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { type RouterContextProvider, data, redirect } from 'react-router';
import { pageContext } from '~/client/lib/page-context';
import type { SessionData } from '~/client/lib/session';
import type { PageOutcome } from '~/client/lib/page-outcome';

type FormReply = PageOutcome<true>;
import { careerProfileInputSchema } from '~/shared/career-profile';
import { paths } from '~/shared/paths';

export const CAREER_PROFILE_INTENT = 'career-profile';

export async function careerProfileAction(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  options: { from: string; next?: string; beforeNext?: (session: SessionData) => Promise<void> },
) {
  const { session, services } = context.get(pageContext);
  if (!session) throw redirect(`${paths.signIn}?${new URLSearchParams({ redirect: options.from })}`, 303);
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent === 'skip' && options.next) {
    await services.careerProfile.skip(session);
    await options.beforeNext?.(session);
    throw redirect(options.next, 303);
  }
  const submission = parseWithZod(formData, { schema: careerProfileInputSchema });
  if (submission.status !== 'success') return data<FormReply>({ ok: false, message: null, result: submission.reply() }, { status: 400 });
  const saved = await services.careerProfile.save(session, submission.value);
  if (!saved.ok) return data<FormReply>({ ok: false, message: null, result: submission.reply({ formErrors: [saved.error.message] }) }, { status: saved.status });
  if (options.next) {
    await options.beforeNext?.(session);
    throw redirect(options.next, 303);
  }
  // The reset starts the fields again from what the page's loader now reads: the saved profile.
  return data<FormReply>({ ok: true, message: null, result: submission.reply({ resetForm: true }), done: true });
}
