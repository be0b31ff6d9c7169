import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A short-lived, tamper-proof token carrying a small JSON payload: `base64url(json).base64url(hmac)`. Used for the
 * third-party login state and the bind ticket; `kind` keeps one from being passed off as the other.
 */
export function signToken(secret: Buffer, kind: string, payload: Record<string, unknown>, expiresAt: number): string {
  const body = Buffer.from(JSON.stringify({ ...payload, kind, exp: expiresAt })).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The payload of a genuine, unexpired token of that kind; else null. */
export function verifyToken(secret: Buffer, kind: string, token: string, now: number): Record<string, unknown> | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    return payload.kind === kind && typeof payload.exp === 'number' && payload.exp > now ? payload : null;
  } catch {
    return null;
  }
}

function mac(secret: Buffer, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}
