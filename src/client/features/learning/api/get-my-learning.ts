/**
 * `GET /api/me/learning` (signed in) → the viewer's enrolments (course, completed_lessons, lessons_count,
 * completed_at or null) and certificates. 401 when signed out, so the hook only asks for a signed-in viewer.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { Certificate, Course } from '~/shared/learning';
import { learningKeys } from './keys';
import { useViewer } from './use-viewer';

export interface Enrollment {
  course: Course;
  completed_lessons: number;
  lessons_count: number;
  completed_at: string | null;
}

export interface MyLearning {
  enrollments: Enrollment[];
  certificates: Certificate[];
}

export function getMyLearning(): Promise<MyLearning> {
  return apiFetch<MyLearning>('/api/me/learning');
}

export const myLearningQuery = (viewer: string) => queryOptions({ queryKey: learningKeys.mine(viewer), queryFn: getMyLearning });

export function useMyLearning() {
  const viewer = useViewer();
  return useQuery({ ...myLearningQuery(viewer.key), enabled: viewer.ready && viewer.signedIn });
}
