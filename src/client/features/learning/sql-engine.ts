/**
 * The SQL exercises' database in the browser: PGlite (PostgreSQL compiled to WebAssembly), loaded the first time a
 * learner runs a query on a page (this module is imported then, so no other page downloads it), filled once with
 * the course's dataset. Each query runs inside a transaction that is rolled back, so a learner's UPDATE or DROP
 * never changes what the next exercise sees.
 */
import { PGlite } from '@electric-sql/pglite';
import { type QueryResult, resultOf } from '~/shared/sql-exercises';

const databases = new Map<string, Promise<PGlite>>();

/** The course's database, made on first use: PGlite started and the dataset (`datasetUrl`) loaded. */
function database(datasetUrl: string): Promise<PGlite> {
  let db = databases.get(datasetUrl);
  if (!db) {
    db = (async () => {
      const [pg, dataset] = await Promise.all([PGlite.create(), fetch(datasetUrl).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`The practice data did not load (${r.status}).`))))]);
      await pg.exec(dataset);
      return pg;
    })();
    // A failed start (offline, say) is tried again on the next run.
    db.catch(() => databases.delete(datasetUrl));
    databases.set(datasetUrl, db);
  }
  return db;
}

/** Runs one statement of the learner's on the course's data: its result, or PostgreSQL's error message. */
export async function runQuery(datasetUrl: string, query: string): Promise<{ result: QueryResult } | { error: string }> {
  const db = await database(datasetUrl);
  await db.exec('BEGIN');
  try {
    const raw = await db.query<unknown[]>(query, [], { rowMode: 'array' });
    return { result: resultOf(raw as never) };
  } catch (err) {
    return { error: (err as Error).message };
  } finally {
    await db.exec('ROLLBACK');
  }
}
