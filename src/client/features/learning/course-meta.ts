/**
 * What a course's and a mentor's pages say about themselves: canonical paths (a course is at
 * /entrepreneurship/courses/:slug and /courses/:slug; the first is canonical), descriptions, and schema.org JSON-LD
 * (`Course`; `ProfilePage` with its `Person`). Pure.
 */
import type { Course, Mentor } from '~/shared/learning';
import { paths } from '~/shared/paths';

export const coursePath = (slug: string) => paths.courseDetail.replace(':slug', slug);
export const mentorPath = (slug: string) => paths.mentorProfile.replace(':slug', slug);

const organization = (origin: string) => ({ '@type': 'Organization', name: 'ChangePath', ...(origin ? { url: origin } : {}) });

export function courseJsonLd(course: Course, opts: { origin: string; url: string }): Record<string, unknown> {
  return {
    '@type': 'Course',
    name: course.title,
    description: course.description,
    inLanguage: course.lang,
    url: opts.url,
    provider: organization(opts.origin),
    educationalLevel: course.level,
    about: course.topics,
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online', courseWorkload: `PT${course.duration_minutes}M` },
  };
}

export function mentorJsonLd(mentor: Mentor, opts: { origin: string; url: string }): Record<string, unknown> {
  const image = mentor.avatar ? (/^https?:/.test(mentor.avatar) ? mentor.avatar : `${opts.origin}${mentor.avatar}`) : undefined;
  return {
    '@type': 'ProfilePage',
    url: opts.url,
    mainEntity: {
      '@type': 'Person',
      name: mentor.name,
      jobTitle: mentor.title,
      worksFor: { '@type': 'Organization', name: mentor.company },
      description: mentor.bio,
      knowsAbout: mentor.expertise,
      homeLocation: { '@type': 'Place', name: mentor.location },
      ...(image ? { image } : {}),
    },
  };
}

/** Text cut to about 160 characters at a word. */
export function shortDescription(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= 160 ? t : `${t.slice(0, 157).replace(/\s\S*$/, '')}…`;
}
