import type { FastifyRequest } from 'fastify';

/** The origin a reader reached us at: only http/https, and a Host that is a host name (else localhost). */
export function requestOrigin(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-proto'];
  const claimed = typeof forwarded === 'string' ? forwarded.split(',')[0]!.trim().toLowerCase() : request.protocol;
  const protocol = claimed === 'https' ? 'https' : 'http';
  const host = request.headers.host ?? '';
  return `${protocol}://${/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? host : 'localhost'}`;
}
