import type { FastifyInstance } from 'fastify';

/** A registered route; `fromTable` when server/http/typed-route.ts registered it from its endpoint-table entry. */
export type RegisteredRoute = { method: string; path: string; fromTable: boolean };

const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Keeps the method and path of every route the app registers from now on, and whether it came from the endpoint
 * table (the contract test compares them with the table, schemas/api/endpoints.ts, and refuses a `/rc-pub` route
 * registered by hand). HEAD routes Fastify adds beside GETs are left out.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const fromTable = route.config?.endpoint !== undefined;
    for (const method of methods) {
      if (method === 'HEAD' && isExposedHead(routes, route.url)) continue;
      routes.push({ method, path: route.url, fromTable });
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
