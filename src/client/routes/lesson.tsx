/**
 * One lesson of a course, at /entrepreneurship/courses/:slug/lessons/:position and /courses/…: rendered on
 * the server with its Markdown for this viewer; an unknown lesson answers 404. 'Mark complete' and 'Enroll Now' post
 * to this route's action (the course pages' action), so they work without scripts.
 */
import { data } from 'react-router';
import { pageCopy, pageMeta, socialMeta } from '~/client/config/pages';
import { courseAction } from '~/client/features/learning/course-actions';
import { shortDescription } from '~/client/features/learning/course-meta';
import { LessonView } from '~/client/features/learning/components/lesson-view';
import { lessonPath } from '~/client/features/learning/learning.links';
import { pageContext } from '~/client/lib/page-context';
import type { Route } from './+types/lesson';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { actor, services, orNull } = context.get(pageContext);
  const position = Number(params.position);
  const page = Number.isInteger(position) && position >= 1 && position <= 50 ? await orNull(() => services.learning.lesson({ actor, slug: params.slug, position })) : null;
  if (!page) throw data(null, { status: 404 });
  return { page, signedIn: !!actor };
}

export const action = courseAction;

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page;
  if (!page) return pageMeta(pageCopy.notFound, [{ name: 'robots', content: 'noindex' }], args);
  return socialMeta(
    { title: `${page.lesson.title} · ${page.course.title} · ChangePath`, description: shortDescription(page.lesson.summary), path: lessonPath(page.course.slug, page.lesson.position) },
    args,
  );
};

export default function LessonPage({ loaderData }: Route.ComponentProps) {
  return <LessonView key={`${loaderData.page.course.slug}/${loaderData.page.lesson.position}`} page={loaderData.page} signedIn={loaderData.signedIn} />;
}
