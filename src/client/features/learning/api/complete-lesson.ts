/**
 * `POST /api/courses/:slug/lessons/:lessonId/completion` (signed in, enrolled) →
 * `{ completed_lessons, course_completed, certificate }`; the certificate is issued (once) when the last lesson
 * completes. Marks the lesson complete in the cached course at once, then invalidates everything learning.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { Certificate } from '~/shared/learning';
import type { CourseWithLessons } from './get-course';
import { learningKeys } from './keys';

export interface CompletionResult {
  completed_lessons: number;
  course_completed: boolean;
  certificate: Certificate | null;
}

export function completeLesson({ slug, lessonId }: { slug: string; lessonId: string }): Promise<CompletionResult> {
  return apiFetch<CompletionResult>(
    `/api/courses/${encodeURIComponent(slug)}/lessons/${encodeURIComponent(lessonId)}/completion`,
    { method: 'POST' },
  );
}

export function useCompleteLesson(viewer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLesson,
    onSuccess: (result, { slug, lessonId }) =>
      queryClient.setQueryData<CourseWithLessons>(learningKeys.course(slug, viewer), (old) =>
        old
          ? {
              course: { ...old.course, completed_lessons: result.completed_lessons },
              lessons: old.lessons.map((l) => (l.id === lessonId ? { ...l, completed: true } : l)),
            }
          : old,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: learningKeys.all }),
  });
}
