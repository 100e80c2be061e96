/**
 * The exercises as shipped: every file reads; every SQL solution run on its dataset in PGlite, and every formula
 * solution worked out by the formula engine, gives the expected result stored in exercises.json (run
 * `npm run content:exercises` after changing one); no SQL starter is already the answer; every formula solution
 * passes its own check, the answer typed in does not, and the changed numbers would catch a formula that only fits
 * this sheet. Also: a broken file is refused with its name.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { formulaExerciseMessages } from '~/shared/formula-exercises';
import { columnLetters } from '~/shared/spreadsheet-cells';
import { evaluateFormula } from '~/shared/spreadsheet-formulas';
import { resultMismatch, resultOf } from '~/shared/sql-exercises';
import { readCourseCatalogue } from './course-catalogue';
import { COURSE_CONTENT_DIR } from './course-content';
import { readCourseExercises } from './course-exercises';
import { checkFormulaAnswer, sameValue, sheetVariant } from './formula-check';

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

  for (const { slug, ex } of withExercises.filter((c) => c.ex.kind === 'sql')) {
    it(`${slug}: each solution gives the stored expected result, and no starter does`, { timeout: 60_000 }, async () => {
      const db = new PGlite();
      try {
        await db.exec(ex.dataset!);
        for (const exercise of [...ex.byLesson.values()].flat()) {
          if (exercise.kind !== 'sql') throw new Error(`${exercise.id} is not a SQL exercise`);
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

  it('exist for Excel for Data Analysis, at least two in every lesson', () => {
    const excel = withExercises.find((c) => c.slug === 'excel-for-data-analysis');
    expect(excel?.ex.kind).toBe('formula');
    for (const position of [1, 2, 3, 4, 5]) expect(excel!.ex.byLesson.get(position)?.length ?? 0, `lesson ${position}`).toBeGreaterThanOrEqual(2);
  });

  for (const { slug, ex } of withExercises.filter((c) => c.ex.kind === 'formula')) {
    it(`${slug}: each formula solution gives the stored result and passes its check; the typed answer does not`, () => {
      for (const exercise of [...ex.byLesson.values()].flat()) {
        if (exercise.kind !== 'formula') throw new Error(`${exercise.id} is not a formula exercise`);
        expect(evaluateFormula(exercise.solution, exercise.sheet), `${exercise.id}: run npm run content:exercises`).toEqual(exercise.expected);
        expect(checkFormulaAnswer(exercise, exercise.solution, exercise.solution), exercise.id).toMatchObject({ correct: true });
        const typed = typeof exercise.expected === 'string' ? `="${exercise.expected}"` : `=${String(exercise.expected).toUpperCase()}`;
        expect(checkFormulaAnswer(exercise, exercise.solution, typed), exercise.id).toEqual({ correct: false, value: expect.any(String), message: formulaExerciseMessages.typedAnswer });
        // The variants have teeth: pointing at a cell that holds the answer is refused, and where no cell holds it, the
        // right answer changes on at least one variant.
        const row = exercise.sheet.findIndex((cells) => cells.includes(exercise.expected));
        if (row > 0) {
          const pointer = `=${columnLetters(exercise.sheet[row].indexOf(exercise.expected) + 1)}${row + 1}`;
          expect(checkFormulaAnswer(exercise, exercise.solution, pointer), `${exercise.id}: ${pointer}`).toMatchObject({ correct: false, message: formulaExerciseMessages.changedNumbers });
        } else {
          const changes = [1, 2, 3].some((v) => !sameValue(evaluateFormula(exercise.solution, sheetVariant(exercise.sheet, v)), exercise.expected));
          expect(changes, `${exercise.id}: no variant of the sheet changes the answer`).toBe(true);
        }
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
