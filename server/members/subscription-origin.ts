import type { FastifyRequest } from 'fastify';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import { requestOrigin } from '../http/request-origin.ts';

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where an alert's links point: the origin the reader subscribed at, when its host is one of the site's domains (or
 * this machine); otherwise the site's first domain over https. Anyone may type any e-mail address into the form, so
 * a forged Host must never put a stranger's host into mail sent to someone else.
 */
export function alertOrigin(request: FastifyRequest, config: SiteConfig): string {
  const origin = requestOrigin(request);
  const host = new URL(origin).host.toLowerCase();
  const hostName = new URL(origin).hostname.toLowerCase();
  const domains = config.site.domains.map((domain) => domain.toLowerCase());
  if (domains.includes(host) || domains.includes(hostName) || loopback.has(hostName)) return origin;
  return domains[0] ? `https://${domains[0]}` : origin;
}
