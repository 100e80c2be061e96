/**
 * A course's graded quiz, at /entrepreneurship/courses/:slug/quiz and /courses/:slug/quiz: the questions,
 * reshuffled on every load, as one form posted to this route's action (course-actions.ts `quizAction`), graded on
 * the server; the result page shows the score, every explanation and, when earned, the certificate. Works without
 * scripts. Not indexed: the questions are for learners.
 */
import { msg } from '@lingui/core/macro';
import { data } from 'react-router';
import { metaText, pageCopy, pageMeta } from '~/client/config/pages';
import { QuizView } from '~/client/features/learning/components/quiz-view';
import { quizAction } from '~/client/features/learning/course-actions';
import { pageContext } from '~/client/lib/page-context';
import type { Route } from './+types/course-quiz';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { actor, services, orNull } = context.get(pageContext);
  const quiz = await orNull(() => services.learning.quiz({ actor, slug: params.slug }));
  if (!quiz) throw data(null, { status: 404 });
  return { quiz, signedIn: !!actor };
}

export const action = quizAction;

/** A new order on every load: never reused from a cache or kept after an action for a different attempt. */
export const headers = () => ({ 'cache-control': 'private, no-store' });

export const meta: Route.MetaFunction = (args) => {
  const quiz = args.loaderData?.quiz;
  if (!quiz) return pageMeta(pageCopy.notFound, [{ name: 'robots', content: 'noindex' }], args);
  const courseTitle = quiz.course.title;
  return [{ title: `${metaText(args, msg`Quiz: ${courseTitle}`)} · ChangePath` }, { name: 'robots', content: 'noindex' }];
};

export default function CourseQuizPage({ loaderData }: Route.ComponentProps) {
  return <QuizView quiz={loaderData.quiz} signedIn={loaderData.signedIn} />;
}
