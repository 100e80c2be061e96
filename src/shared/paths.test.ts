import { describe, expect, it } from 'vitest';
import { isKnownPath, paths, publicPagePaths } from './paths';

describe('isKnownPath (the route table)', () => {
  it('knows every route of the spec, with or without a trailing slash', () => {
    for (const p of Object.values(paths)) {
      expect(isKnownPath(p), p).toBe(true);
      if (p !== '/') expect(isKnownPath(p + '/'), p + '/').toBe(true);
    }
  });
  it('treats anything else as unknown (the 404 page)', () => {
    for (const p of ['/nope', '/signin/extra', '/dashboardx', '/entrepreneurship/unknown', '/admin-dashboard/1']) {
      expect(isKnownPath(p), p).toBe(false);
    }
  });
  it('lists only public pages in the sitemap', () => {
    expect(publicPagePaths).not.toContain(paths.dashboard);
    expect(publicPagePaths).not.toContain(paths.adminDashboard);
    expect(publicPagePaths).not.toContain(paths.profile);
    expect(publicPagePaths).toContain(paths.home);
    expect(publicPagePaths).toContain(paths.assessment);
    expect(publicPagePaths).not.toContain(paths.welcome);
    for (const p of publicPagePaths) expect(isKnownPath(p)).toBe(true);
  });
});
