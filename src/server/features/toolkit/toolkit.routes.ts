/**
 * Toolkit API (issue 6), signed in only, at /api/toolkit:
 * `GET|POST /canvases`, `GET|PUT|DELETE /canvases/:id`, the same for `/decks`, and `GET /progress`.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { CanvasData, DeckData } from '~/shared/toolkit';
import { canvasInputSchema, deckInputSchema } from '~/shared/toolkit-schemas';
import type { AppDeps } from '../../context';
import { canvases, pitchDecks } from '../../db/schema';
import { type AuthVariables, requireUser } from '../../middleware/auth-guards';
import { validate } from '../../validate';
import { documentStore, toolkitProgress } from './toolkit.service';

const idParam = z.object({ id: z.uuid() });

function documentRoutes<T>(store: ReturnType<typeof documentStore<T>>, schema: typeof canvasInputSchema | typeof deckInputSchema) {
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => c.json({ items: await store.list(c.get('user').id) }))
    .post('/', validate('json', schema), async (c) => c.json({ item: await store.create(c.get('user').id, c.req.valid('json') as { name: string; data: T }) }, 201))
    .get('/:id', validate('param', idParam), async (c) => c.json({ item: await store.get(c.get('user').id, c.req.valid('param').id) }))
    .put('/:id', validate('param', idParam), validate('json', schema), async (c) =>
      c.json({ item: await store.update(c.get('user').id, c.req.valid('param').id, c.req.valid('json') as { name: string; data: T }) }),
    )
    .delete('/:id', validate('param', idParam), async (c) => {
      await store.remove(c.get('user').id, c.req.valid('param').id);
      return c.json({ deleted: true });
    });
}

export function toolkitRoutes(deps: AppDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  app.use('*', requireUser(deps.auth));
  app.route('/canvases', documentRoutes(documentStore<CanvasData>(deps.db, canvases, 'canvas'), canvasInputSchema));
  app.route('/decks', documentRoutes(documentStore<DeckData>(deps.db, pitchDecks, 'deck'), deckInputSchema));
  app.get('/progress', async (c) => c.json(await toolkitProgress(deps.db, c.get('user').id)));
  return app;
}
