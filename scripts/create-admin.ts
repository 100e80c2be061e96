/**
 * `npm run admin:create -- --email X [--password Y] [--name Z]`: creates a verified admin account, or promotes
 * an existing account to admin. Without --password for a new account, a random one is generated and printed.
 */
import './node-version.mjs';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ensureAccount } from '../src/server/db/seed';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { createRuntime } from '../src/server/runtime';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
const email = z.email().safeParse(values.email);
if (!email.success) {
  console.error('Usage: npm run admin:create -- --email admin@example.com [--password …] [--name …]');
  process.exit(2);
}
const env = loadEnv();
const runtime = await createRuntime(env, createLogger('warn'), { serveClient: false, seed: false });
try {
  const password = values.password ?? randomBytes(12).toString('base64url');
  const result = await ensureAccount({ auth: runtime.auth, db: runtime.database.db, email: email.data, name: values.name ?? 'Administrator', password, role: 'admin' });
  if (result === 'created') console.log(`Created admin ${email.data}${values.password ? '' : ` with password: ${password}`}`);
  else if (result === 'promoted') console.log(`${email.data} is now an admin.`);
  else console.log(`${email.data} is already an admin.`);
} finally {
  await runtime.close();
}
