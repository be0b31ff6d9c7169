import type { FastifyServerOptions } from 'fastify';

/** Fastify's `trustProxy` from TRUST_PROXY (server/env.ts): the named proxies only; absent → no proxy is believed. */
export function trustProxyOption(value: string | undefined): FastifyServerOptions['trustProxy'] {
  if (value === undefined) return false;
  return value.split(',').map((address) => address.trim());
}
