/**
 * The real articles in content/blog (at least eight, with complete front matter), read from disk
 * (scripts/site-map.ts), and the pages made from them.
 */
import { describe, expect, it } from 'vitest';
import { blogPagePathsFromDisk, readBlogPostsFromDisk } from '../../../../scripts/site-map';
import { isKnownPath } from '~/shared/paths';
import { parseBlogPost } from '~/shared/blog-parse';

describe('content/blog', () => {
  const posts = readBlogPostsFromDisk();

  it('holds at least eight articles, each with a body, tags and a cover', () => {
    expect(posts.length).toBeGreaterThanOrEqual(8);
    for (const p of posts) {
      expect(p.body.length, p.id).toBeGreaterThan(2000);
      expect(p.tags.length, p.id).toBeGreaterThan(0);
      expect(p.image, p.id).toMatch(/^\/images\/blog\/.+\.svg$/);
      // Article headings start at level 2: the page's only <h1> is the title.
      expect(p.body, p.id).not.toMatch(/^# /m);
    }
  });

  it('links only to posts that exist', () => {
    const ids = new Set(posts.map((p) => p.id));
    for (const p of posts) {
      for (const m of p.body.matchAll(/\]\(\/blog\/([^)#?]+)\)/g)) expect(ids.has(m[1]), `${p.id} → ${m[1]}`).toBe(true);
    }
  });

  it('gives pages that the server knows (not the 404 page)', () => {
    const pagePaths = blogPagePathsFromDisk();
    expect(pagePaths.length).toBeGreaterThan(posts.length);
    for (const p of pagePaths) expect(isKnownPath(p), p).toBe(true);
  });
});

describe('parseBlogPost', () => {
  const valid = `---
title: "A: title"
excerpt: Short
category: Job Search
tags: [resume]
author: ChangePath Careers Team
date: 2026-11-02
readTime: 4
---
Body`;

  it('parses front matter into a post', () => {
    const p = parseBlogPost('a-post', valid);
    expect(p).toMatchObject({
      id: 'a-post',
      title: 'A: title',
      date: '2026-11-02',
      category: { name: 'Job Search', slug: 'job-search' },
      tags: [{ name: 'resume', slug: 'resume' }],
      author: { name: 'ChangePath Careers Team' },
      readTime: 4,
      featured: false,
      image: null,
      lang: 'en',
      body: 'Body',
    });
  });

  it('keeps the language an article is written in: English unless its front matter says another of the site', () => {
    expect(parseBlogPost('a', valid.replace('readTime: 4', 'readTime: 4\nlang: hi')).lang).toBe('hi');
    expect(() => parseBlogPost('a', valid.replace('readTime: 4', 'readTime: 4\nlang: fr'))).toThrow(/content\/blog\/a\.md.*lang/s);
  });

  it('fails the build, naming the file, on missing fields or a bad file name', () => {
    expect(() => parseBlogPost('a-post', valid.replace('readTime: 4\n', ''))).toThrow(/content\/blog\/a-post\.md.*readTime/s);
    expect(() => parseBlogPost('Bad Name', valid)).toThrow(/file name/);
  });

  it('uses a PNG beside an SVG cover for link previews when there is one', () => {
    const withImage = valid.replace('readTime: 4', 'readTime: 4\nimage: /images/blog/a.svg');
    expect(parseBlogPost('a', withImage, () => true).socialImage).toBe('/images/blog/a.png');
    expect(parseBlogPost('a', withImage, () => false).socialImage).toBeNull();
  });
});
