/** Notification texts and categories: grouped likes read naturally; every category names only real types. */
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES, bellLabel, categoryOf, notificationText } from './notifications';
import type { MessageDescriptor } from '@lingui/core';

// The English source texts, compiled as the server does for a language without a catalogue.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
i18n.setMessagesCompiler(compileMessage);
const english = (text: MessageDescriptor) => i18n._(text);

describe('notificationText', () => {
  it('groups likes: one, two, many', () => {
    const base = { type: 'post_liked' as const, actor_name: 'Asha', subject: 'My deck' };
    expect(english(notificationText({ ...base, count: 1 }, 'en'))).toBe('Asha liked “My deck”');
    expect(english(notificationText({ ...base, count: 2 }, 'en'))).toBe('Asha and 1 other liked “My deck”');
    expect(english(notificationText({ ...base, count: 5 }, 'en'))).toBe('Asha and 4 others liked “My deck”');
  });
  it('says someone when the actor is gone', () => {
    expect(english(notificationText({ type: 'thread_reply', actor_name: null, subject: 'Q', count: 1 }, 'en'))).toBe('Someone replied to your thread “Q”');
    expect(english(notificationText({ type: 'post_liked', actor_name: null, subject: 'Q', count: 3 }, 'en'))).toBe('Someone and 2 others liked “Q”');
  });
  it('writes a session start in the reader’s language and the mentor’s time zone', () => {
    const n = { type: 'booking_confirmed' as const, actor_name: null, subject: 'Meera Iyer', count: 1, details: { starts_at: '2026-12-10T04:30:00Z', time_zone: 'Asia/Kolkata' } };
    expect(english(notificationText(n, 'en'))).toMatch(/^Your mentor session with Meera Iyer on .*10 December 2026.*10:00.* is confirmed$/);
    expect(english(notificationText(n, 'hi'))).toContain('10 दिसंबर 2026');
  });
  it('words a decision and a report outcome from their codes; older rows show their stored subject', () => {
    expect(english(notificationText({ type: 'partnership_decided', actor_name: null, subject: 'IIT X', count: 1, details: { status: 'approved' } }, 'en'))).toBe(
      'Your partnership application for IIT X is approved',
    );
    expect(english(notificationText({ type: 'partnership_decided', actor_name: null, subject: 'IIT X: Approved', count: 1 }, 'en'))).toBe('Your partnership application: IIT X: Approved');
    expect(english(notificationText({ type: 'report_resolved', actor_name: null, subject: 'Spam', count: 1, details: { outcome: 'hide' } }, 'en'))).toBe(
      'A moderator reviewed your report on “Spam”: it has been removed',
    );
  });
  it('has a sentence for every type', () => {
    for (const type of NOTIFICATION_TYPES) expect(english(notificationText({ type, actor_name: 'A', subject: 'S', count: 1 }, 'en'))).toMatch(/\S/);
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
    expect(english(bellLabel(0))).toBe('Notifications');
    expect(english(bellLabel(1))).toBe('Notifications, 1 unread');
    expect(english(bellLabel(3))).toBe('Notifications, 3 unread');
  });
});
