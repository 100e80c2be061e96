import { defineConfig } from 'drizzle-kit';

/** drizzle-kit only generates SQL migrations from the schema; it never connects to a live data folder. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
