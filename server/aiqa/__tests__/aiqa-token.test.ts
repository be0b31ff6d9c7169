import { describe, expect, it } from 'vitest';
import { issueAiqaToken, readAiqaToken } from '../aiqa-token.ts';

const secret = Buffer.from('a-secret-of-at-least-thirty-two-chars');
const claims = { siteId: 101, lang: 'en' as const, host: 'optics.localhost:3000' };

describe('aiqa tokens', () => {
  it('reads back what it was issued for until it expires', () => {
    const token = issueAiqaToken(secret, claims, 10_000);
    expect(readAiqaToken(secret, token, 9_999)).toEqual({ kind: 'valid', claims });
    expect(readAiqaToken(secret, token, 10_000)).toEqual({ kind: 'expired', claims });
  });

  it('refuses a token of another secret, a tampered one, and garbage', () => {
    const token = issueAiqaToken(secret, claims, 10_000);
    expect(readAiqaToken(Buffer.from('another-secret-of-thirty-two-characters'), token, 0)).toEqual({ kind: 'invalid' });
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...claims, siteId: 102, kind: 'aiqa', exp: 10_000 })).toString('base64url')}.${signature}`;
    expect(readAiqaToken(secret, forged, 0)).toEqual({ kind: 'invalid' });
    expect(readAiqaToken(secret, 'nothing', 0)).toEqual({ kind: 'invalid' });
    expect(readAiqaToken(secret, '', 0)).toEqual({ kind: 'invalid' });
  });

  it('refuses a genuine token of another kind or with claims that do not parse', async () => {
    const { signToken } = await import('../../accounts/third-party/signed-token.ts');
    expect(readAiqaToken(secret, signToken(secret, 'bind', claims, 10_000), 0)).toEqual({ kind: 'invalid' });
    expect(readAiqaToken(secret, signToken(secret, 'aiqa', { ...claims, lang: 'xx' }, 10_000), 0)).toEqual({ kind: 'invalid' });
  });
});
