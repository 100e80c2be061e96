import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';

describe('password hashing (argon2id, OWASP minimum)', () => {
  it('hashes with argon2id m=19456 t=2 p=1 and verifies', async () => {
    const phc = await hashPassword('a long unusual passphrase');
    expect(phc.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await verifyPassword({ hash: phc, password: 'a long unusual passphrase' })).toBe(true);
    expect(await verifyPassword({ hash: phc, password: 'a long unusual passphrasE' })).toBe(false);
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'x' })).toBe(false);
  });
  it('rejects common passwords with a clear message', async () => {
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('Password123')).toBe(true);
    expect(isCommonPassword('tangerine-voyage-42')).toBe(false);
    await expect(hashPassword('password123')).rejects.toMatchObject({ body: { code: 'PASSWORD_TOO_COMMON' } });
  });
});
