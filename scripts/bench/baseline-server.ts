/**
 * The benchmark's baseline: a bare Hono app on @hono/node-server answering `GET /` with a small JSON body,
 * started as its own process exactly like the real server (`node --import tsx …`). PORT from the environment.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
process.on('SIGTERM', () => process.exit(0));
