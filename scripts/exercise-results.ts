/**
 * `npm run content:exercises`: writes each SQL exercise's expected result into its course's exercises.json, by
 * running the exercise's solution on the course's dataset.sql in PGlite — the same PostgreSQL the learner's browser
 * runs — so what the page compares with is exactly what the solution gives. Run it after changing a dataset or a
 * solution; a test fails while a file is out of date.
 */
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { resultOf } from '../src/shared/sql-exercises';

const root = path.resolve(process.cwd(), 'content/courses');

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
