import type { FastifyRequest } from 'fastify';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import { isLoopbackHost } from '../http/public-origin.ts';
import { requestOrigin } from '../http/request-origin.ts';

/**
 * Where an alert's links point: the origin the reader subscribed at, when its host is one of the site's domains (or
 * this machine); otherwise the site's first domain over https, else the deployment's PUBLIC_ORIGIN. Anyone may type
 * any e-mail address into the form, so a forged Host must never put a stranger's host into mail sent to someone else.
 */
export function alertOrigin(request: FastifyRequest, config: SiteConfig, publicOrigin: string | undefined): string {
  const origin = requestOrigin(request);
  const { host, hostname } = new URL(origin);
  const domains = config.site.domains.map((domain) => domain.toLowerCase());
  if (domains.includes(host) || domains.includes(hostname) || isLoopbackHost(hostname)) return origin;
  return domains[0] ? `https://${domains[0]}` : (publicOrigin ?? origin);
}
