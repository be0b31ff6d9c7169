import type { FastifyInstance } from 'fastify';

export type RegisteredRoute = { method: string; path: string };

const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Keeps the method and path of every route the app registers from now on (the contract test compares them with the
 * endpoint table, schemas/api/endpoints.ts). HEAD routes Fastify adds beside GETs are left out.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' && isExposedHead(routes, route.url)) continue;
      routes.push({ method, path: route.url });
    }
  });
}

function isExposedHead(routes: readonly RegisteredRoute[], path: string): boolean {
  return routes.some((route) => route.method === 'GET' && route.path === path);
}

/** The routes registered since {@link recordRoutes}; empty when they were not recorded. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registered.get(app) ?? [];
}
