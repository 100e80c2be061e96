import { describe, expect, it } from 'vitest';
import { extractLinks } from './mailer';

describe('extractLinks', () => {
  it('finds every http(s) link in an e-mail text, in order', () => {
    const text = 'Hi\n\nhttp://localhost:3000/api/auth/verify-email?token=a.b.c&callbackURL=%2F\n\nsee https://x.example/y.';
    expect(extractLinks(text)).toEqual(['http://localhost:3000/api/auth/verify-email?token=a.b.c&callbackURL=%2F', 'https://x.example/y.']);
  });
});
