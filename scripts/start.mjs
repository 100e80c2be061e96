/**
 * `npm start`: builds the client and the server bundle if needed, then runs the server (migrations and the demo
 * seed happen at boot; spec and issue 1). Plain JavaScript on Node alone: no TypeScript loader at start.
 */
import './node-version.mjs';
import { pathToFileURL } from 'node:url';
import { SERVER_BUNDLE, buildIfStale, buildServerIfStale } from './build-if-stale.mjs';

// The two-command default is the demo (issue 20): demo accounts, content and the outbox, asked for here.
// Production (NODE_ENV=production) never runs in demo mode; the README's production section leaves DEMO unset.
process.env.DEMO ??= '1';

buildIfStale();
await buildServerIfStale();
const { main } = await import(pathToFileURL(SERVER_BUNDLE).href);
await main();
