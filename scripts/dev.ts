/**
 * `npm run dev`: the whole platform on one port (PORT, default 3000) as `npm start` runs it, except that the web
 * client comes from Vite's dev server in middleware mode: assets and hot reload from Vite, and every page rendered
 * by the Hono server with the React Router build Vite loads on each request (pages/page-handler.ts `loadBuild`).
 * Server code (src/server) is loaded through tsx; restart the command after changing it.
 */
import './node-version.mjs';
import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { createRuntime } from '../src/server/runtime';

// Development runs the demo, as `npm start` does (issue 20: demo mode is asked for).
process.env.DEMO ??= '1';
const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
const runtime = await createRuntime(env, logger, {
  loadBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
});
const app = getRequestListener(runtime.app.fetch, { hostname: env.HOST });
const server = createServer((req, res) => vite.middlewares(req, res, () => void app(req, res)));
server.listen(env.PORT, env.HOST, () => console.log(`ChangePath (development) is running at ${env.publicUrl}`));
const stop = () => {
  server.close();
  void vite.close().then(() => runtime.close()).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
