/**
 * The route pattern a page request renders (request metrics are labelled by pattern, never by URL): the
 * React Router server build's route table (`build.routes`, flat, each route naming its parent) matched with
 * react-router's `matchRoutes`, the matched routes' paths joined, e.g. `/changetalks/:slug`. A client navigation's
 * data request (`/changetalks/x.data`, `/_root.data` for the home page) gets the pattern of its page. Every URL matches
 * some route (the not-found route is `*`), so the label values are the route table's patterns and nothing else.
 */
import { type RouteObject, type ServerBuild, matchRoutes } from 'react-router';

type Manifest = ServerBuild['routes'];

const trees = new WeakMap<Manifest, RouteObject[]>();

/** The build's flat route manifest as the nested route objects `matchRoutes` takes (made once per build). */
function treeOf(manifest: Manifest): RouteObject[] {
  let tree = trees.get(manifest);
  if (tree) return tree;
  type Entry = NonNullable<Manifest[string]>;
  const byParent = new Map<string | undefined, Entry[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((r) =>
      r.index ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive } : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: build(r.id) },
    );
  tree = build(undefined);
  trees.set(manifest, tree);
  return tree;
}

/**
 * The pattern of the page route that answers `pathname`.
 * @param manifest the server build's `routes`
 * @param pathname the request's path, e.g. "/changetalks/some-talk" or "/changetalks/some-talk.data"
 * @returns e.g. "/changetalks/:slug", "/" for the home page, "/*" for an unknown address; `page` if nothing matched
 */
export function pageRoutePattern(manifest: Manifest, pathname: string): string {
  let path = pathname;
  if (path.endsWith('.data')) path = path === '/_root.data' ? '/' : path.slice(0, -'.data'.length);
  const matches = matchRoutes(treeOf(manifest), path);
  if (!matches?.length) return 'page';
  const joined = matches
    .map((m) => m.route.path ?? '')
    .filter(Boolean)
    .join('/');
  return `/${joined}`.replace(/\/{2,}/g, '/');
}
