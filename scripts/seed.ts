/** `npm run db:seed`: adds the demo content that is missing (demo mode only). */
import './node-version.mjs';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { createRuntime } from '../src/server/runtime';

// Demo data is the demo's (issue 20: demo mode is asked for); `npm run seed` asks for it as `npm start` does.
process.env.DEMO ??= '1';
const runtime = await createRuntime(loadEnv(), createLogger('warn'), { serveClient: false, seed: true });
await runtime.close();
console.log('Demo content seeded.');
