/**
 * Which courses serve a goal. A person's goal ("I want to become a data analyst at a bank", "crack TCS placements")
 * or a career's skills are matched against each course's goal words in the catalogue (content/courses/catalogue.json,
 * `goals`): the dashboard, the skills assessment's result and the AI mentor all recommend through this one function,
 * so a data-analyst goal leads to SQL and Excel wherever the person looks, and a placement goal to aptitude and
 * interviews.
 *
 * Matching is on whole words, case-insensitive, on the text as written (Devanagari included); a course scores one
 * point per goal word found, and two for a phrase of several words ("data analyst" says more than "data"). Ties keep
 * catalogue order. A course translated into `locale` is named by its translated title.
 */
import { type Locale, defaultLocale } from '~/shared/locales';
import { type CatalogueCourse, courseCatalogue } from './course-catalogue';

/** A course a goal leads to. */
export interface GoalCourse {
  slug: string;
  /** The course's title in the language asked for when the course is translated into it, else as written. */
  title: string;
  /** The language of `title`. */
  lang: Locale;
  /** The goal words of the course the text matched, strongest first. */
  matched: string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when `phrase` occurs in `text` as whole words (letters and digits of any script delimit words). */
function hasPhrase(text: string, phrase: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/**
 * The courses `text` leads to, best first, at most `limit`, leaving out `exclude` (slugs the person already
 * finished or is taking) and courses scoring below `minScore` (1: any goal word; a long text such as a career's
 * skills asks for more). Empty when nothing in the text names a goal any course serves.
 */
export function coursesForGoal(
  text: string,
  opts: { limit?: number; exclude?: Iterable<string>; minScore?: number; catalogue?: CatalogueCourse[]; locale?: Locale } = {},
): GoalCourse[] {
  const { limit = 3, minScore = 1, catalogue = courseCatalogue(), locale = defaultLocale } = opts;
  const exclude = new Set(opts.exclude ?? []);
  if (!text.trim()) return [];
  const scored = catalogue.flatMap((course, position) => {
    if (exclude.has(course.slug)) return [];
    const matched = course.goals.filter((g) => hasPhrase(text, g)).sort((a, b) => b.split(' ').length - a.split(' ').length);
    const score = matched.reduce((sum, g) => sum + (g.includes(' ') ? 2 : 1), 0);
    const translated = course.translations?.[locale]?.title;
    return score >= minScore ? [{ slug: course.slug, title: translated ?? course.title, lang: translated ? locale : defaultLocale, matched, score, position }] : [];
  });
  return scored
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, limit)
    .map(({ slug, title, lang, matched }) => ({ slug, title, lang, matched }));
}
