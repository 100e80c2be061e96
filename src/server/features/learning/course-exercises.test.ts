/**
 * The SQL exercises as shipped: every file reads, every solution run on its dataset in PGlite gives the expected
 * result stored in exercises.json (run `npm run content:exercises` after changing one), and no starter is already
 * the answer. Also: a broken file is refused with its name.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { resultMismatch, resultOf } from '~/shared/sql-exercises';
import { readCourseCatalogue } from './course-catalogue';
import { COURSE_CONTENT_DIR } from './course-content';
import { readCourseExercises } from './course-exercises';

const withExercises = readCourseCatalogue().flatMap((c) => {
  const ex = readCourseExercises(c.slug);
  return ex ? [{ slug: c.slug, ex }] : [];
});

describe('SQL exercises', () => {
  it('exist for SQL from Zero, at least two in every lesson', () => {
    const sql = withExercises.find((c) => c.slug === 'sql-from-zero');
    expect(sql).toBeDefined();
    for (const position of [1, 2, 3, 4, 5]) expect(sql!.ex.byLesson.get(position)?.length ?? 0, `lesson ${position}`).toBeGreaterThanOrEqual(2);
  });

  for (const { slug, ex } of withExercises) {
    it(`${slug}: each solution gives the stored expected result, and no starter does`, { timeout: 60_000 }, async () => {
      const db = new PGlite();
      try {
        await db.exec(ex.dataset);
        for (const exercise of [...ex.byLesson.values()].flat()) {
          const solved = resultOf((await db.query(exercise.solution, [], { rowMode: 'array' })) as never);
          expect(solved, `${exercise.id}: run npm run content:exercises`).toEqual(exercise.expected);
          expect(resultMismatch(exercise.expected, solved, exercise.order_matters), exercise.id).toBeNull();
          const started = await db.query(exercise.starter, [], { rowMode: 'array' }).then(
            (r) => resultOf(r as never),
            () => null,
          );
          if (started) expect(resultMismatch(exercise.expected, started, exercise.order_matters), `${exercise.id}: the starter is already the answer`).not.toBeNull();
        }
      } finally {
        await db.close();
      }
    });
  }

  it('names the file when it is broken', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'courses-'));
    cpSync(path.join(COURSE_CONTENT_DIR, 'sql-from-zero'), path.join(dir, 'sql-from-zero'), { recursive: true });
    const file = path.join(dir, 'sql-from-zero', 'exercises.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as { exercises: Array<Record<string, unknown>> };
    data.exercises[0]!.lesson = '09-no-such-lesson';
    writeFileSync(file, JSON.stringify(data));
    expect(() => readCourseExercises('sql-from-zero', dir)).toThrow(/content\/courses\/sql-from-zero\/exercises\.json: exercise "cities-in-alphabetical-order" names lesson "09-no-such-lesson"/);
    writeFileSync(file, '{');
    expect(() => readCourseExercises('sql-from-zero', dir)).toThrow(/exercises\.json: not readable JSON/);
  });
});
