/**
 * Throwaway PostgreSQL databases for test runs (API suites and the browser run): `createTestDatabase(baseUrl)`
 * creates `cp_test_<pid>_<n>_<random>` on the server of `baseUrl` and returns its URL and a `drop()`.
 *
 * The API suites open a hundred or so PostgreSQL runtimes; migrating each empty database takes 2–3 s on the CI
 * machine. `setup` (Vitest global setup) migrates one template database per set of migrations, and
 * `createTestRuntime` copies it (`{ template: true }`, well under a second). The server still runs its migrator on
 * the copy, which finds everything applied. Suites that test migrating itself (several servers starting at once)
 * take an empty database.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '~/server/db';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A short hash of the migration files (names and contents) and the PGlite version: names the migrated template
 * database here and the PGlite dump (pglite-snapshot.ts), so a new migration or PGlite makes new ones.
 */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  hash.update(pglite.version);
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(path.join(root, 'src/server/db/migrations'));
  return hash.digest('hex').slice(0, 16);
}

/** The migrated template database's name for the current migrations. */
export const templateName = (): string => `cp_template_${migrationsFingerprint()}`;

let counter = 0;

async function withAdmin<T>(baseUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

const urlOf = (baseUrl: string, name: string): string => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Creates a database on the server of `baseUrl`: empty, or with `template: true` a copy of the migrated template
 * (falls back to empty when the template is missing, e.g. a suite run without the global setup).
 */
export async function createTestDatabase(baseUrl: string, opts: { template?: boolean } = {}): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `cp_test_${process.pid}_${++counter}_${randomBytes(3).toString('hex')}`;
  await withAdmin(baseUrl, async (admin) => {
    let template: string | undefined;
    if (opts.template) {
      const found = await admin.query('select 1 from pg_database where datname = $1', [templateName()]);
      if (found.rowCount) template = templateName();
    }
    await admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  });
  return {
    url: urlOf(baseUrl, name),
    name,
    drop: () => withAdmin(baseUrl, async (admin) => void (await admin.query(`drop database if exists "${name}" with (force)`))),
  };
}

/**
 * Vitest global setup: when TEST_DATABASE_URL is set, makes the migrated template for the current migrations if it
 * is missing (migrated under a temporary name, then renamed, so a half-made one is never copied) and drops
 * templates of older migrations.
 */
export default async function setup(): Promise<void> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return;
  const current = templateName();
  const existing = await withAdmin(baseUrl, async (admin) => {
    const rows = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'cp\\_template\\_%'`);
    return rows.rows.map((r) => r.datname);
  });
  for (const old of existing.filter((n) => n !== current && !n.endsWith('_partial'))) {
    await withAdmin(baseUrl, (admin) => admin.query(`drop database if exists "${old}" with (force)`)).catch(() => {});
  }
  if (existing.includes(current)) return;
  const partial = `${current}_${process.pid}_partial`;
  await withAdmin(baseUrl, (admin) => admin.query(`create database "${partial}"`));
  try {
    const database = await openDatabase({ databaseUrl: urlOf(baseUrl, partial), dataDir: 'memory://', poolSize: 2 });
    await database.close();
    await withAdmin(baseUrl, (admin) => admin.query(`alter database "${partial}" rename to "${current}"`));
  } catch (err) {
    await withAdmin(baseUrl, (admin) => admin.query(`drop database if exists "${partial}" with (force)`)).catch(() => {});
    throw err;
  }
}
