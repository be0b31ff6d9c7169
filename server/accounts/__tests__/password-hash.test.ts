import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../password-hash.ts';

describe('password hashes (scrypt)', () => {
  it('verify the password they were made from, and no other', async () => {
    const stored = await hashPassword('Reader2024');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Reader2024', stored)).toBe(true);
    expect(await verifyPassword('reader2024', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('are salted: the same password hashes differently each time', async () => {
    expect(await hashPassword('Reader2024')).not.toBe(await hashPassword('Reader2024'));
  });

  it('treat compatibility forms of a character alike (NFKC)', async () => {
    expect(await verifyPassword('Ｒｅａｄｅｒ2024', await hashPassword('Reader2024'))).toBe(true);
  });

  it('refuse a missing or malformed hash instead of throwing', async () => {
    expect(await verifyPassword('Reader2024', null)).toBe(false);
    expect(await verifyPassword('Reader2024', '')).toBe(false);
    expect(await verifyPassword('Reader2024', 'md5$abc')).toBe(false);
    expect(await verifyPassword('Reader2024', 'scrypt$32768$8$1$c2FsdA==$')).toBe(false);
  });
});
