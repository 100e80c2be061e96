import { describe, expect, it } from 'vitest';
import { isKnownPath, paths, prerenderedPaths } from './paths';

describe('isKnownPath (spec §2.1 route table)', () => {
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
  it('prerenders only public pages', () => {
    expect(prerenderedPaths).not.toContain(paths.dashboard);
    expect(prerenderedPaths).not.toContain(paths.adminDashboard);
    expect(prerenderedPaths).not.toContain(paths.profile);
    expect(prerenderedPaths).toContain(paths.home);
    for (const p of prerenderedPaths) expect(isKnownPath(p)).toBe(true);
  });
});
