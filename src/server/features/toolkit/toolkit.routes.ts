/**
 * Toolkit API, signed in only, at /api/toolkit:
 * `GET|POST /canvases`, `GET|PUT|DELETE /canvases/{id}`, the same for `/decks`, and `GET /progress`.
 * Another user's document answers 404.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { deletedSchema } from '~/shared/api';
import { canvasInputSchema, deckInputSchema, savedCanvasSchema, savedDeckSchema, toolkitProgressSchema } from '~/shared/toolkit-schemas';
import type { AppDeps } from '../../context';
import { requireActor } from '../../middleware/session';
import { createRouter, errors, json, jsonBody, signedIn } from '../../openapi';

/**
 * The five operations on one kind of saved document, at `/{plural}` (`listCanvases`, `getDeck`…). Only the
 * definitions are shared: each kind's handlers are written against its own concrete schemas below, so the
 * typed client knows a canvas from a deck.
 */
function documentOperations<In extends z.ZodType, Out extends z.ZodType>(
  user: ReturnType<typeof requireActor>,
  spec: { plural: 'canvases' | 'decks'; singular: 'Canvas' | 'Deck'; input: In; output: Out },
) {
  const common = { tags: ['Toolkit'], security: signedIn, middleware: [user] };
  const plural = spec.plural === 'canvases' ? 'Canvases' : 'Decks';
  const item = z.object({ item: spec.output });
  const noun = spec.singular.toLowerCase();
  const params = z.object({ id: z.uuid({ message: `This ${noun} does not exist.` }) });
  return {
    list: createRoute({
      ...common,
      method: 'get',
      path: '/',
      operationId: `list${plural}`,
      summary: `Your saved ${spec.plural}, most recently changed first`,
      responses: { 200: json(z.object({ items: z.array(spec.output) }), `Your ${spec.plural}`), ...errors(401) },
    }),
    create: createRoute({
      ...common,
      method: 'post',
      path: '/',
      operationId: `create${spec.singular}`,
      summary: `Save a new ${noun} (at most 50 of each kind)`,
      request: { body: jsonBody(spec.input) },
      responses: { 201: json(item, 'Saved'), ...errors(400, 401, 403, 409, 415) },
    }),
    get: createRoute({
      ...common,
      method: 'get',
      path: '/{id}',
      operationId: `get${spec.singular}`,
      summary: `One of your ${spec.plural}`,
      request: { params },
      responses: { 200: json(item, `The ${noun}`), ...errors(400, 401, 404) },
    }),
    update: createRoute({
      ...common,
      method: 'put',
      path: '/{id}',
      operationId: `update${spec.singular}`,
      summary: `Replace the name and contents of one of your ${spec.plural}`,
      request: { params, body: jsonBody(spec.input) },
      responses: { 200: json(item, 'Saved'), ...errors(400, 401, 403, 404, 415) },
    }),
    remove: createRoute({
      ...common,
      method: 'delete',
      path: '/{id}',
      operationId: `delete${spec.singular}`,
      summary: `Delete one of your ${spec.plural}`,
      request: { params },
      responses: { 200: json(deletedSchema, 'Deleted'), ...errors(400, 401, 403, 404) },
    }),
  };
}

/** The toolkit routes, mounted at `/api/toolkit`. */
export function toolkitRoutes(deps: AppDeps) {
  const user = requireActor(deps.auth);
  const { toolkit } = deps.services;
  const canvasOps = documentOperations(user, { plural: 'canvases', singular: 'Canvas', input: canvasInputSchema, output: savedCanvasSchema });
  const deckOps = documentOperations(user, { plural: 'decks', singular: 'Deck', input: deckInputSchema, output: savedDeckSchema });
  const canvasRoutes = createRouter()
    .openapi(canvasOps.list, async (c) => c.json({ items: await toolkit.canvases.list({ actor: c.get('actor') }) }, 200))
    .openapi(canvasOps.create, async (c) => c.json({ item: await toolkit.canvases.create({ actor: c.get('actor'), input: c.req.valid('json') }) }, 201))
    .openapi(canvasOps.get, async (c) => c.json({ item: await toolkit.canvases.get({ actor: c.get('actor'), id: c.req.valid('param').id }) }, 200))
    .openapi(canvasOps.update, async (c) => c.json({ item: await toolkit.canvases.update({ actor: c.get('actor'), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200))
    .openapi(canvasOps.remove, async (c) => c.json(await toolkit.canvases.remove({ actor: c.get('actor'), id: c.req.valid('param').id }), 200));
  const deckRoutes = createRouter()
    .openapi(deckOps.list, async (c) => c.json({ items: await toolkit.decks.list({ actor: c.get('actor') }) }, 200))
    .openapi(deckOps.create, async (c) => c.json({ item: await toolkit.decks.create({ actor: c.get('actor'), input: c.req.valid('json') }) }, 201))
    .openapi(deckOps.get, async (c) => c.json({ item: await toolkit.decks.get({ actor: c.get('actor'), id: c.req.valid('param').id }) }, 200))
    .openapi(deckOps.update, async (c) => c.json({ item: await toolkit.decks.update({ actor: c.get('actor'), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200))
    .openapi(deckOps.remove, async (c) => c.json(await toolkit.decks.remove({ actor: c.get('actor'), id: c.req.valid('param').id }), 200));
  return createRouter()
    .route('/canvases', canvasRoutes)
    .route('/decks', deckRoutes)
    .openapi(
      createRoute({
        method: 'get',
        path: '/progress',
        operationId: 'getToolkitProgress',
        summary: 'Your progress across canvases, decks, courses and talks',
        tags: ['Toolkit'],
        security: signedIn,
        middleware: [user],
        responses: { 200: json(toolkitProgressSchema, 'Counts'), ...errors(401) },
      }),
      async (c) => c.json(await toolkit.progress({ actor: c.get('actor') }), 200),
    );
}
