/** `GET /api/courses` (public) → `{ courses }`; signed-in viewers also get enrolled and completed_lessons. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { learningKeys } from './keys';
import { useViewer } from '~/client/lib/use-viewer';

export function getCourses() {
  return ok(api.courses.$get());
}

export const coursesQuery = (viewer: string) =>
  queryOptions({ queryKey: learningKeys.courses(viewer), queryFn: getCourses, select: (d) => d.courses });

export function useCourses() {
  const viewer = useViewer();
  return useQuery({ ...coursesQuery(viewer.key), enabled: viewer.ready });
}
