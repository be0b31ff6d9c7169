import { aiqaTokenClaims, type AiqaTokenClaims } from '../../schemas/aiqa-api.ts';
import { signToken, verifyToken } from '../accounts/third-party/signed-token.ts';

const kind = 'aiqa';

/** A frame token (HMAC-SHA256 over its JSON with the server's secret): the site, language and host it is for. */
export function issueAiqaToken(secret: Buffer, claims: AiqaTokenClaims, expiresAt: number): string {
  return signToken(secret, kind, claims, expiresAt);
}

export type AiqaTokenReading = { kind: 'valid'; claims: AiqaTokenClaims } | { kind: 'expired'; claims: AiqaTokenClaims } | { kind: 'invalid' };

/**
 * Whether a token is genuine and current. A genuine one past its time reads as expired, with what it was issued for
 * (the frame can say so in the reader's language; the reader reopens the panel for a new one).
 */
export function readAiqaToken(secret: Buffer, token: string, now: number): AiqaTokenReading {
  // Any expiry passes this first check: it tells a genuine token from a forged one.
  const genuine = verifyToken(secret, kind, token, Number.NEGATIVE_INFINITY);
  const claims = genuine ? aiqaTokenClaims.safeParse(genuine) : undefined;
  if (!genuine || !claims?.success || typeof genuine.exp !== 'number') return { kind: 'invalid' };
  return genuine.exp > now ? { kind: 'valid', claims: claims.data } : { kind: 'expired', claims: claims.data };
}
