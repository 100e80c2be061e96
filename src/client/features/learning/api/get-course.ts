/**
 * `GET /api/courses/:slug` (public) → `{ course, lessons }` with lessons in order; when signed in each lesson
 * carries `completed`. 404 `not_found` for an unknown slug.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { Course, Lesson } from '~/shared/learning';
import { learningKeys } from './keys';
import { useViewer } from './use-viewer';

export interface CourseWithLessons {
  course: Course;
  lessons: Lesson[];
}

export function getCourse(slug: string): Promise<CourseWithLessons> {
  return apiFetch<CourseWithLessons>(`/api/courses/${encodeURIComponent(slug)}`);
}

export const courseQuery = (slug: string, viewer: string) =>
  queryOptions({ queryKey: learningKeys.course(slug, viewer), queryFn: () => getCourse(slug) });

export function useCourse(slug: string) {
  const viewer = useViewer();
  return useQuery({ ...courseQuery(slug, viewer.key), enabled: viewer.ready });
}
