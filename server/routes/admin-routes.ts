import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/reply.ts';
import { route } from '../http/typed-route.ts';
import { operationsEndpoints as endpoints } from '../../schemas/api/operations-endpoints.ts';

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/** Headers a proxy adds: a request that carries one came through a proxy, whatever its socket says. */
const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Whether the request may use the admin endpoints: the ADMIN_TOKEN bearer token, or without one a caller on this
 * host itself — the socket's own address is loopback and no proxy forwarded the request (a proxy on the same host
 * connects from loopback for every reader). X-Forwarded-For is never believed here.
 */
export function authorised(request: FastifyRequest, adminToken: string | undefined): boolean {
  if (!adminToken) return isLoopback(request.socket.remoteAddress) && !forwardingHeaders.some((name) => name in request.headers);
  const given = Buffer.from((request.headers.authorization ?? '').replace(/^Bearer\s+/i, ''));
  const wanted = Buffer.from(adminToken);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * `POST /rc-pub/admin/reload-config`: re-reads site-configs/ (production's way to apply edits; SIGHUP does the
 * same). Invalid files keep their last good value; the reply lists every problem found, the renderer's included.
 */
export function registerAdminRoutes(app: FastifyInstance, { store, adminToken }: AppContext): void {
  const asAdmin = { before: requireAdmin(adminToken) };
  route(app, endpoints.reloadConfig, asAdmin, async () => ok({ ...(await store.reload()), diagnostics: await store.diagnostics() }));
  route(app, endpoints.configDiagnostics, asAdmin, async () => ok(await store.diagnostics()));
}

/**
 * A route's step (server/http/typed-route.ts) that answers 401 to a caller who is not {@link authorised}, before any
 * input is read: a stranger learns nothing from a 400.
 */
export function requireAdmin(adminToken: string | undefined) {
  return (request: FastifyRequest) => {
    if (!authorised(request, adminToken)) throw new ApiError(401, 'Admin token required', 401);
    return {};
  };
}
