import { describe, expect, it } from 'vitest';
import type { CommunityPost } from '~/shared/community';
import { threadDescription, threadJsonLd, threadPath } from './thread-meta';

const post: CommunityPost = {
  id: '0b8c3c9e-5f7a-4d2b-9e1c-2a3b4c5d6e7f',
  title: 'How do I validate my idea?',
  content: '## My idea\nA **marketplace** for [farm tools](https://example.org).',
  category: 'Ideas',
  author_name: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: null,
  likes_count: 3,
  comments_count: 1,
};

describe('a thread page’s meta', () => {
  it('has a path of title words and id under /community', () => {
    expect(threadPath(post)).toBe(`/community/how-do-i-validate-my-idea-${post.id}`);
  });
  it('describes the post in plain words', () => {
    expect(threadDescription(post)).toBe('My idea A marketplace for farm tools.');
  });
  it('is a DiscussionForumPosting with its counts and replies', () => {
    const ld = threadJsonLd(post, [{ id: 'c', post_id: post.id, content: 'Talk to ten farmers.', author_name: 'Ravi', created_at: '2026-11-02T10:00:00.000Z' }], 'https://x.example/c');
    expect(ld).toMatchObject({
      '@type': 'DiscussionForumPosting',
      headline: post.title,
      author: { '@type': 'Person', name: 'Anonymous' },
      comment: [{ '@type': 'Comment', text: 'Talk to ten farmers.', author: { name: 'Ravi' } }],
    });
    expect(ld.interactionStatistic).toEqual(expect.arrayContaining([expect.objectContaining({ userInteractionCount: 3 })]));
  });
});
