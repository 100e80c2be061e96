/**
 * One course, at /entrepreneurship/courses/:slug and /courses/:slug: its lessons, enrolment and progress,
 * rendered on the server for this viewer; an unknown course answers 404. Meta: canonical link (the
 * /entrepreneurship/courses address), absolute Open Graph URLs and schema.org Course JSON-LD.
 */
import { msg } from '@lingui/core/macro';
import { data } from 'react-router';
import { absoluteUrl, metaText, pageCopy, pageMeta, siteOrigin, socialMeta } from '~/client/config/pages';
import { learningKeys } from '~/client/features/learning/api/keys';
import { CourseDetail } from '~/client/features/learning/components/course-detail';
import { courseAction } from '~/client/features/learning/course-actions';
import { courseJsonLd, coursePath, shortDescription } from '~/client/features/learning/course-meta';
import { pageContext } from '~/client/lib/page-context';
import { seedQueries } from '~/client/lib/query-client';
import type { Route } from './+types/course-detail';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { actor, services, orNull } = context.get(pageContext);
  const found = await orNull(() => services.learning.course({ actor, slug: params.slug }));
  if (!found) throw data(null, { status: 404 });
  return { course: found.course, seeds: seedQueries([[learningKeys.course(params.slug, actor?.id ?? 'visitor'), found]]) };
}

export const action = courseAction;

export const meta: Route.MetaFunction = (args) => {
  const course = args.loaderData?.course;
  if (!course) return pageMeta(pageCopy.notFound, [{ name: 'robots', content: 'noindex' }], args);
  const path = coursePath(course.slug);
  const origin = siteOrigin(args);
  return socialMeta(
    { title: `${course.title} · ${metaText(args, msg`Courses`)} · ChangePath`, description: shortDescription(course.description), path, jsonLd: courseJsonLd(course, { origin, url: absoluteUrl(origin, path) }) },
    args,
  );
};

export default function CourseDetailPage({ params }: Route.ComponentProps) {
  return <CourseDetail key={params.slug} slug={params.slug} />;
}
