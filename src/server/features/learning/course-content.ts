/**
 * The lessons and quizzes of the six courses, read from `content/courses/<course slug>/`:
 *
 * - `NN-<lesson words>.md`: one lesson, NN its position (01, 02 …); YAML front matter `title`, `summary`, `minutes`
 *   (the course's outline: the catalogue is seeded from them, `course-catalogue.ts`) and an optional `video` (a
 *   YouTube video id, shown through youtube-nocookie.com); the body is Markdown with a Summary, a Worked example and
 *   Key takeaways.
 * - `quiz.json`: `{ questions: [{ id, kind: 'single' | 'multiple', prompt, options[], answer[] (option indices),
 *   explanation }] }`.
 * - Translations, optional, one file per lesson and language: `NN-<lesson words>.<language>.md` (e.g.
 *   `01-how-placement-aptitude-tests-work.hi.md`) beside the lesson it translates, with the same front matter keys
 *   (`title` and `summary` translated; `minutes` and `video` as in the original) and a body of the same headings'
 *   levels in the same order; `quiz.<language>.json` with the same questions, kinds, answers and number of options,
 *   so a quiz is graded the same whichever language it was taken in. A lesson is shown in the page's language when
 *   it has that translation, otherwise in the language it was written in (English), marked as such.
 *
 * Read once per process, on first use, and validated: a broken file throws an Error naming it, so it fails the
 * tests and the first request instead of showing a half lesson.
 */
import matter from 'gray-matter';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type Locale, defaultLocale, isLocale } from '~/shared/locales';

/** Where the course folders are (the repository's, or the image's, working directory). */
export const COURSE_CONTENT_DIR = path.resolve(process.cwd(), 'content/courses');

const lessonFrontMatterSchema = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  minutes: z.number().int().positive(),
  /** A YouTube video id (11 characters). */
  video: z
    .string()
    .regex(/^[\w-]{11}$/)
    .optional(),
});

/** A lesson's words in one language: title, summary (the outline's) and Markdown body. */
export interface LessonWords {
  title: string;
  summary: string;
  body: string;
}

/** One lesson as written: its position in the course, front matter and Markdown body, and its translations. */
export interface LessonContent extends LessonWords {
  position: number;
  minutes: number;
  video?: string;
  /** The lesson in other languages than English, by language: those with a `NN-….<language>.md` file. */
  translations: Partial<Record<Locale, LessonWords>>;
}

export const quizFileSchema = z.object({
  questions: z
    .array(
      z
        .object({
          id: z.string().regex(/^[a-z0-9-]+$/),
          kind: z.enum(['single', 'multiple']),
          prompt: z.string().min(1),
          options: z.array(z.string().min(1)).min(2).max(6),
          answer: z.array(z.number().int().nonnegative()).min(1),
          explanation: z.string().min(1),
        })
        .refine((q) => q.answer.every((i) => i < q.options.length), 'an answer index is past the last option')
        .refine((q) => (q.kind === 'single' ? q.answer.length === 1 : q.answer.length >= 2), 'single questions have one answer, multiple ones two or more')
        .refine((q) => new Set(q.options).size === q.options.length, 'options must differ'),
    )
    .min(8),
});
/** A course's quiz with its answers: server only. */
export type QuizFile = z.infer<typeof quizFileSchema>;

export interface CourseContent {
  lessons: LessonContent[];
  quiz: QuizFile;
  /** The quiz in other languages than English: same ids, kinds, answers and option counts (checked when read). */
  quizTranslations: Partial<Record<Locale, QuizFile>>;
}

/** The `## …` and `### …` levels of a Markdown body in order: a translation keeps its original's outline. */
const headingLevels = (markdown: string) => [...markdown.matchAll(/^(#{1,6}) /gm)].map((m) => m[1]!.length).join(',');

function fail(file: string, why: string): never {
  throw new Error(`content/courses/${file}: ${why}`);
}

/** Reads and validates one course folder, translations included. */
export function readCourseContent(slug: string, dir = COURSE_CONTENT_DIR): CourseContent {
  const folder = path.join(dir, slug);
  if (!existsSync(folder)) fail(slug, 'no such folder');
  const lessons: LessonContent[] = [];
  const lessonByFile = new Map<string, LessonContent>();
  const translationFiles: Array<{ name: string; original: string; locale: Locale }> = [];
  for (const name of readdirSync(folder).filter((f) => f.endsWith('.md')).sort()) {
    const translated = /^(\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]{2})\.md$/.exec(name);
    if (translated) {
      const locale = translated[2]!;
      if (!isLocale(locale) || locale === defaultLocale) fail(`${slug}/${name}`, `"${locale}" is not a language of the site to translate into`);
      translationFiles.push({ name, original: `${translated[1]}.md`, locale });
      continue;
    }
    const match = /^(\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/.exec(name);
    if (!match) fail(`${slug}/${name}`, 'the file name must be NN-lower-case-words.md (or NN-lower-case-words.<language>.md for a translation)');
    const parsed = matter(readFileSync(path.join(folder, name), 'utf8'));
    const front = lessonFrontMatterSchema.safeParse(parsed.data);
    if (!front.success) fail(`${slug}/${name}`, `invalid front matter: ${z.prettifyError(front.error)}`);
    const lesson: LessonContent = { position: Number(match[1]), ...front.data, body: parsed.content.trim(), translations: {} };
    lessons.push(lesson);
    lessonByFile.set(name, lesson);
  }
  lessons.forEach((l, i) => {
    if (l.position !== i + 1) fail(slug, `lesson files must be numbered 01, 02 … without gaps (found ${String(l.position).padStart(2, '0')} at place ${i + 1})`);
  });
  for (const { name, original, locale } of translationFiles) {
    const lesson = lessonByFile.get(original);
    if (!lesson) fail(`${slug}/${name}`, `translates ${original}, which is not a lesson of the course`);
    const parsed = matter(readFileSync(path.join(folder, name), 'utf8'));
    const front = lessonFrontMatterSchema.safeParse(parsed.data);
    if (!front.success) fail(`${slug}/${name}`, `invalid front matter: ${z.prettifyError(front.error)}`);
    if (front.data.minutes !== lesson.minutes || front.data.video !== lesson.video) fail(`${slug}/${name}`, `minutes and video must be those of ${original}`);
    const body = parsed.content.trim();
    if (headingLevels(body) !== headingLevels(lesson.body)) fail(`${slug}/${name}`, `its headings must follow ${original}'s, level by level`);
    lesson.translations[locale] = { title: front.data.title, summary: front.data.summary, body };
  }
  const quiz = readQuizFile(slug, folder, 'quiz.json');
  if (!quiz) fail(slug, 'quiz.json is missing');
  const quizTranslations: CourseContent['quizTranslations'] = {};
  for (const locale of readdirSync(folder).flatMap((f) => /^quiz\.([a-z]{2})\.json$/.exec(f)?.[1] ?? [])) {
    const file = `quiz.${locale}.json`;
    if (!isLocale(locale) || locale === defaultLocale) fail(`${slug}/${file}`, `"${locale}" is not a language of the site to translate into`);
    const translated = readQuizFile(slug, folder, file)!;
    const shape = (q: QuizFile) => JSON.stringify(q.questions.map(({ id, kind, answer, options }) => [id, kind, answer, options.length]));
    if (shape(translated) !== shape(quiz)) fail(`${slug}/${file}`, 'must have quiz.json\'s questions in its order, with the same ids, kinds, answers and number of options');
    quizTranslations[locale] = translated;
  }
  return { lessons, quiz, quizTranslations };
}

/** Reads and validates one quiz file of a course folder; null when it is not there. */
function readQuizFile(slug: string, folder: string, file: string): QuizFile | null {
  const quizPath = path.join(folder, file);
  if (!existsSync(quizPath)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(quizPath, 'utf8'));
  } catch (err) {
    fail(`${slug}/${file}`, `not JSON (${(err as Error).message})`);
  }
  const quiz = quizFileSchema.safeParse(raw);
  if (!quiz.success) fail(`${slug}/${file}`, z.prettifyError(quiz.error));
  if (new Set(quiz.data.questions.map((q) => q.id)).size !== quiz.data.questions.length) fail(`${slug}/${file}`, 'question ids must differ');
  return quiz.data;
}

const cache = new Map<string, CourseContent | null>();

/** The content of course `slug`, read once per process; null when the course has no folder. */
export function courseContent(slug: string): CourseContent | null {
  if (!cache.has(slug)) cache.set(slug, existsSync(path.join(COURSE_CONTENT_DIR, slug)) ? readCourseContent(slug) : null);
  return cache.get(slug) ?? null;
}
