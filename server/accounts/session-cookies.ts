import type { FastifyReply } from 'fastify';
import { sessionLifetimeMs } from './member-sessions.ts';

/**
 * The session cookies of spec §3. `commonToken` is deliberately readable by the page (not HttpOnly): the spec's
 * client reads it to send the `token` header. SameSite=Lax keeps it off cross-site subrequests; Secure when the
 * request came over HTTPS.
 */
export const sessionCookieNames = { token: 'commonToken', userName: 'userName' } as const;

function cookieOptions(secure: boolean) {
  return { path: '/', sameSite: 'lax' as const, httpOnly: false, secure, maxAge: Math.floor(sessionLifetimeMs / 1000) };
}

const isSecure = (reply: FastifyReply) => reply.request.protocol === 'https';

export function setSessionCookies(reply: FastifyReply, token: string, userName: string): void {
  const options = cookieOptions(isSecure(reply));
  void reply.setCookie(sessionCookieNames.token, token, options);
  void reply.setCookie(sessionCookieNames.userName, userName, options);
}

export function setUserNameCookie(reply: FastifyReply, userName: string): void {
  void reply.setCookie(sessionCookieNames.userName, userName, cookieOptions(isSecure(reply)));
}

export function clearSessionCookies(reply: FastifyReply): void {
  const options = { path: '/', sameSite: 'lax' as const, secure: isSecure(reply) };
  void reply.clearCookie(sessionCookieNames.token, options);
  void reply.clearCookie(sessionCookieNames.userName, options);
}
