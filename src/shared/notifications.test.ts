/** Notification texts and categories: grouped likes read naturally; every category names only real types. */
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES, bellLabel, categoryOf, notificationText } from './notifications';

describe('notificationText', () => {
  it('groups likes: one, two, many', () => {
    const base = { type: 'post_liked' as const, actor_name: 'Asha', subject: 'My deck' };
    expect(notificationText({ ...base, count: 1 })).toBe('Asha liked “My deck”');
    expect(notificationText({ ...base, count: 2 })).toBe('Asha and 1 other liked “My deck”');
    expect(notificationText({ ...base, count: 5 })).toBe('Asha and 4 others liked “My deck”');
  });
  it('names someone when the actor is gone', () => {
    expect(notificationText({ type: 'thread_reply', actor_name: null, subject: 'Q', count: 1 })).toBe('Someone replied to your thread “Q”');
  });
  it('has a sentence for every type', () => {
    for (const type of NOTIFICATION_TYPES) expect(notificationText({ type, actor_name: 'A', subject: 'S', count: 1 })).toMatch(/\S/);
  });
});

describe('categories', () => {
  it('each type is in at most one category; talk, booking and partnership notices are essential (no category)', () => {
    const seen = new Set<string>();
    for (const c of Object.values(NOTIFICATION_CATEGORIES)) {
      for (const t of c.types) {
        expect(seen.has(t), t).toBe(false);
        seen.add(t);
      }
    }
    expect(categoryOf('thread_reply')).toBe('replies');
    expect(categoryOf('talk_registered')).toBeNull();
    expect(categoryOf('booking_confirmed')).toBeNull();
    expect(categoryOf('partnership_decided')).toBeNull();
  });
  it("the bell's name carries the count", () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });
});
