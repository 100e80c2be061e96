/**
 * Where the learning pages link to: a course's page, a lesson's and the quiz's (keeping the /courses or /entrepreneurship/courses prefix the
 * visitor came through), a certificate's PDF and verification page, and sign-in with the page to come back to.
 */
import { generatePath } from 'react-router';
import { paths } from '~/shared/paths';

/** The page of course `slug`; `short` keeps the visitor under /courses. */
export function coursePath(slug: string, short = false): string {
  return generatePath(short ? paths.courseDetailShort : paths.courseDetail, { slug });
}

/** The page of lesson `position` (1, 2 …) of course `slug`; `short` keeps the visitor under /courses. */
export function lessonPath(slug: string, position: number, short = false): string {
  return generatePath(short ? paths.lessonShort : paths.lesson, { slug, position: String(position) });
}

/** The quiz page of course `slug`; `short` keeps the visitor under /courses. */
export function quizPath(slug: string, short = false): string {
  return generatePath(short ? paths.courseQuizShort : paths.courseQuiz, { slug });
}

/** True for paths under /courses (the short alias of /entrepreneurship/courses). */
export function isShortCoursesPath(pathname: string): boolean {
  return pathname === paths.coursesShort || pathname.startsWith(paths.coursesShort + '/');
}

/** The public verification page of certificate `id`. */
export function certificateVerifyPath(id: string): string {
  return generatePath(paths.certificateVerify, { id });
}

/** The owner-only PDF download of certificate `id`. */
export function certificatePdfUrl(id: string): string {
  return `/api/certificates/${encodeURIComponent(id)}/pdf`;
}

/** The sign-in page, carrying the page to return to as `redirect` (a same-site path; /signin goes back there). */
export function signInHref(returnTo: string): string {
  return `${paths.signIn}?redirect=${encodeURIComponent(returnTo)}`;
}
