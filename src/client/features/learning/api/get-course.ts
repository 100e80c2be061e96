/**
 * `GET /api/courses/{slug}` (public) → `{ course, lessons }` with lessons in order; when signed in each lesson
 * carries `completed`. 404 `not_found` for an unknown slug.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { learningKeys } from './keys';
import { useViewer } from '~/client/lib/use-viewer';

export function getCourse(slug: string) {
  return ok(api.courses[':slug'].$get({ param: { slug: encodeURIComponent(slug) } }));
}

export const courseQuery = (slug: string, viewer: string) =>
  queryOptions({ queryKey: learningKeys.course(slug, viewer), queryFn: () => getCourse(slug) });

export function useCourse(slug: string) {
  const viewer = useViewer();
  return useQuery({ ...courseQuery(slug, viewer.key), enabled: viewer.ready });
}
