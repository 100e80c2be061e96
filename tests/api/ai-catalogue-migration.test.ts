/**
 * Migration 0016 on a database made before it, as an upgrade meets it: the database is migrated up to 0015, the
 * catalogue's rows written as the old seed left them (the Resume Reviewer and the What-If Career Simulator marked
 * Premium, when nothing enforced it) plus a tool an admin marked Premium, then migrated with the real folder. The two
 * are no longer Premium, now that Premium is enforced (decision 017); the admin's choice is kept.
 * Runs on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { pgliteExtensions } from '~/server/db';
import { createTestDatabase, onPostgres } from '../support/test-app';

const MIGRATIONS = path.resolve('src/server/db/migrations');
const MIGRATION_TAG = '0016_ai_tools_not_premium';

/** A copy of the migrations folder whose journal stops before `tag` (the database as it was before that migration). */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cp-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at, `${tag} is in the journal`).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

const before = migrationsBefore(MIGRATION_TAG);
afterAll(() => rmSync(before, { recursive: true, force: true }));

type Exec = (query: ReturnType<typeof sql>) => Promise<Array<Record<string, unknown>>>;

/** Migrates to 0015, writes the old catalogue's rows, migrates with the real folder; answers is_premium by slug. */
async function upgrade(exec: Exec, migrate: (folder: string) => Promise<void>): Promise<Record<string, boolean>> {
  await migrate(before);
  await exec(sql`insert into ai_tools (slug, name, description, category, is_premium) values
    ('learning-path', 'Learning Path Generator', 'A plan.', 'Learning', false),
    ('resume-review', 'Resume Reviewer', 'A review.', 'Job Search', true),
    ('what-if', 'What-If Career Simulator', 'A comparison.', 'Decision Making', true),
    ('admin-premium', 'A tool an admin made Premium', 'Something.', 'Testing', true)`);
  await migrate(MIGRATIONS);
  const rows = await exec(sql`select slug, is_premium from ai_tools`);
  return Object.fromEntries(rows.map((r) => [r.slug as string, r.is_premium as boolean]));
}

const EXPECTED = { 'learning-path': false, 'resume-review': false, 'what-if': false, 'admin-premium': true };

it('clears Premium on the Resume Reviewer and the What-If simulator of an existing database, and only on them [pglite]', async () => {
  const client = new PGlite({ extensions: pgliteExtensions });
  try {
    const db = drizzlePglite(client);
    const premium = await upgrade(
      async (q) => (await db.execute(q)).rows as Array<Record<string, unknown>>,
      (folder) => migratePglite(db, { migrationsFolder: folder }),
    );
    expect(premium).toEqual(EXPECTED);
  } finally {
    await client.close();
  }
});

it.runIf(onPostgres())(
  'clears Premium on the Resume Reviewer and the What-If simulator of an existing database, and only on them [postgres]',
  async () => {
    const database = await createTestDatabase(process.env.TEST_DATABASE_URL!);
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    // The database is dropped with its connections closing: a connection told so is not a failure of the test.
    pool.on('error', () => {});
    try {
      const db = drizzlePg(pool);
      const premium = await upgrade(
        async (q) => (await db.execute(q)).rows as Array<Record<string, unknown>>,
        (folder) => migratePg(db, { migrationsFolder: folder }),
      );
      expect(premium).toEqual(EXPECTED);
    } finally {
      await pool.end();
      await database.drop();
    }
  },
);
