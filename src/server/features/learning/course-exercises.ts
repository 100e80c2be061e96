/**
 * A course's practice exercises, read from its folder's `exercises.json`, of one of two kinds:
 * - `{ kind: 'sql', exercises: [{ id, lesson (the lesson's file name without .md), title, prompt, starter, solution,
 *   hints[], order_matters, expected: { columns[], rows[][] } }] }` with `dataset.sql` beside it (the tables every
 *   exercise queries, PostgreSQL, run in the learner's browser by PGlite); the browser checks its own result against
 *   `expected`.
 * - `{ kind: 'formula', exercises: [{ id, lesson, title, prompt, sheet (rows of cells, row 1 the headers), solution
 *   ('=…'), hints[], expected (number, text or TRUE/FALSE) }] }`: spreadsheet formulas, checked on the server by the
 *   formula engine (learning.service.ts).
 *
 * `expected` is the solution's result, written by `npm run content:exercises`; a test works them out again and fails
 * when a file drifted. The solution never leaves the server.
 *
 * Read once per process on first use; a broken file throws an Error naming it (the tests and the start catch it).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type FormulaExercise, sheetValueSchema } from '~/shared/formula-exercises';
import { type SqlExercise, queryResultSchema } from '~/shared/sql-exercises';
import { COURSE_CONTENT_DIR, readCourseContent } from './course-content';

export const EXERCISES_FILE = 'exercises.json';
export const DATASET_FILE = 'dataset.sql';

const common = {
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  lesson: z.string().regex(/^\d{2}-[a-z0-9-]+$/),
  title: z.string().min(1),
  prompt: z.string().min(1),
  solution: z.string().min(1),
  hints: z.array(z.string().min(1)).min(1),
};

const exerciseFileSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('sql'),
    exercises: z.array(z.strictObject({ ...common, starter: z.string(), order_matters: z.boolean(), expected: queryResultSchema })).min(1),
  }),
  z.object({
    kind: z.literal('formula'),
    exercises: z
      .array(
        z.strictObject({
          ...common,
          solution: z.string().regex(/^=/, 'a formula starts with ='),
          sheet: z.array(z.array(sheetValueSchema)).min(2).max(60),
          expected: z.union([z.number(), z.string(), z.boolean()]),
        }),
      )
      .min(1),
  }),
]);
export type ExerciseFile = z.infer<typeof exerciseFileSchema>;

/** One exercise with its solution (which stays on the server). */
export type CourseExercise = (SqlExercise | FormulaExercise) & { solution: string };

/** A course's practice: the SQL dataset (null for formula exercises) and the exercises by lesson position (1-based). */
export interface CourseExercises {
  kind: 'sql' | 'formula';
  dataset: string | null;
  /** Exercises of each lesson, by the lesson's position, in file order. */
  byLesson: Map<number, CourseExercise[]>;
}

/**
 * Reads `slug`'s exercises, or null when the course has none (no exercises.json).
 * @throws Error naming the file when exercises.json is not valid, names a lesson that does not exist or repeats an
 *   id, or when SQL exercises have no dataset.sql.
 */
export function readCourseExercises(slug: string, dir = COURSE_CONTENT_DIR): CourseExercises | null {
  const folder = path.join(dir, slug);
  const datasetPath = path.join(folder, DATASET_FILE);
  if (!existsSync(path.join(folder, EXERCISES_FILE))) return null;
  const where = `content/courses/${slug}/${EXERCISES_FILE}`;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path.join(folder, EXERCISES_FILE), 'utf8'));
  } catch (err) {
    throw new Error(`${where}: not readable JSON (${(err as Error).message})`, { cause: err });
  }
  const parsed = exerciseFileSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${where}: ${z.prettifyError(parsed.error)}`);
  const lessons = readCourseContent(slug, dir).lessons;
  const files = readLessonStems(folder);
  const { kind } = parsed.data;
  if (kind === 'sql' && !existsSync(datasetPath)) throw new Error(`${where}: SQL exercises need ${DATASET_FILE} beside them`);
  const byLesson = new Map<number, CourseExercise[]>();
  const seen = new Set<string>();
  for (const ex of parsed.data.exercises) {
    if (seen.has(ex.id)) throw new Error(`${where}: exercise id "${ex.id}" is used twice`);
    seen.add(ex.id);
    const position = files.indexOf(ex.lesson) + 1;
    if (position === 0 || !lessons.some((l) => l.position === position)) throw new Error(`${where}: exercise "${ex.id}" names lesson "${ex.lesson}", which does not exist`);
    const { lesson: _lesson, ...exercise } = ex;
    byLesson.set(position, [...(byLesson.get(position) ?? []), { kind, ...exercise } as CourseExercise]);
  }
  return { kind, dataset: kind === 'sql' ? readFileSync(datasetPath, 'utf8') : null, byLesson };
}

/** The lesson files' names without `.md`, in lesson order (course-content.ts checks they are numbered 01, 02 …). */
function readLessonStems(folder: string): string[] {
  return readdirSync(folder)
    .filter((f) => /^\d{2}-[a-z0-9-]+\.md$/.test(f))
    .sort()
    .map((f) => f.slice(0, -3));
}

const cache = new Map<string, CourseExercises | null>();

/** A course's exercises (read once per process), or null when it has none. */
export function courseExercises(slug: string): CourseExercises | null {
  if (!cache.has(slug)) cache.set(slug, readCourseExercises(slug));
  return cache.get(slug)!;
}
