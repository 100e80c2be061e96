/**
 * One course (issue 7), at /entrepreneurship/courses/:slug and /courses/:slug: its lessons, enrolment and progress.
 * Client-rendered through the SPA fallback (not prerendered).
 */
import { pageMeta } from '~/client/config/pages';
import { CourseDetail } from '~/client/features/learning/components/course-detail';
import type { Route } from './+types/course-detail';

export const meta: Route.MetaFunction = (args) =>
  pageMeta({ title: 'Course', description: 'A ChangePath course: its lessons, your progress and your certificate.', heading: '', intro: '' }, [], args);

export default function CourseDetailPage({ params }: Route.ComponentProps) {
  return <CourseDetail key={params.slug} slug={params.slug} />;
}
