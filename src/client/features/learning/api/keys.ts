/**
 * Query keys of the learning feature. Answers depend on who is signed in (enrolled, completed_lessons), so the
 * viewer's user id (or 'visitor') is part of each key; mutations invalidate by the `all` prefix.
 */
export type ViewerKey = string;

export const learningKeys = {
  all: ['learning'] as const,
  courses: (viewer: ViewerKey) => ['learning', 'courses', viewer] as const,
  course: (slug: string, viewer: ViewerKey) => ['learning', 'course', slug, viewer] as const,
  mine: (viewer: ViewerKey) => ['learning', 'mine', viewer] as const,
  verification: (id: string) => ['certificates', 'verify', id] as const,
};
