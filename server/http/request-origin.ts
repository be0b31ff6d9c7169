import type { FastifyRequest } from 'fastify';

/**
 * The origin a reader reached us at: only http/https, and a Host that is a host name (else localhost). The scheme is
 * the connection's, or X-Forwarded-Proto only when a proxy named in TRUST_PROXY sent it (Fastify's `protocol`): a
 * reader cannot make the server write https:// (or anything else) into its links by sending the header.
 */
export function requestOrigin(request: FastifyRequest): string {
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = request.headers.host ?? '';
  return `${protocol}://${/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? host : 'localhost'}`;
}
