import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POST_CATEGORIES, decodeCursor, encodeCursor, escapeLike, postInputSchema } from './community';

describe('community rules', () => {
  it('offers every category but All when posting, default General', () => {
    expect(POST_CATEGORIES).toEqual(['General', 'Placements', 'Career switch', 'Higher studies', 'Government exams', 'Data and tech', 'Ideas', 'Fundraising', 'Hiring', 'Legal', 'Marketing', 'Product']);
    expect(postInputSchema.parse({ title: 't', content: 'c' }).category).toBe('General');
    expect(postInputSchema.safeParse({ title: 't', content: 'c', category: 'All' }).success).toBe(false);
  });
  it('rejects blank title or content after trimming with the spec message', () => {
    const r = postInputSchema.safeParse({ title: '   ', content: 'x' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Title and content are required');
    expect(postInputSchema.safeParse({ title: 'x', content: ' \n ' }).success).toBe(false);
  });
  it('caps title at 150 and content at 10,000 characters', () => {
    expect(postInputSchema.safeParse({ title: 'a'.repeat(150), content: 'c' }).success).toBe(true);
    expect(postInputSchema.safeParse({ title: 'a'.repeat(151), content: 'c' }).success).toBe(false);
    expect(postInputSchema.safeParse({ title: 't', content: 'a'.repeat(10_001) }).success).toBe(false);
  });
  it('escapes %, _ and \\ for a literal LIKE match', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const unescaped = escapeLike(s).replace(/\\([\\%_])/g, '$1');
        expect(unescaped).toBe(s);
      }),
    );
  });
  it('round-trips cursors and refuses forged ones', () => {
    const c = encodeCursor('2026-11-22T10:00:00.000Z', '0b7c1d2e-1111-4222-8333-944455556666');
    expect(decodeCursor(c)).toEqual({ createdAt: '2026-11-22T10:00:00.000Z', id: '0b7c1d2e-1111-4222-8333-944455556666' });
    expect(decodeCursor('garbage')).toBeNull();
    expect(decodeCursor(btoa("x|'; drop table"))).toBeNull();
  });
});
