import { describe, expect, it } from 'vitest';
import { type BlogPostSummary, blogPagePaths, countTerms, formatPostDate, searchPosts, slugify } from './blog';

function post(id: string, over: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    id,
    title: `Title ${id}`,
    excerpt: `Excerpt ${id}`,
    image: null,
    socialImage: null,
    category: { name: 'Job Search', slug: 'job-search' },
    tags: [],
    author: { name: 'ChangePath Careers Team' },
    date: '2026-11-01',
    readTime: 4,
    featured: false,
    lang: 'en',
    ...over,
  };
}

describe('slugify', () => {
  it('makes URL-safe slugs from category and tag names', () => {
    expect(slugify('Skills & Learning')).toBe('skills-and-learning');
    expect(slugify('Exams & Higher Studies')).toBe('exams-and-higher-studies');
    expect(slugify('  career   change ')).toBe('career-change');
    expect(slugify('Résumé')).toBe('resume');
    expect(slugify('break-even')).toBe('break-even');
  });
});

describe('searchPosts (blog search: title, excerpt, tags)', () => {
  const posts = [
    post('a', { title: 'Writing a Resume', tags: [{ name: 'ats', slug: 'ats' }] }),
    post('b', { excerpt: 'Customer interviews for startups' }),
    post('c', { tags: [{ name: 'data science', slug: 'data-science' }] }),
  ];
  it('matches title, excerpt and tags case-insensitively', () => {
    expect(searchPosts(posts, 'RESUME').map((p) => p.id)).toEqual(['a']);
    expect(searchPosts(posts, 'interviews').map((p) => p.id)).toEqual(['b']);
    expect(searchPosts(posts, 'data science').map((p) => p.id)).toEqual(['c']);
  });
  it('needs every word, and a blank query matches all', () => {
    expect(searchPosts(posts, 'resume interviews')).toEqual([]);
    expect(searchPosts(posts, '   ')).toHaveLength(3);
  });
  it('does not search the body', () => {
    expect(searchPosts(posts, 'Meera')).toEqual([]);
  });
});

describe('countTerms and blogPagePaths', () => {
  const posts = [
    post('a', { tags: [{ name: 'x', slug: 'x' }] }),
    post('b', { category: { name: 'Entrepreneurship', slug: 'entrepreneurship' }, tags: [{ name: 'x', slug: 'x' }, { name: 'y', slug: 'y' }] }),
    post('c'),
  ];
  it('counts posts per category and tag, most first', () => {
    expect(countTerms(posts, (p) => [p.category])).toEqual([
      { name: 'Job Search', slug: 'job-search', count: 2 },
      { name: 'Entrepreneurship', slug: 'entrepreneurship', count: 1 },
    ]);
    expect(countTerms(posts, (p) => p.tags).map((t) => [t.slug, t.count])).toEqual([
      ['x', 2],
      ['y', 1],
    ]);
  });
  it('lists every post, category and tag page once', () => {
    expect(blogPagePaths(posts)).toEqual([
      '/blog/a',
      '/blog/b',
      '/blog/c',
      '/blog/category/job-search',
      '/blog/category/entrepreneurship',
      '/blog/tag/x',
      '/blog/tag/y',
    ]);
  });
});

it('formats post dates the same everywhere (UTC)', () => {
  expect(formatPostDate('2026-11-02')).toBe('2 November 2026');
});
