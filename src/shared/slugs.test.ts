import { describe, expect, it } from 'vitest';
import { idFromSlug, slugWithId, titleWords } from './slugs';

const id = '3f0c2b1a-9d8e-4c7b-a6f5-0e1d2c3b4a59';

describe('talk and thread slugs', () => {
  it('are the title words and the id, and give the id back', () => {
    const slug = slugWithId('From Campus to Startup: José’s 5 Lessons!', id);
    expect(slug).toBe(`from-campus-to-startup-jose-s-5-lessons-${id}`);
    expect(idFromSlug(slug)).toBe(id);
  });
  it('are the id alone for a title with no Latin words, and the id still decides', () => {
    expect(slugWithId('डेटा साइंस में करियर', id)).toBe(id);
    expect(idFromSlug(`an-old-title-${id.toUpperCase()}`)).toBe(id);
  });
  it('cut long titles at a word boundary and refuse slugs without an id', () => {
    expect(titleWords('word '.repeat(30)).length).toBeLessThanOrEqual(60);
    expect(titleWords('word '.repeat(30))).not.toMatch(/-$/);
    expect(idFromSlug('no-id-here')).toBeNull();
  });
});
