/**
 * Throwaway PostgreSQL databases for test runs (API suites and the browser run): `createTestDatabase(baseUrl)`
 * creates `cp_test_<pid>_<n>_<random>` on the server of `baseUrl` and returns its URL and a `drop()`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

let counter = 0;

export async function createTestDatabase(baseUrl: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `cp_test_${process.pid}_${++counter}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
