/**
 * `npm start`: builds the client and the server bundle if needed, then runs the server (migrations and the demo
 * seed happen at boot; spec and issue 1). Plain JavaScript on Node alone: no TypeScript loader at start.
 *
 * With NODE_ENV=production it builds nothing (issue 25): building needs the dev dependencies, which a production
 * install (`npm ci --omit=dev`) leaves out. It runs what `npm run build` made, or stops with one line saying to run
 * that first. (Like the DEMO default below, a start-up setting a script reads before the server's env.ts exists.)
 */
import './node-version.mjs';
import { pathToFileURL } from 'node:url';
import { SERVER_BUNDLE, buildIfStale, buildServerIfStale, missingProductionBuild } from './build-if-stale.mjs';

if (process.env.NODE_ENV === 'production') {
  const missing = missingProductionBuild();
  if (missing.length) {
    console.error(`The production build is missing (${missing.join(', ')}). Run \`npm run build\` first (it needs the dev dependencies; the deploy image does it in its build stage).`);
    process.exit(1);
  }
} else {
  // The two-command default is the demo (issue 20): demo accounts, content and the outbox, asked for here.
  // Production (NODE_ENV=production) never runs in demo mode; the README's production section leaves DEMO unset.
  process.env.DEMO ??= '1';
  buildIfStale();
  await buildServerIfStale();
}
const { main } = await import(pathToFileURL(SERVER_BUNDLE).href);
await main();
