/**
 * Route labels for the request metrics (decision 013): a page request is labelled by React Router's matched
 * route pattern, and a Better Auth request by its endpoint's path when it is one, so no URL becomes a label value.
 */
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fixedRouteLabels } from '../metrics';
import { pageRoutePattern } from './route-pattern';

/** A route manifest shaped like the server build's: flat, each route naming its parent (as in src/client/routes.ts). */
const manifest = {
  root: { id: 'root', path: '' },
  'layouts/site-layout': { id: 'layouts/site-layout', parentId: 'root' },
  'routes/home': { id: 'routes/home', parentId: 'layouts/site-layout', index: true },
  'routes/changetalks': { id: 'routes/changetalks', parentId: 'layouts/site-layout', path: 'changetalks' },
  'routes/changetalk': { id: 'routes/changetalk', parentId: 'layouts/site-layout', path: 'changetalks/:slug' },
  'routes/not-found': { id: 'routes/not-found', parentId: 'layouts/site-layout', path: '*' },
} as unknown as ServerBuild['routes'];

describe('pageRoutePattern', () => {
  it('labels a page, and its client navigation data request, by the matched route pattern', () => {
    expect(pageRoutePattern(manifest, '/changetalks/some-talk')).toBe('/changetalks/:slug');
    expect(pageRoutePattern(manifest, '/changetalks/some-talk.data')).toBe('/changetalks/:slug');
    expect(pageRoutePattern(manifest, '/changetalks')).toBe('/changetalks');
    expect(pageRoutePattern(manifest, '/')).toBe('/');
    expect(pageRoutePattern(manifest, '/_root.data')).toBe('/');
  });

  it('labels every unknown address with the not-found route', () => {
    for (const path of ['/no-such-page', '/a/b/c', '/changetalks/x/y', '/x.data']) expect(pageRoutePattern(manifest, path), path).toBe('/*');
  });
});

describe('fixedRouteLabels', () => {
  const label = fixedRouteLabels(['/api/auth/sign-in/email', '/api/auth/get-session', '/api/auth/callback/:id'], '/api/auth/*');

  it('labels a known endpoint by its path, one with a parameter by its pattern, anything else with the fallback', () => {
    expect(label('/api/auth/sign-in/email')).toBe('/api/auth/sign-in/email');
    expect(label('/api/auth/callback/oidc')).toBe('/api/auth/callback/:id');
    expect(label('/api/auth/callback/oidc/more')).toBe('/api/auth/*');
    expect(label('/api/auth/sign-in/emailx')).toBe('/api/auth/*');
    expect(label('/api/auth/0b6e3c1e-1111-4222-8333-944445555666')).toBe('/api/auth/*');
  });
});
