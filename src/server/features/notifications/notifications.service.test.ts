/** Unsubscribe tokens: they name one person and category, and any change to them is refused. */
import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './notifications.service';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';

describe('unsubscribe tokens', () => {
  it('round-trips the user and category', () => {
    expect(readUnsubscribeToken(SECRET, unsubscribeToken(SECRET, 'user-1', 'likes'))).toEqual({ userId: 'user-1', category: 'likes' });
  });
  it('refuses another secret, another category, another user, and garbage', () => {
    const token = unsubscribeToken(SECRET, 'user-1', 'likes');
    expect(readUnsubscribeToken(`${SECRET}x`, token)).toBeNull();
    expect(readUnsubscribeToken(SECRET, token.replace('.likes.', '.replies.'))).toBeNull();
    const [, category, mac] = token.split('.');
    expect(readUnsubscribeToken(SECRET, `${Buffer.from('user-2').toString('base64url')}.${category}.${mac}`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, 'nothing')).toBeNull();
    expect(readUnsubscribeToken(SECRET, 'a.unknown.b')).toBeNull();
  });
});
