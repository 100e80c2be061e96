/**
 * `npm run content:exercises`: writes each exercise's expected result into its course's exercises.json. SQL
 * exercises (`"kind": "sql"`): the solution run on the course's dataset.sql in PGlite — the same PostgreSQL the
 * learner's browser runs — so what the page compares with is exactly what the solution gives. Formula exercises
 * (`"kind": "formula"`): the solution evaluated on the exercise's sheet by the formula engine the check uses. Run it
 * after changing a dataset, a sheet or a solution; a test fails while a file is out of date.
 */
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { formulaValueText } from '../src/shared/formula-exercises';
import type { SheetValue } from '../src/shared/spreadsheet-cells';
import { evaluateFormula } from '../src/shared/spreadsheet-formulas';
import { resultOf } from '../src/shared/sql-exercises';

const root = path.resolve(process.cwd(), 'content/courses');

for (const slug of readdirSync(root)) {
  const file = path.join(root, slug, 'exercises.json');
  if (!existsSync(file)) continue;
  const data = JSON.parse(readFileSync(file, 'utf8')) as { kind: string; exercises: Array<{ id: string; solution: string; sheet?: SheetValue[][]; expected?: unknown }> };
  if (data.kind !== 'formula') continue;
  for (const ex of data.exercises) {
    const value = evaluateFormula(ex.solution, ex.sheet ?? []);
    if (typeof value === 'object') throw new Error(`${slug}/${ex.id}: the solution gives ${value.error}`);
    ex.expected = value;
    console.log(`${slug}/${ex.id}: ${formulaValueText(value)}`);
  }
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

for (const slug of readdirSync(root)) {
  const dataset = path.join(root, slug, 'dataset.sql');
  const file = path.join(root, slug, 'exercises.json');
  if (!existsSync(dataset) || !existsSync(file)) continue;
  const db = new PGlite();
  await db.exec(readFileSync(dataset, 'utf8'));
  const data = JSON.parse(readFileSync(file, 'utf8')) as { exercises: Array<{ id: string; solution: string; expected?: unknown }> };
  for (const ex of data.exercises) {
    const raw = await db.query<unknown[]>(ex.solution, [], { rowMode: 'array' });
    ex.expected = resultOf(raw as never);
    console.log(`${slug}/${ex.id}: ${(ex.expected as { rows: unknown[] }).rows.length} rows`);
  }
  await db.close();
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
