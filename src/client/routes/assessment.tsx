/**
 * /assessment (the skills assessment: 15 minutes, 25 questions): the intro, then one question a
 * screen, then the result with the score and advice per area and next steps. The URL carries the answers so far
 * (features/assessment/assessment-view.ts), so every step is rendered here on the server from the query alone and
 * works without scripts; a visitor needs no account and no server state.
 *
 * - `?a=<answers>[&go=next&choice=N][&pick=N]`: the next question (or the same one, saying to choose an answer).
 * - `?a=<25 answers>`: the result, not saved: a signed-in person may save it; a visitor's 'Sign up to save it' carries
 *   the answers through sign-up and the verification link to /welcome, which saves them to the new account.
 * - `?result=latest`: a signed-in person's latest saved result.
 * - no query: the intro; a signed-in person also sees their last result, with a retake.
 *
 * The action (the last question's 'See my results', and 'Save this result') saves a signed-in person's result
 * through the same service as `POST /api/assessment/results` and shows it; a visitor is shown theirs.
 */
import { useEffect, useRef } from 'react';
import { redirect, useLocation } from 'react-router';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { AssessmentIntro, AssessmentQuestion, AssessmentResult } from '~/client/features/assessment/components/assessment-screens';
import { questionView, resultView, stepFromQuery, stepHref } from '~/client/features/assessment/assessment-view';
import { pageAction } from '~/client/lib/page-action';
import { pageContext } from '~/client/lib/page-context';
import { requireSession } from '~/client/lib/route-guards';
import { talkPath } from '~/shared/talks';
import type { PageServices } from '~/server/pages/page-services';
import { type AreaScores, type NextStep, answersFromCompact, isCompactAnswers, percentOf, scoreAssessment } from '~/shared/assessment';
import { assessmentStepSchema } from '~/shared/assessment-schemas';
import { dateFormats } from '~/shared/date-format';
import { paths } from '~/shared/paths';
import type { Route } from './+types/assessment';
import { i18nFor } from '~/client/lib/i18n';
import { msg } from '@lingui/core/macro';
import { type Locale } from '~/shared/locales';

export const meta: Route.MetaFunction = (args) => {
  // Only the intro is a page for search engines; steps and results are one person's.
  const step = args.location.search.length > 1;
  return pageMeta(pageCopy.assessment, step ? [{ name: 'robots', content: 'noindex' }] : [], args);
};

/** The soonest upcoming ChangeTalk as a next step, named with its speaker and time; undefined when none is coming. */
async function upcomingTalkStep(services: PageServices, timeZone: string, locale: Locale): Promise<NextStep | undefined> {
  const talk = await services.talks.next();
  if (!talk) return undefined;
  const speaker = talk.speaker_name;
  const when = dateFormats(locale).formatDateTime(talk.event_date, timeZone);
  return { kind: 'talks', title: talk.title, href: talkPath(talk), why: i18nFor(locale)._(msg`${speaker}, live on ${when}: register and ask your questions.`) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, services, clientLocal, locale } = context.get(pageContext);
  const timeZone = services.publicConfig(clientLocal).platformTimeZone;
  const bank = services.assessment.bank();
  const url = new URL(request.url);
  const signedIn = !!session;

  /** The courses a signed-in person's goal (career profile) leads to, as next steps. */
  const goalSteps = async (): Promise<NextStep[]> => {
    if (!session) return [];
    const profile = await services.careerProfile.get({ actor: session.user });
    const goal = profile?.goal.trim() ?? '';
    if (!goal) return [];
    const found = await services.learning.forGoal({ actor: session.user, goal, limit: 2 });
    return found.map((c) => ({ kind: 'course', title: c.title, href: paths.courseDetail.replace(':slug', c.slug), why: i18nFor(locale)._(msg`For your goal, “${goal}”.`) }));
  };

  if (url.searchParams.get('result') === 'latest') {
    const current = requireSession(request, context);
    const latest = await services.assessment.latest({ actor: current.user });
    if (!latest) throw redirect(paths.assessment);
    const talk = await upcomingTalkStep(services, timeZone, locale);
    return { screen: 'result' as const, signedIn, result: resultView(bank, latest.scores as AreaScores, latest.total_percent, talk, latest.answers, await goalSteps()), saved: { created_at: latest.created_at }, answers: null };
  }

  const step = stepFromQuery(url.searchParams, bank.questions.length);
  if (step.kind === 'question') return { screen: 'question' as const, signedIn, question: questionView(bank, step.answered, step) };
  if (step.kind === 'complete') {
    const { scores, total_percent } = scoreAssessment(bank, answersFromCompact(bank, step.answers));
    const talk = await upcomingTalkStep(services, timeZone, locale);
    return { screen: 'result' as const, signedIn, result: resultView(bank, scores, total_percent, talk, answersFromCompact(bank, step.answers), await goalSteps()), saved: null, answers: step.answers };
  }
  const latest = session ? await services.assessment.latest({ actor: session.user }) : null;
  const last = latest
    ? {
        created_at: latest.created_at,
        total_percent: latest.total_percent,
        areas: bank.areas.map((a) => ({ id: a.id, title: a.title, percent: percentOf(latest.scores[a.id]?.points ?? 0, latest.scores[a.id]?.max ?? 0) })),
      }
    : null;
  return { screen: 'intro' as const, signedIn, areas: bank.areas.map(({ id, title, description }) => ({ id, title, description })), last, notice: step.notice };
}

/**
 * 'See my results' (the last question's answer added to `a`) and 'Save this result' (`a` complete): the result is
 * saved through the same operation as `POST /api/assessment/results` and shown as the person's latest; the service
 * refuses a visitor, who is sent to their result's address instead. Answers that are not complete go back to the
 * question that needs one, saying so.
 */
export function action(args: Route.ActionArgs) {
  const bank = args.context.get(pageContext).services.assessment.bank();
  const n = bank.questions.length;
  const answersOf = ({ a, choice }: { a: string; choice?: string }) => (a.length < n && /^[0-3]$/.test(choice ?? '') ? a + choice : a);
  return pageAction(
    args,
    assessmentStepSchema,
    async (value, { actor, services }) => {
      const answers = answersOf(value);
      if (!isCompactAnswers(answers, n)) return paths.assessment;
      if (answers.length < n) return `${stepHref(paths.assessment, value.a.slice(0, n - 1))}&go=next`;
      await services.assessment.save({ actor, answers: answersFromCompact(bank, answers) });
      return `${paths.assessment}?result=latest`;
    },
    {
      redirectTo: (to) => to,
      refused: (_refusal, value) => redirect(isCompactAnswers(answersOf(value), n) ? stepHref(paths.assessment, answersOf(value)) : paths.assessment, 303),
      invalid: () => redirect(paths.assessment, 303),
    },
  );
}

export default function AssessmentPage({ loaderData: data }: Route.ComponentProps) {
  const location = useLocation();
  // The first screen is a page load; later screens come without one (scripts on) and take the focus themselves.
  const loadedOnce = useRef(false);
  useEffect(() => {
    loadedOnce.current = true;
  }, []);
  if (data.screen === 'question') {
    return <AssessmentQuestion key={`${data.question.index}-${data.question.error ?? ''}`} question={data.question} focusOnMount={loadedOnce.current} />;
  }
  if (data.screen === 'result') {
    const returnTo = `${location.pathname}${location.search}`;
    return <AssessmentResult result={data.result} saved={data.saved} signedIn={data.signedIn} answers={data.answers} returnTo={returnTo} />;
  }
  return <AssessmentIntro areas={data.areas} last={data.last} signedIn={data.signedIn} notice={data.notice} />;
}
