/**
 * SQL exercises, the rules both sides read: a lesson's exercise as the learner sees it, how a query's result is
 * written down (every cell as text, so the same PostgreSQL — PGlite — in the browser and in the content check give
 * the same words), and when a learner's result counts as right: the same number of columns, and the same rows — in
 * the same order only when the exercise asks for an order. Column names are free (a learner may alias them).
 */
import { z } from 'zod';
import { type Text, defineTexts } from './messages';

/** One result cell as text ('1795.00', '2025-01-14', 'Pune'), or null. */
export type Cell = string | null;

/** A query's result: column names and rows of cells. */
export interface QueryResult {
  columns: string[];
  rows: Cell[][];
}

/** A result as exercises.json stores it and the lesson page sends it. */
export const queryResultSchema = z.object({ columns: z.array(z.string()), rows: z.array(z.array(z.string().nullable())) });

/** An exercise as the learner sees it (never its solution). */
export const sqlExerciseSchema = z.object({
  kind: z.literal('sql'),
  id: z.string(),
  title: z.string(),
  /** Markdown. */
  prompt: z.string(),
  /** Where the editor starts. */
  starter: z.string(),
  hints: z.array(z.string()),
  /** The rows must come in the expected order. */
  order_matters: z.boolean(),
  expected: queryResultSchema,
});
export type SqlExercise = z.infer<typeof sqlExerciseSchema>;

/** The SQL practice's verdicts and texts, message descriptors (shared/messages.ts `Text`) shown in the page's language. */
export const sqlExerciseMessages = defineTexts({
  solved: /*i18n*/ { id: 'sql.solved', message: 'Correct: your result matches.' },
  columns: (want: number, got: number) => ({
    ...(/*i18n*/ { id: 'sql.columns', message: 'Your result has {got, plural, one {# column} other {# columns}}; the answer has {want}. Check what you SELECT.' }),
    values: { want, got },
  }),
  rowCount: (want: number, got: number) => ({
    ...(/*i18n*/ { id: 'sql.row-count', message: 'Your result has {got, plural, one {# row} other {# rows}}; the answer has {want}. Check your WHERE, JOIN or GROUP BY.' }),
    values: { want, got },
  }),
  order: /*i18n*/ { id: 'sql.order', message: 'The right rows, in another order. Check your ORDER BY.' },
  values: /*i18n*/ { id: 'sql.values', message: 'The right shape, but some values differ from the answer. Compare them with the expected result.' },
  notSolved: /*i18n*/ { id: 'sql.not-solved', message: 'That result is not the expected one yet: run your query again and compare.' },
  needsScripts: /*i18n*/ {
    id: 'sql.needs-scripts',
    message: 'The exercises run SQL in your browser, which needs JavaScript. You can read the task and the expected result below.',
  },
  finishExercises: (n: number) => ({
    ...(/*i18n*/ {
      id: 'sql.finish-exercises',
      message: 'Solve {n, plural, one {this lesson’s exercise} other {this lesson’s # exercises}} first: each one runs in the page, and the lesson counts as done when they are solved.',
    }),
    values: { n },
  }),
});

/** One value from PostgreSQL (through PGlite) as the text results compare: dates as YYYY-MM-DD when at midnight UTC. */
export function cellText(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** PGlite's `{ fields, rows }` (rows as arrays) as a QueryResult of text cells. */
export function resultOf(raw: { fields: Array<{ name: string }>; rows: unknown[][] }): QueryResult {
  return { columns: raw.fields.map((f) => f.name), rows: raw.rows.map((row) => row.map(cellText)) };
}

const rowKey = (row: Cell[]) => JSON.stringify(row);

/** Whether `actual` answers the exercise: `null` when it does, else what differs (in the learner's words). */
export function resultMismatch(expected: QueryResult, actual: QueryResult, orderMatters: boolean): Text | null {
  if (actual.columns.length !== expected.columns.length) return sqlExerciseMessages.columns(expected.columns.length, actual.columns.length);
  if (actual.rows.length !== expected.rows.length) return sqlExerciseMessages.rowCount(expected.rows.length, actual.rows.length);
  const want = expected.rows.map(rowKey);
  const got = actual.rows.map(rowKey);
  if (want.every((w, i) => w === got[i])) return null;
  const sorted = (keys: string[]) => [...keys].sort();
  const sameRows = sorted(want).every((w, i) => w === sorted(got)[i]);
  if (sameRows) return orderMatters ? sqlExerciseMessages.order : null;
  return sqlExerciseMessages.values;
}
