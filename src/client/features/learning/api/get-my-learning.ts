/**
 * `GET /api/me/learning` (signed in) → the viewer's enrolments (course, completed_lessons, lessons_count,
 * completed_at or null) and certificates. 401 when signed out, so the hook only asks for a signed-in viewer.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { learningKeys } from './keys';
import { useViewer } from '~/client/lib/use-viewer';

export function getMyLearning() {
  return ok(api.me.learning.$get());
}

export const myLearningQuery = (viewer: string) => queryOptions({ queryKey: learningKeys.mine(viewer), queryFn: getMyLearning });

export function useMyLearning() {
  const viewer = useViewer();
  return useQuery({ ...myLearningQuery(viewer.key), enabled: viewer.ready && viewer.signedIn });
}
