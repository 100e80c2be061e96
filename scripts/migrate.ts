/** `npm run db:migrate`: applies pending migrations (the server also does this at start). */
import './node-version.mjs';
import { openDatabase } from '../src/server/db';
import { loadEnv } from '../src/server/env';

const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
await handle.close();
console.log('Migrations applied.');
