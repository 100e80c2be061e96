import { describe, expect, it } from 'vitest';
import { safeRedirect } from './use-session-redirect';

describe('safeRedirect', () => {
  it('returns to a path on this site', () => {
    expect(safeRedirect('/entrepreneurship/courses/scaling-your-startup')).toBe('/entrepreneurship/courses/scaling-your-startup');
  });
  it('never leaves the site', () => {
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null]) {
      expect(safeRedirect(bad)).toBe('/dashboard');
    }
  });
});
