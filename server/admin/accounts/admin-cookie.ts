import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminSessionLifetimeMs } from './admin-sessions.ts';

/**
 * The admin session cookie: HttpOnly (no script of any page reads it) and SameSite=Strict (no other site's page
 * sends it, not even a link), Secure over HTTPS. Readers' `commonToken` is a different cookie: a reader's session
 * never opens the back office.
 */
export const adminCookieName = 'mastheadAdmin';

const isSecure = (reply: FastifyReply) => reply.request.protocol === 'https';

export function setAdminCookie(reply: FastifyReply, token: string): void {
  void reply.setCookie(adminCookieName, token, { path: '/', httpOnly: true, sameSite: 'strict', secure: isSecure(reply), maxAge: Math.floor(adminSessionLifetimeMs / 1000) });
}

export function clearAdminCookie(reply: FastifyReply): void {
  void reply.clearCookie(adminCookieName, { path: '/', httpOnly: true, sameSite: 'strict', secure: isSecure(reply) });
}

export const adminTokenOf = (request: FastifyRequest): string => request.cookies[adminCookieName] ?? '';
