/**
 * The lessons and quizzes of the six courses, read from `content/courses/<course slug>/`:
 *
 * - `NN-<lesson words>.md`: one lesson, NN its position (01, 02 …); YAML front matter `title`, `summary`, `minutes`
 *   (the course's outline: the catalogue is seeded from them, `course-catalogue.ts`) and an optional `video` (a
 *   YouTube video id, shown through youtube-nocookie.com); the body is Markdown with a Summary, a Worked example and
 *   Key takeaways.
 * - `quiz.json`: `{ questions: [{ id, kind: 'single' | 'multiple', prompt, options[], answer[] (option indices),
 *   explanation }] }`.
 *
 * Read once per process, on first use, and validated: a broken file throws an Error naming it, so it fails the
 * tests and the first request instead of showing a half lesson.
 */
import matter from 'gray-matter';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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

/** One lesson as written: its position in the course, front matter and Markdown body. */
export interface LessonContent {
  position: number;
  title: string;
  summary: string;
  minutes: number;
  video?: string;
  body: string;
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
}

function fail(file: string, why: string): never {
  throw new Error(`content/courses/${file}: ${why}`);
}

/** Reads and validates one course folder. */
export function readCourseContent(slug: string, dir = COURSE_CONTENT_DIR): CourseContent {
  const folder = path.join(dir, slug);
  if (!existsSync(folder)) fail(slug, 'no such folder');
  const lessons: LessonContent[] = [];
  for (const name of readdirSync(folder).filter((f) => f.endsWith('.md')).sort()) {
    const match = /^(\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/.exec(name);
    if (!match) fail(`${slug}/${name}`, 'the file name must be NN-lower-case-words.md');
    const parsed = matter(readFileSync(path.join(folder, name), 'utf8'));
    const front = lessonFrontMatterSchema.safeParse(parsed.data);
    if (!front.success) fail(`${slug}/${name}`, `invalid front matter: ${z.prettifyError(front.error)}`);
    lessons.push({ position: Number(match[1]), ...front.data, body: parsed.content.trim() });
  }
  lessons.forEach((l, i) => {
    if (l.position !== i + 1) fail(slug, `lesson files must be numbered 01, 02 … without gaps (found ${String(l.position).padStart(2, '0')} at place ${i + 1})`);
  });
  const quizPath = path.join(folder, 'quiz.json');
  if (!existsSync(quizPath)) fail(slug, 'quiz.json is missing');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(quizPath, 'utf8'));
  } catch (err) {
    fail(`${slug}/quiz.json`, `not JSON (${(err as Error).message})`);
  }
  const quiz = quizFileSchema.safeParse(raw);
  if (!quiz.success) fail(`${slug}/quiz.json`, z.prettifyError(quiz.error));
  if (new Set(quiz.data.questions.map((q) => q.id)).size !== quiz.data.questions.length) fail(`${slug}/quiz.json`, 'question ids must differ');
  return { lessons, quiz: quiz.data };
}

const cache = new Map<string, CourseContent | null>();

/** The content of course `slug`, read once per process; null when the course has no folder. */
export function courseContent(slug: string): CourseContent | null {
  if (!cache.has(slug)) cache.set(slug, existsSync(path.join(COURSE_CONTENT_DIR, slug)) ? readCourseContent(slug) : null);
  return cache.get(slug) ?? null;
}
