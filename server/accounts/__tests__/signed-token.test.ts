import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from '../third-party/signed-token.ts';

const secret = Buffer.alloc(32, 1);

describe('signed tokens', () => {
  it('carry their payload until they expire', () => {
    const token = signToken(secret, 'state', { nonce: 'n1', returnUrl: '/x' }, 1000);
    expect(verifyToken(secret, 'state', token, 999)).toMatchObject({ nonce: 'n1', returnUrl: '/x', kind: 'state' });
    expect(verifyToken(secret, 'state', token, 1000)).toBeNull();
  });

  it('are refused when tampered with, of another kind, or signed with another secret', () => {
    const token = signToken(secret, 'bind', { subject: 'alice' }, 1000);
    const [body, mac] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ subject: 'mallory', kind: 'bind', exp: 1000 })).toString('base64url')}.${mac}`;
    expect(verifyToken(secret, 'bind', forged, 0)).toBeNull();
    expect(verifyToken(secret, 'state', token, 0)).toBeNull();
    expect(verifyToken(Buffer.alloc(32, 2), 'bind', token, 0)).toBeNull();
    expect(verifyToken(secret, 'bind', `${body}`, 0)).toBeNull();
    expect(verifyToken(secret, 'bind', `${token}.x`, 0)).toBeNull();
    expect(verifyToken(secret, 'bind', 'garbage', 0)).toBeNull();
  });
});
