import type { FastifyRequest } from 'fastify';
import type { ConfigStore } from '../config/config-store.ts';
import { requestOrigin } from './request-origin.ts';

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/** This machine's own names (development, tests): a Host naming one is no stranger's. */
export const isLoopbackHost = (hostname: string): boolean => loopback.has(hostname) || hostname.endsWith('.localhost');

/**
 * The origin written into what others keep: a page's canonical and alternate links, sitemaps, robots.txt. A Host
 * that configuration names (a site's domain) or this machine's loopback is taken as it came; any other Host, which
 * anyone can send, gets the deployment's PUBLIC_ORIGIN. Only when that is not set does the Host stand, as before
 * (start-up warns of it in production).
 */
export function publicOrigin(request: FastifyRequest, store: ConfigStore, configured: string | undefined): string {
  const origin = requestOrigin(request);
  const { host, hostname } = new URL(origin);
  if (isLoopbackHost(hostname) || store.byDomain(host)) return origin;
  return configured ?? origin;
}
