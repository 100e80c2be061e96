/**
 * The course catalogue, with each course's outline taken from its lessons (decision 019): `content/courses/catalogue.json`
 * lists the courses in catalogue order with what only the catalogue says (title, description, level, students,
 * rating, topics, and the goal words that lead to the course); each course's folder (`content/courses/<slug>/`, read by `course-content.ts`) is the one place its
 * outline is written — every lesson's title, summary and minutes in its front matter. The course's duration is the
 * sum of its lessons' minutes.
 *
 * Read and checked at start (`createRuntime`), before the catalogue is seeded: a broken file stops the start with the
 * file's name and the field.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { COURSE_LEVELS } from '~/shared/learning';
import { defaultLocale, locales } from '~/shared/locales';
import { COURSE_CONTENT_DIR, readCourseContent } from './course-content';

/** The catalogue file's name in the courses folder. */
export const COURSE_CATALOGUE_FILE = 'catalogue.json';

const catalogueFileSchema = z
  .strictObject({
    courses: z
      .array(
        z.strictObject({
          /** The course's folder under content/courses and its URL. */
          slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug is lower-case words joined by hyphens'),
          title: z.string().min(1),
          level: z.enum(COURSE_LEVELS),
          /** Students shown before anyone enrols here; enrolments add to it. */
          base_students: z.int().nonnegative(),
          /** Out of 5, one decimal; null for a course too new to have ratings (shown as New). */
          rating: z.number().min(0).max(5).nullable(),
          description: z.string().min(1),
          topics: z.array(z.string().min(1)).min(1),
          /**
           * Words of a person's goal or a career's skills this course serves, lower case ('data analyst', 'sql',
           * 'placement'): how a goal finds its courses (course-goals.ts).
           */
          goals: z.array(z.string().min(1).regex(/^[^A-Z]+$/, 'goal words are lower case')).min(1),
          /**
           * The course's title, description and topics in other languages than English, by language ('hi'), for a
           * course whose lessons are translated too (`NN-….hi.md`): what the catalogue shows in that language.
           */
          translations: z
            .partialRecord(
              z.enum(locales.filter((l) => l !== defaultLocale)),
              z.strictObject({ title: z.string().min(1), description: z.string().min(1), topics: z.array(z.string().min(1)).min(1) }),
            )
            .optional(),
        }),
      )
      .min(1),
  })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.courses.forEach((c, i) => {
      if (seen.has(c.slug)) ctx.addIssue({ code: 'custom', path: ['courses', i, 'slug'], message: `"${c.slug}" is listed twice` });
      seen.add(c.slug);
      for (const [locale, words] of Object.entries(c.translations ?? {})) {
        if (words.topics.length !== c.topics.length) {
          ctx.addIssue({ code: 'custom', path: ['courses', i, 'translations', locale, 'topics'], message: `translates the ${c.topics.length} topics, one for one` });
        }
      }
    });
  });

/** One lesson of a course's outline; minutes as written in the lesson's front matter. */
export interface OutlineLesson {
  title: string;
  summary: string;
  minutes: number;
}

/** A course as catalogue.json lists it. */
type CatalogueEntry = z.infer<typeof catalogueFileSchema>['courses'][number];

/** A course as the catalogue shows it: the catalogue's fields, its duration and its outline, lessons in order. */
export interface CatalogueCourse extends CatalogueEntry {
  /** The lessons' minutes added up, in words: "2 hours", "2.5 hours", "45 minutes". */
  duration: string;
  lessons: OutlineLesson[];
}

/** A course's length in words from its minutes: to the nearest half hour from an hour up, else in minutes. */
export function courseDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.round(minutes / 30) / 2;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * Reads and checks the catalogue and every course folder it lists.
 * @param dir the courses folder; the shipped one by default.
 * @throws Error naming the file: catalogue.json unreadable or not valid (with the first problems as `<field path>:
 *   <what is wrong>`), a course folder missing or not listed, or a lesson or quiz file broken (`readCourseContent`).
 */
export function readCourseCatalogue(dir: string = COURSE_CONTENT_DIR): CatalogueCourse[] {
  const file = path.join(dir, COURSE_CATALOGUE_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`The course catalogue ${file} could not be read: ${(err as Error).message}`, { cause: err });
  }
  const parsed = catalogueFileSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new Error(`The course catalogue ${file} is not valid:\n  ${problems.join('\n  ')}`);
  }
  const listed = new Set(parsed.data.courses.map((c) => c.slug));
  // A folder the catalogue does not list would never be seeded, so its lessons could not be reached.
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !listed.has(entry.name)) throw new Error(`content/courses/${entry.name}: the course is not listed in ${COURSE_CATALOGUE_FILE}`);
  }
  return parsed.data.courses.map((course) => {
    const lessons = readCourseContent(course.slug, dir).lessons.map(({ title, summary, minutes }) => ({ title, summary, minutes }));
    if (lessons.length === 0) throw new Error(`content/courses/${course.slug}: the course has no lesson files (NN-lower-case-words.md)`);
    return { ...course, duration: courseDuration(lessons.reduce((sum, l) => sum + l.minutes, 0)), lessons };
  });
}

let catalogue: CatalogueCourse[] | undefined;

/** The catalogue, read and checked on first use (at start, by createRuntime) and kept for the process. */
export function courseCatalogue(): CatalogueCourse[] {
  catalogue ??= readCourseCatalogue();
  return catalogue;
}
